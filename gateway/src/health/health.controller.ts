import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ComponentState, healthSubject, SERVICE_NAMES, ServiceHealth, ServiceName } from '@confdir/contracts';
import { ServiceClient } from '../nats/service-client';

/** Budget for each probe; all run in parallel so the whole answer comes well within 2 s. */
const PROBE_TIMEOUT_MS = 1200;

export interface HealthReport {
  status: ComponentState;
  gateway: ComponentState;
  nats: ComponentState;
  services: Record<ServiceName, { status: ComponentState; database: ComponentState }>;
  objectStorage: ComponentState;
  /** Names of the parts that are down, for a quick read. */
  down: string[];
}

@Controller('healthz')
export class HealthController {
  constructor(private readonly client: ServiceClient) {}

  @Get()
  async healthz(@Res() res: Response): Promise<void> {
    const report = await this.report();
    res.status(report.status === 'up' ? 200 : 503).set('Cache-Control', 'no-store').json(report);
  }

  async report(): Promise<HealthReport> {
    const [nats, ...replies] = await Promise.all([
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
    return { status: down.length ? 'down' : 'up', gateway: 'up', nats, services, objectStorage, down };
  }
}
