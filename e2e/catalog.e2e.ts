import { expect, test, type Page } from '@playwright/test';
import { api, expectAccessible, expectHydrated, futureDay, screenshotWidths, type CreatedConference } from './support/fixtures';

/** A word no other test uses, made of letters so full-text search sees one word. */
function uniqueWord(): string {
  return Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

async function submit(page: Page, word: string, n: number, overrides: Record<string, unknown> = {}): Promise<CreatedConference> {
  return api<CreatedConference>(page, 'POST', '/api/submit', {
    title: `${word} Summit ${String(n).padStart(2, '0')}`,
    url: `https://${word}-${n}.example.com/`,
    location: 'Lisbon, Portugal',
    startDate: futureDay(30 + n),
    endDate: futureDay(31 + n),
    type: 'Tech',
    ...overrides,
  });
}

const cards = (page: Page) => page.getByRole('article');

test.describe('catalog', () => {
  test('browse, search, paginate and open a conference', async ({ page }, testInfo) => {
    // The longest journey here (fourteen submissions, two axe scans, screenshots at three widths): ~43 s on a quiet machine.
    test.setTimeout(90_000);
    const word = uniqueWord();
    for (let n = 1; n <= 14; n++) await submit(page, word, n, { type: n === 14 ? 'AI' : 'Tech' });

    await page.goto('/upcoming');
    await expect(page.getByRole('heading', { level: 1, name: "All the world's conferences, in one place." })).toBeVisible();
    await expect(page.getByText('Search by topic, date, or location. Submit missing events in seconds.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Submit a Conference' })).toHaveAttribute('href', '/submit');
    // The page is server-rendered: a click during hydration may be swallowed, so wait until it is live.
    await expectHydrated(page);
    await page.locator('#main').getByRole('link', { name: 'Browse Conferences' }).click();
    await expect(page).toHaveURL(/#conferences$/);

    await page.getByLabel('Search').fill(word);
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    await expect(page.getByText('Showing 14 conferences')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Upcoming Conferences' })).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByText('Showing page 1 of 2')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // Upcoming: soonest first.
    await expect(cards(page).first().getByRole('heading')).toHaveText(new RegExp(`${word} Summit 01`));
    await expectAccessible(page);
    await screenshotWidths(page, testInfo, 'listing');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Pages are links (they work without JavaScript too); the router takes the click.
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page.getByText('Showing page 2 of 2')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${word}.*page=2`));
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // A filter change goes back to page 1 and keeps the search.
    await page.getByLabel('Type', { exact: true }).selectOption('AI');
    await expect(page.getByText('Showing 1 conferences')).toBeVisible();
    await expect(page).not.toHaveURL(/page=/);
    await expect(page).toHaveURL(new RegExp(`q=${word}&type=AI`));
    const card = cards(page).first();
    await expect(card.getByText('Added by community')).toBeVisible();
    await expect(card.getByText('AI', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: new RegExp(`${word} Summit 14`) }).first()).toHaveAttribute('target', '_blank');

    await card.getByRole('link', { name: /View Details/ }).click();
    await expect(page).toHaveURL(/\/conference\//);
    await expect(page.getByRole('heading', { level: 1, name: `${word} Summit 14` })).toBeVisible();
    await expect(page.getByText('Lisbon, Portugal')).toBeVisible();
    await expect(page.getByRole('link', { name: /Visit Website/ })).toHaveAttribute('href', `https://${word}-14.example.com/`);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the recent sort, the empty state and Clear Filters', async ({ page }) => {
    const word = uniqueWord();
    await submit(page, word, 1);
    await submit(page, word, 2);
    await page.goto(`/upcoming?q=${word}`);
    await page.getByLabel('Sort').selectOption('recent');
    await expect(page.getByRole('heading', { level: 2, name: 'Recently Added' })).toBeVisible();
    await expect(cards(page).first().getByRole('heading')).toHaveText(new RegExp(`${word} Summit 02`));

    await page.getByLabel('Location').fill('Atlantis');
    await expect(page.getByText('No conferences found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try clearing filters or submit a conference' })).toHaveAttribute('href', '/submit');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/upcoming$/);
    await expect(page.getByLabel('Search')).toHaveValue('');
    await expect(page.getByLabel('Location')).toHaveValue('');
    await expect(page.getByLabel('Sort')).toHaveValue('upcoming');
    await expect(page.getByRole('heading', { level: 2, name: 'Upcoming Conferences' })).toBeVisible();
  });

  test('a filtered URL reloads to the same results, and Back restores the previous filter', async ({ page }) => {
    const word = uniqueWord();
    await submit(page, word, 1, { type: 'Security', location: 'Berlin, Germany' });
    await submit(page, word, 2, { type: 'Fintech', location: 'Berlin, Germany' });
    await submit(page, word, 3, { type: 'Security', location: 'Paris, France' });

    await page.goto(`/upcoming?q=${word}&type=Security&location=berlin`);
    await expect(page.getByText('Showing 1 conferences')).toBeVisible();
    await expect(cards(page).getByRole('heading')).toHaveText(new RegExp(`${word} Summit 01`));
    await page.reload();
    await expect(page.getByText('Showing 1 conferences')).toBeVisible();
    await expect(cards(page).getByRole('heading')).toHaveText(new RegExp(`${word} Summit 01`));
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('Security');
    await expect(page.getByLabel('Search')).toHaveValue(word);
    await expect(page.getByLabel('Location')).toHaveValue('berlin');

    await page.getByLabel('Type', { exact: true }).selectOption('all');
    await expect(page.getByText('Showing 2 conferences')).toBeVisible();
    await page.goBack();
    await expect(page.getByText('Showing 1 conferences')).toBeVisible();
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('Security');
  });

  test('submit a valid conference and find it in the listing', async ({ page }, testInfo) => {
    const word = uniqueWord();
    await page.goto('/submit');
    await expect(page.getByRole('heading', { level: 1, name: 'Submit a Conference' })).toBeVisible();
    await expect(page.getByText('Help the community by adding conferences you know about.')).toBeVisible();
    await expect(page.getByText('By submitting, you confirm this conference information is accurate.')).toBeVisible();
    await expectAccessible(page);
    await screenshotWidths(page, testInfo, 'submit');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByLabel('Conference Title').fill(`${word} DevOps Days`);
    await page.getByLabel('Event URL').fill(`https://${word}.example.org/`);
    await page.getByLabel('Start Date').fill(futureDay(60));
    await page.getByLabel('End Date').fill(futureDay(61));
    await page.getByLabel('Location').fill('Porto, Portugal');
    await page.getByLabel('Type', { exact: true }).selectOption('DevOps');
    await page.getByRole('button', { name: 'Submit Conference' }).click();
    await expect(page.getByText('Conference submitted successfully')).toBeVisible();
    await expect(page.getByText('Success!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto(`/upcoming?q=${word}`);
    const card = cards(page);
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading')).toHaveText(new RegExp(`${word} DevOps Days`));
    await expect(card.getByText('Porto, Portugal')).toBeVisible();
    await expect(card.getByText('DevOps', { exact: true })).toBeVisible();
  });

  test('submit an invalid conference and see the messages', async ({ page }) => {
    await page.goto('/submit');
    await page.getByLabel('Event URL').fill('not a url');
    await page.getByRole('button', { name: 'Submit Conference' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Must be a valid URL')).toBeVisible();
    await expect(page.getByLabel('Conference Title')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Clear Form' }).click();
    await expect(page.getByLabel('Event URL')).toHaveValue('');
    await expect(page).toHaveURL(/\/submit$/);
  });

  test('a duplicate submission links to the conference already listed', async ({ page }) => {
    const word = uniqueWord();
    const existing = await submit(page, word, 1);
    await page.goto('/submit');
    await page.getByLabel('Conference Title').fill(existing.title);
    await page.getByLabel('Event URL').fill(`https://${word}-1.example.com/`);
    await page.getByLabel('Start Date').fill(futureDay(31));
    await page.getByLabel('End Date').fill(futureDay(32));
    await page.getByRole('button', { name: 'Submit Conference' }).click();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'View the existing conference' }).click();
    await expect(page).toHaveURL(new RegExp(`/conference/${existing.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: existing.title })).toBeVisible();
  });

  test('pagination with gaps stays on one line on a phone, and a page past the end becomes the last page', async ({ page }) => {
    const word = uniqueWord();
    await Promise.all(Array.from({ length: 85 }, (_, i) => submit(page, word, i + 1)));
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/upcoming?q=${word}&page=5`);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByText('Showing page 5 of 8')).toBeVisible();
    await expect(pagination.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    // Other pages are links, the current page and the disabled ends buttons.
    const tops = await pagination.locator('a, button').evaluateAll((items) => items.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(tops).toHaveLength(7); // Previous, 1, 4, 5, 6, 8, Next
    expect(new Set(tops).size).toBe(1);

    await page.goto(`/upcoming?q=${word}&page=40`);
    await expect(pagination.getByText('Showing page 8 of 8')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${word}&page=8$`));
    await expect(cards(page)).toHaveCount(1);
  });

  test('an unknown conference says so', async ({ page }) => {
    await page.goto(`/conference/no-such-${uniqueWord()}`);
    await expect(page.getByRole('heading', { name: 'Conference not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
