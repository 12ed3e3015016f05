import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { databaseModule, readServiceConfig } from '@confdir/service-kit';
import { entities } from '../entities';
import { migrations } from '../migrations';
import { SYNC_SOURCE_NAMES } from './sources';
import { readSyncConfig } from './sync.config';
import { SyncCoreModule } from './sync-core.module';
import { SyncReport, SyncRunner } from './sync-runner';

const USAGE = `usage: npm run sync -- --source <${SYNC_SOURCE_NAMES.join('|')}> [--url <base URL, file URL or local path>]\n`;

export function parseSyncArgs(argv: string[]): { source: string; url?: string } | null {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const source = value('--source');
  if (!source || !SYNC_SOURCE_NAMES.includes(source)) return null;
  const url = value('--url');
  if (argv.includes('--url') && !url) return null;
  return { source, url };
}

/** One sync run as the command makes it, on the catalog role's connection (`npm run sync` provisions it). */
export async function syncOnce(databaseUrl: string, source: string, url?: string, env: NodeJS.ProcessEnv = process.env): Promise<SyncReport> {
  const config = readServiceConfig('catalog', { ...env, DATABASE_URL: databaseUrl });

  @Module({ imports: [databaseModule(config, { schema: 'catalog', entities, migrations }), SyncCoreModule.register(readSyncConfig(env))] })
  class SyncCommandModule {}

  const app = await NestFactory.createApplicationContext(SyncCommandModule, { logger: ['error', 'warn'] });
  try {
    return await app.get(SyncRunner).run(source, 'command', url);
  } finally {
    await app.close();
  }
}

/** The command's last line: the run's report as one JSON object. */
export function reportLine(r: SyncReport): string {
  const { source, created, updated, unchanged, rejected, errors, durationMs, linked, queued, gone } = r;
  return JSON.stringify({ source, created, updated, unchanged, rejected, errors, durationMs, linked, queued, gone });
}

async function main(): Promise<void> {
  const args = parseSyncArgs(process.argv.slice(2));
  if (!args) {
    process.stderr.write(USAGE);
    process.exit(2);
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    process.stderr.write('DATABASE_URL (the catalog role connection string) is required\n');
    process.exit(2);
  }
  try {
    const report = await syncOnce(databaseUrl, args.source, args.url);
    process.stderr.write(`sync ${args.source}: ${report.status} (run ${report.runId})\n`);
    process.stdout.write(`${reportLine(report)}\n`);
    process.exit(report.status === 'failed' ? 1 : 0);
  } catch (err) {
    process.stderr.write(`sync failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}

if (require.main === module) void main();
