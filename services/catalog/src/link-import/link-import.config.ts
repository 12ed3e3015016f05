import { parseBoolEnv, parseIntEnv } from '@confdir/contracts';

/** Limits of the page fetch behind "add by link". */
export interface LinkImportConfig {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Test-only: lets tests fetch from a server on this machine. Never set in production. */
  allowPrivateHosts: boolean;
}

export const LINK_IMPORT_CONFIG = Symbol('LINK_IMPORT_CONFIG');

export function readLinkImportConfig(env: NodeJS.ProcessEnv): LinkImportConfig {
  const num = (name: string, fallback: number): number => parseIntEnv(env, 'catalog', name, fallback);
  return {
    timeoutMs: num('LINK_IMPORT_TIMEOUT_MS', 10_000),
    maxBytes: num('LINK_IMPORT_MAX_BYTES', 2 * 1024 * 1024),
    maxRedirects: 5,
    allowPrivateHosts: parseBoolEnv(env, 'catalog', 'LINK_IMPORT_ALLOW_PRIVATE_HOSTS', false),
  };
}
