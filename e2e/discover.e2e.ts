import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { api, E2E_ADMIN_KEY, expectAccessible, screenshotWidths, type CreatedConference } from './support/fixtures';

const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
const word = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function submit(page: Page, title: string, extra: Record<string, unknown>): Promise<CreatedConference> {
  return api<CreatedConference>(page, 'POST', '/api/submit', {
    title,
    url: `https://${title.toLowerCase().replace(/\W+/g, '-')}.example.com/`,
    location: 'Reykjavik, Iceland',
    country: 'IS',
    startDate: day(60),
    endDate: day(61),
    ...extra,
  });
}

test.describe('discoverability', () => {
  test('the CFP page lists open calls by deadline with a countdown, filters them and subscribes to them', async ({ page }, testInfo) => {
    const w = word();
    const soon = await submit(page, `${w} Soon Conf`, { cfpEndDate: day(3), cfpUrl: `https://${w}-soon.example.com/cfp`, attendanceMode: 'hybrid' });
    await submit(page, `${w} Later Conf`, { cfpEndDate: day(20), cfpTimezone: 'Europe/Berlin' });

    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'CFPs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Open calls for papers' })).toBeVisible();
    await page.getByLabel('Country').selectOption('IS');
    await expect(page).toHaveURL(/\/cfp\?country=IS$/);
    const rows = page.getByRole('article');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(`${w} Soon Conf`);
    await expect(rows.nth(0)).toContainText(/Closes in [34] days, AoE/);
    await expect(rows.nth(0).getByRole('link', { name: new RegExp(`Submit a talk to ${w} Soon Conf`) })).toHaveAttribute('href', `https://${w}-soon.example.com/cfp`);
    await expect(rows.nth(1)).toContainText(`${w} Later Conf`);
    await expect(rows.nth(1)).toContainText(/Closes in (19|20) days, Europe\/Berlin/);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Subscribe' }).click();
    const link = page.getByLabel('Calendar link');
    await expect(link).toHaveValue(/\/api\/cfp\.ics\?country=IS$/);
    await expect(page.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute('href', /^webcal:\/\/.+\/api\/cfp\.ics\?country=IS$/);
    await expectAccessible(page);
    const ics = await (await page.request.get(await link.inputValue())).text();
    expect(ics).toContain(`SUMMARY:CFP closes: ${w} Soon Conf`);
    expect(ics).toContain(`SUMMARY:CFP closes: ${w} Later Conf`);
    await page.keyboard.press('Escape');
    await screenshotWidths(page, testInfo, 'cfp');

    // The countdown's conference page, reached from the list.
    await rows.nth(0).getByRole('link', { name: `${w} Soon Conf`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/conference/${soon.slug}$`));
    await expect(page.getByText('Hybrid', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/CFP open, closes in [34] days, AoE/)).toBeVisible();
  });

  test('the listing filters by code of conduct and captions, and the page shows what it knows about inclusion', async ({ page }) => {
    const w = word();
    const inclusive = await submit(page, `${w} Inclusive Conf`, {
      cocUrl: `https://${w}-inclusive.example.com/coc`,
      captions: true,
      mastodon: `https://fosstodon.org/@${w}`,
    });
    await submit(page, `${w} Conduct Only Conf`, { cocUrl: `https://${w}-conduct.example.com/coc` });
    await submit(page, `${w} Plain Conf`, {});

    await page.goto(`/upcoming?q=${w}`);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(3);
    // Chakra's checkbox: its input is visually hidden under the control, so the label takes the click.
    await page.getByText('Has a code of conduct', { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/upcoming\\?q=${w}&coc=true$`));
    await expect(cards).toHaveCount(2);
    await page.getByText('Captions or sign language', { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/upcoming\\?q=${w}&coc=true&captions=true$`));
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText(`${w} Inclusive Conf`);
    await expectAccessible(page);

    await cards.getByRole('link', { name: `View Details about ${w} Inclusive Conf` }).click();
    await expect(page).toHaveURL(new RegExp(`/conference/${inclusive.slug}$`));
    const section = page.getByRole('region', { name: 'Inclusion' });
    await expect(section.getByRole('link', { name: /Code of conduct/ })).toHaveAttribute('href', `https://${w}-inclusive.example.com/coc`);
    await expect(section).toContainText('Captions or sign language interpretation offered');
    await expect(section.getByRole('link', { name: new RegExp(`@${w}@fosstodon\\.org`) })).toHaveAttribute('href', `https://fosstodon.org/@${w}`);
    await expectAccessible(page);
  });

  test('a conference page adds the event to a calendar and shows a cancelled banner', async ({ page }) => {
    const w = word();
    const conf = await submit(page, `${w} Calendar Conf`, {});
    await page.goto(`/conference/${conf.slug}`);
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', '/api/feed.xml');

    await page.getByRole('button', { name: 'Add to calendar' }).click();
    const google = page.getByRole('menuitem', { name: 'Google Calendar' });
    await expect(google).toHaveAttribute('href', new RegExp(`^https://calendar\\.google\\.com/calendar/render\\?.*dates=${day(60).replace(/-/g, '')}%2F${day(62).replace(/-/g, '')}`));
    await expect(page.getByRole('menuitem', { name: 'Outlook.com' })).toHaveAttribute('href', /^https:\/\/outlook\.live\.com\/calendar\/0\/deeplink\/compose\?/);
    await expectAccessible(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Download .ics file' }).click()]);
    expect(download.suggestedFilename()).toBe(`${conf.slug}.ics`);
    const ics = readFileSync((await download.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`SUMMARY:${w} Calendar Conf`);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${day(60).replace(/-/g, '')}`);

    await api(page, 'PATCH', `/api/admin/conferences/${conf.id}`, { country: 'IS', eventStatus: 'cancelled' }, { 'x-admin-key': E2E_ADMIN_KEY });
    await page.reload();
    await expect(page.getByText('This conference has been cancelled.')).toBeVisible();
    await expectAccessible(page);
  });
});
