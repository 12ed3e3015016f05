import { Stack, startStack } from '../../testing/stack';
import { startTcpProxy, TcpProxy } from '../../scripts/lib/tcp-proxy';

const NATS = new URL(process.env.NATS_URL ?? 'nats://127.0.0.1:4222');
const SUBMISSION = { title: 'Fault Conf', url: 'https://fault-conf.example.com', location: 'Oslo, Norway' };

/** Repeats `probe` until it returns true or the time is up; returns how long it took. */
async function within(ms: number, probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return Date.now() - started;
}

describe('fast, honest failure when a dependency is away', () => {
  let stack: Stack;
  let natsProxy: TcpProxy;
  let dbProxy: TcpProxy;

  beforeAll(async () => {
    natsProxy = await startTcpProxy(NATS.hostname, Number(NATS.port || 4222));
    stack = await startStack({
      services: ['catalog', 'community', 'companies', 'media'],
      env: { HEALTH_INTERVAL_MS: '200' },
      gatewayEnv: { NATS_URL: `nats://127.0.0.1:${natsProxy.port}` },
    });
    // Catalog again, this time reaching PostgreSQL through a relay the test can cut.
    const db = new URL(stack.serviceDatabaseUrls.catalog);
    dbProxy = await startTcpProxy(db.hostname, Number(db.port || 5432));
    db.hostname = '127.0.0.1';
    db.port = String(dbProxy.port);
    await stack.stopService('catalog');
    await stack.startService('catalog', db.toString());
  });
  afterAll(async () => {
    await stack?.close();
    await natsProxy?.close();
    await dbProxy?.close();
  });

  it('answers 503 within 1 s while NATS is unreachable, for reads and writes, and recovers when it returns', async () => {
    await stack.http().get('/api/conferences').expect(200);
    await natsProxy.cut();
    await new Promise((r) => setTimeout(r, 100));

    // A search nobody made before, so neither the gateway's nor the catalog's caches can answer it.
    for (const call of [() => stack.http().get(`/api/conferences?q=uncached${Date.now()}`), () => stack.http().post('/api/submit').send(SUBMISSION)]) {
      const started = Date.now();
      const res = await call();
      expect(Date.now() - started).toBeLessThan(1000);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'Message broker unavailable' });
    }
    await within(2000, async () => (await stack.http().get('/api/healthz')).body.nats === 'down');

    await natsProxy.restore();
    await within(5000, async () => (await stack.http().get('/api/conferences')).status === 200);
    await within(2000, async () => (await stack.http().get('/api/healthz')).status === 200);
  });

  it("answers 503 DATABASE_UNAVAILABLE within 1 s, never 500, while a service's database is unreachable, and recovers", async () => {
    await stack.http().get('/api/conferences').expect(200);
    await dbProxy.cut();

    const read = () => stack.http().get(`/api/conferences?q=uncached${Date.now()}`);
    for (const call of [read, () => stack.http().post('/api/submit').send(SUBMISSION)]) {
      const started = Date.now();
      const res = await call();
      expect(Date.now() - started).toBeLessThan(1000);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'Database unavailable, try again shortly' });
    }
    const health = await within(2000, async () => (await stack.http().get('/api/healthz')).body.services?.catalog?.database === 'down');
    expect(health).toBeLessThan(2000);

    await dbProxy.restore();
    await within(5000, async () => (await stack.http().get('/api/conferences')).status === 200);
    // Nothing the refused submission carried was written.
    const list = await stack.http().get('/api/conferences').expect(200);
    expect(list.body.total).toBe(0);
  });
});
