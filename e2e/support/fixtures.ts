import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { E2E_ADMIN_KEY } from './global-setup';

export { E2E_ADMIN_KEY };

/**
 * Hydrates a server-rendered page and waits until every control in it is live. A reading page loads its scripts
 * on the visitor's first interaction (web/src/app/page-loader.ts): a pointer over the page is one. The page marks
 * the root once its hydration is committed; React keeps its props on each element it has hydrated.
 */
export async function expectHydrated(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('pointerover')));
  await page.waitForFunction(() => {
    if (!document.documentElement.hasAttribute('data-hydrated')) return false;
    const controls = [...document.querySelectorAll('#root a[href], #root button, #root input, #root select, #root textarea')];
    return controls.length > 0 && controls.every((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$')));
  });
}

/**
 * Fails on serious or critical accessibility violations of the page at rest: hydrated (what a visitor
 * sees once they use the page) and with no transition running, since a button fading in has too little
 * contrast for a few frames.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await expectHydrated(page);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await expectNoSeriousViolations(page);
}

/** axe on the page as it is: serious and critical violations fail the test. */
async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * expectAccessible for a page as a browser without JavaScript shows it: axe is a script, and a page
 * with scripts off never answers it. So `page` (scripts on) opens the server's HTML for `path` with
 * the scripts taken out and the <noscript> content in place, which is what a browser without
 * JavaScript renders; styles and images still come from the server.
 */
export async function expectAccessibleWithoutScripts(page: Page, path: string): Promise<void> {
  const url = new URL(path, `http://127.0.0.1:${process.env.E2E_PORT}`).toString();
  const html = (await (await page.request.get(url)).text())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<\/?noscript>/gi, '');
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(url);
  await page.unroute(url);
  await expectNoSeriousViolations(page);
}

/** Screenshots at phone and desktop widths, attached to the report so a broken layout is seen. */
export async function screenshotWidths(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const [label, width] of [
    ['phone', 360],
    ['desktop', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    const body = await page.screenshot({ fullPage: true });
    await testInfo.attach(`${name}-${label}.png`, { body, contentType: 'image/png' });
    // Nothing may stick out sideways at any width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
  }
}

/** API helper for arranging data through the real gateway. */
export async function api<T>(page: Page, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await page.request.fetch(path, { method, data: body, headers: { ...headers } });
  if (!res.ok()) throw new Error(`${method} ${path} → ${res.status()}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A conference as the API answers a submission. */
export interface CreatedConference {
  id: number;
  slug: string;
  title: string;
}

/** `YYYY-MM-DD`, `daysAhead` days from today (UTC). */
export function futureDay(daysAhead: number): string {
  return new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}
