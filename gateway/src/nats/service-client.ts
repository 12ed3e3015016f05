import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { connect, Events, headers, JSONCodec, NatsConnection } from 'nats';
import { ErrorCode, isServiceErrorPayload, unprefixed } from '@confdir/contracts';
import { observeNatsRequest } from '@confdir/service-kit/dist/metrics/metrics';
import { formatTraceparent, idTracer, TRACEPARENT_HEADER, type SpanContext, type Tracer } from '@confdir/service-kit/dist/tracing';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { currentRequest } from '../common/request-context';
import { TRACER } from '../common/tracing';
import { UpstreamError } from './upstream-error';
import { NoReplyError, ReplyMux } from './reply-mux';

interface NestReply {
  id?: string;
  response?: unknown;
  err?: unknown;
}

const codec = JSONCodec<unknown>();
/** A busy machine at boot can take seconds to finish the NATS handshake; the connection may take this long. */
const CONNECT_TIMEOUT_MS = 5000;
/** A request waits this long for a first connection still in progress, then is a 503. */
const CONNECT_WAIT_MS = 800;

/**
 * Request/reply to the services in the wire format of @nestjs/microservices' NATS transport.
 * Uses NATS request/reply (ReplyMux) rather than Nest's ClientProxy because the server reports "no
 * responders" at once, so a stopped service is a 503 in milliseconds instead of a 504 after the timeout.
 * While the broker connection is down, nats.js would queue a request until the timeout; the
 * connection's own status events are tracked instead, so such a call is a 503 at once.
 */
@Injectable()
export class ServiceClient implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ServiceClient.name);
  private connection?: NatsConnection;
  private mux?: ReplyMux;
  private connecting?: Promise<NatsConnection>;
  private brokerConnected = false;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(TRACER) private readonly tracer: Tracer = idTracer,
  ) {}

  /** Whether the broker connection is up; caches of service answers stand aside while it is down. */
  get isBrokerConnected(): boolean {
    return this.brokerConnected;
  }

  /** Connects at boot without blocking it: a gateway started before NATS answers 503 until it arrives. */
  onModuleInit(): void {
    this.connect().catch((err: unknown) => this.logger.warn(`NATS not reachable at boot: ${String(err)}`));
  }

  connect(): Promise<NatsConnection> {
    if (this.connection && !this.connection.isClosed()) return Promise.resolve(this.connection);
    this.connecting ??= connect({
      servers: this.config.natsUrl,
      name: 'confdir-gateway',
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
      timeout: CONNECT_TIMEOUT_MS,
      // nats.js otherwise captures two stack traces per request (≈ 2.5 % of the gateway's CPU on detail
      // reads) only to decorate a timeout's stack; the codes we map to 503/504 do not need them.
      noAsyncTraces: true,
    }).then(
      (nc) => {
        this.connection = nc;
        this.mux = new ReplyMux(nc);
        this.connecting = undefined;
        this.brokerConnected = true;
        void this.watch(nc);
        return nc;
      },
      (err: unknown) => {
        this.connecting = undefined;
        throw err;
      },
    );
    return this.connecting;
  }

  private async watch(nc: NatsConnection): Promise<void> {
    for await (const status of nc.status()) {
      if (status.type === Events.Disconnect) {
        this.brokerConnected = false;
        this.logger.warn('Lost the NATS connection; answering 503 until it is back');
      } else if (status.type === Events.Reconnect) {
        this.brokerConnected = true;
        this.logger.log('NATS connection restored');
      }
    }
    this.brokerConnected = false;
    if (this.connection === nc) this.mux?.close();
  }

  /** Round trip to the NATS server, bounded in time, for health checks. */
  async brokerState(timeoutMs: number): Promise<'up' | 'down'> {
    if (this.connection && !this.brokerConnected) return 'down';
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'down'>((resolve) => (timer = setTimeout(() => resolve('down'), timeoutMs)));
    const probe = this.connect()
      .then((nc) => nc.flush())
      .then(
        (): 'up' => 'up',
        (): 'down' => 'down',
      );
    try {
      return await Promise.race([probe, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * One call to a service. Inside a GET/HEAD request the call only reads, so it gets the short read
   * timeout and is tried once more on "no responders" or a timeout: with replicas in a queue group,
   * the second try reaches a live one when the first went to a replica that just died.
   */
  async send<T>(subject: string, data: unknown, timeoutMs?: number): Promise<T> {
    const context = currentRequest();
    const idempotent = context?.idempotent === true;
    const timeout = timeoutMs ?? (idempotent ? this.config.rpcReadTimeoutMs : this.config.rpcTimeoutMs);
    const parent = context?.span.context;
    try {
      return await this.traced<T>(subject, data, timeout, parent);
    } catch (err) {
      if (!idempotent || !(err instanceof UpstreamError) || !err.retryable) throw err;
      this.logger.warn(`${err.code} from ${subject}; retrying the read once`);
      return this.traced<T>(subject, data, timeout, parent);
    }
  }

  /**
   * One attempt as a client span of the request's trace (the service continues it from the traceparent
   * header), timed by subject and outcome in confdir_nats_request_duration_seconds.
   */
  private async traced<T>(subject: string, data: unknown, timeoutMs: number, parent: SpanContext | undefined): Promise<T> {
    const name = unprefixed(subject);
    // Health probes run every few seconds outside any request: ids, no recorded spans.
    const tracer = name.endsWith('.health') ? idTracer : this.tracer;
    const span = tracer.startSpan(name, 'client', parent, { 'messaging.system': 'nats' });
    const started = performance.now();
    try {
      const answer = await this.once<T>(subject, data, timeoutMs, formatTraceparent(span.context));
      span.end();
      observeNatsRequest(name, 'ok', (performance.now() - started) / 1000);
      return answer;
    } catch (err) {
      const outcome = err instanceof UpstreamError ? err.code : 'failed';
      span.end(undefined, outcome);
      observeNatsRequest(name, outcome, (performance.now() - started) / 1000);
      throw err;
    }
  }

  private async once<T>(subject: string, data: unknown, timeoutMs: number, traceparent: string): Promise<T> {
    const mux = await this.liveMux();
    const id = randomUUID();
    const hdrs = headers();
    hdrs.set(TRACEPARENT_HEADER, traceparent);
    let reply: NestReply;
    try {
      reply = codec.decode(await mux.request(subject, codec.encode({ pattern: subject, data, id }), hdrs, timeoutMs)) as NestReply;
    } catch (err) {
      if (err instanceof NoReplyError && err.reason === 'no-responders') {
        throw new UpstreamError({ code: ErrorCode.ServiceUnavailable, message: `Service unavailable: ${serviceOf(subject)}` }, true);
      }
      if (err instanceof NoReplyError && err.reason === 'timeout') {
        throw new UpstreamError({ code: ErrorCode.ServiceTimeout, message: `Service timed out: ${serviceOf(subject)}` }, true);
      }
      this.logger.warn(`NATS request to ${subject} failed: ${String(err)}`);
      throw brokerUnavailable();
    }
    if (reply.err !== undefined && reply.err !== null) {
      if (isServiceErrorPayload(reply.err)) throw new UpstreamError(reply.err);
      this.logger.error(`Malformed error from ${subject}: ${JSON.stringify(reply.err)}`);
      throw new UpstreamError({ code: ErrorCode.Internal, message: 'Internal error' });
    }
    return reply.response as T;
  }

  /** The connection's request mux if it is up now; otherwise a 503 at once rather than a request queued until the timeout. */
  private async liveMux(): Promise<ReplyMux> {
    if (this.connection && !this.connection.isClosed() && this.mux) {
      if (!this.brokerConnected) throw brokerUnavailable();
      return this.mux;
    }
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('connect wait')), CONNECT_WAIT_MS)));
    try {
      await Promise.race([this.connect(), gaveUp]);
      return this.mux!;
    } catch {
      throw brokerUnavailable();
    } finally {
      clearTimeout(timer);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const nc = this.connection;
    this.connection = undefined;
    if (nc && !nc.isClosed()) await nc.drain().catch(() => nc.close());
  }
}

function brokerUnavailable(): UpstreamError {
  return new UpstreamError({ code: ErrorCode.ServiceUnavailable, message: 'Message broker unavailable' });
}

/** `prefix.catalog.conferences.list` → `catalog`; the prefix may itself contain dots. */
export function serviceOf(subject: string): string {
  const names = ['catalog', 'community', 'companies', 'media'];
  return subject.split('.').find((part) => names.includes(part)) ?? 'unknown';
}
