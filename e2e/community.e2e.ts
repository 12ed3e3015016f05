import { expect, test, type Page } from '@playwright/test';
import { api, expectAccessible, screenshotWidths } from './support/fixtures';

interface Created {
  id: number;
  slug: string;
}

/** A conference of this test's own, so parallel tests never see each other's reviews. */
async function createConference(page: Page, label: string): Promise<Created> {
  const unique = `${label} ${Date.now()} ${Math.random().toString(36).slice(2, 8)}`;
  return api<Created>(page, 'POST', '/api/submit', { title: `Community ${unique}`, url: `https://example.com/${encodeURIComponent(unique)}` });
}

test.describe('conference community tabs', () => {
  test('leaves reviews, shows required messages, the new average, and remembers the reviewer', async ({ page }, testInfo) => {
    const conference = await createConference(page, 'reviews');
    await page.goto(`/conference/${conference.slug}`);

    await expect(page.getByRole('tab', { name: 'Reviews (0)' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: /Reviews/ });
    await expect(panel.getByText('No reviews yet. Be the first to share your experience!')).toBeVisible();
    await expect(panel.getByText('N/A')).toBeVisible();
    await expect(panel.getByLabel('Review body')).toHaveAttribute('rows', '4');

    // Required fields are named on submit, and nothing is sent.
    await panel.getByRole('button', { name: 'Submit Review' }).click();
    await expect(panel.getByText('Required')).toHaveCount(3);
    await expect(page.getByRole('tab', { name: 'Reviews (0)' })).toBeVisible();

    await panel.getByLabel('Your Name').fill('  Ada Lovelace ');
    await panel.getByLabel('Email').fill('ada@example.com');
    await panel.getByLabel('Your Role').selectOption({ label: 'Attended' });
    // A person clicks the fourth star; the radio inside it is what assistive technology sees.
    await panel.locator('label', { has: page.getByRole('radio', { name: '4 stars' }) }).click();
    await expect(panel.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await panel.getByLabel('Title').fill('<b>Bold</b> claims');
    await panel.getByLabel('Review body').fill('Great talks. <script>alert(1)</script>');
    await panel.getByRole('button', { name: 'Submit Review' }).click();

    await expect(page.getByText('Review submitted!')).toBeVisible();
    await expect(page.getByText('Your review has been published.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Reviews (1)' })).toBeVisible();
    // Hostile text shows as text, never as markup.
    await expect(panel.getByText('Great talks. <script>alert(1)</script>')).toBeVisible();
    await expect(panel.getByRole('heading', { name: '<b>Bold</b> claims' })).toBeVisible();
    await expect(panel.getByText('4.0', { exact: true })).toBeVisible();
    await expect(panel.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();

    // Role, rating, title and body clear; name and e-mail stay.
    await expect(panel.getByLabel('Your Name')).toHaveValue('Ada Lovelace');
    await expect(panel.getByLabel('Email')).toHaveValue('ada@example.com');
    await expect(panel.getByLabel('Your Role')).toHaveValue('');
    await expect(panel.getByRole('radio', { name: '4 stars' })).not.toBeChecked();
    await expect(panel.getByLabel('Title')).toHaveValue('');
    await expect(panel.getByLabel('Review body')).toHaveValue('');

    // A second review, keyboard only for the rating, moves the average.
    await panel.getByLabel('Your Role').selectOption({ label: 'Sponsored' });
    await panel.getByRole('radio', { name: '4 stars' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await panel.getByLabel('Review body').fill('We had a booth.');
    await panel.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByRole('tab', { name: 'Reviews (2)' })).toBeVisible();
    await expect(panel.getByText('4.5', { exact: true })).toBeVisible();
    await expect(panel.getByText('We had a booth.')).toBeVisible();

    await expectAccessible(page);
    await screenshotWidths(page, testInfo, 'conference-reviews');

    // The name and e-mail come back on the next visit.
    await page.reload();
    const again = page.getByRole('tabpanel', { name: /Reviews/ });
    await expect(again.getByLabel('Your Name')).toHaveValue('Ada Lovelace');
    await expect(again.getByLabel('Email')).toHaveValue('ada@example.com');
    await expect(again.getByLabel('Review body')).toHaveValue('');
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('reviewFormData') ?? 'null'));
    expect(stored).toEqual({ userName: 'Ada Lovelace', userEmail: 'ada@example.com' });
  });

  test('marks company interest and shows the summary card once there is one', async ({ page }, testInfo) => {
    const conference = await createConference(page, 'interest');
    await page.goto(`/conference/${conference.slug}`);

    await page.getByRole('tab', { name: 'Company Interest (0)' }).click();
    const panel = page.getByRole('tabpanel', { name: /Company Interest/ });
    await expect(panel.getByText('No company interests recorded yet. Be the first!')).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Interest Summary' })).toHaveCount(0);
    await expect(panel.getByLabel('Company Name')).toHaveAttribute('placeholder', 'Leave empty for default company');
    await expect(panel.getByLabel('Comment')).toHaveAttribute('rows', '3');
    // The placeholder is the only hint about the default company: it must fit a 360px phone.
    await page.setViewportSize({ width: 360, height: 800 });
    const room = await panel.getByLabel('Company Name').evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const available = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return available - context.measureText(input.placeholder).width;
    });
    expect(room, 'placeholder cut off at 360px').toBeGreaterThan(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    await panel.getByRole('button', { name: 'Submit Interest' }).click();
    await expect(panel.getByText('Required')).toBeVisible();

    await panel.getByLabel('Status').selectOption({ label: 'Sponsoring' });
    await panel.getByLabel('Company Name').fill('Acme <i>Corp</i>');
    await panel.getByLabel('Your Name').fill('Bo');
    await panel.getByLabel('Contact Email').fill('bo@acme.test');
    await panel.getByLabel('Comment').fill('Booth booked');
    await panel.getByRole('button', { name: 'Submit Interest' }).click();

    await expect(page.getByText('Interest submitted!')).toBeVisible();
    await expect(page.getByText('Your company interest has been recorded.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Company Interest (1)' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Interest Summary' })).toBeVisible();
    await expect(panel.getByText('Acme <i>Corp</i>')).toBeVisible();
    await expect(panel.getByText('Booth booked')).toBeVisible();
    // The contact e-mail is kept for administrators, not shown to visitors.
    await expect(panel.getByText('bo@acme.test')).toHaveCount(0);
    // Status and comment clear; the rest stays for the next mark.
    await expect(panel.getByLabel('Status')).toHaveValue('');
    await expect(panel.getByLabel('Comment')).toHaveValue('');
    await expect(panel.getByLabel('Company Name')).toHaveValue('Acme <i>Corp</i>');

    // The same company marking again updates its entry rather than adding one.
    await panel.getByLabel('Status').selectOption({ label: 'Attending' });
    await panel.getByRole('button', { name: 'Submit Interest' }).click();
    await expect(panel.getByRole('listitem')).toHaveCount(1);
    await expect(panel.getByRole('listitem').getByText('Attending')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Company Interest (1)' })).toBeVisible();

    await expectAccessible(page);
    await screenshotWidths(page, testInfo, 'conference-interest');
  });
});
