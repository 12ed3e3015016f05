// @ts-check
'use strict';
/**
 * Server-rendered pages (issue 30):
 * Every request asks as a browser does (gzip or brotli accepted).
 * - distinct conference pages at the gateway: 2,000 slugs in turn, each request rendered (`Cache-Control:
 *   no-cache`, which the gateway's page cache honours, as a crawler walking 100,000 pages would never meet a kept
 *   one), against the JSON detail of the same slugs, each request its own ignored `n` so the answer cache does
 *   not answer either (target: pages ≥ 0.5× the JSON req/s at 32 connections, p99 ≤ 100 ms at 8);
 * - pages through the shared cache: the product behind the repo's nginx config (deploy/nginx), when an nginx
 *   binary exists: hot pages (the home page, the listing, CFPs, companies and a few conferences), and a
 *   crawler-like walk of distinct conference pages, each asked once, with the share nginx answered itself.
 */
const { findNginx, startNginx } = require('../lib/nginx');

/** p99 target at 8 connections of a page the cache does not hold (issue 30). */
const PAGE_P99_MS = 100;
const NO_CACHE = { 'cache-control': 'no-cache' };

/** Requests cycling through `paths` with one shared counter. */
function walk(paths, headers) {
  let i = 0;
  return [{ method: 'GET', headers, setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }];
}

/** What browsers send: the shared cache keeps one copy per encoding, and pages travel compressed. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * Waits until the product answers at once again: a load of slow pages leaves renders queued in the gateway
 * after autocannon stops (the requests it gave up on still render), which would slow the next row's load.
 */
async function settle(base) {
  const deadline = Date.now() + 120_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = Date.now();
    await fetch(`${base}/api/healthz`).then((r) => r.arrayBuffer(), () => undefined);
    quick = Date.now() - started < 50 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * What nginx answered during each load: the 8-connection window gives the row's p50/p99, the 32-connection one its
 * req/s, and at small sizes the first comes round to pages it already holds while the second meets new ones.
 */
function perLoad(at8, at32) {
  return `@8: ${hitShare(at8)}; @32: ${hitShare(at32)}`;
}

function hitShare(statuses) {
  delete statuses.none;
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  return total ? `${Object.entries(statuses).map(([s, n]) => `${s} ${((100 * n) / total).toFixed(0)}%`).join(', ')}` : 'no answers';
}

/**
 * The page rows of one size. `load(base, connections, requests, amount?)` is the run's autocannon wrapper,
 * `slugs` published conference slugs in a fixed shuffled order, `port` the product's; `cpuOf(load)` runs a load and
 * gives the CPU per request of each process (and the database's), which says where a page's cost goes.
 */
async function pageCalls({ base, port, slugs, size, load, wanted, cpuOf, cpuText, log }) {
  const out = [];
  if (wanted('conference-pages')) {
    const sample = slugs.slice(0, 2000);
    const pages = walk(sample.map((s) => `/conference/${s}`), { ...NO_CACHE, ...BROWSER });
    let n = 0;
    const json = [{ method: 'GET', headers: BROWSER, setupRequest: (req) => ({ ...req, path: `/api/conferences/${sample[n % sample.length]}?n=${n++}` }) }];
    await settle(base);
    await load(base, 8, pages);
    const p8 = await load(base, 8, pages, undefined, true);
    const { result: p32, cpu } = await cpuOf(() => load(base, 32, pages));
    await settle(base);
    await load(base, 8, json);
    const j8 = await load(base, 8, json, undefined, true);
    const { result: j32, cpu: jsonCpu } = await cpuOf(() => load(base, 32, json));
    const name = `distinct /conference/:slug pages (${sample.length} slugs, each rendered) vs the JSON detail of the same slugs`;
    out.push({ name, path: '/conference/:slug', p50: p8.p50, p99: p8.p99, rps: p32.rps, errors: p8.errors + p32.errors, non2xx: p8.non2xx + p32.non2xx, baseRps: j32.rps, baseP99: j8.p99, baseErrors: j8.errors + j32.errors, p99Target: PAGE_P99_MS, versus: 'JSON detail', cpuMsPerRequest: cpu, baseCpuMsPerRequest: jsonCpu });
    log(`[${size}] ${name}: p50 ${p8.p50} p99 ${p8.p99} ms, ${p32.rps.toFixed(0)} pages/s; JSON p99 ${j8.p99} ms, ${j32.rps.toFixed(0)} req/s; ratio ${(p32.rps / Math.max(1, j32.rps)).toFixed(2)}×; ${p8.errors + p32.errors} errors (${p8.non2xx + p32.non2xx} non-2xx); CPU ms per page at 32: ${cpuText(cpu)} (JSON: ${cpuText(jsonCpu)})\n`);
  }
  if (!wanted('pages-cached') && !wanted('pages-crawl')) return out;
  const binary = findNginx();
  if (!binary) {
    log(`[${size}] pages through the shared cache: skipped, no nginx binary (apt-get install nginx, or set NGINX_BIN)\n`);
    return out;
  }
  const nginx = await startNginx({ upstream: `127.0.0.1:${port}`, binary });
  try {
    if (wanted('pages-cached')) {
      await settle(base);
      const hot = ['/', '/upcoming', '/cfp', '/companies', ...slugs.slice(0, 10).map((s) => `/conference/${s}`)];
      // Each page once, so the measured loads meet what a running site's cache holds.
      await load(nginx.url, 1, walk(hot, BROWSER), hot.length);
      await load(nginx.url, 8, walk(hot, BROWSER));
      nginx.cacheStatuses();
      const g8 = await load(nginx.url, 8, walk(hot, BROWSER), undefined, true);
      const s8 = nginx.cacheStatuses();
      const g32 = await load(nginx.url, 32, walk(hot, BROWSER));
      const cache = perLoad(s8, nginx.cacheStatuses());
      const name = `hot pages through the shared cache (nginx, ${hot.length} pages)`;
      out.push({ name, path: hot.join(' '), p50: g8.p50, p99: g8.p99, rps: g32.rps, errors: g8.errors + g32.errors, non2xx: g8.non2xx + g32.non2xx, cache });
      log(`[${size}] ${name}: p50 ${g8.p50} p99 ${g8.p99} ms, ${g32.rps.toFixed(0)} req/s, ${g8.errors + g32.errors} errors (${g8.non2xx + g32.non2xx} non-2xx); X-Cache-Status ${cache}\n`);
    }
    if (wanted('pages-crawl')) {
      // Each half of the list once per load, apart from the warm-up's own slugs: a crawler asks for each page once.
      // At 100k these are slugs no row asked for before; at smaller sizes the list comes round (the table says how
      // much nginx answered itself).
      const pool = slugs.length > 4000 ? slugs.slice(2000) : slugs;
      const half = Math.floor(pool.length / 2);
      const path = (s) => `/conference/${s}`;
      await settle(base);
      await load(nginx.url, 8, walk(pool.slice(0, 200).map(path), BROWSER), 200);
      nginx.cacheStatuses();
      const g8 = await load(nginx.url, 8, walk(pool.slice(0, half).map(path), BROWSER), undefined, true);
      const s8 = nginx.cacheStatuses();
      const g32 = await load(nginx.url, 32, walk(pool.slice(half).map(path), BROWSER));
      const cache = perLoad(s8, nginx.cacheStatuses());
      const name = `crawler walk through the shared cache (nginx, distinct conference pages)`;
      out.push({ name, path: '/conference/:slug', p50: g8.p50, p99: g8.p99, rps: g32.rps, errors: g8.errors + g32.errors, non2xx: g8.non2xx + g32.non2xx, p99Target: PAGE_P99_MS, cache });
      log(`[${size}] ${name}: p50 ${g8.p50} p99 ${g8.p99} ms, ${g32.rps.toFixed(0)} pages/s over ${pool.length} slugs, ${g8.errors + g32.errors} errors (${g8.non2xx + g32.non2xx} non-2xx); X-Cache-Status ${cache}\n`);
    }
  } finally {
    await nginx.stop();
  }
  return out;
}

module.exports = { pageCalls, settle, NO_CACHE };
