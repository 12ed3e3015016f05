import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

export interface GatewayConfig {
  port: number;
  host: string;
  natsUrl: string;
  /** Time a service has to answer one call before the gateway answers 504. */
  rpcTimeoutMs: number;
  bodyLimit: string;
  /** Deepest JSON nesting (objects and arrays) a request may carry; deeper is a 400. */
  jsonMaxDepth: number;
  /** Folder of the built web app; the gateway serves it with an index.html fallback. */
  webDist: string;
  adminKey: string;
  /** True when the admin key was generated at boot because none was configured. */
  adminKeyGenerated: boolean;
  featuredCompanySlug: string;
  featuredCompanyName: string;
  trustProxy: boolean;
  production: boolean;
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
const MIN_ADMIN_KEY_LENGTH = 16;

/** Reads and checks the gateway settings; throws one clear line on a bad value so boot fails fast. */
export function readGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const production = env.NODE_ENV === 'production';
  const num = (name: string, fallback: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n <= 0) throw new Error(`gateway: ${name} must be a positive integer, got "${raw}"`);
    return n;
  };
  let adminKey = env.ADMIN_KEY ?? '';
  let adminKeyGenerated = false;
  if (adminKey.length < MIN_ADMIN_KEY_LENGTH) {
    if (production) throw new Error(`gateway: ADMIN_KEY must be set to at least ${MIN_ADMIN_KEY_LENGTH} characters in production`);
    adminKey = randomBytes(18).toString('base64url');
    adminKeyGenerated = true;
  }
  return {
    port: num('PORT', 3000),
    host: env.HOST ?? '0.0.0.0',
    natsUrl: env.NATS_URL ?? 'nats://127.0.0.1:4222',
    rpcTimeoutMs: num('RPC_TIMEOUT_MS', 5000),
    bodyLimit: env.BODY_LIMIT ?? '100kb',
    jsonMaxDepth: num('JSON_MAX_DEPTH', 32),
    webDist: resolve(env.WEB_DIST ?? resolve(__dirname, '../../../web/dist')),
    adminKey,
    adminKeyGenerated,
    featuredCompanySlug: env.FEATURED_COMPANY_SLUG ?? 'crustdata',
    featuredCompanyName: env.FEATURED_COMPANY_NAME ?? 'Crustdata',
    trustProxy: env.TRUST_PROXY === 'true',
    production,
  };
}
