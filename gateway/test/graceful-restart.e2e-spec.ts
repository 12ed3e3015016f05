import { INestMicroservice } from '@nestjs/common';
import { Client } from 'pg';
import { createService } from '@confdir/service-kit';
import { AppModule as CatalogModule } from '../../services/catalog/src/app.module';
import { readCatalogConfig } from '../../services/catalog/src/config';
import { Stack, startStack } from '../../testing/stack';

/** Messages a replica has received and not yet answered (its BoundedNatsServer's count). */
const inFlight = (app: INestMicroservice): number => (app as unknown as { serverInstance: { inFlight: { size: number } } }).serverInstance.inFlight.size;

describe('restarting one of two catalog replicas under load loses no request', () => {
  let stack: Stack;
  let db: Client;
  const replicas: INestMicroservice[] = [];
  const startCatalog = async (): Promise<INestMicroservice> => {
    const config = readCatalogConfig({ ...process.env, DATABASE_URL: stack.serviceDatabaseUrls.catalog, SEED_DEMO: 'false' });
    const app = await createService('catalog', CatalogModule.register(config), config, false);
    replicas.push(app);
    return app;
  };

  beforeAll(async () => {
    stack = await startStack({ services: [] });
    db = new Client({ connectionString: stack.adminDatabaseUrl });
    await db.connect();
    await startCatalog();
    await startCatalog();
  });
  afterAll(async () => {
    await db?.end();
    for (const app of replicas) await app.close().catch(() => undefined);
    await stack?.close();
  });

  it('answers every read and write while a replica stops (its messages in flight answered first) and a new one starts', async () => {
    const [leaving] = replicas;
    const reads: number[] = [];
    const writes: { status: number; id?: number }[] = [];
    let n = 0;
    let running = true;
    const reader = async (): Promise<void> => {
      while (running) reads.push((await stack.http().get(`/api/conferences?q=restart${n++}x${Math.random()}`)).status);
    };
    const write = async (): Promise<void> => {
      const res = await stack.http().post('/api/submit').send({ title: `Restart Conf ${++n}`, url: `https://restart-${n}-${Date.now()}.example.com`, location: 'Oslo, Norway' });
      writes.push({ status: res.status, id: res.body.id });
    };
    const writer = async (): Promise<void> => {
      while (running) await write();
    };
    const load = [reader(), reader(), reader(), writer(), writer()];
    await new Promise((r) => setTimeout(r, 500));

    // Writes held in the database: the leaving replica certainly has messages in flight when it is told to stop.
    const lock = new Client({ connectionString: stack.adminDatabaseUrl });
    await lock.connect();
    await lock.query('BEGIN');
    await lock.query('LOCK TABLE catalog.conferences IN EXCLUSIVE MODE');
    const burst = Promise.all(Array.from({ length: 8 }, write));
    for (let i = 0; i < 100 && inFlight(leaving) === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(inFlight(leaving)).toBeGreaterThan(0);
    const started = Date.now();
    const stopped = leaving.close();
    setTimeout(() => void lock.query('COMMIT').then(() => lock.end()), 400);
    await stopped;
    const stopMs = Date.now() - started;
    expect(inFlight(leaving)).toBe(0);
    await startCatalog();
    await burst;
    await new Promise((r) => setTimeout(r, 800));
    running = false;
    await Promise.all(load);

    expect(stopMs).toBeLessThan(10_000);
    expect(reads.length).toBeGreaterThan(10);
    expect(reads.filter((s) => s !== 200)).toEqual([]);
    expect(writes.filter((w) => w.status !== 201).map((w) => w.status)).toEqual([]);
    const ids = writes.map((w) => w.id);
    const stored = await db.query('SELECT count(*)::int AS n FROM catalog.conferences WHERE id = ANY($1)', [ids]);
    expect(stored.rows[0].n).toBe(ids.length);
  });
});
