import { expect, test, type Page } from '@playwright/test';
import { api, expectAccessible, screenshotWidths, type CreatedConference } from './support/fixtures';

interface CreatedCompany {
  slug: string;
  name: string;
  editToken: string;
}

function uniqueWord(): string {
  return Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/** Next year's third quarter: inside the filter's two-year window whatever today's date. */
const YEAR = new Date().getUTCFullYear() + 1;

async function conference(page: Page, title: string, startDate: string): Promise<CreatedConference> {
  return api<CreatedConference>(page, 'POST', '/api/submit', { title, url: `https://${title.replace(/\W+/g, '-').toLowerCase()}.example.com/`, startDate, endDate: startDate, location: 'Amsterdam, Netherlands', type: 'Fintech' });
}

async function company(page: Page, name: string): Promise<CreatedCompany> {
  return api<CreatedCompany>(page, 'POST', '/api/companies', { name, targetIndustries: 'Fintech, Payments, Banking', targetTitles: 'CFO, Head of Payments', targetRegions: 'Europe' });
}

async function event(page: Page, who: CreatedCompany, conferenceId: number, role: string, rating: number): Promise<void> {
  await api(page, 'POST', `/api/companies/${who.slug}/events`, { conferenceId, role, rating, year: YEAR - 2 }, { 'x-company-token': who.editToken });
}

test.describe('ICP fit', () => {
  test('a company sees the conferences that fit its ICP and similar companies; the conference shows who else is going', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const word = uniqueWord();
    const past = await conference(page, `${word} FinCon Europe ${YEAR - 2}`, `${YEAR - 2}-03-04`);
    const upcoming = await conference(page, `${word} FinCon Europe ${YEAR}`, `${YEAR}-08-04`);
    const ledger = await company(page, `${word} Ledger`);
    const paywise = await company(page, `${word} Paywise`);
    await event(page, ledger, past.id, 'SPONSORED', 5);
    await event(page, paywise, past.id, 'ATTENDED', 4);
    await api(page, 'POST', '/api/interests', { conferenceId: upcoming.id, companyName: paywise.name, status: 'SPONSORING' });

    await page.goto(`/companies/${ledger.slug}`);
    const fit = page.getByRole('region', { name: 'Conferences that fit your ICP' });
    await expect(fit).toBeVisible();
    // Narrow to the conference's own quarter and region through the labelled filters.
    await fit.getByLabel('Quarter').selectOption(`${YEAR}-Q3`);
    await fit.getByLabel('Region').selectOption('Europe');
    const link = fit.getByRole('link', { name: upcoming.title, exact: true });
    await expect(link).toBeVisible();
    await expect(fit.getByRole('list', { name: `Why ${upcoming.title} fits` })).toContainText('You rated an earlier edition 5/5');
    await expect(fit.getByText(/Fit score \d+ out of 100/).first()).toBeAttached();
    await expect(fit.getByRole('link', { name: past.title, exact: true })).toHaveCount(0);

    const similar = page.getByRole('region', { name: 'Companies with a similar ICP' });
    await expect(similar.getByRole('link', { name: paywise.name, exact: true })).toHaveAttribute('href', `/companies/${paywise.slug}`);
    await expect(similar.getByRole('link', { name: past.title, exact: true })).toHaveAttribute('href', `/conference/${past.slug}`);
    await expectAccessible(page);
    await screenshotWidths(page, testInfo, 'icp-fit');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Keyboard only: the recommendation leads to the conference page.
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: upcoming.title })).toBeVisible();
    const going = page.getByRole('region', { name: 'Who else is going' });
    const sponsors = going.getByRole('list', { name: 'Sponsoring (1)' });
    await expect(sponsors.getByRole('link', { name: paywise.name, exact: true })).toHaveAttribute('href', `/companies/${paywise.slug}`);
    await expectAccessible(page);
    await screenshotWidths(page, testInfo, 'who-else-is-going');

    await sponsors.getByRole('link', { name: paywise.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: paywise.name })).toBeVisible();
  });
});
