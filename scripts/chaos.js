#!/usr/bin/env node
// @ts-check
'use strict';
/**
 * `npm run chaos`: injects faults into a running product (separate processes on this machine's
 * PostgreSQL, NATS and Redis) and writes what a client saw, status codes and times, to
 * docs/reliability.md, with the abuse limits and the fuzz suite's figures. Rerunnable; touches only
 * a database and NATS subjects of its own. CHAOS_FUZZ=0 skips running the fuzz suite.
 */
const { spawnSync } = require('node:child_process');
const { existsSync, readFileSync, writeFileSync } = require('node:fs');
const { join, resolve } = require('node:path');
const { randomUUID } = require('node:crypto');
const { performance } = require('node:perf_hooks');
const { startChaosStack } = require('./lib/chaos-stack');

const root = resolve(__dirname, '..');
const OUT = join(root, 'docs', 'reliability.md');
const FUZZ_SUMMARY = join(root, 'test-results', 'fuzz-summary.json');
const { DEFAULT_WRITE_LIMITS, WRITE_LIMIT_ENV } = require(join(root, 'gateway', 'dist', 'throttling', 'write-limits.js'));

/** @type {{ scenario: string, request: string, status: string, ms: string, note: string }[]} */
const rows = [];
/** @type {string[]} */
const notes = [];
const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));
let stack;

/** One timed request. @param {string} path @param {RequestInit} [init] */
async function timed(path, init) {
  const started = performance.now();
  const res = await fetch(`${stack.baseUrl}${path}`, init).catch(() => undefined);
  const ms = Math.round(performance.now() - started);
  const body = res ? await res.json().catch(() => ({})) : {};
  return { status: res ? res.status : 0, ms, body, headers: res?.headers };
}
const post = (/** @type {string} */ path, /** @type {unknown} */ body, ip = '198.51.100.1') =>
  timed(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) });
let n = 0;
const conference = () => ({ title: `Chaos Conf ${++n}`, url: `https://chaos-${n}-${Date.now()}.example.com`, location: 'Bergen, Norway' });

/** @param {string} scenario @param {string} request @param {{status: number, ms: number, body: any}} r @param {string} [note] */
function record(scenario, request, r, note = '') {
  rows.push({ scenario, request, status: String(r.status), ms: String(r.ms), note: note || (r.body?.message ?? '') });
  process.stdout.write(`[chaos] ${scenario} | ${request} -> ${r.status} in ${r.ms} ms\n`);
}

/** Time until `probe` is true, polling every 50 ms. @param {() => Promise<boolean>} probe */
async function timeUntil(probe, limitMs = 15_000) {
  const started = performance.now();
  while (!(await probe())) {
    if (performance.now() - started > limitMs) return -1;
    await sleep(50);
  }
  return Math.round(performance.now() - started);
}
const readOk = async () => (await timed(`/api/conferences?q=probe${Date.now()}`)).status === 200;

async function baseline() {
  record('Baseline', 'GET /api/conferences', await timed('/api/conferences'));
  record('Baseline', 'POST /api/submit', await post('/api/submit', conference()));
}

async function natsDown() {
  await stack.natsProxy.cut();
  await sleep(200);
  record('NATS unreachable from the gateway', 'GET /api/conferences?q=… (uncached)', await timed(`/api/conferences?q=nats${Date.now()}`));
  record('NATS unreachable from the gateway', 'POST /api/submit', await post('/api/submit', conference()));
  const seen = await timeUntil(async () => (await timed('/api/healthz')).body?.nats === 'down');
  const health = await timed('/api/healthz');
  record('NATS unreachable from the gateway', 'GET /api/healthz', health, `nats ${health.body?.nats}, shown ${seen} ms after the cut (background refresh every 500 ms here)`);
  await stack.natsProxy.restore();
  const back = await timeUntil(readOk);
  notes.push(`NATS back: reads answered again ${back} ms after the link returned.`);
}

async function databaseDown() {
  await stack.dbProxy.cut();
  record('Catalog database unreachable', 'GET /api/conferences?q=… (uncached)', await timed(`/api/conferences?q=uncached${Date.now()}`));
  record('Catalog database unreachable', 'POST /api/submit', await post('/api/submit', conference()));
  const seen = await timeUntil(async () => (await timed('/api/healthz')).body?.services?.catalog?.database === 'down');
  const health = await timed('/api/healthz');
  record('Catalog database unreachable', 'GET /api/healthz', health, `catalog database ${health.body?.services?.catalog?.database}, shown ${seen} ms after the cut`);
  await stack.dbProxy.restore();
  const back = await timeUntil(readOk);
  notes.push(`Database back: reads answered again ${back} ms after PostgreSQL was reachable.`);
}

/** Catalog replicas still running. */
const liveCatalogs = () => stack.catalog.filter((/** @type {import('node:child_process').ChildProcess} */ c) => c.exitCode === null && c.signalCode === null);

/**
 * 4 readers and 1 writer for 6 s against two catalog replicas while `fault` acts at 2 s; counts every
 * answer and checks each acknowledged write is stored. @param {() => Promise<string>} fault returns a note
 */
async function underLoad(fault) {
  const reads = [];
  const acknowledged = [];
  const refused = [];
  let slowest = 0;
  const until = Date.now() + 6000;
  const reader = async () => {
    while (Date.now() < until) {
      // Each read its own search, so the gateway's short cache of public reads never answers for the service.
      const r = await timed(`/api/conferences?q=read${reads.length}x${Math.random()}`);
      reads.push(r.status);
      slowest = Math.max(slowest, r.ms);
    }
  };
  const writer = async () => {
    while (Date.now() < until) {
      const r = await post('/api/submit', conference(), `203.0.113.${(n % 200) + 1}`);
      if (r.status === 201) acknowledged.push(r.body.id);
      else refused.push(r.status);
    }
  };
  let note = '';
  const act = async () => {
    await sleep(2000);
    note = await fault();
  };
  await Promise.all([reader(), reader(), reader(), reader(), writer(), act()]);
  const { Client } = require('pg');
  const db = new Client({ connectionString: stack.adminDatabaseUrl });
  await db.connect();
  const stored = (await db.query('SELECT count(*)::int AS n FROM catalog.conferences WHERE id = ANY($1)', [acknowledged])).rows[0].n;
  await db.end();
  return { reads, failed: reads.filter((s) => s !== 200).length, slowest, acknowledged, refused, lost: acknowledged.length - stored, note };
}

/** @param {string} scenario @param {Awaited<ReturnType<typeof underLoad>>} r @param {string} readNote */
function recordLoad(scenario, r, readNote) {
  rows.push({ scenario, request: `GET /api/conferences × ${r.reads.length}`, status: r.failed ? `${r.failed} failed` : 'all 200', ms: `slowest ${r.slowest}`, note: readNote });
  rows.push({ scenario, request: `POST /api/submit × ${r.acknowledged.length + r.refused.length}`, status: `${r.acknowledged.length} × 201${r.refused.length ? `, ${r.refused.length} × ${[...new Set(r.refused)].join('/')}` : ''}`, ms: '', note: `acknowledged writes lost: ${r.lost}${r.note ? `; ${r.note}` : ''}` });
  process.stdout.write(`[chaos] ${scenario}: ${r.reads.length} reads, ${r.failed} failed, slowest ${r.slowest} ms; ${r.acknowledged.length} writes acknowledged, ${r.refused.length} refused, ${r.lost} lost${r.note ? `; ${r.note}` : ''}\n`);
}

async function replicaRestarted() {
  const r = await underLoad(async () => {
    const [leaving] = liveCatalogs();
    const started = performance.now();
    const exited = new Promise((resolve) => leaving.once('exit', resolve));
    leaving.kill('SIGTERM');
    await exited;
    const stopMs = Math.round(performance.now() - started);
    const restarted = performance.now();
    await stack.startCatalog();
    return `SIGTERM to exit ${stopMs} ms (limit 10,000), the new replica answering ${Math.round(performance.now() - restarted)} ms later`;
  });
  recordLoad('One of two catalog replicas restarted (SIGTERM, then a new one) under load (4 readers, 1 writer, 6 s)', r, 'the stopping replica leaves the queue group, answers what it holds, then closes');
}

async function replicaKilled() {
  const r = await underLoad(async () => {
    const [victim] = liveCatalogs();
    // Frozen first, so requests are in flight on it when it dies, as in a crash mid-request.
    victim.kill('SIGSTOP');
    await sleep(300);
    victim.kill('SIGKILL');
    return '';
  });
  recordLoad('One of two catalog replicas SIGKILLed under load (4 readers, 1 writer, 6 s)', r, 'a read on the dead replica is retried once on the survivor');
}

async function serviceKilled() {
  for (const child of liveCatalogs()) child.kill('SIGKILL');
  await sleep(300);
  record('Catalog service killed (every replica)', 'GET /api/conferences?q=… (uncached)', await timed(`/api/conferences?q=gone${Date.now()}`));
  record('Catalog service killed (every replica)', 'POST /api/submit', await post('/api/submit', conference()));
  const started = performance.now();
  await stack.startCatalog();
  notes.push(`Catalog restarted: answering again ${Math.round(performance.now() - started)} ms after its process was started (boot and migrations check included).`);
}

async function bursts() {
  const submits = await Promise.all(Array.from({ length: 40 }, () => post('/api/submit', conference(), '192.0.2.77')));
  const ok = submits.filter((r) => r.status === 201).length;
  const limited = submits.filter((r) => r.status === 429);
  process.stdout.write(`[chaos] bursts: submissions ${ok} passed, ${limited.length} limited\n`);
  rows.push({ scenario: `Burst: 40 concurrent submissions from one address (limit ${DEFAULT_WRITE_LIMITS.submit.limit})`, request: 'POST /api/submit × 40', status: `${ok} × 201, ${limited.length} × 429`, ms: `max ${Math.max(...submits.map((r) => r.ms))}`, note: `Retry-After: ${limited[0]?.headers?.get('retry-after') ?? '-'} s` });
  const target = (await post('/api/submit', conference(), '192.0.2.78')).body.id;
  const votes = [];
  for (let wave = 0; wave < 8; wave++) {
    votes.push(...(await Promise.all(Array.from({ length: 40 }, () => post('/api/vote', { conferenceId: target, voterId: randomUUID() }, '192.0.2.79')))));
  }
  /** @type {Record<string, number>} */
  const byStatus = {};
  for (const r of votes) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  const statuses = Object.entries(byStatus).map(([status, count]) => `${count} × ${status}`).join(', ');
  rows.push({ scenario: `Burst: 320 votes from one address in waves of 40 (limit ${DEFAULT_WRITE_LIMITS.votes.limit}; passed the limiter = every status but 429)`, request: 'POST /api/vote × 320', status: statuses, ms: `max ${Math.max(...votes.map((r) => r.ms))}`, note: stack.redis ? 'counted in Redis' : 'counted in gateway memory' });
}

function fuzzFigures() {
  if (process.env.CHAOS_FUZZ !== '0') {
    process.stdout.write('[chaos] running the fuzz suite (CHAOS_FUZZ=0 skips it)\n');
    spawnSync('npx', ['jest', '--selectProjects', 'integration', '--', 'gateway/test/fuzz.e2e-spec.ts'], { cwd: root, stdio: 'inherit' });
  }
  if (!existsSync(FUZZ_SUMMARY)) return ['No fuzz figures: run `npx jest --selectProjects integration gateway/test/fuzz` (or `npm run chaos` without CHAOS_FUZZ=0).'];
  const f = JSON.parse(readFileSync(FUZZ_SUMMARY, 'utf8'));
  const statuses = Object.entries(f.byStatus ?? {}).sort().map(([s, c]) => `${s}: ${c}`).join(', ');
  return [
    `| requests | routes | 5xx | rows written by refused requests | seconds | when |`,
    `| --- | --- | --- | --- | --- | --- |`,
    `| ${f.requests} | ${f.routes} | ${f.serverErrors} | ${f.rowsWrittenByRefusedRequests} | ${f.seconds} | ${f.at} |`,
    '',
    `Statuses: ${statuses}.`,
  ];
}

function report(fuzz) {
  const table = ['| scenario | request | status | ms | note |', '| --- | --- | --- | --- | --- |', ...rows.map((r) => `| ${r.scenario} | ${r.request} | ${r.status} | ${r.ms} | ${r.note.replace(/\|/g, '/')} |`)];
  const limits = [
    '| limit | per client address | variable |',
    '| --- | --- | --- |',
    ...Object.entries(DEFAULT_WRITE_LIMITS).map(([name, l]) => `| ${name} | ${l.limit} per ${l.windowSeconds} s | ${name === 'votes' ? 'VOTE_RATE_MAX_PER_CLIENT, VOTE_RATE_WINDOW_SECONDS' : WRITE_LIMIT_ENV[name]} |`),
  ];
  return [
    '# Reliability figures',
    '',
    `Written by \`npm run chaos\` (scripts/chaos.js) on ${new Date().toISOString()}: the built gateway and services as separate processes on this machine's PostgreSQL, NATS${stack.redis ? ' and Redis' : ''}, with the gateway's NATS link and catalog's PostgreSQL link through relays the script cuts. Times are what a client measured, on a shared 2-core machine; compare within one run.`,
    '',
    '## Faults',
    '',
    ...table,
    '',
    ...notes.map((line) => `- ${line}`),
    '',
    '## Abuse limits (defaults)',
    '',
    'Refused with 429, a JSON body and `Retry-After`; counted per client address in Redis when `REDIS_URL` is set (shared by gateway replicas), in gateway memory otherwise.',
    '',
    ...limits,
    '',
    '## Fuzz suite',
    '',
    ...fuzz,
    '',
  ].join('\n');
}

async function main() {
  stack = await startChaosStack({ catalogReplicas: 2, gatewayEnv: { RPC_READ_TIMEOUT_MS: '1000' } });
  try {
    await baseline();
    await natsDown();
    await databaseDown();
    await replicaRestarted();
    await replicaKilled();
    await serviceKilled();
    await bursts();
  } finally {
    await stack.close();
  }
  writeFileSync(OUT, report(fuzzFigures()));
  process.stdout.write(`[chaos] wrote ${OUT}\n`);
}

main().catch((err) => {
  process.stderr.write(`[chaos] ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
