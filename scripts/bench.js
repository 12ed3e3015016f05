#!/usr/bin/env node
'use strict';
/**
 * Benchmarks the built product on this machine (loopback only, bounded in count and time):
 * starts it on a database of its own, loads realistic data, measures latency and throughput of
 * the main API calls and the size of the web app, and writes docs/performance.md.
 * Usage: npm run bench   (builds first)
 */
const { spawn, spawnSync } = require('node:child_process');
const { randomBytes, randomUUID } = require('node:crypto');
const { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, statSync } = require('node:fs');
const { tmpdir, cpus, totalmem } = require('node:os');
const { join, resolve } = require('node:path');
const { gzipSync } = require('node:zlib');
const { dropTestDatabase, serviceDatabaseUrl } = require('./lib/provision');

const root = resolve(__dirname, '..');
const REQUESTS = Number(process.env.BENCH_REQUESTS || 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 20);
const confsTech = resolve(root, '..', 'shared', 'data', 'confs-tech');

/** Targets: what we promise on a 2-core machine at 20 concurrent clients. */
const TARGETS = {
  'GET /api/conferences (page 1, upcoming)': 150,
  'GET /api/conferences?q=conf (search)': 150,
  'GET /api/conferences?type=Tech&location=a (filters)': 150,
  'GET /api/top (current quarter)': 150,
  'POST /api/vote (distinct voters)': 250,
  'GET /api/conferences/:slug': 100,
  'GET / (web app shell)': 50,
};
const BUNDLE_TARGET_KB = 300;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `count` requests with `concurrency` in flight; returns latency percentiles and throughput. */
async function load(name, count, concurrency, makeRequest) {
  const latencies = [];
  let errors = 0;
  let next = 0;
  const started = process.hrtime.bigint();
  async function worker() {
    while (next < count) {
      const i = next++;
      const t0 = process.hrtime.bigint();
      try {
        const res = await makeRequest(i);
        await res.arrayBuffer();
        if (!res.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  return { name, count, errors, rps: count / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), max: latencies[latencies.length - 1] };
}

async function waitHealthy(base) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/healthz`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('product did not become healthy');
}

/** First and largest contentful paint of real pages in headless Chromium (cold cache, then warm). */
async function pageTimings(base) {
  /* global performance, PerformanceObserver -- these run inside the page */
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows = [];
  try {
    for (const path of ['/', '/upcoming']) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      for (const cache of ['cold', 'warm']) {
        await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
        const t = await page.evaluate(
          () =>
            new Promise((resolve) => {
              let lcp = 0;
              new PerformanceObserver((list) => {
                for (const e of list.getEntries()) lcp = Math.max(lcp, e.startTime);
              }).observe({ type: 'largest-contentful-paint', buffered: true });
              setTimeout(() => {
                const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
                const nav = performance.getEntriesByType('navigation')[0];
                resolve({ fcp, lcp, load: nav ? nav.loadEventEnd : 0, bytes: performance.getEntriesByType('resource').reduce((s, r) => s + (r.transferSize || 0), nav ? nav.transferSize : 0) });
              }, 300);
            }),
        );
        rows.push({ path, cache, ...t });
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

function bundleSizes() {
  const dist = join(root, 'web', 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
  const initialGzip = initial.reduce((sum, f) => sum + gz(f), 0);
  const all = readdirSync(join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));
  const totalGzip = all.reduce((sum, f) => sum + gz(join('assets', f)), 0);
  const totalRaw = all.reduce((sum, f) => sum + statSync(join(dist, 'assets', f)).size, 0);
  return { initialFiles: initial.length, initialGzip, totalGzip, totalRaw, files: all.length };
}

async function main() {
  const id = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/confdir_test_bench_${id}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'confdir-bench-'));
  const port = 4900 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, NATS_PREFIX: `bench${id}`, DATA_DIR: dataDir, EMBEDDED_S3_PORT: '0', SEED_DEMO: 'true', START_QUIET: 'true', LOG_LEVEL: 'warn', VOTE_RATE_MAX_PER_CLIENT: '1000000', VOTE_RATE_MAX_PER_VOTER: '1000000' };
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitHealthy(base);
    let dataset = 'demo data only';
    const cli = join(root, 'services', 'catalog', 'dist', 'import', 'import-confs-tech.cli.js');
    if (existsSync(confsTech) && existsSync(cli)) {
      const r = spawnSync(process.execPath, [cli, confsTech], { env: { ...env, DATABASE_URL: serviceDatabaseUrl(databaseUrl, 'catalog') }, encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`import failed: ${r.stderr}`);
      dataset = 'demo data + the confs.tech snapshot (about 6,000 conferences)';
    }
    const first = await (await fetch(`${base}/api/conferences?sort=recent`)).json();
    const total = first.total;
    const sample = first.conferences[0];
    const quarter = `${new Date().getUTCFullYear()}-Q${Math.floor(new Date().getUTCMonth() / 3) + 1}`;

    const results = [];
    const run = async (name, fn) => {
      await load(name, Math.min(100, REQUESTS), CONCURRENCY, fn); // warm-up
      const r = await load(name, REQUESTS, CONCURRENCY, fn);
      results.push(r);
      process.stdout.write(`${name}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ${r.rps.toFixed(0)} req/s, ${r.errors} errors\n`);
    };
    await run('GET /api/conferences (page 1, upcoming)', () => fetch(`${base}/api/conferences`));
    await run('GET /api/conferences?q=conf (search)', (i) => fetch(`${base}/api/conferences?q=${['conf', 'react', 'devops', 'summit', 'js'][i % 5]}`));
    await run('GET /api/conferences?type=Tech&location=a (filters)', () => fetch(`${base}/api/conferences?type=Tech&location=a&page=2`));
    await run('GET /api/top (current quarter)', () => fetch(`${base}/api/top?quarter=${quarter}`));
    await run('POST /api/vote (distinct voters)', () =>
      fetch(`${base}/api/vote`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ conferenceId: sample.id, voterId: randomUUID() }) }),
    );
    await run('GET /api/conferences/:slug', () => fetch(`${base}/api/conferences/${sample.slug}`));
    await run('GET / (web app shell)', () => fetch(`${base}/`));

    const bundle = bundleSizes();
    const timings = await pageTimings(base);
    const timingRows = timings
      .map((t) => `| \`${t.path}\` | ${t.cache} | ${t.fcp.toFixed(0)} | ${t.lcp.toFixed(0)} | ${t.load.toFixed(0)} | ${(t.bytes / 1024).toFixed(1)} |`)
      .join('\n');
    const kb = (n) => (n / 1024).toFixed(1);
    const rows = results
      .map((r) => {
        const target = TARGETS[r.name];
        const ok = r.errors === 0 && r.p95 <= target;
        return `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rps.toFixed(0)} | ${r.errors} | ≤ ${target} | ${ok ? 'met' : '**missed**'} |`;
      })
      .join('\n');
    const doc = `# Performance

Measured by \`npm run bench\` (scripts/bench.js) on ${new Date().toISOString().slice(0, 10)}: the built product started by
\`scripts/start.js\` on this machine (${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB), PostgreSQL, NATS and the embedded
object store on loopback; ${REQUESTS} requests per row after a warm-up, ${CONCURRENCY} in flight, from one Node.js client on
the same machine (so the client competes with the product for the two cores). Data: ${dataset}; ${total} published conferences.

## API latency (milliseconds) and throughput

| call | p50 | p95 | p99 | req/s | errors | p95 target | |
| --- | --- | --- | --- | --- | --- | --- | --- |
${rows}

## Web app size

| what | size |
| --- | --- |
| JavaScript and CSS loaded by the first page (${bundle.initialFiles} files, gzip) | ${kb(bundle.initialGzip)} KB (target ≤ ${BUNDLE_TARGET_KB} KB: ${bundle.initialGzip / 1024 <= BUNDLE_TARGET_KB ? 'met' : '**missed**'}) |
| all ${bundle.files} JavaScript and CSS files (gzip) | ${kb(bundle.totalGzip)} KB |
| all JavaScript and CSS files (raw) | ${kb(bundle.totalRaw)} KB |

## Page load in Chromium (milliseconds, loopback, no throttling)

| page | cache | first contentful paint | largest contentful paint | load event | bytes transferred (KB) |
| --- | --- | --- | --- | --- | --- |
${timingRows}

Pages are separate chunks loaded on navigation; libraries (React, Chakra, TanStack Query) are separate
chunks so they stay cached across releases.
`;
    writeFileSync(join(root, 'docs', 'performance.md'), doc);
    process.stdout.write(`\nwrote docs/performance.md\n`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await dropTestDatabase(databaseUrl).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  process.stderr.write(`bench: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
