import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleRunner } from './bundle-runner';
import { ServerReads } from './server-reads';
import type { RenderResult } from './server-bundle';

/** A server bundle whose page is what its one API read answered, or the read's error. */
function bundleFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'bundle-')), 'entry-server.cjs');
  writeFileSync(
    file,
    `let transport;
     exports.configure = (setup) => { transport = setup.transport; };
     exports.inlineScripts = [];
     exports.pageLoader = '';
     exports.render = async ({ url }) => {
       try {
         const res = await transport('/api/answer' + url, { headers: { accept: 'application/json' } });
         return { status: res.status, head: '', body: await res.text(), state: '', failed: false };
       } catch (err) {
         return { status: 200, head: '', body: String(err), state: '', failed: true };
       }
     };`,
  );
  return file;
}

/** An API that drops the connection of the first `drops` requests without answering, then answers with the traceparent it got. */
async function api(drops: number): Promise<{ origin: string; server: Server; requests: () => number }> {
  let requests = 0;
  const server = createServer((req, res) => {
    if (requests++ < drops) return req.socket.destroy();
    res.end(`answer ${req.url} ${req.headers.traceparent ?? 'untraced'}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, requests: () => requests };
}

describe('bundleRunner', () => {
  const servers: Server[] = [];
  afterEach(() => servers.splice(0).forEach((s) => s.close()));

  it('sends a read the network dropped once more, so the page is not an error page, with the page request\'s trace', async () => {
    const { origin, server, requests } = await api(1);
    servers.push(server);
    const run = bundleRunner({ entry: bundleFile(), baseUrl: 'https://confs.example.org' });
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const page = (await run({ kind: 'render', url: '/x', origin, traceparent })) as RenderResult & { body: string; failed: boolean };
    expect(page.failed).toBe(false);
    expect(page.body).toBe(`answer /api/answer/x ${traceparent}`);
    expect(requests()).toBe(2);
  });

  it('reads in-process what the gateway registered, and over HTTP the rest', async () => {
    const { origin, server, requests } = await api(0);
    servers.push(server);
    const reads = new ServerReads();
    reads.register(/^\/api\/answer\/local$/, async () => '"in-process"');
    const run = bundleRunner({ entry: bundleFile(), baseUrl: 'https://confs.example.org' }, reads);
    expect(await run({ kind: 'render', url: '/local', origin })).toMatchObject({ body: '"in-process"', failed: false });
    expect(requests()).toBe(0);
    expect(await run({ kind: 'render', url: '/other', origin })).toMatchObject({ body: 'answer /api/answer/other untraced', failed: false });
    expect(requests()).toBe(1);
  });

  it('gives up after the second try: the page shows its error state', async () => {
    const { origin, server, requests } = await api(2);
    servers.push(server);
    const run = bundleRunner({ entry: bundleFile(), baseUrl: 'https://confs.example.org' });
    const page = (await run({ kind: 'render', url: '/y', origin })) as RenderResult & { failed: boolean };
    expect(page.failed).toBe(true);
    expect(requests()).toBe(2);
  });
});
