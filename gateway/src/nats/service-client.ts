import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { connect, ErrorCode as NatsErrorCode, JSONCodec, NatsConnection, NatsError } from 'nats';
import { ErrorCode, isServiceErrorPayload } from '@confdir/contracts';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { UpstreamError } from './upstream-error';

interface NestReply {
  id?: string;
  response?: unknown;
  err?: unknown;
}

const codec = JSONCodec<unknown>();

/**
 * Request/reply to the services in the wire format of @nestjs/microservices' NATS transport.
 * Uses NATS request() rather than Nest's ClientProxy because request() reports "no responders"
 * at once, so a stopped service is a 503 in milliseconds instead of a 504 after the timeout.
 */
@Injectable()
export class ServiceClient implements OnApplicationShutdown {
  private readonly logger = new Logger(ServiceClient.name);
  private connection?: NatsConnection;
  private connecting?: Promise<NatsConnection>;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  async connect(): Promise<NatsConnection> {
    if (this.connection && !this.connection.isClosed()) return this.connection;
    this.connecting ??= connect({
      servers: this.config.natsUrl,
      name: 'confdir-gateway',
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
      timeout: 2000,
    }).then(
      (nc) => {
        this.connection = nc;
        this.connecting = undefined;
        return nc;
      },
      (err: unknown) => {
        this.connecting = undefined;
        throw err;
      },
    );
    return this.connecting;
  }

  /** Round trip to the NATS server, bounded in time, for health checks. */
  async brokerState(timeoutMs: number): Promise<'up' | 'down'> {
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

  async send<T>(subject: string, data: unknown, timeoutMs = this.config.rpcTimeoutMs): Promise<T> {
    let nc: NatsConnection;
    try {
      nc = await this.connect();
    } catch {
      throw new UpstreamError({ code: ErrorCode.ServiceUnavailable, message: 'Message broker unavailable' });
    }
    let reply: NestReply;
    try {
      const msg = await nc.request(subject, codec.encode({ pattern: subject, data, id: randomUUID() }), { timeout: timeoutMs });
      reply = codec.decode(msg.data) as NestReply;
    } catch (err) {
      if (err instanceof NatsError && err.code === NatsErrorCode.NoResponders) {
        throw new UpstreamError({ code: ErrorCode.ServiceUnavailable, message: `Service unavailable: ${serviceOf(subject)}` });
      }
      if (err instanceof NatsError && err.code === NatsErrorCode.Timeout) {
        throw new UpstreamError({ code: ErrorCode.ServiceTimeout, message: `Service timed out: ${serviceOf(subject)}` });
      }
      this.logger.warn(`NATS request to ${subject} failed: ${String(err)}`);
      throw new UpstreamError({ code: ErrorCode.ServiceUnavailable, message: 'Message broker unavailable' });
    }
    if (reply.err !== undefined && reply.err !== null) {
      if (isServiceErrorPayload(reply.err)) throw new UpstreamError(reply.err);
      this.logger.error(`Malformed error from ${subject}: ${JSON.stringify(reply.err)}`);
      throw new UpstreamError({ code: ErrorCode.Internal, message: 'Internal error' });
    }
    return reply.response as T;
  }

  async onApplicationShutdown(): Promise<void> {
    const nc = this.connection;
    this.connection = undefined;
    if (nc && !nc.isClosed()) await nc.drain().catch(() => nc.close());
  }
}

/** `prefix.catalog.conferences.list` → `catalog`; the prefix may itself contain dots. */
export function serviceOf(subject: string): string {
  const names = ['catalog', 'community', 'companies', 'media'];
  return subject.split('.').find((part) => names.includes(part)) ?? 'unknown';
}
