import { Client } from 'pg';
import { connect } from 'nats';
import { CATALOG_PATTERNS, healthSubject } from '@confdir/contracts';
import { Stack, startStack } from '../../testing/stack';
import type { HealthReport } from '../src/health/health-monitor';


describe('foundation: gateway, services, errors and health on real parts', () => {
  let stack: Stack;

  beforeAll(async () => {
    // Reads get 700 ms and one retry, so a silent service is a 504 after about 1.4 s.
    stack = await startStack({ env: { RPC_TIMEOUT_MS: '1500', RPC_READ_TIMEOUT_MS: '700', HEALTH_INTERVAL_MS: '200' } });
  });

  /** /api/healthz answers from a report refreshed in the background; wait for the next one to show `status`. */
  async function healthBecomes(status: number, withinMs = 2000): Promise<{ body: HealthReport }> {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const res = await stack.http().get('/api/healthz');
      if (res.status === status || Date.now() > deadline) {
        expect(res.status).toBe(status);
        return res;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  afterAll(async () => {
    await stack?.close();
  });

  it('reports every part up on /api/healthz', async () => {
    const res = await stack.http().get('/api/healthz').expect(200);
    expect(res.body).toMatchObject({
      status: 'up',
      gateway: 'up',
      nats: 'up',
      objectStorage: 'up',
      down: [],
      services: {
        catalog: { status: 'up', database: 'up' },
        community: { status: 'up', database: 'up' },
        companies: { status: 'up', database: 'up' },
        media: { status: 'up', database: 'up' },
      },
    });
  });

  it('answers unknown API paths with a JSON 404, never the web app', async () => {
    const res = await stack.http().get('/api/does-not-exist').expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
  });

  it('refuses malformed JSON and oversized bodies with 4xx JSON', async () => {
    const bad = await stack.http().post('/api/submit').set('content-type', 'application/json').send('{oops');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    const big = await stack
      .http()
      .post('/api/submit')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ title: 'x'.repeat(200_000) }));
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('compresses responses for clients that accept it', async () => {
    for (let i = 0; i < 6; i++) {
      await stack.http().post('/api/submit').send({ title: `Compression Conf ${i}`, url: `https://compression-${i}.example.com`, location: 'Lisbon, Portugal' }).expect(201);
    }
    const zipped = await stack.http().get('/api/conferences').set('accept-encoding', 'gzip').expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body.total).toBe(6);
    const plain = await stack.http().get('/api/conferences').set('accept-encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('sets security headers', async () => {
    const res = await stack.http().get('/api/healthz');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('turns a stopped service into 503 naming it, quickly, and recovers when it returns', async () => {
    await stack.stopService('community');
    const res = await healthBecomes(503);
    expect(res.body.down).toEqual(['community']);
    expect(res.body.services.community).toEqual({ status: 'down', database: 'down' });
    expect(res.body.services.catalog.status).toBe('up');

    await stack.startService('community');
    await healthBecomes(200);
  });

  it('reports a service that hangs instead of answering as down, naming it, on the next refresh', async () => {
    await stack.stopService('catalog');
    // A real NATS subscriber that takes every catalog health request and never replies.
    const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
    const sub = nc.subscribe(healthSubject('catalog'), { queue: 'catalog' });
    try {
      const res = await healthBecomes(503, 3000);
      expect(res.body.down).toEqual(['catalog']);
    } finally {
      sub.unsubscribe();
      await nc.close();
      await stack.startService('catalog');
    }
    await healthBecomes(200, 3000);
  });

  it('answers 504 when a service takes longer than RPC_TIMEOUT_MS, and 503 when none listens', async () => {
    await stack.stopService('catalog');
    const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
    try {
      let started = Date.now();
      // Searches nobody made before: the gateway's short cache of public reads cannot answer them.
      const none = await stack.http().get('/api/conferences?q=nobody-listens').expect(503);
      expect(Date.now() - started).toBeLessThan(500);
      expect(none.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'Service unavailable: catalog' });

      const sub = nc.subscribe(CATALOG_PATTERNS.list, { queue: 'catalog' });
      // The server must know the listener before the request: else the first try meets "no responders",
      // the retry alone times out and the 504 comes after one read timeout instead of two.
      await nc.flush();
      started = Date.now();
      const slow = await stack.http().get('/api/conferences?q=nobody-answers').expect(504);
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(1400);
      expect(took).toBeLessThan(2500);
      expect(slow.body).toEqual({ statusCode: 504, error: 'Gateway Timeout', message: 'Service timed out: catalog' });
      sub.unsubscribe();
    } finally {
      await nc.close();
      await stack.startService('catalog');
    }
  });

  it("gives each service's database role access to its own schema only", async () => {
    const client = new Client({ connectionString: stack.serviceDatabaseUrls.catalog });
    await client.connect();
    try {
      await client.query('CREATE TABLE catalog.probe (id int)');
      await expect(client.query('CREATE TABLE community.probe (id int)')).rejects.toThrow(/permission denied/);
      await expect(client.query('SELECT * FROM community.migrations')).rejects.toThrow(/permission denied/);
      await expect(client.query('CREATE TABLE public.probe (id int)')).rejects.toThrow(/permission denied/);
    } finally {
      await client.end();
    }
  });
});
