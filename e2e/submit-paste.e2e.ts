import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible, screenshotWidths } from './support/fixtures';

/** A real conference page from the shared corpus (never copied into the repo), served from this machine. */
const corpus = process.env.CONFERENCE_PAGES_DIR ?? join(__dirname, '../../shared/data/conference-pages');

test.describe("submit: paste the conference's website", () => {
  let server: Server;
  let base: string;

  test.beforeAll(async () => {
    const html = readFileSync(join(corpus, 'extra/cloudbrew-2020.html'));
    server = createServer((req, res) => {
      if (req.url === '/cloudbrew/') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
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
    const box = page.getByLabel("Paste the conference's website");

    await box.fill(`${base}/nothing-here`);
    await page.getByRole('button', { name: 'Fill the form' }).click();
    await expect(page.getByText('Could not fetch the page: the site answered HTTP 404')).toBeVisible();

    await box.fill(`${base}/cloudbrew/`);
    await page.getByRole('button', { name: 'Fill the form' }).click();
    const facts = page.getByLabel('Fields read from the website');
    await expect(facts).toContainText('CloudBrew 2020');
    await expect(facts).toContainText('from page text');
    await expect(facts.getByText('Check this').first()).toBeVisible();
    await expect(page.getByLabel(/Conference Title/)).toHaveValue('CloudBrew 2020');
    await expect(page.getByLabel('Start Date')).toHaveValue('2020-12-10');
    await expect(page.getByLabel('End Date')).toHaveValue('2020-12-11');
    await expect(page.getByLabel('Location')).toHaveValue(/Mechelen/);
    await expect(page.getByLabel(/Event URL/)).toHaveValue(`${base}/cloudbrew/`);
    await expectAccessible(page);
    await screenshotWidths(page, testInfo, 'submit-pasted');

    // The person corrects what they want, then submits; only now is anything saved.
    const title = `CloudBrew 2020 ${Date.now().toString(36)}`;
    await page.getByLabel(/Conference Title/).fill(title);
    await page.getByRole('button', { name: 'Submit Conference' }).click();
    await expect(page.getByText('Conference submitted successfully')).toBeVisible();
  });
});
