import { Logger } from '@nestjs/common';
import { NatsContext, ServerNats } from '@nestjs/microservices';
import { performance } from 'node:perf_hooks';
import { JSONCodec, Msg, MsgHdrs, NatsConnection } from 'nats';
import type { Logger as PinoLogger } from 'pino';
import { ErrorCode, REQUEST_ID_HEADER } from '@confdir/contracts';
import { currentLogger, withLogContext } from './logging';

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

  /** @param logger root of the per-message loggers; none in tests that run silent. */
  constructor(
    options: ConstructorParameters<typeof ServerNats>[0],
    private readonly messageLogger?: PinoLogger,
  ) {
    super(options);
  }

  /** Each message is handled with a logger that names its request id, so every line it causes does too. */
  override handleMessage(channel: string, natsMsg: Msg): Promise<unknown> {
    if (!this.messageLogger) return super.handleMessage(channel, natsMsg);
    const reqId = natsMsg.headers?.get(REQUEST_ID_HEADER) || undefined;
    return withLogContext(this.messageLogger.child({ reqId, subject: channel }), () => super.handleMessage(channel, natsMsg));
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
    const started = performance.now();
    // One line per reply at debug: at info the gateway's access line is the one line per request.
    const log = this.messageLogger?.isLevelEnabled('debug') && !subject.endsWith('.health') ? currentLogger() : undefined;
    const guarded: ReplyTarget = {
      reply: natsMsg.reply,
      respond: (data, opts) => {
        const sent = this.respondWithin(natsMsg, subject, id, data, opts);
        log?.debug({ ms: Math.round(performance.now() - started), bytes: data?.length ?? 0 }, 'replied');
        return sent;
      },
    };
    return super.getPublisher(guarded, id, ctx);
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
