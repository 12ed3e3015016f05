import { expect, test } from '@playwright/test';

test.describe('API docs', () => {
  test('Swagger UI at /api/docs lists the operations and runs under the content security policy', async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /ConfDir API/ })).toBeVisible();
    await expect(page.getByText('/api/companies/{slug}/recommendations').first()).toBeVisible();
    await expect(page.locator('.opblock-tag-section').filter({ hasText: 'admin' }).first()).toBeVisible();
    expect(blocked).toEqual([]);
  });
});
