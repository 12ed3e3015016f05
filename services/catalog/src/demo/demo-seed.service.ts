import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ServiceError } from '@confdir/service-kit';
import { ErrorCode } from '@confdir/contracts';
import { ConferencesService } from '../conferences/conferences.service';
import { DEMO_CONFERENCES } from './demo-conferences';

export const SEED_DEMO = Symbol('SEED_DEMO');

/**
 * Fills an empty catalog with real upcoming conferences on start (SEED_DEMO=false turns it off).
 * Idempotent: a conference already there is a duplicate and is skipped, so replicas starting
 * together or a restart half-way never double an entry.
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly conferences: ConferencesService,
    @Inject(SEED_DEMO) private readonly enabled: boolean,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.enabled) return;
    try {
      const [{ n }]: { n: number }[] = await this.db.query('SELECT count(*)::int AS n FROM catalog.conferences');
      if (n > 0) return;
      const created = await this.seed();
      this.logger.log(`Empty catalog: added ${created} demo conferences (SEED_DEMO=false turns this off)`);
    } catch (err) {
      // The service is useful without demo data; a failure here must not stop it.
      this.logger.error(`Demo data not added: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  async seed(): Promise<number> {
    let created = 0;
    for (const conference of DEMO_CONFERENCES) {
      try {
        await this.conferences.create(conference, 'demo');
        created++;
      } catch (err) {
        if (!(err instanceof ServiceError && err.payload.code === ErrorCode.Conflict)) throw err;
      }
    }
    return created;
  }
}
