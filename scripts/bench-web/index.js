#!/usr/bin/env node
// @ts-check
'use strict';
/**
 * npm run bench:web — Lighthouse 12 (mobile profile, default simulated throttling) against the built
 * product on this machine (issue 14): the product started by scripts/start.js on a database of its
 * own, RUNS runs per page, the median of each figure per page, written to docs/performance.md between the
 * bench:web markers and to test-results/bench-web.json.
 * The catalog (issue 30 asks for a realistic one): the confs.tech import from ../shared plus 100,000 synthetic
 * conferences with votes and companies (bench:scale's seed), or the 39-row demo when ../shared is absent or
 * BENCH_WEB_CATALOG=demo.
 * Env: BENCH_WEB_RUNS (default 3), BENCH_WEB_CATALOG (realistic | demo), CHROMIUM_PATH (default /usr/bin/chromium),
 *      BENCH_WEB_PAGES: comma list of page names to audit (e.g. `/map,/upcoming`); a filtered run prints its rows and
 *      writes test-results/bench-web.json only (a partial table must not replace the full one).
 */
const { execFileSync, spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { cpus, loadavg, tmpdir } = require('node:os');
const { join, resolve } = require('node:path');
const { gzipSync } = require('node:zlib');
const { Client } = require('pg');
const { dropTestDatabase } = require('../lib/provision');
const { renderSection } = require('./report');
const { waitForUrl } = require('../lib/wait-for-url');
const { menuReadyMs } = require('./menu');
const { seed } = require('../bench-scale/seed');
const { seedCompanies } = require('../bench-scale/companies');

const root = resolve(__dirname, '..', '..');
const webDist = join(root, 'web', 'dist');
const RUNS = Number(process.env.BENCH_WEB_RUNS || 3);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const ONLY = process.env.BENCH_WEB_PAGES ? new Set(process.env.BENCH_WEB_PAGES.split(',').map((p) => p.trim())) : undefined;

/**
 * gzip KB of the scripts a page hydrates with: its module script and modulepreloads, as tags or, on a
 * server-rendered page, named by the loader that adds them (after the first frame, or on the first interaction).
 */
function initialJsKb(html) {
  const files = new Set();
  for (const m of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/(assets\/[^"]+\.js)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/data-(?:entry|preload)="([^"]*)"/g)) for (const url of m[1].split(' ')) if (url.startsWith('/assets/')) files.add(url.slice(1));
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length;
  return { kb: bytes / 1024, files: files.size };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One Lighthouse run: scores 0–100 and the metrics the table shows. */
async function audit(lighthouse, url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id) => Math.round((categories[id].score ?? 0) * 100);
  const failed = (id) =>
    categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) => ref.id);
  return {
    // Lighthouse's measure of this machine's speed at the time (issue 30 asks for it beside every score).
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: audits['cumulative-layout-shift'].numericValue ?? 0,
    lcpMs: audits['largest-contentful-paint'].numericValue ?? 0,
    tbtMs: audits['total-blocking-time'].numericValue ?? 0,
    fcpMs: audits['first-contentful-paint'].numericValue ?? 0,
    // What the page really fetched while Lighthouse loaded it (transfer sizes: brotli as served).
    scriptKb: (audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    failing: { accessibility: failed('accessibility'), seo: failed('seo'), bestPractices: failed('best-practices') },
    lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    shifts: (audits['layout-shifts']?.details?.items ?? []).map((i) => i.node?.snippet).filter(Boolean),
  };
}

/** Lighthouse sometimes loses a trace on a loaded machine (NO_NAVSTART) and asks to run again: it does, twice at most. */
async function auditWithRetry(lighthouse, url, port) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(lighthouse, url, port);
    } catch (err) {
      if (attempt >= 3) throw err;
      process.stdout.write(`retrying ${url}: ${err instanceof Error ? err.message : String(err)}\n`);
    }
  }
}

async function main() {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const confsTech = resolve(process.env.SHARED_DATA_DIR ?? join(root, '..', 'shared', 'data'), 'confs-tech');
  const realistic = process.env.BENCH_WEB_CATALOG !== 'demo' && existsSync(confsTech);
  if (!realistic && process.env.BENCH_WEB_CATALOG !== 'demo') process.stdout.write(`bench:web: ${confsTech} not found: measuring the demo catalog\n`);
  const id = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/confdir_test_benchweb_${id}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'confdir-bench-web-'));
  // Clear of the machine's services (RabbitMQ holds 5672) and of the ports fetch and Chromium refuse.
  const port = 8000 + Math.floor(Math.random() * 300);
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, NATS_PREFIX: `benchweb${id}`, DATA_DIR: dataDir, EMBEDDED_S3_PORT: '0',
    SEED_DEMO: String(!realistic), START_QUIET: 'true', LOG_LEVEL: 'warn', RATE_LIMITS: 'off', PUBLIC_BASE_URL: base, SYNC_INTERVAL_MINUTES: '0',
  };
  const product = spawn(process.execPath, [join(root, 'scripts', 'start.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  let chrome;
  let catalog = 'the 39-row demo data';
  // Ctrl-C still stops the product and Chromium and drops the database (the finally below).
  const interrupted = new Promise((_, reject) => {
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => reject(new Error(`${signal}: stopped`)));
  });
  try {
    await Promise.race([measure(), interrupted]);
  } finally {
    await chrome?.kill();
    product.kill('SIGTERM');
    await new Promise((r) => (product.exitCode !== null ? r(undefined) : product.once('exit', r)));
    await dropTestDatabase(databaseUrl).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }

  /** The confs.tech import, then 100,000 synthetic conferences with votes and the companies of bench:scale. */
  async function seedRealistic() {
    const t0 = Date.now();
    await new Promise((resolveRun, reject) => {
      const child = spawn(process.execPath, [join(root, 'scripts', 'import-confs-tech.js'), confsTech], { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'ignore', 'inherit'] });
      child.on('exit', (code) => (code === 0 ? resolveRun(undefined) : reject(new Error(`import:confs-tech exited ${code}`))));
    });
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const now = new Date();
      const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const seeded = await seed(db, 100_000, today);
      await seedCompanies(db, 100_000, today);
      const { rows } = await db.query('SELECT count(*)::int AS n FROM catalog.conferences');
      catalog = `the confs.tech import and 100,000 synthetic conferences (${rows[0].n.toLocaleString('en')} in all, ${seeded.votes.toLocaleString('en')} votes) with bench:scale's companies`;
    } finally {
      await db.end();
    }
    process.stdout.write(`bench:web: ${catalog}, seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s\n`);
  }

  /** Issue 35's pages: the busiest topic, country and city, this month's calendar and the map. */
  async function placePages() {
    const get = async (path) => (await fetch(base + path)).json();
    const [{ topics }, { countries }] = await Promise.all([get('/api/topics'), get('/api/places/countries')]);
    const busiest = (items) => [...(items ?? [])].sort((a, b) => b.upcoming - a.upcoming)[0];
    const topic = busiest(topics);
    const country = busiest(countries);
    const city = country && busiest((await get(`/api/places/countries/${country.code.toLowerCase()}`)).cities);
    const now = new Date();
    return [
      ...(topic ? [['/topics/:topic', `/topics/${encodeURIComponent(topic.topic)}`]] : []),
      ...(country ? [['/countries/:cc', `/countries/${country.code.toLowerCase()}`]] : []),
      ...(city ? [['/countries/:cc/:city', `/countries/${country.code.toLowerCase()}/${city.slug}`]] : []),
      ['/calendar/:yyyy/:mm', `/calendar/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`],
      ['/map', '/map'],
    ];
  }

  async function measure() {
    await waitForUrl(`${base}/api/healthz`);
    if (realistic) await seedRealistic();
    const listing = await (await fetch(`${base}/api/conferences`)).json();
    // A conference of the real dataset when there is one (its page has what real pages have), else the first.
    const demo = listing.conferences?.find((c) => !/^Bench |Synthetic/.test(c.title)) ?? listing.conferences?.[0];
    if (!demo) throw new Error('no conference to open: is SEED_DEMO working?');
    const pages = [
      ['/', '/'],
      ['/upcoming', '/upcoming'],
      ['/conference/:slug', `/conference/${demo.slug}`],
      ['/companies', '/companies'],
      ['/cfp', '/cfp'],
      ...(await placePages()),
    ];
    chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
    const loadBefore = loadavg();
    const rows = [];
    for (const [name, path] of pages.filter(([name]) => !ONLY || ONLY.has(name))) {
      const url = base + path;
      const html = await (await fetch(url)).text();
      // Warm-up (the server's caches and JIT), not counted: the page and its scripts fetched as a browser would.
      for (let i = 0; i < 3; i++) await (await fetch(url)).text();
      for (const m of html.matchAll(/"(\/assets\/[^"]+\.js)"/g)) await (await fetch(base + m[1], { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetry(lighthouse, url, chrome.port));
      const pick = (key) => median(runs.map((r) => r[key]));
      const row = {
        page: name, path, initialJs: initialJsKb(html), htmlKb: Buffer.byteLength(html) / 1024, ...(await menuReadyMs(url, { chromiumPath: CHROMIUM, runs: RUNS })),
        scriptKb: median(runs.map((r) => r.scriptKb)),
        benchmarkIndex: pick('benchmarkIndex'),
        performance: pick('performance'), cls: pick('cls'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), fcpMs: pick('fcpMs'),
        accessibility: pick('accessibility'), seo: pick('seo'), bestPractices: pick('bestPractices'),
        runs,
      };
      rows.push(row);
      process.stdout.write(
        `${name}: performance ${row.performance}, CLS ${row.cls.toFixed(3)}, LCP ${(row.lcpMs / 1000).toFixed(2)} s, TBT ${row.tbtMs.toFixed(0)} ms, ` +
          `a11y ${row.accessibility}, SEO ${row.seo}, BP ${row.bestPractices}, scripts fetched ${row.scriptKb.toFixed(1)} KB, on first use ${row.initialJs.kb.toFixed(1)} KB gzip, ` +
          `HTML ${row.htmlKb.toFixed(1)} KB, menu ${row.menuMs.toFixed(0)} ms, live after a tap ${row.liveMs.toFixed(0)} ms, benchmarkIndex ${row.benchmarkIndex}; failing: ${JSON.stringify(runs[0].failing)}\n`,
      );
    }
    const machine = { cores: cpus().length, loadBefore, loadAfter: loadavg(), chromium: execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim(), lighthouse: require('lighthouse/package.json').version };
    mkdirSync(join(root, 'test-results'), { recursive: true });
    writeFileSync(join(root, 'test-results', 'bench-web.json'), JSON.stringify({ machine, rows }, null, 2));
    if (ONLY) return void process.stdout.write('filtered run (BENCH_WEB_PAGES): wrote test-results/bench-web.json only\n');
    const doc = join(root, 'docs', 'performance.md');
    writeFileSync(doc, renderSection(readFileSync(doc, 'utf8'), rows, { runs: RUNS, machine, catalog, date: new Date().toISOString().slice(0, 10) }));
    process.stdout.write('wrote docs/performance.md (bench:web section) and test-results/bench-web.json\n');
  }
}

main().catch((err) => {
  process.stderr.write(`bench:web: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
