import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, E2E_ADMIN_KEY, expectAccessible, expectHydrated, screenshotWidths } from './support/fixtures';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function toast(page: Page, text: string): Locator {
  return page.getByRole('region', { name: /notifications/i }).getByText(text, { exact: true });
}

async function unlock(page: Page): Promise<void> {
  await page.goto('/admin');
  // A key typed before the page is live is kept and sent once it is (page-loader); waiting first keeps the expectation
  // below about the dashboard, not about how long hydration takes on a loaded machine.
  await expectHydrated(page);
  await page.getByLabel('Admin key').fill(E2E_ADMIN_KEY);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('heading', { name: 'Add Conference by URL' })).toBeVisible();
}

test.describe('admin dashboard', () => {
  test('is locked, refuses a wrong key, unlocks with the right one and remembers it until locked', async ({ page }, testInfo) => {
    await page.goto('/admin');
    await expect(page.getByText('Access restricted to administrators')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(toast(page, 'Please enter an admin key')).toBeVisible();

    await page.getByLabel('Admin key').fill('not-the-admin-key');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByText('That admin key is not valid').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Add Conference by URL' })).toHaveCount(0);

    await page.getByLabel('Admin key').fill(E2E_ADMIN_KEY);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('heading', { name: 'Add Conference by URL' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Conferences \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Reviews \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Company Interests \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Companies' })).toBeVisible();
    await expectAccessible(page);
    await screenshotWidths(page, testInfo, 'admin-unlocked');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The stored key opens the dashboard on the next visit; Lock forgets it.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Add Conference by URL' })).toBeVisible();
    await page.getByRole('button', { name: 'Lock' }).click();
    await expect(page.getByText('Access restricted to administrators')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Access restricted to administrators')).toBeVisible();
  });

  test('shows the sync sources, runs one now and shows its problems, and the empty review queue, all accessible', async ({ page }) => {
    // Three accessibility scans of the whole dashboard.
    test.setTimeout(90_000);
    await unlock(page);
    await page.getByRole('tab', { name: 'Sources' }).click();
    await expect(page.getByRole('heading', { name: 'developers.events' })).toBeVisible();
    await expect(page.getByText(/Not scheduled/).first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Sync developers.events now' }).click();
    await expect(toast(page, 'Syncing developers.events')).toBeVisible();
    const section = page.getByRole('region', { name: 'developers.events' });
    await expect(section.getByText('failed')).toBeVisible();
    await section.getByText('1 problems').click();
    await expect(section.getByText(/all-events\.json: the file does not exist/)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('tab', { name: /^Review queue \(\d+\)$/ }).click();
    await expect(page.getByText('Nothing to review')).toBeVisible();
    await expectAccessible(page);
  });

  test('hiding a review takes it off the public conference page', async ({ page }) => {
    const id = unique();
    const conference = await api<{ id: number; slug: string }>(page, 'POST', '/api/submit', {
      title: `E2E Moderated Summit ${id}`,
      url: `https://moderated.example.com/${id}`,
      startDate: '2031-04-01',
      endDate: '2031-04-02',
      location: 'Porto, Portugal',
      type: 'Tech',
    });
    const reviewer = `Reviewer ${id}`;
    const body = `Unforgettable hallway track ${id}`;
    await api(page, 'POST', '/api/reviews', { conferenceId: conference.id, userName: reviewer, userEmail: `r${id}@example.com`, role: 'ATTENDED', rating: 5, body });

    await page.goto(`/conference/${conference.slug}`);
    await expect(page.getByText(body)).toBeVisible();

    await unlock(page);
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    const status = page.getByLabel(`Status of the review by ${reviewer}`);
    await expect(status).toHaveValue('published');
    await status.selectOption('hidden');
    await expect(toast(page, 'Review updated')).toBeVisible();
    await expect(status).toHaveValue('hidden');

    await page.goto(`/conference/${conference.slug}`);
    await expect(page.getByRole('heading', { name: `E2E Moderated Summit ${id}` })).toBeVisible();
    await expect(page.getByText(body)).toHaveCount(0);

    await page.goto('/admin');
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    await page.getByRole('button', { name: `Delete the review by ${reviewer}` }).click();
    await expect(toast(page, 'Review deleted')).toBeVisible();
    await expect(page.getByLabel(`Status of the review by ${reviewer}`)).toHaveCount(0);
  });

  test.describe('add by link', () => {
    let server: Server;
    let base: string;
    const id = unique();
    const title = `E2E Linked Conf ${id}`;

    test.beforeAll(async () => {
      server = createServer((req, res) => {
        if (req.url !== '/conf.html') return res.writeHead(404, { 'content-type': 'text/html' }).end('missing');
        const event = { '@context': 'https://schema.org', '@type': 'Event', name: title, startDate: '2031-09-10T09:00:00+02:00', endDate: '2031-09-11', location: { '@type': 'Place', name: 'Harbour Hall', address: { '@type': 'PostalAddress', addressLocality: 'Hamburg', addressCountry: 'DE' } } };
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html><head><title>${title} | Tickets</title><script type="application/ld+json">${JSON.stringify(event)}</script></head><body><h1>${title}</h1></body></html>`);
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    test.afterAll(async () => {
      await new Promise((r) => server.close(r));
    });

    test('adds a conference from a pasted link and explains a link it cannot read', async ({ page }) => {
      await unlock(page);
      const field = page.getByLabel('Conference page URL');

      await field.fill(`${base}/nothing-here`);
      await page.getByRole('button', { name: 'Parse & Add' }).click();
      await expect(toast(page, 'Parse Error')).toBeVisible();
      await expect(toast(page, 'Could not fetch the page: the site answered HTTP 404')).toBeVisible();

      await field.fill(`${base}/conf.html`);
      await page.getByRole('button', { name: 'Parse & Add' }).click();
      // Nothing is saved until the admin has seen what was read and where from.
      const facts = page.getByLabel('Fields read from the page');
      await expect(facts).toContainText(title);
      await expect(facts).toContainText('from structured data');
      await expect(facts).toContainText('Harbour Hall');
      await expect(facts.getByText('High confidence').first()).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Add conference' }).click();
      await expect(toast(page, `Added: ${title}`)).toBeVisible();
      await expect(field).toHaveValue('');

      const row = page.getByRole('row').filter({ hasText: title });
      await expect(row).toContainText('127.0.0.1');
      await expect(row).toContainText('Sep 10–11, 2031');
      await expect(row).toContainText('Hamburg, DE');
      await expect(row).toContainText('published');

      // Hiding it takes it off the public page; publishing brings it back.
      await row.getByRole('button', { name: `Hide ${title}` }).click();
      await expect(toast(page, 'Conference hidden')).toBeVisible();
      await expect(row).toContainText('hidden');
      const conferences = await api<Array<{ title: string; slug: string }>>(page, 'GET', '/api/admin/conferences', undefined, { 'x-admin-key': E2E_ADMIN_KEY });
      const slug = conferences.find((c) => c.title === title)!.slug;
      const hidden = await page.request.get(`/api/conferences/${slug}`);
      expect(hidden.status()).toBe(404);
      await row.getByRole('button', { name: `Publish ${title}` }).click();
      await expect(row).toContainText('published');
      expect((await page.request.get(`/api/conferences/${slug}`)).status()).toBe(200);
    });
  });
});
