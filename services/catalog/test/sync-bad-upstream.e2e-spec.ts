import { createServer, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Client } from 'pg';
import { Stack, startStack } from '../../../testing/stack';
import { syncOnce } from '../src/sync/sync.cli';

/** Bad upstream answers from a local HTTP server: each reported by file or entry, nothing stored lost or changed. */
const CONFS_TECH = join(__dirname, 'fixtures', 'confs-tech');

/** 50 MB in 1 MB chunks, as fast as the reader takes them, until it hangs up. */
async function fiftyMegabytes(res: ServerResponse): Promise<void> {
  res.writeHead(200, { 'content-type': 'application/json' });
  const chunk = Buffer.alloc(1024 * 1024, ' ');
  for (let i = 0; i < 50 && !res.destroyed; i++) {
    if (!res.write(chunk)) await new Promise((resolve) => (res.once('drain', resolve), res.once('close', resolve)));
  }
  res.end();
}

describe('sync from a bad upstream (local HTTP server)', () => {
  let stack: Stack;
  let db: Client;
  let server: Server;
  let base: string;
  const hanging: ServerResponse[] = [];
  const env = { ...process.env, LINK_IMPORT_ALLOW_PRIVATE_HOSTS: 'true', SYNC_FETCH_TIMEOUT_MS: '1500' };
  const sync = (source: string, url: string) => syncOnce(stack.serviceDatabaseUrls.catalog, source, url, env);
  /** Everything a sync could change, as text. */
  const state = async () => JSON.stringify([
    (await db.query('SELECT * FROM catalog.conferences ORDER BY id')).rows,
    (await db.query('SELECT * FROM catalog.conference_sources ORDER BY id')).rows,
    (await db.query('SELECT * FROM catalog.sync_reviews ORDER BY id')).rows,
  ]);

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog'] });
    db = new Client({ connectionString: stack.adminDatabaseUrl });
    await db.connect();
    server = createServer((req, res) => {
      const path = req.url ?? '/';
      if (path === '/ct/conferences/2026/javascript.json') return res.writeHead(200, { 'content-type': 'application/json' }).end('[{"name": "Broken",');
      if (path === '/ct/conferences/2026/css.json') return res.writeHead(500).end('oops');
      if (path === '/ct/conferences/2026/ux.json') return void hanging.push(res);
      if (path === '/ct/conferences/2027/general.json') return void fiftyMegabytes(res);
      if (path === '/ct/conferences/2026/data.json') {
        return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([{ name: 5, url: 'https://smashingconf.com/amsterdam-2026', startDate: 20260413 }, 'text']));
      }
      if (path === '/de/500/all-events.json') return res.writeHead(500).end();
      if (path === '/de/object/all-events.json') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"events": []}');
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // What is stored before: the repository's confs.tech sample, read from disk.
    expect(await syncOnce(stack.serviceDatabaseUrls.catalog, 'confs-tech', CONFS_TECH, env)).toMatchObject({ status: 'ok', created: 10 });
  });
  afterAll(async () => {
    hanging.forEach((res) => res.destroy());
    await new Promise((resolve) => server?.close(resolve));
    await db?.end();
    await stack?.close();
  });

  it('reports invalid JSON, HTTP 500, a hang, a 50 MB answer and wrong types per file and entry, and changes nothing', async () => {
    const before = await state();
    const run = await sync('confs-tech', `${base}/ct`);
    expect(run).toMatchObject({ status: 'failed', created: 0, updated: 0, gone: 0, rejected: 2 });
    expect(run.errors).toEqual(
      expect.arrayContaining([
        { where: '2026/javascript.json', reason: expect.stringMatching(/^not valid JSON/) },
        { where: '2026/css.json', reason: 'the site answered HTTP 500' },
        { where: '2026/ux.json', reason: 'the file did not answer within 1500 ms' },
        { where: '2027/general.json', reason: 'the file is larger than 20 MB' },
        { where: '2026/data.json #1', reason: expect.stringContaining('name is missing') },
        { where: '2026/data.json #2', reason: expect.stringContaining('not an object') },
      ]),
    );
    expect(await state()).toBe(before);
    const log = (await db.query("SELECT status, summary->>'errorCount' AS errors FROM catalog.sync_runs WHERE source = 'confs-tech' ORDER BY id DESC LIMIT 1")).rows;
    expect(log).toEqual([{ status: 'failed', errors: String(run.errors.length) }]);
  }, 60_000);

  it('reports an agenda file that fails or is not a list, and changes nothing', async () => {
    const before = await state();
    expect(await sync('developers-events', `${base}/de/500/all-events.json`)).toMatchObject({ status: 'failed', errors: [{ where: 'all-events.json', reason: 'the site answered HTTP 500' }] });
    expect(await sync('developers-events', `${base}/de/object/all-events.json`)).toMatchObject({ status: 'failed', errors: [{ where: 'all-events.json', reason: 'not a JSON array' }] });
    expect(await sync('developers-events', `${base}/de/missing/all-events.json`)).toMatchObject({ status: 'failed' });
    expect(await state()).toBe(before);
  });
});
