import { Client } from 'pg';
import { CONFERENCE_TYPES } from '@confdir/contracts';
import { Stack, startStack } from '../../../testing/stack';
import { DEMO_CONFERENCES } from '../src/demo/demo-conferences';

describe('demo data on the first start', () => {
  let stack: Stack;
  let db: Client;
  const stored = async () => Number((await db.query('SELECT count(*) FROM catalog.conferences').then((r) => r.rows[0].count)));

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog'], env: { SEED_DEMO: 'true' } });
    db = new Client({ connectionString: stack.adminDatabaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await stack?.close();
  });

  it('fills an empty catalog with real conferences of every type, served by the API', async () => {
    const res = await stack.http().get('/api/conferences').query({ sort: 'recent', limit: 200 }).expect(200);
    expect(res.body.total).toBe(DEMO_CONFERENCES.length);
    expect(new Set(res.body.conferences.map((c: { type: string }) => c.type))).toEqual(new Set(CONFERENCE_TYPES));
    expect(res.body.conferences.every((c: { source: string }) => c.source === 'demo')).toBe(true);
    const search = await stack.http().get('/api/conferences').query({ q: 'kubecon' }).expect(200);
    expect(search.body.conferences[0].title).toContain('KubeCon');
  });

  it('adds nothing on a restart', async () => {
    await stack.stopService('catalog');
    await stack.startService('catalog');
    expect(await stored()).toBe(DEMO_CONFERENCES.length);
  });

  it('adds nothing to a catalog that has conferences, even after they are all hidden', async () => {
    await db.query("UPDATE catalog.conferences SET status = 'hidden'");
    await stack.stopService('catalog');
    await stack.startService('catalog');
    expect(await stored()).toBe(DEMO_CONFERENCES.length);
  });
});
