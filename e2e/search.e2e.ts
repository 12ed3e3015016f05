import { expect, test, type Page } from '@playwright/test';
import { api, expectAccessible, expectHydrated, type CreatedConference } from './support/fixtures';

const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
/** n random letters, no two neighbours alike (so a swap of neighbours is always a typo). */
const letters = (n: number) => {
  let out = '';
  while (out.length < n) {
    const c = String.fromCharCode(97 + Math.floor(Math.random() * 26));
    if (c !== out.at(-1)) out += c;
  }
  return out;
};
/** The word with its 3rd and 4th letters swapped: one typo. */
const swapped = (w: string) => w.slice(0, 2) + w[3] + w[2] + w.slice(4);

async function submit(page: Page, title: string, extra: Record<string, unknown> = {}): Promise<CreatedConference> {
  return api<CreatedConference>(page, 'POST', '/api/submit', {
    title,
    url: `https://${title.toLowerCase().replace(/\W+/g, '-')}.example.com/`,
    startDate: day(45),
    ...extra,
  });
}

test.describe('search (issue 32)', () => {
  // Typing, suggestions and two axe runs: more than the default on a loaded two-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('a typo still finds the conference in the suggestions, picked by keyboard', async ({ page }) => {
    const w = `q${letters(8)}`;
    const conf = await submit(page, `${w} Summit`, { attendanceMode: 'online' });

    await page.goto('/upcoming');
    await expectHydrated(page);
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.pressSequentially(swapped(w), { delay: 30 });
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    const option = listbox.getByRole('option', { name: new RegExp(`${w} Summit`, 'i') });
    await expect(option).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page);

    await box.press('ArrowDown');
    await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await listbox.getByRole('option').first().getAttribute('id'))!);
    await box.press('Escape');
    await expect(listbox).toBeHidden();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/conference/${conf.slug}$`));
  });

  test('the listing finds a typo too, and the filters count what each value would list', async ({ page }) => {
    const w = `q${letters(8)}`;
    await submit(page, `${w} Summit`, { attendanceMode: 'online' });
    await page.goto(`/upcoming?q=${swapped(w)}`);
    await expectHydrated(page);
    await expect(page.getByRole('article').filter({ hasText: `${w} Summit` })).toBeVisible();
    await expect(page.getByLabel('Format').locator('option', { hasText: 'Online (1)' })).toHaveCount(1);
    await expect(page.getByLabel('Format').locator('option', { hasText: 'In person (0)' })).toHaveCount(1);
    await expectAccessible(page);
  });

  test('a search that finds nothing offers the closest query as a link', async ({ page }) => {
    const w = `z${letters(3)}`;
    await submit(page, `${w} Meetup`);
    await page.goto(`/upcoming?q=${swapped(w)}`);
    await expectHydrated(page);
    const link = page.getByRole('link', { name: w, exact: true });
    await expect(page.getByText('Did you mean')).toBeVisible();
    await expectAccessible(page);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`q=${w}$`));
    await expect(page.getByRole('article').filter({ hasText: `${w} Meetup` })).toBeVisible();
  });
});
