import { DEFAULT_FEATURED_COMPANY } from './companies.types';

/**
 * The one reader of integer settings, shared by the gateway's and the services' typed configuration.
 * Server side only (not part of `@confdir/contracts/web`).
 */

/** A positive integer setting; unset or empty takes the fallback, anything else malformed stops boot with one clear line. */
export function parseIntEnv(env: NodeJS.ProcessEnv, owner: string, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${owner}: ${name} must be a positive integer, got "${raw}"`);
  return n;
}

/** `true` or `false`; unset or empty takes the fallback, anything else stops boot (a typo must not silently mean "off"). */
export function parseBoolEnv(env: NodeJS.ProcessEnv, owner: string, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new Error(`${owner}: ${name} must be true or false, got "${raw}"`);
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The pino level of a process (LOG_LEVEL); unset or empty means info, an unknown level stops boot. */
export function readLogLevel(env: NodeJS.ProcessEnv, owner: string): string {
  const raw = env.LOG_LEVEL;
  if (raw === undefined || raw === '') return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) throw new Error(`${owner}: LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return raw;
}

export type LogFormat = 'json' | 'pretty';

/**
 * How log lines look (LOG_FORMAT): `pretty` for a person at a terminal, `json` for a collector. Unset, a
 * process writing to a terminal is pretty and one writing to a pipe or file is JSON.
 */
export function readLogFormat(env: NodeJS.ProcessEnv, owner: string, isTty = Boolean(process.stdout.isTTY)): LogFormat {
  const raw = env.LOG_FORMAT;
  if (raw === undefined || raw === '') return isTty ? 'pretty' : 'json';
  if (raw !== 'json' && raw !== 'pretty') throw new Error(`${owner}: LOG_FORMAT must be json or pretty, got "${raw}"`);
  return raw;
}

/** What every process (gateway and services) reads about how it is observed. */
export interface ObservabilityConfig {
  /** pino level of this process's log lines (LOG_LEVEL). */
  logLevel: string;
  logFormat: LogFormat;
  /** Where this process serves Prometheus metrics (METRICS_PORT, METRICS_HOST); none when unset or 0. */
  metrics?: { port: number; host: string };
  /** OTLP/HTTP collector base URL (OTEL_EXPORTER_OTLP_ENDPOINT); spans are exported only when set. */
  otlpEndpoint?: string;
}

export function readObservability(env: NodeJS.ProcessEnv, owner: string): ObservabilityConfig {
  const rawPort = env.METRICS_PORT;
  let metrics: ObservabilityConfig['metrics'];
  if (rawPort !== undefined && rawPort !== '' && rawPort !== '0') {
    const port = Number(rawPort);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${owner}: METRICS_PORT must be a port number (0 or empty: no metrics), got "${rawPort}"`);
    metrics = { port, host: env.METRICS_HOST || '127.0.0.1' };
  }
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (endpoint) {
    let url: URL | undefined;
    try {
      url = new URL(endpoint);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new Error(`${owner}: OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  }
  return { logLevel: readLogLevel(env, owner), logFormat: readLogFormat(env, owner), metrics, otlpEndpoint: endpoint || undefined };
}

/** The company the admin track-record form feeds and conference pages badge; blank settings mean the default. */
export function readFeaturedCompany(env: NodeJS.ProcessEnv): { slug: string; name: string } {
  return {
    slug: env.FEATURED_COMPANY_SLUG?.trim() || DEFAULT_FEATURED_COMPANY.slug,
    name: env.FEATURED_COMPANY_NAME?.trim() || DEFAULT_FEATURED_COMPANY.name,
  };
}
