import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, expectAccessible, expectAccessibleWithoutScripts, expectHydrated, futureDay, type CreatedConference } from './support/fixtures';

/**
 * Issue 14, point 5: reading works without JavaScript. Each page is read once with scripts off
 * (the server's HTML alone), then opened normally: it hydrates without errors and without fetching
 * again what the server rendered.
 */

const word = () => `nojs${Math.random().toString(36).slice(2, 8)}`;

async function withoutJs(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

interface CreatedCompany {
  slug: string;
  name: string;
}

const company = (page: Page, name: string) => api<CreatedCompany>(page, 'POST', '/api/companies', { name, targetIndustries: 'Fintech, Payments', targetRegions: 'Europe' });

/** Opens `path` with scripts on and collects console errors and the API reads it makes until it has hydrated. */
async function hydrate(page: Page, path: string): Promise<{ problems: string[]; reads: string[] }> {
  const problems: string[] = [];
  const reads: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('request', (r) => {
    const url = new URL(r.url());
    // Data reads only: images (company logos other tests upload) are served under /api/objects.
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/objects/')) reads.push(url.pathname + url.search);
  });
  await page.goto(path);
  // Hydrated: the controls the server sent disabled are live now.
  await expectHydrated(page);
  return { problems, reads };
}

test.describe('reading without JavaScript', () => {
  // Each test reads a page twice (scripts off, then on) and runs axe: more than the default 45 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test("a conference page shows its reviews, company interest, their summaries and who else is going; hydration fetches none of them", async ({ page, browser }) => {
    const w = word();
    const conf = await api<CreatedConference>(page, 'POST', '/api/submit', { title: `${w} Payments Summit`, url: `https://${w}.example.com/`, location: 'Lisbon, Portugal', startDate: futureDay(50), endDate: futureDay(51), type: 'Fintech' });
    const going = await company(page, `${w} Ledger`);
    await api(page, 'POST', '/api/reviews', { conferenceId: conf.id, userName: 'Grace', role: 'ATTENDED', rating: 4, title: `${w} was worth it`, body: 'Good hallway track.' });
    await api(page, 'POST', '/api/interests', { conferenceId: conf.id, companyName: going.name, status: 'SPONSORING' });

    const raw = await withoutJs(browser);
    await raw.goto(`/conference/${conf.slug}`);
    // The calendar menu needs a script; its calendar file is a plain link instead.
    const ics = await raw.getByRole('link', { name: 'Download .ics file' }).getAttribute('href');
    expect((await page.request.get(ics!)).headers()['content-type']).toMatch(/^text\/calendar/);
    await expect(raw.getByRole('tab', { name: 'Reviews (1)' })).toBeVisible();
    await expect(raw.getByRole('tab', { name: 'Company Interest (1)' })).toBeVisible();
    // Tabs cannot be chosen without scripts: both panels show.
    const reviews = raw.getByRole('tabpanel', { name: /Reviews/ });
    await expect(reviews.getByRole('heading', { name: 'Review Summary' })).toBeVisible();
    await expect(reviews.getByText('4.0', { exact: true })).toBeVisible();
    await expect(reviews.getByRole('heading', { name: `${w} was worth it` })).toBeVisible();
    await expect(reviews.getByText('Showing 1 of 1 reviews')).toBeVisible();
    const interests = raw.getByRole('tabpanel', { name: /Company Interest/ });
    await expect(interests.getByRole('heading', { name: 'Interest Summary' })).toBeVisible();
    await expect(interests.getByText(going.name, { exact: true })).toBeVisible();
    const sponsors = raw.getByRole('region', { name: 'Who else is going' }).getByRole('list', { name: 'Sponsoring (1)' });
    await sponsors.getByRole('link', { name: going.name, exact: true }).click();
    await expect(raw.getByRole('heading', { level: 1, name: going.name })).toBeVisible();
    await raw.context().close();

    const { problems, reads } = await hydrate(page, `/conference/${conf.slug}`);
    await expect(page.getByRole('tabpanel', { name: /Reviews/ }).getByRole('heading', { name: `${w} was worth it` })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: /Company Interest/ })).toBeHidden();
    expect(problems).toEqual([]);
    expect(reads).toEqual([]);
    await expectAccessible(page);
  });

  test("a company page shows its ICP, the conferences that fit it and similar companies; hydration fetches none of them", async ({ page, browser }) => {
    const w = word();
    const ledger = await company(page, `${w} Ledger`);
    const paywise = await company(page, `${w} Paywise`);
    await api(page, 'POST', '/api/submit', { title: `${w} FinCon`, url: `https://${w}-fincon.example.com/`, location: 'Amsterdam, Netherlands', startDate: futureDay(60), endDate: futureDay(60), type: 'Fintech' });

    const raw = await withoutJs(browser);
    await raw.goto(`/companies/${ledger.slug}`);
    const icp = raw.getByRole('region', { name: 'Who we want to meet' });
    await expect(icp.getByRole('list', { name: 'Industries' })).toHaveText(/Fintech\s*Payments/);
    await expect(icp.getByRole('list', { name: 'Regions' })).toHaveText('Europe');
    const fit = raw.getByRole('region', { name: 'Conferences that fit your ICP' });
    await expect(fit.getByRole('list', { name: 'Recommended conferences' }).getByRole('listitem').first()).toBeVisible();
    const similar = raw.getByRole('region', { name: 'Companies with a similar ICP' });
    await similar.getByRole('link', { name: paywise.name, exact: true }).click();
    await expect(raw.getByRole('heading', { level: 1, name: paywise.name })).toBeVisible();
    await raw.context().close();

    const { problems, reads } = await hydrate(page, `/companies/${ledger.slug}`);
    await expect(page.getByRole('list', { name: 'Recommended conferences' }).getByRole('listitem').first()).toBeVisible();
    expect(problems).toEqual([]);
    expect(reads).toEqual([]);
    await expectAccessible(page);
  });

  test('"Show more companies" is a link: without JavaScript it loads the longer list, with it the router appends the next page', async ({ page, browser }) => {
    const w = word();
    // More than one page of 12 whatever else the run has created.
    for (let n = 1; n <= 13; n++) await company(page, `${w} Company ${String(n).padStart(2, '0')}`);

    const raw = await withoutJs(browser);
    await raw.goto('/companies');
    const cards = raw.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(12);
    const total = Number((await raw.getByText(/^Showing 12 of \d+ companies$/).textContent())!.match(/of (\d+)/)![1]);
    await raw.getByRole('link', { name: 'Show more companies' }).click();
    await expect(raw).toHaveURL(/\/companies\?page=2$/);
    const second = Math.min(24, total);
    await expect(cards).toHaveCount(second);
    await expect(raw.getByText(`Showing ${second} of ${total} companies`)).toBeVisible();
    await raw.context().close();

    const { problems, reads } = await hydrate(page, '/companies');
    expect(reads).toEqual([]);
    await page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));
    const next = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/companies');
    await page.getByRole('link', { name: 'Show more companies' }).click();
    expect(new URL((await next).url()).searchParams.get('page')).toBe('2');
    await expect(page).toHaveURL(/\/companies\?page=2$/);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(second);
    // The router took the link: the page was not loaded again.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(problems).toEqual([]);
    await expectAccessible(page);

    // Opened at ?page=2, the server renders both pages and hydration fetches neither.
    reads.length = 0;
    await page.reload();
    await expectHydrated(page);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(second);
    expect(reads).toEqual([]);
  });

  test('the listing and CFP filters work as plain forms without JavaScript: Apply sends them as the URL query, Clear goes back', async ({ page, browser }) => {
    const w = word();
    const conference = (title: string, attendanceMode: string) =>
      api<CreatedConference>(page, 'POST', '/api/submit', {
        title: `${w} ${title}`,
        url: `https://${w}-${title.toLowerCase().replace(/\W+/g, '-')}.example.com/`,
        location: 'Reykjavik, Iceland',
        country: 'IS',
        startDate: futureDay(40),
        endDate: futureDay(41),
        type: 'AI',
        attendanceMode,
        cfpEndDate: futureDay(10),
      });
    const hybrid = await conference('Hybrid Summit', 'hybrid');
    await conference('Onsite Summit', 'in-person');

    const raw = await withoutJs(browser);
    await raw.goto('/upcoming');
    // The live panel is hidden: the only Filters region is the form.
    const filters = raw.getByRole('region', { name: 'Filters' });
    await expect(filters).toHaveCount(1);
    await filters.getByLabel('Search').fill(w);
    await filters.getByLabel('Format').selectOption('hybrid');
    await filters.getByRole('checkbox', { name: 'Call for papers open' }).check();
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(raw).toHaveURL(new RegExp(`/upcoming\\?q=${w}&.*mode=hybrid.*&cfp=open`));
    await expect(raw.getByRole('article')).toHaveCount(1);
    await expect(raw.getByRole('article')).toContainText(hybrid.title);
    await expect(raw.getByText('Showing 1 conferences')).toBeVisible();
    // The form shows what it sent, ready for the next change.
    await expect(filters.getByLabel('Search')).toHaveValue(w);
    await expect(filters.getByLabel('Format')).toHaveValue('hybrid');
    await expectAccessibleWithoutScripts(page, new URL(raw.url()).pathname + new URL(raw.url()).search);
    await filters.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(raw).toHaveURL(/\/upcoming$/);
    await expect(filters.getByLabel('Search')).toHaveValue('');

    await raw.goto('/cfp?country=IS');
    await filters.getByLabel('Format').selectOption('hybrid');
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(raw).toHaveURL(/\/cfp\?.*country=IS.*mode=hybrid|\/cfp\?.*mode=hybrid.*country=IS/);
    await expect(raw.getByRole('article').filter({ hasText: w })).toHaveCount(1);
    await expect(raw.getByRole('article').filter({ hasText: w })).toContainText(hybrid.title);
    await raw.context().close();

    // With scripts the copy never reaches the page: one panel, and it is the live one.
    const { problems } = await hydrate(page, '/upcoming');
    await expect(page.getByRole('region', { name: 'Filters' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Apply Filters' })).toHaveCount(0);
    await page.getByRole('region', { name: 'Filters' }).getByLabel('Format').selectOption('hybrid');
    await expect(page).toHaveURL(/\/upcoming\?mode=hybrid$/);
    expect(problems).toEqual([]);
  });
});
