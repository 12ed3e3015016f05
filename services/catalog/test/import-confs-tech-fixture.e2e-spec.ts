import { join } from 'node:path';
import { Client } from 'pg';
import { Stack, startStack } from '../../../testing/stack';
import { importConfsTech } from '../src/import/import-confs-tech.cli';

/** The import on the sample kept in the repository (runs on every clone; the full snapshot test needs ../shared). */
const FIXTURE = join(__dirname, 'fixtures', 'confs-tech');

describe('confs.tech import on the repository sample', () => {
  let stack: Stack;
  let db: Client;

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog'] });
    db = new Client({ connectionString: stack.adminDatabaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await stack?.close();
  });

  it('imports each conference once, serves it, and a second run changes nothing', async () => {
    const first = await importConfsTech(stack.serviceDatabaseUrls.catalog, FIXTURE);
    expect(first).toMatchObject({ records: 16, conferences: 12, created: 12, updated: 0, alreadyListed: 0 });
    expect(first.rejected).toHaveLength(1);

    const slug = (await db.query("SELECT slug FROM catalog.conferences WHERE title = 'IT-Tage' AND start_date_utc = '2023-12-11'")).rows[0].slug;
    const { body } = await stack.http().get(`/api/conferences/${slug}`).expect(200);
    expect(body).toMatchObject({ source: 'import', country: 'DE', city: 'Frankfurt am Main', topics: ['devops', 'java', 'ux'], cfpEndDate: '2023-04-28' });

    const second = await importConfsTech(stack.serviceDatabaseUrls.catalog, FIXTURE);
    expect(second).toMatchObject({ created: 0, updated: 0, unchanged: 12 });
    expect(Number((await db.query('SELECT count(*) FROM catalog.conferences')).rows[0].count)).toBe(12);
  }, 120_000);
});
