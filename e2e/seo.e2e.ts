import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, expectHydrated, futureDay, type CreatedConference } from './support/fixtures';

/** PUBLIC_BASE_URL of the e2e gateway (its default): canonical URLs and structured data use it. */
const BASE = `http://localhost:${process.env.E2E_PORT}`;

const word = () => `seo${Math.random().toString(36).slice(2, 8)}`;

async function submit(page: Page, title: string, overrides: Record<string, unknown> = {}): Promise<CreatedConference> {
  return api<CreatedConference>(page, 'POST', '/api/submit', {
    title,
    url: `https://${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.example.com/`,
    location: 'Lisbon, Portugal',
    startDate: futureDay(40),
    endDate: futureDay(42),
    type: 'AI',
    ...overrides,
  });
}

/** A browser that runs no script: what it shows is the server's HTML alone, as a crawler or a no-JS reader gets it. */
async function withoutJs(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

const meta = (page: Page, selector: string) => page.locator(`head ${selector}`).getAttribute('content');

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('head script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}

test.describe('head tags and structured data', () => {
  test("a conference page's server HTML holds its content, title, description, canonical URL, link-preview tags and Event data", async ({ page, browser }) => {
    const conf = await submit(page, `Head ${word()} Summit`, { attendanceMode: 'hybrid', eventStatus: 'postponed', city: 'Lisbon', country: 'PT' });
    const raw = await withoutJs(browser);
    const res = await raw.goto(`/conference/${conf.slug}`);
    expect(res?.status()).toBe(200);
    await expect(raw.getByRole('heading', { level: 1, name: conf.title })).toBeVisible();

    await expect(raw).toHaveTitle(`${conf.title} — ConfDir`);
    await expect(raw.locator('head title')).toHaveCount(1);
    const canonical = `${BASE}/conference/${conf.slug}`;
    expect(await raw.locator('head link[rel="canonical"]').getAttribute('href')).toBe(canonical);
    const description = await meta(raw, 'meta[name="description"]');
    expect(description).toContain(conf.title);
    expect(description).toContain('Lisbon, Portugal');
    await expect(raw.locator('head meta[name="description"]')).toHaveCount(1);
    expect(await meta(raw, 'meta[property="og:title"]')).toBe(`${conf.title} — ConfDir`);
    expect(await meta(raw, 'meta[property="og:url"]')).toBe(canonical);
    expect(await meta(raw, 'meta[property="og:description"]')).toBe(description);
    expect(await meta(raw, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    // No picture of its own: the site's default, which the site serves.
    const image = (await meta(raw, 'meta[property="og:image"]'))!;
    expect(image).toBe(`${BASE}/og-default.png`);
    const png = await page.request.get(new URL(image).pathname);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');

    const [event] = await jsonLd(raw);
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: conf.title,
      startDate: futureDay(40),
      endDate: futureDay(42),
      eventStatus: 'https://schema.org/EventPostponed',
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      url: canonical,
      location: [
        { '@type': 'Place', name: 'Lisbon, Portugal', address: { '@type': 'PostalAddress', addressLocality: 'Lisbon', addressCountry: 'PT' } },
        { '@type': 'VirtualLocation', url: expect.stringMatching(/^https:\/\/head-seo[a-z0-9]+-summit\.example\.com\/$/) },
      ],
    });
    await raw.context().close();
  });

  test('a title holding </script><script> stays text: in the head, in the structured data and on the page', async ({ page, browser }) => {
    const hostile = `Evil ${word()}</script><script>window.__pwned=1</script><b>`;
    const conf = await submit(page, hostile);
    const html = await (await page.request.get(`/conference/${conf.slug}`)).text();
    expect(html).not.toContain('<script>window.__pwned=1</script>');

    const raw = await withoutJs(browser);
    await raw.goto(`/conference/${conf.slug}`);
    await expect(raw).toHaveTitle(`${hostile} — ConfDir`);
    expect(await meta(raw, 'meta[property="og:title"]')).toBe(`${hostile} — ConfDir`);
    expect((await jsonLd(raw))[0].name).toBe(hostile);
    await raw.context().close();

    await page.goto(`/conference/${conf.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hostile);
    await expectHydrated(page);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page).toHaveTitle(`${hostile} — ConfDir`);
  });

  test('a listing keeps its meaningful filters and page in the canonical URL, drops the rest, and lists its conferences', async ({ page, browser }) => {
    const w = word();
    for (let n = 1; n <= 13; n++) await submit(page, `${w} Listing ${String(n).padStart(2, '0')}`, { startDate: futureDay(30 + n), endDate: futureDay(30 + n) });
    const raw = await withoutJs(browser);
    await raw.goto(`/upcoming?q=${w}&type=AI&utm_source=newsletter&page=2`);
    await expect(raw.getByRole('article')).toHaveCount(1);
    await expect(raw).toHaveTitle('Upcoming AI Conferences — Page 2 — ConfDir');
    expect(await raw.locator('head link[rel="canonical"]').getAttribute('href')).toBe(`${BASE}/upcoming?type=AI&page=2`);
    const [list] = await jsonLd(raw);
    expect(list['@type']).toBe('ItemList');
    const items = list.itemListElement as { position: number; url: string }[];
    expect(items).toHaveLength(1);
    expect(items[0].position).toBe(13);
    expect(items[0].url).toMatch(new RegExp(`^${BASE}/conference/${w}-listing-13`));
    await raw.context().close();
  });

  test('the not-found page is 404 and noindex; the ranking is the home page', async ({ browser }) => {
    const raw = await withoutJs(browser);
    expect((await raw.goto('/no/such/page'))?.status()).toBe(404);
    await expect(raw).toHaveTitle('404 Page Not Found — ConfDir');
    expect(await meta(raw, 'meta[name="robots"]')).toBe('noindex');
    await expect(raw.locator('head link[rel="canonical"]')).toHaveCount(0);

    await raw.goto('/');
    await expect(raw).toHaveTitle('ConfDir — Technology conferences, ranked by the community');
    expect(await raw.locator('head link[rel="canonical"]').getAttribute('href')).toBe(`${BASE}/`);
    expect(await meta(raw, 'meta[name="description"]')).toMatch(/ranks highest/);
    await raw.context().close();
  });

  test('client-side navigation swaps the head for the new page', async ({ page }) => {
    const conf = await submit(page, `Nav ${word()} Forum`);
    await page.goto(`/conference/${conf.slug}`);
    await expectHydrated(page);
    await expect(page).toHaveTitle(`${conf.title} — ConfDir`);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Companies', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    await expect(page).toHaveTitle('Companies — ConfDir');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${BASE}/companies`);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    expect(await page.locator('head script[type="application/ld+json"]').allTextContents()).not.toContainEqual(expect.stringContaining('"Event"'));

    await page.goBack();
    await expect(page).toHaveTitle(`${conf.title} — ConfDir`);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${BASE}/conference/${conf.slug}`);
  });
});

test.describe('reading without JavaScript', () => {
  test('one can page the listing through real links and open a conference and a company', async ({ page, browser }) => {
    const w = word();
    const created: CreatedConference[] = [];
    for (let n = 1; n <= 14; n++) created.push(await submit(page, `${w} Reader ${String(n).padStart(2, '0')}`, { startDate: futureDay(20 + n), endDate: futureDay(20 + n) }));
    const company = await api<{ slug: string; name: string }>(page, 'POST', '/api/companies', { name: `${w} Reader Co`, icpSummary: 'Platform teams.' });
    const first = created[0];

    const raw = await withoutJs(browser);
    await raw.goto(`/upcoming?q=${w}`);
    await expect(raw.getByRole('article')).toHaveCount(12);
    await expect(raw.getByText('Showing page 1 of 2')).toBeVisible();
    await expect(raw.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', `/upcoming?q=${w}&page=2`);
    await raw.getByRole('link', { name: 'Next' }).click();
    await expect(raw).toHaveURL(new RegExp(`/upcoming\\?q=${w}&page=2$`));
    await expect(raw.getByText('Showing page 2 of 2')).toBeVisible();
    await expect(raw.getByRole('article')).toHaveCount(2);
    await raw.getByRole('link', { name: 'Previous' }).click();
    await expect(raw.getByText('Showing page 1 of 2')).toBeVisible();

    await raw.getByRole('article').first().getByRole('link', { name: /View Details/ }).click();
    await expect(raw).toHaveURL(new RegExp(`/conference/${first.slug}$`));
    await expect(raw.getByRole('heading', { level: 1, name: `${w} Reader 01` })).toBeVisible();
    await expect(raw.getByText('Lisbon, Portugal')).toBeVisible();

    // On a phone the side menu is a native popover: it opens without JavaScript.
    await raw.setViewportSize({ width: 390, height: 800 });
    await raw.getByRole('button', { name: 'Open menu' }).click();
    await raw.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Companies' }).click();
    await expect(raw).toHaveURL(/\/companies$/);
    await raw.getByRole('link', { name: company.name }).first().click();
    await expect(raw).toHaveURL(new RegExp(`/companies/${company.slug}$`));
    await expect(raw.getByRole('heading', { name: company.name })).toBeVisible();
    await expect(raw.getByText('Platform teams.')).toBeVisible();
    await raw.context().close();
  });
});
