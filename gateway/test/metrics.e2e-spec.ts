import { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { startMetricsServer } from '@confdir/service-kit';
import { Stack, startStack } from '../../testing/stack';

/** One sample's value from Prometheus exposition text, or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.lastIndexOf('}'));
    const have = inside.split(',');
    if (wanted.every((w) => have.includes(w))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('Prometheus metrics of the gateway and the services', () => {
  let stack: Stack;
  let metrics: Server;
  let scrape: () => Promise<{ status: number; type: string | null; text: string }>;

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog'], env: { RATE_LIMITS: 'on', RATE_LIMIT_SUBMIT: '1/3600' } });
    // Port 0 here picks a free one; the process's METRICS_PORT names it in production.
    metrics = await startMetricsServer({ port: 0, host: '127.0.0.1' });
    const { address, port } = metrics.address() as AddressInfo;
    expect(address).toBe('127.0.0.1');
    scrape = async () => {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
    };
  });
  afterAll(async () => {
    metrics?.close();
    await stack?.close();
  });

  it('counts requests by route template and status, service calls and handlers by subject and outcome, queries, pool and caches', async () => {
    const http = stack.http;
    await http().get('/api/conferences?limit=3').expect(200);
    await http().get('/api/conferences?limit=3').expect(200);
    await http().get('/api/conferences/no-such-conference-9f2c').expect(404);
    // No companies service runs here: 503 at once, and the read is tried twice.
    await http().get('/api/companies').expect(503);
    await http().post('/api/submit').send({ title: 'Metrics Conf', url: 'https://metrics-conf.example.com', location: 'Oslo, Norway' }).expect(201);
    await http().post('/api/submit').send({ title: 'Metrics Conf 2', url: 'https://metrics-conf-2.example.com', location: 'Oslo, Norway' }).expect(429);

    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    const http404 = sample(text, 'confdir_http_request_duration_seconds_count', { method: 'GET', route: '/api/conferences/:slug', status: '404' });
    expect(http404).toBe(1);
    expect(sample(text, 'confdir_http_request_duration_seconds_count', { method: 'GET', route: '/api/conferences', status: '200' })).toBe(2);
    expect(sample(text, 'confdir_http_request_duration_seconds_bucket', { route: '/api/conferences', status: '200', le: '+Inf' })).toBe(2);
    // Templates, never what a visitor typed.
    expect(text).not.toContain('no-such-conference-9f2c');
    expect(text).not.toContain('limit=3');

    expect(sample(text, 'confdir_nats_request_duration_seconds_count', { subject: 'catalog.conferences.list', outcome: 'ok' })).toBe(1);
    // Detail reads go out in batches (get-by-slugs); a missing one is a 404 made by the gateway.
    expect(sample(text, 'confdir_nats_request_duration_seconds_count', { subject: 'catalog.conferences.get-by-slugs', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'confdir_nats_request_duration_seconds_count', { subject: 'catalog.conferences.submit', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'confdir_nats_handler_duration_seconds_count', { subject: 'catalog.conferences.list', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'confdir_nats_handler_duration_seconds_count', { subject: 'catalog.conferences.submit', outcome: 'ok' })).toBe(1);
    expect(text).toMatch(/^confdir_nats_request_duration_seconds_count\{subject="companies\.[a-z.-]+",outcome="SERVICE_UNAVAILABLE"\} 2$/m);
    expect(sample(text, 'confdir_http_request_duration_seconds_count', { route: '/api/companies', status: '503' })).toBe(1);
    expect(sample(text, 'confdir_rate_limit_refusals_total', { limit: 'submit' })).toBe(1);
    expect(sample(text, 'confdir_cache_lookups_total', { cache: 'public_reads', result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'confdir_cache_lookups_total', { cache: 'public_reads', result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'confdir_db_query_duration_seconds_count', { service: 'catalog', kind: 'select' })).toBeGreaterThan(0);
    expect(sample(text, 'confdir_db_query_duration_seconds_count', { service: 'catalog', kind: 'insert' })).toBeGreaterThan(0);
    expect(sample(text, 'confdir_db_pool_connections', { service: 'catalog', state: 'total' })).toBeGreaterThan(0);
    expect(sample(text, 'confdir_db_pool_connections', { service: 'catalog', state: 'waiting' })).toBe(0);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('serves nothing of it on the public port', async () => {
    await stack.http().get('/api/metrics').expect(404);
    const page = await stack.http().get('/metrics');
    expect(page.text).not.toContain('confdir_http_request_duration_seconds');
  });
});
