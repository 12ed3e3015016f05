import { expect, test, type Page } from '@playwright/test';
import { api, expectHydrated, futureDay, type CreatedConference } from './support/fixtures';

async function submit(page: Page, title: string, type = 'AI'): Promise<CreatedConference> {
  const word = title.toLowerCase().replace(/[^a-z]+/g, '-');
  return api<CreatedConference>(page, 'POST', '/api/submit', {
    title,
    url: `https://${word}.example.com/`,
    location: 'Lisbon, Portugal',
    startDate: futureDay(40),
    endDate: futureDay(41),
    type,
  });
}

const uniqueTitle = (what: string) => `${what} ${Math.random().toString(36).slice(2, 8)} Conf`;

test.describe('server-rendered pages', () => {
  test('a conference page arrives as HTML holding its content, then hydrates without errors or refetching', async ({ page, request }) => {
    const conf = await submit(page, uniqueTitle('Hydration'));
    const raw = await request.get(`/conference/${conf.slug}`);
    expect(raw.status()).toBe(200);
    expect(raw.headers()['content-type']).toMatch(/^text\/html/);
    const html = await raw.text();
    expect(html).toContain(conf.title);
    expect(html).toContain('Lisbon, Portugal');

    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === `/api/conferences/${conf.slug}`) apiCalls.push(r.url());
    });
    await page.goto(`/conference/${conf.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: conf.title })).toBeVisible();
    await expectHydrated(page);
    expect(problems).toEqual([]);
    expect(apiCalls).toEqual([]);
  });

  test('a reading page runs no script until used; a tap on a tab before hydration loads the page and takes effect once live', async ({ page }) => {
    const conf = await submit(page, uniqueTitle('Intent'));
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`/conference/${conf.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: conf.title })).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(scripts).toEqual([]);
    // The first interaction is this very tap (dispatched, so no pointer-over comes before it): it is held, the app
    // loads and hydrates, and the tap is replayed on the live tab.
    const interest = page.getByRole('tab', { name: 'Company Interest (0)' });
    await expect(interest).toHaveAttribute('aria-selected', 'false');
    await interest.dispatchEvent('click');
    await expect(interest).toHaveAttribute('aria-selected', 'true');
    expect(scripts.length).toBeGreaterThan(0);
    await expect(page.getByRole('tabpanel', { name: /Company Interest/ })).toBeVisible();
  });

  test('a page links one shared, immutable site stylesheet, carries only a few styles of its own, and renders anew to the same bytes', async ({ page, request }) => {
    const conf = await submit(page, uniqueTitle('Styles'));
    const first = await request.get(`/conference/${conf.slug}`);
    const html = await first.text();
    const href = html.match(/<link rel="stylesheet" href="(\/assets\/site-[\w-]+\.css)" data-site-css>/)?.[1];
    expect(href).toBeDefined();
    const sheet = await request.get(href!);
    expect(sheet.headers()['content-type']).toMatch(/^text\/css/);
    expect(sheet.headers()['cache-control']).toContain('immutable');
    // The theme's tokens are in the stylesheet, not in the page.
    expect(await sheet.text()).toContain('--chakra-colors-brand-solid');
    expect(html).not.toContain('--chakra-colors-brand-solid');
    const inline = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].reduce((n, m) => n + m[1].length, 0);
    expect(inline).toBeLessThan(10_000);
    // A render anew (a hard reload) of unchanged data: the same ETag, so caches revalidate with a 304.
    const again = await request.get(`/conference/${conf.slug}`, { headers: { 'cache-control': 'no-cache' } });
    expect(again.headers()['etag']).toBe(first.headers()['etag']);
    const revalidated = await request.get(`/conference/${conf.slug}`, { headers: { 'if-none-match': first.headers()['etag'] } });
    expect(revalidated.status()).toBe(304);
  });

  test('listing filters in the URL render on the server', async ({ page, request }) => {
    const ai = await submit(page, uniqueTitle('Filtered'), 'AI');
    const html = await (await request.get(`/upcoming?type=AI&q=${encodeURIComponent(ai.title.split(' ')[1])}`)).text();
    expect(html).toContain(ai.title);
    const other = await (await request.get(`/upcoming?type=DevOps&q=${encodeURIComponent(ai.title.split(' ')[1])}`)).text();
    expect(other).not.toContain(ai.title);
  });

  test('unknown conferences, companies and routes answer 404 with the not-found page', async ({ request }) => {
    const conf = await request.get('/conference/no-such-conference-anywhere');
    expect(conf.status()).toBe(404);
    expect(await conf.text()).toContain('Conference not found');
    expect((await request.get('/companies/no-such-company-anywhere')).status()).toBe(404);
    const route = await request.get('/no/such/page');
    expect(route.status()).toBe(404);
    expect(await route.text()).toContain('404 Page Not Found');
  });

  test('robots.txt is plain text pointing at the sitemap; a missing asset is a plain 404', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    const lines = (await robots.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /api']));
    expect(lines.find((l) => l.startsWith('Sitemap: '))).toMatch(/^Sitemap: https?:\/\/[^ ]+\/sitemap\.xml$/);
    const asset = await request.get('/assets/no-such-chunk.js');
    expect(asset.status()).toBe(404);
    expect(asset.headers()['content-type']).toMatch(/^text\/plain/);
  });
});
