import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryRunner } from 'typeorm';
import { ServiceError } from '@confdir/service-kit';
import { sourceNamed } from './sources';
import { SyncProblem, UpstreamReader } from './sources/source';
import { SYNC_CONFIG, SyncConfig } from './sync.config';
import { SyncTally, SyncWriter } from './sync-writer';
import { upstreamReader } from './upstream-reader';

export type SyncTrigger = 'schedule' | 'admin' | 'command';
export type RunStatus = 'running' | 'ok' | 'partial' | 'failed';

/** What a run reports (the command's last line, the run log's summary). */
export interface SyncReport extends Omit<SyncTally, 'errors'> {
  source: string;
  runId: number;
  status: RunStatus;
  errors: SyncProblem[];
  durationMs: number;
}

/** The run log keeps this many errors of a run (and their count). */
const LOGGED_ERRORS = 50;
/** One sync at a time across every catalog process: a session advisory lock (pg_try_advisory_lock). */
const SYNC_LOCK = 31_031;

@Injectable()
export class SyncRunner {
  private readonly logger = new Logger('Sync');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly writer: SyncWriter,
    @Inject(SYNC_CONFIG) private readonly config: SyncConfig,
  ) {}

  /** Runs one source to the end. CONFLICT when another run holds the lock; a failing upstream is a failed run, never a throw. */
  async run(name: string, trigger: SyncTrigger, url?: string, reader?: UpstreamReader): Promise<SyncReport> {
    const lock = await this.lock();
    try {
      return await this.runLocked(name, trigger, await this.startRun(name, trigger), url, reader);
    } finally {
      await this.unlock(lock);
    }
  }

  /** Starts a run and answers its id at once (the admin's "sync now"); CONFLICT when one is running. */
  async start(name: string, trigger: SyncTrigger): Promise<number> {
    const lock = await this.lock();
    try {
      const runId = await this.startRun(name, trigger);
      void this.runLocked(name, trigger, runId).finally(() => this.unlock(lock));
      return runId;
    } catch (err) {
      await this.unlock(lock);
      throw err;
    }
  }

  private async runLocked(name: string, trigger: SyncTrigger, runId: number, url?: string, reader?: UpstreamReader): Promise<SyncReport> {
    const began = Date.now();
    const seenAt = new Date();
    const source = sourceNamed(name)!;
    const location = url ?? this.config.sources.find((s) => s.name === name)?.url ?? source.defaultUrl;
    let report: SyncReport;
    try {
      const read = await source.read(location, reader ?? upstreamReader(this.config.limits), seenAt);
      const tally = await this.writer.write(name, read, seenAt);
      const status: RunStatus = read.errors.length === 0 ? 'ok' : read.entries.length > 0 ? 'partial' : 'failed';
      report = { source: name, runId, status, ...tally, durationMs: Date.now() - began };
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      report = { source: name, runId, status: 'failed', created: 0, updated: 0, unchanged: 0, linked: 0, queued: 0, gone: 0, rejected: 0, errors: [{ where: location, reason }], durationMs: Date.now() - began };
    }
    if (report.status !== 'ok') this.logger.warn(`sync ${name} (${trigger}) ${report.status}: ${report.errors.length} problems, first: ${report.errors[0]?.where}: ${report.errors[0]?.reason}`);
    await this.finishRun(report).catch((err) => this.logger.warn(`sync ${name}: the run log could not be written: ${String(err)}`));
    return report;
  }

  private async startRun(name: string, trigger: SyncTrigger): Promise<number> {
    if (!sourceNamed(name)) throw ServiceError.notFound(`No sync source named ${name}`);
    const [{ id }] = await this.db.query(`INSERT INTO catalog.sync_runs (source, trigger) VALUES ($1, $2) RETURNING id`, [name, trigger]);
    return id;
  }

  private async finishRun(report: SyncReport): Promise<void> {
    const summary = { ...report, errors: report.errors.slice(0, LOGGED_ERRORS), errorCount: report.errors.length };
    await this.db.query(`UPDATE catalog.sync_runs SET finished_at = now(), status = $2, summary = $3 WHERE id = $1`, [report.runId, report.status, JSON.stringify(summary)]);
  }

  private async lock(): Promise<QueryRunner> {
    const runner = this.db.createQueryRunner();
    await runner.connect();
    const [{ locked }] = await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [SYNC_LOCK]);
    if (!locked) {
      await runner.release();
      throw ServiceError.conflict('A sync is already running');
    }
    return runner;
  }

  private async unlock(runner: QueryRunner): Promise<void> {
    await runner.query('SELECT pg_advisory_unlock($1)', [SYNC_LOCK]).catch(() => undefined);
    await runner.release();
  }
}
