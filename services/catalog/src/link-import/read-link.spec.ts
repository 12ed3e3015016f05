import { readFileSync } from 'node:fs';
import { createServer, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { isPublicAddress } from './address-policy';
import { LinkImportConfig } from './link-import.config';
import { readConferenceLink } from './read-link';

/** Real sockets on loopback serving the hand-made fixtures; the address policy is narrowed per test instead of mocked. */
const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const html = (res: ServerResponse, body: string) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
const config: LinkImportConfig = { timeoutMs: 1500, maxBytes: 64 * 1024, maxRedirects: 3, allowPrivateHosts: false };
/** Lets the reader reach the test server on 127.0.0.1 and nothing else private. */
const onlyTestServer = (ip: string) => ip === '127.0.0.1' || isPublicAddress(ip);

describe('reading a pasted link, and its venue page when the page lacks facts', () => {
  let server: Server;
  let base: string;
  const requests: string[] = [];
  /** What /<site>/2031/venue answers, per test. */
  let venue: (res: ServerResponse) => void;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const path = req.url ?? '/';
      requests.push(path);
      if (path === '/fjord/2031/') return html(res, fixture('follow-home.html').replace(/href="\/20/g, 'href="/fjord/20'));
      if (path === '/fjord/2031/venue') return venue(res);
      if (path === '/full/2031/') return html(res, fixture('follow-home.html').replace('<h1>', '<h2>Venue</h2><p>Grieghallen</p><p>Edvard Griegs plass 1, 5015 Bergen, Norway</p><h1>'));
      res.writeHead(404, { 'content-type': 'text/html' }).end('missing');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });
  beforeEach(() => {
    requests.length = 0;
    venue = (res) => html(res, fixture('follow-venue.html'));
  });

  it('fills the venue from the linked venue page, saying which page and asking for a check', async () => {
    const { page, parsed } = await readConferenceLink(`${base}/fjord/2031/`, config, onlyTestServer);
    expect(page).toBe(`${base}/fjord/2031/`);
    expect(parsed).toMatchObject({ title: 'Fjord Conf 2031', startDate: '2031-09-18', location: 'Bergen, Norway', venue: 'Grieghallen' });
    expect(parsed.notes.venue).toEqual({ source: 'page text', page: `${base}/fjord/2031/venue`, confidence: 'check' });
    expect(parsed.notes.title).toMatchObject({ page: `${base}/fjord/2031/` });
    // Last year's venue page and the ticket shop's are never read.
    expect(requests).toEqual(['/fjord/2031/', '/fjord/2031/venue']);
  });

  it('reads no second page when the pasted one says everything', async () => {
    const { parsed } = await readConferenceLink(`${base}/full/2031/`, config, onlyTestServer);
    expect(parsed).toMatchObject({ venue: 'Grieghallen', notes: { venue: { page: `${base}/full/2031/` } } });
    expect(requests).toEqual(['/full/2031/']);
  });

  it('keeps both fetches within the one time limit: a venue page that never answers leaves the venue empty, with the reason', async () => {
    venue = () => undefined;
    const started = Date.now();
    const { parsed } = await readConferenceLink(`${base}/fjord/2031/`, config, onlyTestServer);
    expect(Date.now() - started).toBeLessThan(config.timeoutMs + 500);
    expect(parsed).toMatchObject({ title: 'Fjord Conf 2031', venue: null });
    expect(parsed.notes.venue?.reason).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/fjord\/2031\/venue could not be read: the page did not answer within \d+ ms$/);
  });

  it('keeps the address rules for the second page: a redirect to another private address is refused', async () => {
    venue = (res) => res.writeHead(302, { location: 'http://127.0.0.2/venue' }).end();
    const { parsed } = await readConferenceLink(`${base}/fjord/2031/`, config, onlyTestServer);
    expect(parsed.venue).toBeNull();
    expect(parsed.notes.venue?.reason).toMatch(/could not be read: 127\.0\.0\.2 is not a public address$/);
  });

  it('ignores a venue page that is too large, not HTML, or a redirect loop', async () => {
    for (const answer of [
      (res: ServerResponse) => html(res, `<p>${'x'.repeat(100 * 1024)}</p>`),
      (res: ServerResponse) => res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF'),
      (res: ServerResponse) => res.writeHead(302, { location: '/fjord/2031/venue' }).end(),
    ]) {
      venue = answer;
      const { parsed } = await readConferenceLink(`${base}/fjord/2031/`, config, onlyTestServer);
      expect(parsed).toMatchObject({ title: 'Fjord Conf 2031', location: 'Bergen, Norway', venue: null });
      expect(parsed.notes.venue?.reason).toMatch(/could not be read: (the page is larger than 65536 bytes|the link does not lead to an HTML page|too many redirects \(more than 3\))$/);
    }
  });
});
