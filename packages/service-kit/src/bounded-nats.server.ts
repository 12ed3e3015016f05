import { Logger } from '@nestjs/common';
import { NatsContext, ServerNats } from '@nestjs/microservices';
import { performance } from 'node:perf_hooks';
import { JSONCodec, Msg, MsgHdrs, NatsConnection, Subscription } from 'nats';
import type { Logger as PinoLogger } from 'pino';
import { ErrorCode, unprefixed } from '@confdir/contracts';
import { currentLogger, withLogContext } from './logging';
import { observeNatsHandler } from './metrics/metrics';
import { DRAIN_BUDGET_MS, InFlight } from './in-flight';
import { idTracer, parseTraceparent, TRACEPARENT_HEADER, type Span, type Tracer } from './tracing';

/** NATS's default max_payload, used until the server has told us its own. */
export const DEFAULT_MAX_PAYLOAD_BYTES = 1024 * 1024;
/** Room kept below max_payload for headers and anything a later hop adds. */
export const REPLY_SAFETY_MARGIN_BYTES = 16 * 1024;

/** The parts of a received NATS message a reply needs. */
interface ReplyTarget {
  reply?: string;
  respond(data?: Uint8Array, opts?: { headers?: MsgHdrs }): boolean;
}

const codec = JSONCodec<unknown>();
const PLAIN_SUBJECT = /^[A-Za-z].*\./s;

/** The error code of a reply packet that carries one (Nest's `{ err }`), else undefined. */
function errorCodeOf(packet: unknown): string | undefined {
  const err = (packet as { err?: unknown } | null)?.err;
  if (err === undefined || err === null) return undefined;
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? code : 'error';
}

/** Largest reply a service may send on this connection: the server's max_payload less the margin. */
export function replyLimit(maxPayload: number | undefined): number {
  const max = maxPayload && maxPayload > 0 ? maxPayload : DEFAULT_MAX_PAYLOAD_BYTES;
  return Math.max(1024, max - REPLY_SAFETY_MARGIN_BYTES);
}

/**
 * Nest's NATS server with a guard on every reply. nats.js throws MAX_PAYLOAD_EXCEEDED from
 * `respond` when a reply is too big, and Nest calls it where nothing catches, so one oversize
 * list used to kill the whole process. Here each reply is measured first: one over the limit is
 * replaced by a PAYLOAD_TOO_LARGE error for the caller, and any failure to send is logged, never
 * thrown. Subclassing keeps Nest's own wire format and dispatch; only the last step changes.
 */
export class BoundedNatsServer extends ServerNats {
  private readonly guardLogger = new Logger('BoundedReplies');
  /** The span, start and in-flight mark of each message being handled, ended when its reply goes out. */
  private readonly handling = new WeakMap<object, { span: Span; started: number; done: () => void }>();
  /** Messages received and not yet answered; a stopping service waits for them (close). */
  readonly inFlight = new InFlight();

  /**
   * @param messageLogger root of the per-message loggers; none in tests that run silent.
   * @param tracer continues the caller's trace (the traceparent header) with a span per message.
   */
  constructor(
    options: ConstructorParameters<typeof ServerNats>[0],
    private readonly messageLogger?: PinoLogger,
    private readonly tracer: Tracer = idTracer,
  ) {
    super(options);
  }

  /**
   * Each message is handled in a span of the caller's trace (a new trace when it sent no valid
   * traceparent), with a logger that names the trace id, so every line it causes does too.
   */
  override handleMessage(channel: string, natsMsg: Msg): Promise<unknown> {
    const name = unprefixed(channel);
    // Health probes come every few seconds from outside any request: ids only, nothing recorded.
    const tracer = name.endsWith('.health') ? idTracer : this.tracer;
    const span = tracer.startSpan(name, 'server', parseTraceparent(natsMsg.headers?.get(TRACEPARENT_HEADER)), { 'messaging.system': 'nats' });
    const done = this.inFlight.start();
    this.handling.set(natsMsg, { span, started: performance.now(), done });
    const handled = this.messageLogger
      ? withLogContext(this.messageLogger.child({ trace_id: span.context.traceId, subject: name }), () => super.handleMessage(channel, natsMsg))
      : super.handleMessage(channel, natsMsg);
    // A message with a reply subject is done when its reply goes out (getPublisher); one that fails before, or needs none, here.
    handled.then(() => !natsMsg.reply && done(), done);
    return handled;
  }

  /**
   * Graceful stop: unsubscribe first, so the queue group hands new messages to the other replicas (the
   * subscriptions' drain also lets messages already delivered here be handled), wait for every message
   * in flight to be answered (at most DRAIN_BUDGET_MS), and only then close the connection.
   */
  override async close(): Promise<void> {
    const subscriptions = (this as unknown as { subscriptions: Subscription[] }).subscriptions;
    await Promise.all(subscriptions.map((sub) => (sub.isClosed() ? undefined : sub.drain().catch(() => undefined))));
    if (!(await this.inFlight.idle(DRAIN_BUDGET_MS))) this.guardLogger.warn(`Closing with ${this.inFlight.size} messages still unanswered after ${DRAIN_BUDGET_MS} ms`);
    await super.close();
    // Spans still buffered go out before the process ends.
    await this.tracer.shutdown().catch(() => undefined);
  }

  /**
   * Our patterns are dotted subjects. Nest first tries JSON.parse on every incoming one, and the
   * SyntaxError it throws and catches (twice per message) was ≈ 2 % of catalog's CPU on detail reads.
   * A string starting with a letter and containing a dot is never valid JSON, so the answer is the same.
   */
  protected override getRouteFromPattern(pattern: string): string {
    return PLAIN_SUBJECT.test(pattern) ? pattern : super.getRouteFromPattern(pattern);
  }

  override getPublisher(natsMsg: ReplyTarget, id: string, ctx: NatsContext): (response: unknown) => unknown {
    if (!natsMsg.reply) return super.getPublisher(natsMsg, id, ctx);
    const subject = ctx.getSubject();
    const name = unprefixed(subject);
    const { span, started } = this.handling.get(natsMsg) ?? { span: undefined, started: performance.now() };
    // One line per reply at debug: at info the gateway's access line is the one line per request.
    const log = this.messageLogger?.isLevelEnabled('debug') && !subject.endsWith('.health') ? currentLogger() : undefined;
    let failure: string | undefined;
    const guarded: ReplyTarget = {
      reply: natsMsg.reply,
      respond: (data, opts) => {
        const sent = this.respondWithin(natsMsg, subject, id, data, opts);
        const ms = performance.now() - started;
        log?.debug({ ms: Math.round(ms), bytes: data?.length ?? 0 }, 'replied');
        span?.end(undefined, failure);
        observeNatsHandler(name, failure ?? 'ok', ms / 1000);
        this.handling.get(natsMsg)?.done();
        return sent;
      },
    };
    const publish = super.getPublisher(guarded, id, ctx);
    return (packet: unknown) => {
      failure = errorCodeOf(packet);
      return publish(packet);
    };
  }

  private respondWithin(target: ReplyTarget, subject: string, id: string, data?: Uint8Array, opts?: { headers?: MsgHdrs }): boolean {
    const limit = replyLimit(this.maxPayload());
    const size = (data?.length ?? 0) + (opts?.headers ? opts.headers.toString().length : 0);
    if (size > limit) {
      this.guardLogger.warn(`Reply on ${subject} is ${size} bytes, over the ${limit}-byte limit; sent ${ErrorCode.PayloadTooLarge} instead`);
      return this.trySend(target, subject, this.errorPacket(id, ErrorCode.PayloadTooLarge, `The answer is too large to send (${size} bytes); ask for a smaller page`));
    }
    if (this.trySend(target, subject, data, opts)) return true;
    // The reply could not go out (connection closing, server refused it): tell the caller if we can.
    return this.trySend(target, subject, this.errorPacket(id, ErrorCode.Internal, 'Internal error'));
  }

  private trySend(target: ReplyTarget, subject: string, data?: Uint8Array, opts?: { headers?: MsgHdrs }): boolean {
    try {
      return target.respond(data, opts);
    } catch (err) {
      this.guardLogger.error(`Could not reply on ${subject}: ${err instanceof Error ? err.message : String(err)}`);
      return false;
    }
  }

  /** Nest's error packet: the caller's ClientProxy (or the gateway's ServiceClient) reads `err`. */
  private errorPacket(id: string, code: ErrorCode, message: string): Uint8Array {
    return codec.encode({ id, err: { code, message }, isDisposed: true });
  }

  private maxPayload(): number | undefined {
    try {
      return this.unwrap<NatsConnection>().info?.max_payload;
    } catch {
      return undefined;
    }
  }
}
