import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publicWrites } from '../common/public-read-cache';
import { PageRenderer } from './page-renderer';

/** A server bundle that counts its renders and writes the nonce it was given into the page. */
function renderer(): { pages: PageRenderer; renders: () => number } {
  const dist = mkdtempSync(join(tmpdir(), 'pages-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>t</title></head><div id="root"></div>');
  mkdirSync(join(dist, 'ssr'));
  writeFileSync(
    join(dist, 'ssr', 'entry-server.cjs'),
    `let n = 0;
     exports.renders = () => n;
     exports.configure = () => {};
     exports.render = async ({ url, nonce }) => { n++; return url === '/missing'
       ? { status: 404, head: '', body: '<h1>404</h1>', state: '' }
       : { status: 200, head: '', body: '<h1>' + url + ' #' + n + '</h1><script nonce="' + nonce + '"></script>', state: '' }; };`,
  );
  const pages = new PageRenderer(dist, join(dist, 'ssr'), 'https://confs.example.org');
  return { pages, renders: () => (require(join(dist, 'ssr', 'entry-server.cjs')) as { renders: () => number }).renders() };
}

const html = async (pages: PageRenderer, url: string, nonce: string) => {
  const page = await pages.render(url, nonce, 'http://127.0.0.1:1');
  return page && 'parts' in page ? Buffer.concat(page.parts).toString() : '';
};

describe('PageRenderer', () => {
  it('renders a burst of one URL once and gives each response its own nonce', async () => {
    const { pages, renders } = renderer();
    const [a, b] = await Promise.all([html(pages, '/', 'nonce-a'), html(pages, '/', 'nonce-b')]);
    const c = await html(pages, '/', 'nonce-c');
    expect(renders()).toBe(1);
    expect(a).toContain('<script nonce="nonce-a">');
    expect(b).toContain('<script nonce="nonce-b">');
    expect(c).toContain('<script nonce="nonce-c">');
    expect(c).not.toContain('nonce-a');
  });

  it('renders again after a write through the gateway, and never keeps a not-found page', async () => {
    const { pages, renders } = renderer();
    expect(await html(pages, '/', 'n1')).toContain('/ #1');
    publicWrites.generation++;
    expect(await html(pages, '/', 'n2')).toContain('/ #2');
    await html(pages, '/missing', 'n3');
    await html(pages, '/missing', 'n4');
    expect(renders()).toBe(4);
  });
});
