import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { getStorageToken, ThrottlerStorage } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { ComponentState, healthSubject, SERVICE_NAMES, ServiceHealth, ServiceName } from '@confdir/contracts';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { ServiceClient } from '../nats/service-client';

/** Budget for each probe; all run in parallel so one refresh ends well within 2 s. */
const PROBE_TIMEOUT_MS = 1200;

export interface HealthReport {
  status: ComponentState;
  gateway: ComponentState;
  nats: ComponentState;
  services: Record<ServiceName, { status: ComponentState; database: ComponentState }>;
  objectStorage: ComponentState;
  /**
   * Where abuse-limit counts live: Redis up/down, or this gateway's memory. Not part of `status`:
   * with Redis down writes still go through (unlimited), so the gateway should stay in rotation.
   */
  rateLimitStore: ComponentState | 'memory';
  /** Names of the parts that are down, for a quick read. */
  down: string[];
  /** When this report was made; it is refreshed every HEALTH_INTERVAL_MS. */
  checkedAt: string;
}

/**
 * Probes NATS and every service on a timer and keeps the last report, so /api/healthz answers from
 * memory: a load balancer polling it many times a second costs the services nothing.
 */
@Injectable()
export class HealthMonitor implements OnApplicationBootstrap, OnApplicationShutdown {
  private last?: HealthReport;
  private timer?: NodeJS.Timeout;
  private refreshing?: Promise<HealthReport>;

  constructor(
    private readonly client: ServiceClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(getStorageToken()) private readonly limitStore: ThrottlerStorage,
  ) {}

  /** The first report is made before the gateway takes traffic; later ones in the background. */
  async onApplicationBootstrap(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.config.healthIntervalMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async current(): Promise<HealthReport> {
    return this.last ?? this.refresh();
  }

  /** One probe round at a time; a refresh asked for during another shares its result. */
  refresh(): Promise<HealthReport> {
    this.refreshing ??= this.probe().then(
      (report) => {
        this.last = report;
        this.refreshing = undefined;
        return report;
      },
      (err: unknown) => {
        this.refreshing = undefined;
        throw err;
      },
    );
    return this.refreshing;
  }

  private async probe(): Promise<HealthReport> {
    const [rateLimitStore, nats, ...replies] = await Promise.all([
      this.rateLimitStore(),
      this.client.brokerState(PROBE_TIMEOUT_MS),
      ...SERVICE_NAMES.map((name) => this.client.send<ServiceHealth>(healthSubject(name), {}, PROBE_TIMEOUT_MS).catch(() => null)),
    ]);
    const services = {} as HealthReport['services'];
    let objectStorage: ComponentState = 'down';
    SERVICE_NAMES.forEach((name, i) => {
      const reply = replies[i];
      const database = reply?.database ?? 'down';
      services[name] = { status: reply && database === 'up' ? 'up' : 'down', database };
      if (name === 'media' && reply?.storage) objectStorage = reply.storage;
    });
    const down = [
      ...(nats === 'down' ? ['nats'] : []),
      ...SERVICE_NAMES.filter((n) => services[n].status === 'down'),
      ...(objectStorage === 'down' ? ['objectStorage'] : []),
    ];
    return { status: down.length ? 'down' : 'up', gateway: 'up', nats, services, objectStorage, rateLimitStore, down, checkedAt: new Date().toISOString() };
  }

  private async rateLimitStore(): Promise<ComponentState | 'memory'> {
    if (!(this.limitStore instanceof ThrottlerStorageRedisService)) return 'memory';
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<ComponentState>((resolve) => (timer = setTimeout(() => resolve('down'), PROBE_TIMEOUT_MS)));
    const redis = this.limitStore.redis;
    // At boot the connection may still be opening; commands are not queued (see ThrottlingModule).
    let onReady: (() => void) | undefined;
    const ready = redis.status === 'ready' ? Promise.resolve() : new Promise<void>((resolve) => redis.once('ready', (onReady = resolve)));
    const ping = ready.then(() => redis.ping()).then(
      (): ComponentState => 'up',
      (): ComponentState => 'down',
    );
    try {
      return await Promise.race([ping, timeout]);
    } finally {
      clearTimeout(timer);
      if (onReady) redis.off('ready', onReady);
    }
  }
}
