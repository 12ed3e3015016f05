import { expect, test } from '@playwright/test';
import { expectAccessible, screenshotWidths } from './support/fixtures';

test.describe('web shell', () => {
  test('shows navigation, founder banner and footer, and the banner can be dismissed', async ({ page }, testInfo) => {
    await page.goto('/companies');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Top', 'Upcoming', 'Companies', 'Submit', 'Share Feedback/Questions', 'Add Company', 'Submit Conference', 'Admin']) {
      await expect(nav.getByRole('link', { name: label, exact: true }).first()).toBeVisible();
    }
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Health Check' })).toHaveAttribute('href', '/api/healthz');
    await expect(footer.getByRole('link', { name: 'Browse Conferences' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(footer.getByText(/©/)).toBeVisible();

    const banner = page.getByRole('region', { name: 'Message from the founders' });
    await expect(banner).toBeVisible();
    await expectAccessible(page);
    await screenshotWidths(page, testInfo, 'shell');
    await page.setViewportSize({ width: 1280, height: 800 });
    await banner.getByRole('button', { name: 'Dismiss banner' }).click();
    await expect(banner).toBeHidden();
    // Not persisted: a new visit shows it again.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Message from the founders' })).toBeVisible();
  });

  test('opens the side menu on a phone and follows a link with the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/companies');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Upcoming' })).toBeVisible();
    await menu.getByRole('link', { name: 'Submit Conference' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/submit$/);
  });

  test('shows the 404 page for an unknown route, served by the fallback', async ({ page }) => {
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expectAccessible(page);
  });
});
