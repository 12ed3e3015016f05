import { parseBoolEnv, parseIntEnv } from '@confdir/contracts';
import { SYNC_SOURCES } from './sources';
import { UpstreamLimits } from './upstream-reader';

export interface SyncConfig {
  /** Every configured source is synced this often; 0 turns the schedule off (the command and the admin's "sync now" still work). */
  intervalMinutes: number;
  /** The configured sources and where each is read from. */
  sources: Array<{ name: string; url: string }>;
  limits: UpstreamLimits;
  pace: SyncPace;
}

/** How a run shares the machine with public reads (docs/sync.md, "Pacing"). */
export interface SyncPace {
  /** Entries written per transaction: a shorter batch is a shorter burst of work. */
  batchSize: number;
  /** After each batch the run waits this share of the batch's own time (100: as long again, half the time working; 0: no pause). */
  pausePercent: number;
}

export const SYNC_CONFIG = Symbol('SYNC_CONFIG');

export const DEFAULT_PACE: SyncPace = { batchSize: 100, pausePercent: 100 };

/** SYNC_<NAME>_URL: SYNC_CONFS_TECH_URL, SYNC_DEVELOPERS_EVENTS_URL. */
export function urlVariable(source: string): string {
  return `SYNC_${source.toUpperCase().replace(/-/g, '_')}_URL`;
}

export function readSyncConfig(env: NodeJS.ProcessEnv): SyncConfig {
  const names = (env.SYNC_SOURCES ?? SYNC_SOURCES.map((s) => s.name).join(','))
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !SYNC_SOURCES.some((s) => s.name === n));
  if (unknown.length > 0) throw new Error(`catalog: SYNC_SOURCES names unknown sources: ${unknown.join(', ')} (known: ${SYNC_SOURCES.map((s) => s.name).join(', ')})`);
  return {
    // 0 is the one non-positive value allowed: the schedule is off.
    intervalMinutes: env.SYNC_INTERVAL_MINUTES?.trim() === '0' ? 0 : parseIntEnv(env, 'catalog', 'SYNC_INTERVAL_MINUTES', 360),
    sources: SYNC_SOURCES.filter((s) => names.includes(s.name)).map((s) => ({ name: s.name, url: env[urlVariable(s.name)] || s.defaultUrl })),
    limits: {
      timeoutMs: parseIntEnv(env, 'catalog', 'SYNC_FETCH_TIMEOUT_MS', 30_000),
      maxBytes: parseIntEnv(env, 'catalog', 'SYNC_MAX_BYTES', 20 * 1024 * 1024),
      // The add-by-link test setting: the same fetcher, the same exception for tests on this machine.
      allowPrivateHosts: parseBoolEnv(env, 'catalog', 'LINK_IMPORT_ALLOW_PRIVATE_HOSTS', false),
    },
    pace: {
      batchSize: parseIntEnv(env, 'catalog', 'SYNC_BATCH_SIZE', DEFAULT_PACE.batchSize),
      pausePercent: env.SYNC_PAUSE_PERCENT?.trim() === '0' ? 0 : parseIntEnv(env, 'catalog', 'SYNC_PAUSE_PERCENT', DEFAULT_PACE.pausePercent),
    },
  };
}
