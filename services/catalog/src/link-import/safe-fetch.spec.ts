import { createServer, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { isPublicAddress } from './address-policy';
import { LinkImportConfig } from './link-import.config';
import { fetchPage } from './safe-fetch';

/** Real sockets on loopback; the address policy is narrowed per test instead of mocked. */
function serve(host: string, handler: (path: string, res: ServerResponse, headers: Record<string, unknown>) => void): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => handler(req.url ?? '/', res, req.headers));
  return new Promise((resolve) =>
    server.listen(0, host, () => resolve({ server, base: `http://${host.includes(':') ? `[${host}]` : host}:${(server.address() as AddressInfo).port}` })),
  );
}

const html = (res: ServerResponse, body: string | Buffer, type = 'text/html; charset=utf-8') => {
  res.writeHead(200, { 'content-type': type });
  res.end(body);
};

const defaults: LinkImportConfig = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5, allowPrivateHosts: false };
const testing: LinkImportConfig = { ...defaults, allowPrivateHosts: true, timeoutMs: 800, maxBytes: 64 * 1024 };
/** Allows exactly the first test server (127.0.0.1) and otherwise the real policy. */
const onlyFirstServer = (ip: string) => ip === '127.0.0.1' || isPublicAddress(ip);

describe('fetchPage', () => {
  let a: { server: Server; base: string };
  let b: { server: Server; base: string };
  let seenHeaders: Record<string, unknown> = {};

  beforeAll(async () => {
    b = await serve('127.0.0.2', (_path, res) => html(res, '<title>Inner</title>'));
    a = await serve('127.0.0.1', (path, res, headers) => {
      seenHeaders = headers;
      if (path === '/page') return html(res, Buffer.from('<title>Caf\xe9</title>', 'latin1'), 'text/html; charset=iso-8859-1');
      if (path === '/to-page') return res.writeHead(302, { location: '/page' }).end();
      if (path === '/to-loopback') return res.writeHead(302, { location: `${b.base}/` }).end();
      if (path === '/to-ipv6-loopback') return res.writeHead(301, { location: 'http://[::1]:1/' }).end();
      if (path === '/to-file') return res.writeHead(302, { location: 'file:///etc/passwd' }).end();
      if (path.startsWith('/loop')) return res.writeHead(302, { location: `/loop${Number(path.slice(5) || 0) + 1}` }).end();
      if (path === '/endless') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html><head><title>Never ends</title>');
        const timer = setInterval(() => res.write('<p>more</p>'), 50);
        res.on('close', () => clearInterval(timer));
        return;
      }
      if (path === '/silent') return; // accepts the request and never answers
      if (path === '/huge') return html(res, `<title>Huge</title>${'x'.repeat(200 * 1024)}`);
      if (path === '/json') return html(res, '{}', 'application/json');
      res.writeHead(404, { 'content-type': 'text/html' }).end('missing');
    });
  });
  afterAll(async () => {
    a.server.closeAllConnections();
    b.server.closeAllConnections();
    await Promise.all([new Promise((r) => a.server.close(r)), new Promise((r) => b.server.close(r))]);
  });

  describe('with the default setting', () => {
    it.each([
      ['http://127.0.0.1/', '127.0.0.1 is not a public address'],
      ['http://10.0.0.1/', '10.0.0.1 is not a public address'],
      ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 is not a public address'],
      ['http://[::1]/', '::1 is not a public address'],
      ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1 is not a public address'],
      ['http://2130706433/', '127.0.0.1 is not a public address'],
      ['http://localhost/', 'localhost is not a public address'],
      ['file:///etc/passwd', 'only http and https links are allowed'],
      ['ftp://example.com/', 'only http and https links are allowed'],
      ['http://user:secret@example.com/', 'links with a user name or password are not allowed'],
      ['not a link', 'the link is not a valid URL'],
    ])('refuses %s', async (link, reason) => {
      await expect(fetchPage(link, defaults)).rejects.toThrow(reason);
    });

    it('refuses the live local test server that the test setting reaches', async () => {
      await expect(fetchPage(`${a.base}/page`, defaults)).rejects.toThrow('127.0.0.1 is not a public address');
      await expect(fetchPage(`${a.base}/page`, testing)).resolves.toMatchObject({ html: '<title>Café</title>' });
    });

    it('checks the address of every redirect hop', async () => {
      await expect(fetchPage(`${a.base}/to-page`, defaults, onlyFirstServer)).resolves.toMatchObject({ url: `${a.base}/page` });
      await expect(fetchPage(`${a.base}/to-loopback`, defaults, onlyFirstServer)).rejects.toThrow('127.0.0.2 is not a public address');
      await expect(fetchPage(`${a.base}/to-ipv6-loopback`, defaults, onlyFirstServer)).rejects.toThrow('::1 is not a public address');
      await expect(fetchPage(`${a.base}/to-file`, defaults, onlyFirstServer)).rejects.toThrow('only http and https links are allowed');
    });
  });

  describe('with the test setting', () => {
    it('follows redirects by hand and decodes the declared charset; sends no cookies and a normal User-Agent', async () => {
      const page = await fetchPage(`${a.base}/to-page`, testing);
      expect(page).toEqual({ url: `${a.base}/page`, html: '<title>Café</title>' });
      expect(seenHeaders.cookie).toBeUndefined();
      expect(seenHeaders.authorization).toBeUndefined();
      expect(String(seenHeaders['user-agent'])).toMatch(/^Mozilla\/5\.0/);
      expect(String(seenHeaders.accept)).toMatch(/^text\/html/);
    });

    it('gives up on an endless redirect chain after 5 redirects', async () => {
      await expect(fetchPage(`${a.base}/loop`, testing)).rejects.toThrow('too many redirects (more than 5)');
    });

    it.each(['/endless', '/silent'])('gives up on %s within the time limit', async (path) => {
      const started = Date.now();
      await expect(fetchPage(`${a.base}${path}`, testing)).rejects.toThrow('the page did not answer within 800 ms');
      expect(Date.now() - started).toBeLessThan(2000);
    });

    it('stops reading past the size limit', async () => {
      await expect(fetchPage(`${a.base}/huge`, testing)).rejects.toThrow('the page is larger than 65536 bytes');
    });

    it('refuses what is not an HTML page and error statuses', async () => {
      await expect(fetchPage(`${a.base}/json`, testing)).rejects.toThrow('the link does not lead to an HTML page');
      await expect(fetchPage(`${a.base}/nothing-here`, testing)).rejects.toThrow('the site answered HTTP 404');
    });
  });
});
