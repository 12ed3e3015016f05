// @ts-check
'use strict';
/* global performance -- read inside the page (page.evaluate) */
/**
 * Time to a working header menu (issue 30): a phone-sized Chromium page with 4× CPU throttling (CDP, as
 * Lighthouse's mobile profile slows the CPU), tapping "Open menu" from DOMContentLoaded on, every 50 ms, until
 * the menu's links show. Milliseconds after DOMContentLoaded, the median of `runs` loads. The tap is the page's
 * first interaction, so it also starts loading the page's scripts (web/src/app/page-loader.ts): `liveMs` is how long
 * from that tap until the page is hydrated (the root marked), what a visitor's first tap on a vote button waits.
 */
const { chromium } = require('@playwright/test');

const CPU_SLOWDOWN = 4;

/** @param {string} url @param {{ chromiumPath: string, runs: number }} opts @returns {Promise<{ menuMs: number, liveMs: number }>} */
async function menuReadyMs(url, { chromiumPath, runs }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const times = [];
  const lives = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      const button = page.getByRole('button', { name: 'Open menu' });
      let tapAt = 0;
      for (let tries = 0; tries < 400 && !(await menu.isVisible()); tries++) {
        tapAt ||= await page.evaluate(() => performance.now());
        await button.click({ timeout: 10_000 }).catch(() => undefined);
        if (!(await menu.isVisible())) await page.waitForTimeout(50);
      }
      times.push(await page.evaluate(() => performance.now() - /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]).domContentLoadedEventEnd));
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 60_000, polling: 20 });
      lives.push((await page.evaluate(() => performance.now())) - tapAt);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { menuMs: median(times), liveMs: median(lives) };
}

module.exports = { menuReadyMs };
