import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible, expectHydrated, screenshotWidths } from './support/fixtures';

/** Hand-made pages of the repository (services/catalog/src/link-import/fixtures), served from this machine: a home page and its venue page. */
const fixture = (name: string) => readFileSync(join(__dirname, '../services/catalog/src/link-import/fixtures', name), 'utf8');

test.describe("submit: paste the conference's website", () => {
  let server: Server;
  let base: string;

  test.beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/fjord/2031/') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fixture('follow-home.html').replace(/href="\/20/g, 'href="/fjord/20'));
      if (req.url === '/fjord/2031/venue') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fixture('follow-venue.html'));
      res.writeHead(404, { 'content-type': 'text/html' }).end('missing');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(async () => {
    await new Promise((r) => server.close(r));
  });

  test('fills the form from the page, shows where each value came from, and submits only when asked', async ({ page }, testInfo) => {
    await page.goto('/submit');
    // The form is server HTML first: a click before hydration may be swallowed (this test failed once in a clean
    // clone's full run, not since), so wait until it is live, as the other server-rendered forms' tests do.
    await expectHydrated(page);
    const box = page.getByLabel("Paste the conference's website");

    await box.fill(`${base}/nothing-here`);
    await page.getByRole('button', { name: 'Fill the form' }).click();
    await expect(page.getByText('Could not fetch the page: the site answered HTTP 404')).toBeVisible();

    await box.fill(`${base}/fjord/2031/`);
    await page.getByRole('button', { name: 'Fill the form' }).click();
    const facts = page.getByLabel('Fields read from the website');
    await expect(facts).toContainText('Fjord Conf 2031');
    await expect(facts).toContainText('from meta tags');
    // Each value says how sure the reading is: the person verifies those marked "Check this".
    await expect(facts.getByText('High confidence').first()).toBeVisible();
    await expect(facts.getByText('Check this').first()).toBeVisible();
    await expect(page.getByLabel(/Conference Title/)).toHaveValue('Fjord Conf 2031');
    await expect(page.getByLabel('Start Date')).toHaveValue('2031-09-18');
    await expect(page.getByLabel('End Date')).toHaveValue('2031-09-19');
    await expect(page.getByLabel('Location')).toHaveValue(/Bergen/);
    await expect(page.getByLabel(/Event URL/)).toHaveValue(`${base}/fjord/2031/`);
    await expectAccessible(page);
    await screenshotWidths(page, testInfo, 'submit-pasted');

    // The person corrects what they want, then submits; only now is anything saved.
    const title = `Fjord Conf 2031 ${Date.now().toString(36)}`;
    await page.getByLabel(/Conference Title/).fill(title);
    await page.getByRole('button', { name: 'Submit Conference' }).click();
    await expect(page.getByText('Conference submitted successfully')).toBeVisible();
  });
});
