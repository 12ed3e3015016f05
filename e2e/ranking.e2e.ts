import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, expectAccessible, expectHydrated, screenshotWidths, type CreatedConference } from './support/fixtures';

function uniqueWord(): string {
  return Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/** Next year: the tests' own quarters, far from anything else created today. */
const YEAR = new Date().getUTCFullYear() + 1;

async function create(page: Page, title: string, startDate: string, type: string): Promise<CreatedConference> {
  return api<CreatedConference>(page, 'POST', '/api/submit', { title, url: `https://${title.replace(/\W+/g, '-').toLowerCase()}.example.com/`, startDate, endDate: startDate, location: 'Tallinn, Estonia', type });
}

/** The button's fill, read with the pointer elsewhere so hover styles do not count. */
async function background(button: Locator): Promise<string> {
  await button.page().mouse.move(0, 0);
  return button.evaluate((el) => getComputedStyle(el).backgroundColor);
}

/** A ranked entry: its rank number and its title link. */
async function expectEntry(item: Locator, rank: number, title: string): Promise<void> {
  await expect(item).toContainText(`#${rank}`);
  await expect(item.getByRole('link', { name: title, exact: true })).toBeVisible();
}

test.describe('ranking', () => {
  test('vote, see the count and the filled button, reload, unvote', async ({ page }) => {
    const title = `${uniqueWord()} Vote Fest`;
    await create(page, title, `${YEAR}-05-12`, 'SaaS');
    await page.goto(`/?quarter=Q2&year=${YEAR}`);
    await expect(page.getByRole('heading', { level: 1, name: `Top Conferences • Q2 ${YEAR}` })).toBeVisible();
    await expect(page.getByText('Ranked by the community. Upvote what you think matters this quarter.')).toBeVisible();

    const item = page.getByRole('listitem').filter({ hasText: title });
    const vote = item.getByRole('button', { name: new RegExp(`^Upvote ${title}`) });
    await expect(vote).toHaveAttribute('aria-pressed', 'false');
    await expect(vote).toHaveAccessibleName(`Upvote ${title} (0 votes)`);
    await expect(item).toContainText(/#\d+/);
    await expect(item.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', /\/conference\//);
    await expect(item.getByText('May 12, ' + YEAR)).toBeVisible();
    await expect(item.getByText('Tallinn, Estonia')).toBeVisible();
    await expect(item.getByText('SaaS', { exact: true })).toBeVisible();
    await expect(item.getByRole('link', { name: /View details/ })).toBeVisible();
    const outlined = await background(vote);

    await vote.click();
    await expect(vote).toHaveAttribute('aria-pressed', 'true');
    await expect(vote).toHaveAccessibleName(`Upvote ${title} (1 vote)`);
    await expect(vote).toHaveText('1');
    await expect.poll(() => background(vote)).not.toBe(outlined);
    await expectAccessible(page);

    await page.reload();
    await expect(vote).toHaveAttribute('aria-pressed', 'true');
    await expect(vote).toHaveText('1');

    await vote.click();
    await expect(vote).toHaveAttribute('aria-pressed', 'false');
    await expect(vote).toHaveText('0');
    // The fill fades out with a transition; poll until it settles.
    await expect.poll(() => background(vote)).toBe(outlined);
    await page.reload();
    await expect(vote).toHaveAttribute('aria-pressed', 'false');
  });

  test('switch quarter and category', async ({ page }, testInfo) => {
    const word = uniqueWord();
    const first = await create(page, `${word} Winter AI`, `${YEAR}-02-03`, 'AI');
    const fourth = await create(page, `${word} Autumn Security`, `${YEAR}-11-20`, 'Security');
    const fourthAi = await create(page, `${word} Autumn AI`, `${YEAR}-12-01`, 'AI');
    // A vote each ranks them above the unvoted conferences other tests create (futureDay reaches into Q1
    // of next year), so they stand in the first 25 whatever today's date.
    for (const { id } of [first, fourth, fourthAi]) await api(page, 'POST', '/api/vote', { conferenceId: id, voterId: crypto.randomUUID() });

    await page.goto('/');
    const now = new Date();
    const quarter = `Q${Math.floor(now.getUTCMonth() / 3) + 1}`;
    await expect(page.getByRole('heading', { level: 1, name: `Top Conferences • ${quarter} ${now.getUTCFullYear()}` })).toBeVisible();
    await expect(page.getByLabel('Quarter')).toHaveValue(quarter);
    await expect(page.getByLabel('Category')).toHaveValue('all');
    await expect(page.getByLabel('Year').locator('option')).toHaveText([String(YEAR - 2), String(YEAR - 1), String(YEAR)]);

    // Two selections a few milliseconds apart, as only a script makes them: wait for the page to be live first
    // (a change before hydration is replayed, but a second one may land before the first one's navigation).
    await expectHydrated(page);
    await page.getByLabel('Year').selectOption(String(YEAR));
    await page.getByLabel('Quarter').selectOption('Q1');
    await expect(page.getByRole('heading', { level: 1, name: `Top Conferences • Q1 ${YEAR}` })).toBeVisible();
    await expect(page.getByRole('link', { name: first.title, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: fourth.title, exact: true })).toHaveCount(0);

    await page.getByLabel('Quarter').selectOption('Q4');
    await expect(page.getByRole('link', { name: fourth.title, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: fourthAi.title, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: first.title, exact: true })).toHaveCount(0);

    await page.getByLabel('Category').selectOption('AI');
    await expect(page).toHaveURL(new RegExp(`quarter=Q4&year=${YEAR}&type=AI`));
    await expect(page.getByRole('link', { name: fourthAi.title, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: fourth.title, exact: true })).toHaveCount(0);
    await expectAccessible(page);
    await screenshotWidths(page, testInfo, 'top');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The selection is in the URL: a reload shows the same list.
    await page.reload();
    await expect(page.getByLabel('Category')).toHaveValue('AI');
    await expect(page.getByRole('link', { name: fourthAi.title, exact: true })).toBeVisible();
  });

  test('the first 25 entries, then 25 more per "Show more", with and without JavaScript', async ({ page, browser }) => {
    // 27 of a quarter and category no other test fills: the first screen shows 25, the second step all 27.
    const word = uniqueWord();
    for (let i = 1; i <= 27; i++) await create(page, `${word} Health ${String(i).padStart(2, '0')}`, `${YEAR}-08-${String(i).padStart(2, '0')}`, 'Bio/Health');
    const url = `/?quarter=Q3&year=${YEAR}&type=Bio%2FHealth`;
    const listOf = (p: Page) => p.getByRole('list', { name: `Top conferences of Q3 ${YEAR}` }).getByRole('listitem');

    // No script: the server renders 25, and "Show more" is a link to the next 25, ranks continuing.
    const noJs = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await noJs.goto(url);
    await expect(listOf(noJs)).toHaveCount(25);
    await expectEntry(listOf(noJs).last(), 25, `${word} Health 25`);
    await noJs.getByRole('link', { name: 'Show more' }).click();
    await expect(noJs).toHaveURL(/[?&]show=50$/);
    await expect(listOf(noJs)).toHaveCount(27);
    await expectEntry(listOf(noJs).nth(25), 26, `${word} Health 26`);
    await expect(noJs.getByRole('link', { name: 'Show more' })).toHaveCount(0);
    await noJs.context().close();

    // With script: the page hydrates from the server's 25 (no fetch, no console error); the next entries join the
    // list in place, one fetch of the top 50, and focus moves to the first of them.
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    const topCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/top') topCalls.push(new URL(r.url()).searchParams.get('limit') ?? '');
    });
    await page.goto(url);
    await expect(listOf(page)).toHaveCount(25);
    await expectHydrated(page);
    expect(topCalls).toEqual([]);
    await page.getByRole('link', { name: 'Show more' }).click();
    await expect(listOf(page)).toHaveCount(27);
    expect(topCalls).toEqual(['50']);
    expect(problems).toEqual([]);
    await expect(page).toHaveURL(/[?&]show=50$/);
    await expect(listOf(page).nth(25).getByRole('link', { name: `${word} Health 26`, exact: true })).toBeFocused();
    await expect(listOf(page).nth(26)).toContainText('#27');
    await expectAccessible(page);
  });

  test('an empty quarter offers to submit a conference', async ({ page }) => {
    // Three years back is outside the selectable years, so the page falls back to its defaults;
    // use the previous year's Q1, where no test creates conferences.
    await page.goto(`/?quarter=Q1&year=${YEAR - 2}&type=Bio%2FHealth`);
    await expect(page.getByText('No entries yet for this quarter.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Submit a Conference' }).click();
    await expect(page).toHaveURL(/\/submit$/);
  });
});
