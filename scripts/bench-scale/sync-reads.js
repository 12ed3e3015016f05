// @ts-check
'use strict';
/**
 * Public reads while a sync runs (issue 31): the p99 at 8 connections of distinct conference details
 * (each request its own ignored parameter, so no answer cache helps: the sync's writes land on these rows), first alone for the
 * p99 window, then for as long as `npm run sync` writes a developers.events agenda of BENCH_SYNC_ENTRIES
 * (7,000) entries into the same catalog: half of them conferences already listed (linked), half new
 * (created). Target: p99 during the sync ≤ 1.2× the p99 before it. Runs last: the sync adds conferences.
 */
const { spawn } = require('node:child_process');
const { writeFileSync } = require('node:fs');
const { join, resolve } = require('node:path');
const autocannon = require('autocannon');

const ENTRIES = Number(process.env.BENCH_SYNC_ENTRIES || 7000);
const P99_RATIO = 1.2;
const CITIES = [['Berlin', 'DE'], ['Paris', 'FR'], ['Lisbon', 'PT'], ['Austin', 'US'], ['Bangalore', 'IN'], ['Tokyo', 'JP'], ['Online', null]];
const root = resolve(__dirname, '..', '..');

/** An agenda in the developers.events format: listed conferences as another dataset would give them, and new ones. */
async function writeAgenda(db, file, today) {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const half = Math.floor(ENTRIES / 2);
  const { rows } = await db.query(
    `SELECT title, url, start_date_utc AS s, end_date_utc AS e, city, country, attendance_mode AS m FROM catalog.conferences
      WHERE start_date_utc IS NOT NULL ORDER BY md5(slug) LIMIT $1`,
    [half],
  );
  const place = (city, country) => (country ? { location: `${city} (${names.of(country)})`, city, country: names.of(country) } : { location: 'Online', city: 'Online', country: 'Online' });
  const events = rows.map((r) => ({
    name: r.title,
    date: [r.s.getTime(), (r.e ?? r.s).getTime()],
    hyperlink: r.url,
    ...(r.m === 'online' || !r.country ? place('Online', null) : place(r.city ?? names.of(r.country), r.country)),
    cfp: {},
    status: 'open',
  }));
  for (let i = events.length; i < ENTRIES; i++) {
    const [city, country] = CITIES[i % CITIES.length];
    const start = today.getTime() + (i % 700) * 86_400_000;
    events.push({ name: `Bench Sync Summit ${i}`, date: [start, start + 86_400_000], hyperlink: `https://bench-sync-${i}.example.org/`, ...place(city, country), cfp: {}, status: 'open' });
  }
  writeFileSync(file, JSON.stringify(events));
}

/** Runs `npm run sync` (as scripts/sync.js does) and answers its report, the last line of its output. */
function runSync(databaseUrl, file) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [join(root, 'scripts', 'sync.js'), '--source', 'developers-events', '--url', file], {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      try {
        resolveRun({ code, report: JSON.parse(last) });
      } catch {
        reject(new Error(`sync ended ${code} without a report: ${last}`));
      }
    });
  });
}

/** An 8-connection load that runs until `done` settles. */
function loadUntil(base, requests, done) {
  return new Promise((resolveLoad, reject) => {
    const instance = autocannon({ url: base, connections: 8, requests, duration: 3600, timeout: 10 }, (err, r) => (err ? reject(err) : resolveLoad(r)));
    done.finally(() => instance.stop());
  });
}

async function readsDuringSync({ base, databaseUrl, db, dataDir, slugs, today, load, log }) {
  const file = join(dataDir, 'bench-agenda.json');
  await writeAgenda(db, file, today);
  let n = 0;
  const paths = slugs.slice(0, 2000).map((slug) => `/api/conferences/${slug}`);
  const requests = [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `${paths[n % paths.length]}?n=${n++}` }) }];
  await load(base, 8, requests); // warm-up
  const before = await load(base, 8, requests, undefined, true);
  const sync = runSync(databaseUrl, file);
  const during = await loadUntil(base, requests, sync);
  const { code, report } = await sync;
  const ratio = during.latency.p99 / Math.max(1, before.p99);
  log(
    `[sync] ${ENTRIES} entries: exit ${code}, ${report.created} created, ${report.linked} linked, ${report.queued} queued, ${report.rejected} rejected in ${report.durationMs} ms; ` +
      `reads p99 ${before.p99} ms before, ${during.latency.p99} ms during (${ratio.toFixed(2)}×, target ≤ ${P99_RATIO}×), ${during.requests.total} requests during\n`,
  );
  return {
    name: `public reads while a ${ENTRIES.toLocaleString('en')}-entry sync runs (${(report.durationMs / 1000).toFixed(1)} s); baseline p99 = the same reads before it`,
    path: '/api/conferences/:slug',
    p50: during.latency.p50,
    p99: during.latency.p99,
    rps: during.requests.average,
    errors: during.errors + during.timeouts + during.non2xx + (code === 0 ? 0 : 1),
    baseP99: before.p99,
    p99Target: before.p99 * P99_RATIO,
  };
}

module.exports = { readsDuringSync };
