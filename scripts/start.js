#!/usr/bin/env node
'use strict';
/**
 * Runs the whole product on one machine: checks PostgreSQL and NATS, provisions the database,
 * starts an embedded object store when no S3_ENDPOINT is set, then the four services (REPLICAS
 * processes of each, sharing the work as a NATS queue group) and the gateway, restarting any that
 * crash. Ctrl-C stops everything it started.
 */
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { existsSync, mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const { availableParallelism } = require('node:os');
const { join, resolve } = require('node:path');

const root = resolve(__dirname, '..');
require('dotenv').config({ path: join(root, '.env'), quiet: true });
const { canConnect, hostPort, preflight } = require('./lib/preflight');
const embeddedPostgres = require('./lib/embedded-postgres');
const { provision } = require('./lib/provision');
const { startEmbeddedObjectStore } = require('./lib/object-store');
const { untilServing } = require('./lib/service-health');

const env = process.env;
const dataDir = resolve(root, env.DATA_DIR || '.data');
let databaseUrl = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/confdir';
const natsUrl = env.NATS_URL || 'nats://127.0.0.1:4222';
const port = Number(env.PORT || 3000);
const quiet = env.START_QUIET === 'true';
const replicas = Number(env.REPLICAS || 1);
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 16) {
  process.stdout.write(`[start] REPLICAS must be a whole number from 1 to 16, got "${env.REPLICAS}"\n`);
  process.exit(1);
}

/**
 * V8 heap flags of every process (the Dockerfile's CMDs pass the same). Left to its defaults, V8 sizes
 * the heap for the machine (up to 4 GB here) and under fast allocation lets the old generation grow to
 * ~4× the live data before a full collection: the gateway held 60–110 MB live but reached 300–457 MB
 * resident in bench:scale, and catalog (≈ 100 MB live at 100k conferences: the ICP windows and the
 * past-title index) 318–417 MB once a faster host let it allocate faster. A 384 MB ceiling also caps
 * that growth at ~1.35× (V8 scales the factor with the ceiling); 8 MB semi-spaces (young generation
 * 16 MB instead of 32) take another ~15 MB off each. With both, at 100k: gateway ≈ 160 MB, catalog
 * 189–190 MB, the same CPU per request within the run's noise (issue 12's budget is 250 MB). Every
 * cache a process keeps is bounded well below the ceiling, so it is never reached.
 */
const HEAP_FLAGS = ['--max-old-space-size=384', '--max-semi-space-size=8'];

/**
 * V8 flags of every process when this host has fewer cores than the processes started here. V8 splits a
 * garbage collection among helper threads and the process waits for all of them; with more processes than
 * cores, another process's work keeps a helper off the cores and the pause grows. On 2 cores (five
 * processes), 16 alternated runs each of 1,000 companies' first recommendations at 100k: p99 64 → 55 ms on
 * average, slowest request 87 → 67 ms, the same CPU per request.
 */
function sharedHostFlags(processes) {
  return availableParallelism() < processes ? ['--single-threaded-gc'] : [];
}

function log(line) {
  process.stdout.write(`[start] ${line}\n`);
}

/** A stable admin key for local runs: generated once, kept under the data folder. */
function adminKey() {
  if (env.ADMIN_KEY) return env.ADMIN_KEY;
  if (env.NODE_ENV === 'production') {
    log('ADMIN_KEY must be set in production.');
    process.exit(1);
  }
  const file = join(dataDir, 'admin-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(18).toString('base64url');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

const children = new Map();
/** @type {{ stop: () => Promise<void> } | undefined} */
let embeddedPg;
let stopping = false;

function run(name, script, childEnv, nodeFlags) {
  const started = Date.now();
  const child = spawn(process.execPath, [...nodeFlags, script], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  children.set(name, child);
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      if (quiet && name !== 'gateway') return;
      for (const line of String(chunk).split('\n')) if (line) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (stopping) return;
    // Crash loops back off; a process that ran a while restarts at once.
    const delay = Date.now() - started < 5000 ? 3000 : 200;
    log(`${name} exited (${signal || `code ${code}`}); restarting in ${delay} ms`);
    setTimeout(() => !stopping && run(name, script, childEnv, nodeFlags), delay);
  });
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * No PostgreSQL where a local one is configured: start an embedded one on that very port (unless
 * EMBEDDED_POSTGRES=false), so a machine with only Node.js and NATS still runs the product.
 */
async function ensurePostgres() {
  const target = hostPort(databaseUrl, 5432);
  if (env.EMBEDDED_POSTGRES === 'false' || !LOOPBACK.has(target.host) || !embeddedPostgres.isAvailable()) return undefined;
  if (await canConnect(target.host, target.port)) return undefined;
  const url = new URL(databaseUrl);
  url.username ||= 'postgres';
  url.password ||= 'postgres';
  const server = await embeddedPostgres.startEmbeddedPostgres({
    dataDir,
    port: target.port,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  });
  databaseUrl = url.toString();
  log(`no PostgreSQL at ${target.host}:${target.port}: started an embedded one there (data in ${server.databaseDir})`);
  return server;
}

async function main() {
  mkdirSync(dataDir, { recursive: true });
  embeddedPg = await ensurePostgres();
  const problems = await preflight({ databaseUrl, natsUrl, port });
  if (problems.length) {
    for (const p of problems) log(p);
    if (embeddedPg) await embeddedPg.stop();
    process.exit(1);
  }
  const serviceUrls = await provision(databaseUrl, env);
  log(`database ready: ${new URL(databaseUrl).pathname.slice(1)} (one role and schema per service)`);

  let store;
  const s3 = {
    S3_ENDPOINT: env.S3_ENDPOINT,
    S3_PUBLIC_URL: env.S3_PUBLIC_URL || env.S3_ENDPOINT,
    S3_ACCESS_KEY: env.S3_ACCESS_KEY,
    S3_SECRET_KEY: env.S3_SECRET_KEY,
    S3_BUCKET: env.S3_BUCKET || 'confdir-media',
  };
  if (!s3.S3_ENDPOINT) {
    store = await startEmbeddedObjectStore({
      directory: join(dataDir, 's3'),
      port: Number(env.EMBEDDED_S3_PORT || 9000),
      bucket: s3.S3_BUCKET,
    });
    Object.assign(s3, { S3_ENDPOINT: store.endpoint, S3_PUBLIC_URL: store.endpoint, S3_ACCESS_KEY: store.accessKey, S3_SECRET_KEY: store.secretKey });
    log(`embedded object store at ${store.endpoint} (data in ${join(dataDir, 's3')})`);
  }

  const key = adminKey();
  // The processes write to pipes read here; a person at this terminal gets readable lines, not JSON.
  const logFormat = env.LOG_FORMAT || (process.stdout.isTTY ? 'pretty' : 'json');
  const base = { ...env, NATS_URL: natsUrl, LOG_FORMAT: logFormat, ...s3 };
  const services = Object.keys(serviceUrls);
  const hostFlags = sharedHostFlags(services.length * replicas + 1);
  if (hostFlags.length) log(`${availableParallelism()} cores for ${services.length * replicas + 1} processes: garbage collection on each process's own thread`);
  // METRICS_PORT is the gateway's; each service process takes the next port, so every process serves its own.
  const metricsBase = Number(env.METRICS_PORT || 0);
  const metricsPort = (offset) => ({ METRICS_PORT: metricsBase ? String(metricsBase + offset) : '' });
  const metricsOffset = (service, i) => 1 + services.indexOf(service) * replicas + (i - 1);
  const startReplica = (service, i) =>
    run(
      replicas > 1 ? `${service}.${i}` : service,
      join(root, 'services', service, 'dist', 'main.js'),
      { ...base, DATABASE_URL: serviceUrls[service], ...metricsPort(metricsOffset(service, i)) },
      [...hostFlags, ...HEAP_FLAGS],
    );
  for (const service of services) startReplica(service, 1);
  if (metricsBase) {
    const host = env.METRICS_HOST || '127.0.0.1';
    const each = services.map((s) => `${s} ${Array.from({ length: replicas }, (_, i) => metricsBase + metricsOffset(s, i + 1)).join(',')}`);
    log(`metrics at http://${host}:<port>/metrics: gateway ${metricsBase}, ${each.join(', ')}`);
  }
  const gatewayEnv = { ...base, PORT: String(port), ADMIN_KEY: key, ...metricsPort(0) };
  delete gatewayEnv.DATABASE_URL; // the gateway owns no data
  run('gateway', join(root, 'gateway', 'dist', 'main.js'), gatewayEnv, [...hostFlags, ...HEAP_FLAGS]);

  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping`);
    const exits = [...children.values()].map((c) => new Promise((r) => c.once('exit', r)));
    for (const child of children.values()) child.kill('SIGTERM');
    // Each process drains and exits within 10 s of SIGTERM (README "Operations"); past 12 s it is killed.
    const timer = setTimeout(() => [...children.values()].forEach((c) => c.kill('SIGKILL')), 12_000);
    await Promise.all(exits);
    clearTimeout(timer);
    if (store) await store.close();
    if (embeddedPg) await embeddedPg.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  if (replicas > 1) {
    // The first replica has run the migrations once it answers; the others then start on a ready schema.
    await Promise.all(services.map((service) => untilServing({ natsUrl, prefix: env.NATS_PREFIX, service, cancelled: () => stopping })));
    for (const service of services) for (let i = 2; i <= replicas && !stopping; i++) startReplica(service, i);
    log(`${replicas} replicas of each service, sharing the work as NATS queue groups`);
  }
}

main().catch(async (err) => {
  log(err instanceof Error ? err.message : String(err));
  if (embeddedPg) await embeddedPg.stop().catch(() => undefined);
  process.exit(1);
});
