import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { HealthMonitor } from './health-monitor';

@Controller('healthz')
export class HealthController {
  constructor(private readonly monitor: HealthMonitor) {}

  /** The last background report: 200 when every part is up, 503 naming the parts that are down. */
  @Get()
  async healthz(@Res() res: Response): Promise<void> {
    const report = await this.monitor.current();
    res.status(report.status === 'up' ? 200 : 503).set('Cache-Control', 'no-store').json(report);
  }
}
