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

/** The company the admin track-record form feeds and conference pages badge; blank settings mean the default. */
export function readFeaturedCompany(env: NodeJS.ProcessEnv): { slug: string; name: string } {
  return {
    slug: env.FEATURED_COMPANY_SLUG?.trim() || DEFAULT_FEATURED_COMPANY.slug,
    name: env.FEATURED_COMPANY_NAME?.trim() || DEFAULT_FEATURED_COMPANY.name,
  };
}
