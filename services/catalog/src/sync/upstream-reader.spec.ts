import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isPublicAddress } from '../link-import/address-policy';
import { upstreamReader } from './upstream-reader';

/** Real sockets on loopback; the address policy is narrowed to the first server, as add-by-link's tests do. */
describe('upstreamReader', () => {
  let server: Server;
  let base: string;
  let dir: string;
  const read = upstreamReader({ timeoutMs: 2000, maxBytes: 1024, allowPrivateHosts: false }, (ip) => ip === '127.0.0.1' || isPublicAddress(ip));

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/data.json') return res.writeHead(200, { 'content-type': 'application/json' }).end('[1,2]');
      if (req.url === '/moved.json') return res.writeHead(302, { location: '/data.json' }).end();
      if (req.url === '/to-private.json') return res.writeHead(302, { location: 'http://127.0.0.2:9/all-events.json' }).end();
      if (req.url === '/to-metadata.json') return res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      if (req.url === '/big.json') return res.writeHead(200, { 'content-type': 'application/json' }).end('x'.repeat(4096));
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    dir = mkdtempSync(join(tmpdir(), 'upstream-'));
    writeFileSync(join(dir, 'small.json'), '[]');
    writeFileSync(join(dir, 'big.json'), 'x'.repeat(4096));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await new Promise((resolve) => server.close(resolve));
  });

  it('reads a file, following a redirect on the same allowed host', async () => {
    expect(await read(`${base}/data.json`)).toBe('[1,2]');
    expect(await read(`${base}/moved.json`)).toBe('[1,2]');
  });

  it('answers null for a file upstream does not have (404, no such local file)', async () => {
    expect(await read(`${base}/conferences/2028/elm.json`)).toBeNull();
    expect(await read(join(dir, 'missing.json'))).toBeNull();
  });

  it('refuses a redirect to a private address, before connecting to it', async () => {
    await expect(read(`${base}/to-private.json`)).rejects.toThrow('127.0.0.2 is not a public address');
    await expect(read(`${base}/to-metadata.json`)).rejects.toThrow('169.254.169.254 is not a public address');
  });

  it('stops at the size limit, over HTTP and on disk', async () => {
    await expect(read(`${base}/big.json`)).rejects.toThrow('the file is larger than 1024 bytes');
    await expect(read(join(dir, 'big.json'))).rejects.toThrow('the file is larger than 1024 bytes');
    expect(await read(join(dir, 'small.json'))).toBe('[]');
  });

  it('refuses other schemes', async () => {
    await expect(read('file:///etc/passwd')).rejects.toThrow('only http and https links are allowed');
  });
});
