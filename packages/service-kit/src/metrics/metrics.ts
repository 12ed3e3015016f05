import { collectDefaultMetrics, Counter, Histogram, register } from 'prom-client';

/**
 * Every Prometheus metric of ConfDir, defined once per process in prom-client's default registry (the
 * tests run the gateway and four services in one process: one definition each, told apart by labels).
 * Labels are bounded sets: route templates, subjects, error codes, cache names; never a raw URL or an id.
 * Recording goes through label children kept in a Map, so the hot path hashes no label object.
 */

/** Seconds; from a cache hit (sub-millisecond) to the 5 s write timeout. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const httpDuration = new Histogram({
  name: 'confdir_http_request_duration_seconds',
  help: 'Gateway HTTP requests by method, route template (or site group) and status',
  labelNames: ['method', 'route', 'status'],
  buckets: BUCKETS,
});
const natsRequestDuration = new Histogram({
  name: 'confdir_nats_request_duration_seconds',
  help: "Gateway calls to the services over NATS by subject and outcome (ok or the error code; SERVICE_UNAVAILABLE and SERVICE_TIMEOUT when none answered)",
  labelNames: ['subject', 'outcome'],
  buckets: BUCKETS,
});
const natsHandlerDuration = new Histogram({
  name: 'confdir_nats_handler_duration_seconds',
  help: 'Messages handled by a service, from receipt to reply, by subject and outcome (ok or the error code)',
  labelNames: ['subject', 'outcome'],
  buckets: BUCKETS,
});
const rateLimitRefusals = new Counter({
  name: 'confdir_rate_limit_refusals_total',
  help: 'Requests refused with 429 by a gateway abuse limit, by limit',
  labelNames: ['limit'],
});
const pageRendersRefused = new Counter({
  name: 'confdir_page_renders_refused_total',
  help: 'Gateway page renders turned away because every render slot and queue place was taken (the page went out as the client-rendered shell)',
});
const cacheLookups = new Counter({
  name: 'confdir_cache_lookups_total',
  help: 'Lookups in in-process caches by cache and result (hit or miss)',
  labelNames: ['cache', 'result'],
});

type Observer = { observe(value: number): void };
const children = new Map<string, Observer>();

function child(histogram: Histogram, key: string, labels: string[]): Observer {
  let found = children.get(key);
  if (!found) {
    found = histogram.labels(...labels);
    children.set(key, found);
  }
  return found;
}

export function observeHttp(method: string, route: string, status: number, seconds: number): void {
  child(httpDuration, `h ${method} ${status} ${route}`, [method, route, String(status)]).observe(seconds);
}

export function observeNatsRequest(subject: string, outcome: string, seconds: number): void {
  child(natsRequestDuration, `r ${outcome} ${subject}`, [subject, outcome]).observe(seconds);
}

export function observeNatsHandler(subject: string, outcome: string, seconds: number): void {
  child(natsHandlerDuration, `m ${outcome} ${subject}`, [subject, outcome]).observe(seconds);
}

export function countRateLimitRefusal(limit: string): void {
  rateLimitRefusals.labels(limit).inc();
}

export function countRefusedRender(): void {
  pageRendersRefused.inc();
}

/**
 * The one thing a cache needs to be measured: call hit() or miss() per lookup. Caches take one by name,
 * so a cache renamed or removed changes one line.
 */
export interface CacheMeter {
  hit(): void;
  miss(): void;
}

export function cacheMeter(cache: string): CacheMeter {
  const hits = cacheLookups.labels(cache, 'hit');
  const misses = cacheLookups.labels(cache, 'miss');
  return { hit: () => hits.inc(), miss: () => misses.inc() };
}

let processMetrics = false;

/** CPU, memory, event-loop lag, GC, handles: prom-client's process metrics, started once per process. */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics();
}

/** The exposition text of everything recorded in this process. */
export function metricsText(): Promise<string> {
  return register.metrics();
}

export const METRICS_CONTENT_TYPE = register.contentType;
