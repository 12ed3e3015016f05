import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { ObservabilityConfig, parseBoolEnv, parseIntEnv, readFeaturedCompany, readObservability, SITEMAP_LIMITS } from '@confdir/contracts';
import { readWriteLimits, WriteLimits } from '../throttling/write-limits';

export interface GatewayConfig extends ObservabilityConfig {
  port: number;
  host: string;
  natsUrl: string;
  /** Time a service has to answer one call made for a write before the gateway answers 504. */
  rpcTimeoutMs: number;
  /** The same for calls made for GET/HEAD; short, because a read is retried once on a replica that did not answer. */
  rpcReadTimeoutMs: number;
  /** Abuse limits per client address on public writes (README "Configuration"). */
  writeLimits: WriteLimits;
  /** False only where a test drives many writes from one address on purpose (RATE_LIMITS=off). */
  rateLimitsEnabled: boolean;
  /** Where the counts live so gateway replicas share them; memory of this process when unset. */
  redisUrl?: string;
  /** Namespaces the counts, so installs (and test runs) sharing one Redis never mix. */
  rateLimitKeyPrefix: string;
  /** How often /api/healthz's report is refreshed in the background; probes read the last one. */
  healthIntervalMs: number;
  bodyLimit: string;
  /** Deepest JSON nesting (objects and arrays) a request may carry; deeper is a 400. */
  jsonMaxDepth: number;
  /** Folder of the built web app; the gateway serves it with an index.html fallback. */
  webDist: string;
  /** Folder of the web app's server renderer (`vite build --ssr`); without it pages render in the browser only. */
  webSsrDist: string;
  adminKey: string;
  /** True when the admin key was generated at boot because none was configured. */
  adminKeyGenerated: boolean;
  featuredCompanySlug: string;
  featuredCompanyName: string;
  trustProxy: boolean;
  production: boolean;
  /** Origin the public reaches the site at (no trailing slash); canonical links and the sitemap use it. */
  publicBaseUrl: string;
  /** Most URLs in one sitemap file (sitemaps.org allows 50,000); tests set a few to get several parts. */
  sitemapPartSize: number;
  /** Keys the hash of a voter's address; the admin key when VOTE_HASH_SECRET is blank, so hashes never come unkeyed. */
  voteHashSecret: string;
  /** Origin of the object store browsers upload to (presigned PUTs), allowed by the content security policy. */
  s3PublicOrigin: string;
  /**
   * Seconds a public page may be kept as it is by browsers (max-age) and shared caches (s-maxage), and a
   * shared cache may give it for as long again while it fetches a newer one (stale-while-revalidate).
   */
  pageMaxAgeSeconds: number;
  /**
   * Threads that render pages off the event loop; 0 (the default) renders on the gateway's own thread. One thread
   * gave ~25 % more distinct pages/s at 100k but ~40 MB more resident memory, over the gateway's 250 MB budget.
   */
  renderThreads: number;
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
const MIN_ADMIN_KEY_LENGTH = 16;
/** Each render thread holds its own copy of the web app's server bundle (~75 MB live). */
const MAX_RENDER_THREADS = 8;

/** Reads and checks the gateway settings; throws one clear line on a bad value so boot fails fast. */
export function readGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const production = env.NODE_ENV === 'production';
  const num = (name: string, fallback: number): number => parseIntEnv(env, 'gateway', name, fallback);
  let adminKey = env.ADMIN_KEY || '';
  let adminKeyGenerated = false;
  if (adminKey.length < MIN_ADMIN_KEY_LENGTH) {
    if (production) throw new Error(`gateway: ADMIN_KEY must be set to at least ${MIN_ADMIN_KEY_LENGTH} characters in production`);
    adminKey = randomBytes(18).toString('base64url');
    adminKeyGenerated = true;
  }
  const port = num('PORT', 3000);
  const featured = readFeaturedCompany(env);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    natsUrl: env.NATS_URL || 'nats://127.0.0.1:4222',
    rpcTimeoutMs: num('RPC_TIMEOUT_MS', 5000),
    rpcReadTimeoutMs: num('RPC_READ_TIMEOUT_MS', 1500),
    healthIntervalMs: num('HEALTH_INTERVAL_MS', 3000),
    writeLimits: readWriteLimits(env),
    rateLimitsEnabled: env.RATE_LIMITS !== 'off',
    redisUrl: env.REDIS_URL || undefined,
    rateLimitKeyPrefix: `confdir:${env.NATS_PREFIX ?? ''}:rl:`,
    bodyLimit: env.BODY_LIMIT || '100kb',
    jsonMaxDepth: num('JSON_MAX_DEPTH', 32),
    webDist: resolve(env.WEB_DIST || resolve(__dirname, '../../../web/dist')),
    webSsrDist: resolve(env.WEB_SSR_DIST || resolve(__dirname, '../../../web/dist-ssr')),
    adminKey,
    adminKeyGenerated,
    featuredCompanySlug: featured.slug,
    featuredCompanyName: featured.name,
    trustProxy: parseBoolEnv(env, 'gateway', 'TRUST_PROXY', false),
    production,
    publicBaseUrl: readBaseUrl(env.PUBLIC_BASE_URL, port),
    sitemapPartSize: readSitemapPartSize(num('SITEMAP_PART_SIZE', SITEMAP_LIMITS.maxUrlsPerPart)),
    ...readObservability(env, 'gateway'),
    voteHashSecret: env.VOTE_HASH_SECRET || adminKey,
    s3PublicOrigin: readOrigin('S3_PUBLIC_URL', env.S3_PUBLIC_URL || env.S3_ENDPOINT || 'http://127.0.0.1:9000'),
    pageMaxAgeSeconds: num('PAGE_MAX_AGE', 10),
    renderThreads: readRenderThreads(env.RENDER_THREADS),
  };
}

function readBaseUrl(raw: string | undefined, port: number): string {
  if (raw === undefined || raw === '') return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`gateway: PUBLIC_BASE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`gateway: PUBLIC_BASE_URL must be an absolute http(s) URL, got "${raw}"`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** 0 (the event loop) unless set; parseIntEnv refuses 0. */
function readRenderThreads(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 0;
  const threads = Number(raw);
  if (!Number.isInteger(threads) || threads < 0 || threads > MAX_RENDER_THREADS) throw new Error(`gateway: RENDER_THREADS must be a whole number from 0 to ${MAX_RENDER_THREADS}, got "${raw}"`);
  return threads;
}

function readSitemapPartSize(size: number): number {
  if (size > SITEMAP_LIMITS.maxUrlsPerPart) throw new Error(`gateway: SITEMAP_PART_SIZE must be at most ${SITEMAP_LIMITS.maxUrlsPerPart} (the sitemaps.org limit), got ${size}`);
  return size;
}

function readOrigin(name: string, raw: string): string {
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(`gateway: ${name} must be an absolute URL, got "${raw}"`);
  }
}
