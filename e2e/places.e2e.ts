import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, expectAccessible, expectAccessibleWithoutScripts, expectHydrated, futureDay, type CreatedConference } from './support/fixtures';

/**
 * Issue 35: the landing pages of a topic, a country and a city, the map and the calendar, in a browser on
 * the real product: what they show, their status codes, keyboard use, axe, and reading without JavaScript.
 */

/** PUBLIC_BASE_URL of the e2e gateway (its default): canonical URLs and structured data use it. */
const BASE = `http://localhost:${process.env.E2E_PORT}`;
const word = () => `plc${Math.random().toString(36).slice(2, 8)}`;

async function withoutJs(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  return (await page.locator('head script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
}

/** Days no other browser test uses, so the calendar's 15 a day never leave this suite's conferences out. */
const START = 73;
const CFP_END = 57;

/** A conference in Tromsø (a city name with a letter outside ASCII) on the topic CFML, its call closing before it starts. */
async function tromsoConference(page: Page): Promise<CreatedConference> {
  const title = `${word()} Arctic Summit`;
  return api<CreatedConference>(page, 'POST', '/api/submit', {
    title,
    url: `https://${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example.com/`,
    location: 'Tromsø, Norway',
    startDate: futureDay(START),
    endDate: futureDay(START + 2),
    cfpEndDate: futureDay(CFP_END),
    type: 'Tech',
    topics: ['cfml'],
  });
}

/** `/calendar/YYYY/MM` of the day `daysAhead` from today (UTC). */
const calendarOf = (daysAhead: number) => `/calendar/${futureDay(daysAhead).slice(0, 7).replace('-', '/')}`;

const status = async (page: Page, path: string) => {
  const res = await page.request.get(path, { maxRedirects: 0 });
  return { status: res.status(), location: res.headers()['location'], body: await res.text() };
};

test.describe('browse by place, topic and month', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a city page names the city, lists its conferences with its own head and JSON-LD; any spelling of the city moves to its slug', async ({ page }) => {
    const conf = await tromsoConference(page);
    expect(await status(page, '/countries/no/Troms%C3%B8')).toMatchObject({ status: 301, location: '/countries/no/tromso' });
    expect(await status(page, '/countries/NO/TROMS%C3%98?type=Tech&utm_source=x')).toMatchObject({ status: 301, location: '/countries/no/TROMS%C3%98?type=Tech' });
    expect(await status(page, '/countries/no/TROMS%C3%98?type=Tech')).toMatchObject({ status: 301, location: '/countries/no/tromso?type=Tech' });

    const res = await page.goto('/countries/no/tromso');
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toMatch(/^public, /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tech Conferences in Tromsø, Norway');
    await expect(page).toHaveTitle('Tech Conferences in Tromsø, Norway — ConfDir');
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(`${BASE}/countries/no/tromso`);
    await expect(page.getByRole('link', { name: `View Details about ${conf.title}` })).toBeVisible();
    const list = (await jsonLd(page)).find((d) => d['@type'] === 'ItemList') as { itemListElement: { url: string }[] };
    expect(list.itemListElement.map((i) => i.url)).toContain(`${BASE}/conference/${conf.slug}`);
    await page.getByRole('link', { name: 'All conferences in Norway' }).click();
    await expect(page).toHaveURL(/\/countries\/no$/);
    await expectAccessible(page);
  });

  test('unknown topics, countries, cities and months answer the 404 page with 404', async ({ page }) => {
    for (const path of ['/topics/no-such-topic', '/countries/zz', '/countries/aq', '/countries/no/no-such-city', '/calendar/2026/13', '/calendar/1969/01', '/calendar/2026/3', '/calendar/20x6/03']) {
      const res = await status(page, path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toContain('404 Page Not Found');
    }
  });

  test('a country page lists its cities with counts and a topic page the other topics; both link on', async ({ page }) => {
    const conf = await tromsoConference(page);
    await page.goto('/countries/no');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tech Conferences in Norway');
    const cities = page.getByRole('region', { name: 'Cities in Norway' });
    await expect(cities.getByRole('listitem').filter({ hasText: 'Tromsø' })).toContainText(/\d+ upcoming/);
    await expect(page.getByRole('link', { name: `View Details about ${conf.title}` })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/topics/cfml');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CFML Conferences');
    await expect(page.getByRole('link', { name: `View Details about ${conf.title}` })).toBeVisible();
    // The topic is the page's own: its filter panel has no topic field.
    await expectHydrated(page);
    await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Type' }).selectOption('AI');
    await expect(page).toHaveURL(/\/topics\/cfml\?type=AI$/);
    await expect(page.getByText('No conferences found')).toBeVisible();
    await expectAccessible(page);
  });

  test('the conference page links its city, country and topics and shows the place on a small map, without the map scripts', async ({ page }) => {
    const conf = await tromsoConference(page);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(`/conference/${conf.slug}`);
    await expectHydrated(page);
    await expect(page.getByRole('link', { name: 'Tromsø' })).toHaveAttribute('href', '/countries/no/tromso');
    await expect(page.getByRole('link', { name: 'Norway' })).toHaveAttribute('href', '/countries/no');
    await expect(page.getByRole('link', { name: 'CFML conferences' })).toHaveAttribute('href', '/topics/cfml');
    const map = page.getByRole('img', { name: 'Tromsø, Norway marked on a world map' });
    await expect(map).toBeVisible();
    const src = (await map.getAttribute('src')) as string;
    expect(src).toMatch(/^\/assets\/world-equirectangular-[\w-]+\.svg$/);
    expect((await page.request.get(src)).headers()['cache-control']).toContain('immutable');
    await page.goto('/');
    await expectHydrated(page);
    expect(scripts.filter((s) => /WorldMap|PlacesPage/.test(s))).toEqual([]);
  });

  test('the map: clusters by city beside a list, zoom and pan by keyboard and buttons', async ({ page }) => {
    await tromsoConference(page);
    const res = await page.goto('/map');
    expect(res?.headers()['cache-control']).toMatch(/^public, /);
    // Until the visitor uses the page, the map is the server's picture; the first interaction brings the zoomable one.
    await expect(page.getByRole('img', { name: /^World map with the \d+ busiest cities marked/ })).toBeVisible();
    await expectHydrated(page);
    const cities = page.getByRole('region', { name: 'Cities' });
    await expect(cities.getByRole('link', { name: 'Tromsø, Norway' })).toHaveAttribute('href', '/countries/no/tromso');
    const map = page.getByRole('group', { name: /World map of the conferences by city/ });
    await expect(map.locator('circle').first()).toBeVisible();
    const layer = page.getByTestId('map-layer');
    const zoom = page.getByTestId('map-zoom-level');

    // Keyboard: Tab reaches the map, its focus shows, + zooms, arrows pan, 0 resets.
    for (let i = 0; i < 60 && !(await map.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(map).toBeFocused();
    expect(await map.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.press('+');
    await expect(zoom).toHaveText('Zoom 1.6×');
    const before = await layer.getAttribute('transform');
    await page.keyboard.press('ArrowLeft');
    await expect(layer).not.toHaveAttribute('transform', before as string);
    await page.keyboard.press('0');
    await expect(zoom).toHaveText('Zoom 1×');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(zoom).toHaveText('Zoom 2.6×');
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect(zoom).toHaveText('Zoom 1.6×');

    // The listing's filters: a country narrows the clusters.
    await page.getByRole('combobox', { name: 'Country' }).selectOption('NO');
    await expect(page).toHaveURL(/\/map\?country=NO$/);
    await expect(cities.getByRole('link')).not.toHaveCount(0);
    for (const name of await cities.getByRole('link').allTextContents()) expect(name).toMatch(/, Norway$/);
    await expectAccessible(page);
  });

  test('the calendar: a month grid with multi-day bars and CFP marks, a day-by-day list, month links; /calendar is this month', async ({ page }) => {
    const conf = await tromsoConference(page);
    const now = await status(page, '/calendar?type=Tech');
    expect(now.status).toBe(302);
    expect(now.location).toBe(`${calendarOf(0)}?type=Tech`);

    const res = await page.goto(calendarOf(START));
    expect(res?.status()).toBe(200);
    await expectHydrated(page);
    const days = page.getByRole('region', { name: 'Day by day' });
    await expect(days.getByRole('link', { name: conf.title })).toBeVisible();
    // Its three days are a bar across columns (other tests' conferences share those days, so any such bar will do).
    const bars = page.getByTestId('calendar-grid').getByTestId('calendar-bar');
    await expect(bars.first()).toBeVisible();
    const widths = await bars.evaluateAll((els) => els.map((el) => Number(getComputedStyle(el).gridColumnEnd) - Number(getComputedStyle(el).gridColumnStart)));
    expect(Math.max(...widths)).toBeGreaterThan(1);
    const cfpMonth = await page.request.get(`/api/calendar?month=${futureDay(CFP_END).slice(0, 7)}`);
    expect(((await cfpMonth.json()) as { deadlines: { slug: string }[] }).deadlines.map((d) => d.slug)).toContain(conf.slug);
    await page.goto(calendarOf(CFP_END));
    await expectHydrated(page);
    await expect(page.getByRole('region', { name: 'Day by day' }).getByText('Call for papers closes:').first()).toBeVisible();
    await expect(page.getByTestId('cfp-mark').first()).toBeVisible();

    const [year, month] = futureDay(CFP_END).split('-').map(Number);
    const next = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 7).replace('-', '/');
    await page.getByRole('link', { name: /^Next month, / }).click();
    await expect(page).toHaveURL(new RegExp(`/calendar/${next}$`));
    await expectAccessible(page);
  });

  test('the landing pages and the calendar read without JavaScript and pass axe there', async ({ page, browser }) => {
    // Four pages read twice each, with axe: more than the suite's 90 s on a busy machine.
    test.setTimeout(180_000);
    const conf = await tromsoConference(page);
    const raw = await withoutJs(browser);
    for (const path of ['/countries/no/tromso', '/topics/cfml', calendarOf(START)]) {
      await raw.goto(path);
      await expect(raw.getByText(conf.title).first(), path).toBeVisible();
      await expectAccessibleWithoutScripts(page, path);
    }
    await raw.goto('/map');
    await expect(raw.getByRole('region', { name: 'Cities' }).getByRole('link', { name: 'Tromsø, Norway' })).toBeVisible();
    await expectAccessibleWithoutScripts(page, '/map');
    // `page` now shows the server's HTML as a browser without scripts renders it (<noscript> content in place).
    await expect(page.getByRole('img', { name: /^World map with the \d+ busiest cities marked; the list of cities names them$/ })).toBeVisible();
  });
});
