import { createInbox, type MsgHdrs, type NatsConnection, type Subscription } from 'nats';

/** Why a request got no reply; the caller maps these to 503/504. */
export type NoReply = 'no-responders' | 'timeout' | 'closed';

export class NoReplyError extends Error {
  constructor(readonly reason: NoReply) {
    super(reason);
  }
}

interface Waiting {
  resolve: (data: Uint8Array) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

interface Outgoing {
  subject: string;
  data: Uint8Array;
  headers: MsgHdrs;
  token: string;
}

/**
 * Request/reply over one connection, lighter than nats.js's request(): that one builds a NatsError
 * with a stack trace for every successful request (its cancel after the reply) and flushes each
 * request's publish in a write of its own. Here every reply comes to one wildcard inbox, and the
 * requests made in one turn of the event loop (all the HTTP requests read together) go out in
 * one socket write, the batch published from a single setImmediate.
 */
export class ReplyMux {
  private readonly inbox = `${createInbox()}.`;
  private readonly waiting = new Map<string, Waiting>();
  private readonly outgoing: Outgoing[] = [];
  private readonly subscription: Subscription;
  private next = 0;
  private scheduled = false;

  constructor(private readonly nc: NatsConnection) {
    this.subscription = nc.subscribe(`${this.inbox}*`, {
      callback: (_err, msg) => {
        const waiting = this.waiting.get(msg.subject.slice(this.inbox.length));
        if (!waiting) return;
        this.waiting.delete(msg.subject.slice(this.inbox.length));
        clearTimeout(waiting.timer);
        // The server's answer when nobody listens on the subject: an empty message with status 503.
        if (msg.data.length === 0 && msg.headers?.code === 503) waiting.reject(new NoReplyError('no-responders'));
        else waiting.resolve(msg.data);
      },
    });
  }

  request(subject: string, data: Uint8Array, headers: MsgHdrs, timeoutMs: number): Promise<Uint8Array> {
    const token = (this.next++).toString(36);
    return new Promise<Uint8Array>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(token);
        reject(new NoReplyError('timeout'));
      }, timeoutMs);
      this.waiting.set(token, { resolve, reject, timer });
      this.outgoing.push({ subject, data, headers, token });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.publish());
      }
    });
  }

  /** Fails every waiting request at once (the connection closed); later requests need a new mux. */
  close(): void {
    for (const [token, waiting] of this.waiting) {
      clearTimeout(waiting.timer);
      this.waiting.delete(token);
      waiting.reject(new NoReplyError('closed'));
    }
    this.subscription.unsubscribe();
  }

  private publish(): void {
    this.scheduled = false;
    // nats.js queues these and writes them together in its next microtask.
    for (const { subject, data, headers, token } of this.outgoing.splice(0)) {
      try {
        this.nc.publish(subject, data, { reply: `${this.inbox}${token}`, headers });
      } catch {
        // Closed or draining: the caller's 503.
        const waiting = this.waiting.get(token);
        if (!waiting) continue;
        this.waiting.delete(token);
        clearTimeout(waiting.timer);
        waiting.reject(new NoReplyError('closed'));
      }
    }
  }
}
