import { expect, test } from '@playwright/test';
import { expectAccessible, expectHydrated, screenshotWidths } from './support/fixtures';

test.describe('web shell', () => {
  test('shows navigation, founder banner and footer, and the banner can be dismissed', async ({ page }, testInfo) => {
    await page.goto('/companies');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Top', 'Upcoming', 'Map', 'Calendar', 'Companies', 'Submit', 'Share Feedback/Questions', 'Add Company', 'Submit Conference', 'Admin']) {
      await expect(nav.getByRole('link', { name: label, exact: true }).first()).toBeVisible();
    }
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Health Check' })).toHaveAttribute('href', '/api/healthz');
    await expect(footer.getByRole('link', { name: 'Browse Conferences' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Conference Map' })).toHaveAttribute('href', '/map');
    await expect(footer.getByRole('link', { name: 'Conference Calendar' })).toHaveAttribute('href', '/calendar');
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

  test('shows a focus ring of at least 3:1 contrast on nav links, buttons and the banner', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/companies');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // Once hydrated, as a keyboard user's first Tab makes it: the colour-mode button's ring comes from its script.
    await expectHydrated(page);
    // Tab from the top through the banner and the navigation; each stop must show a visible ring.
    const stops: { label: string; ratio: number }[] = [];
    for (let i = 0; i < 16; i++) {
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          const rgb = (c: string) => (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 4).map(Number);
          const lum = ([r, g, b]: number[]) =>
            [r, g, b].map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4)).reduce((sum, v, k) => sum + v * [0.2126, 0.7152, 0.0722][k], 0);
          // The ring sits just outside the element, so it is read against the first opaque background above it.
          let bg = [255, 255, 255];
          for (let n: HTMLElement | null = el.parentElement; n; n = n.parentElement) {
            const c = rgb(getComputedStyle(n).backgroundColor);
            if (c.length === 3 || c[3] === 1) { bg = c.slice(0, 3); break; }
          }
          const style = getComputedStyle(el);
          const ring = rgb(style.outlineColor);
          const [a, b] = [lum(ring), lum(bg)].sort((x, y) => y - x);
          const visible = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
          return { label: el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName, ratio: visible ? (a + 0.05) / (b + 0.05) : 0 };
        }),
      );
    }
    const labels = stops.map((s) => s.label);
    expect(labels).toEqual(expect.arrayContaining(['Tell us', 'Dismiss banner', 'Top', 'Upcoming', 'Admin']));
    for (const stop of stops) expect.soft(stop.ratio, `focus ring of ${stop.label}`).toBeGreaterThanOrEqual(3);
  });

  test('shows the 404 page for an unknown route, with status 404', async ({ page }) => {
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expectAccessible(page);
  });
});
