import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ServiceError } from '@confdir/service-kit';
import { SYNC_CONFIG, SyncConfig } from './sync.config';
import { SyncRunner } from './sync-runner';

/** The first look comes this long after start, so a start (and a test) never waits for a sync. */
const FIRST_LOOK_MS = 60_000;
/** How often a process looks whether a source is due: the run log, not the process, says when it last ran. */
const LOOK_EVERY_MS = 5 * 60_000;

/**
 * Syncs every configured source every SYNC_INTERVAL_MINUTES (0: never). Every replica looks; the run
 * log decides whether a source is due and the advisory lock lets one run at a time, so replicas and
 * restarts neither skip nor repeat a run. A failing run is a warning and a failed run in the log.
 */
@Injectable()
export class SyncScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SyncScheduler');
  private timer: NodeJS.Timeout | null = null;
  private looking = false;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly runner: SyncRunner,
    @Inject(SYNC_CONFIG) private readonly config: SyncConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.intervalMinutes === 0 || this.config.sources.length === 0) return;
    this.schedule(FIRST_LOOK_MS);
  }

  onApplicationShutdown(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => void this.look().finally(() => this.timer && this.schedule(Math.min(LOOK_EVERY_MS, this.config.intervalMinutes * 60_000))), delayMs);
    this.timer.unref();
  }

  /** Runs each source whose last run started more than an interval ago. */
  async look(): Promise<void> {
    if (this.looking) return;
    this.looking = true;
    try {
      for (const { name } of this.config.sources) {
        const [{ due }] = await this.db.query(
          `SELECT NOT EXISTS (SELECT 1 FROM catalog.sync_runs WHERE source = $1 AND started_at > now() - make_interval(mins => $2)) AS due`,
          [name, this.config.intervalMinutes],
        );
        if (due) await this.runner.run(name, 'schedule');
      }
    } catch (err) {
      // Another replica's run holds the lock, or the database is away: the next look tries again.
      if (!(err instanceof ServiceError)) this.logger.warn(`scheduled sync skipped: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      this.looking = false;
    }
  }
}
