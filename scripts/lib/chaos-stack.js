// @ts-check
'use strict';
/**
 * The product as separate processes for `npm run chaos`: a fresh database, the built services and
 * gateway, the gateway's NATS link and catalog's PostgreSQL link each through a relay that can be
 * cut, and catalog replicas that can be killed. Uses the machine's PostgreSQL, NATS and Redis.
 */
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { rmSync } = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');
const { provision, dropTestDatabase } = require('./provision');
const { startEmbeddedObjectStore } = require('./object-store');
const { startTcpProxy } = require('./tcp-proxy');
const { untilServing } = require('./service-health');
const { canConnect } = require('./preflight');

const root = resolve(__dirname, '..', '..');

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((res) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (s.address());
      s.close(() => res(port));
    });
  });
}

/** @param {{ catalogReplicas?: number, gatewayEnv?: Record<string, string> }} opts */
async function startChaosStack(opts = {}) {
  const id = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const natsUrl = process.env.NATS_URL || 'nats://127.0.0.1:4222';
  const nats = new URL(natsUrl);
  const adminUrl = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  adminUrl.pathname = `/confdir_test_chaos_${id}`;
  const urls = await provision(adminUrl.toString(), process.env);
  const prefix = `chaos${id.replace(/_/g, '')}`;
  const s3Dir = join(tmpdir(), `confdir-chaos-${id}`);
  const store = await startEmbeddedObjectStore({ directory: s3Dir, port: 0, bucket: 'confdir-chaos' });

  const natsProxy = await startTcpProxy(nats.hostname, Number(nats.port || 4222));
  const pg = new URL(urls.catalog);
  const dbProxy = await startTcpProxy(pg.hostname, Number(pg.port || 5432));
  pg.hostname = '127.0.0.1';
  pg.port = String(dbProxy.port);

  const base = {
    ...process.env,
    NATS_URL: natsUrl,
    NATS_PREFIX: prefix,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    S3_ENDPOINT: store.endpoint,
    S3_PUBLIC_URL: store.endpoint,
    S3_ACCESS_KEY: store.accessKey,
    S3_SECRET_KEY: store.secretKey,
    S3_BUCKET: 'confdir-chaos',
  };
  /** @type {Set<import('node:child_process').ChildProcess>} */
  const children = new Set();
  /** @param {string} script @param {NodeJS.ProcessEnv} env */
  const spawnNode = (script, env) => {
    const child = spawn(process.execPath, [join(root, script)], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    children.add(child);
    child.on('exit', () => children.delete(child));
    return child;
  };
  const ready = (/** @type {string} */ service) => untilServing({ natsUrl, prefix, service, timeoutMs: 60_000 });

  /** @type {import('node:child_process').ChildProcess[]} */
  const catalog = [];
  /** A catalog replica, resolved once this very process serves (its "listening" line), not merely any replica. */
  const startCatalog = async () => {
    const child = spawn(process.execPath, [join(root, 'services/catalog/dist/main.js')], {
      env: { ...base, DATABASE_URL: pg.toString(), LOG_LEVEL: 'info', LOG_FORMAT: 'json' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.add(child);
    child.on('exit', () => children.delete(child));
    catalog.push(child);
    await new Promise((resolve, reject) => {
      let seen = '';
      const timer = setTimeout(() => reject(new Error('a catalog replica did not start within 60 s')), 60_000);
      child.stdout?.on('data', (chunk) => {
        seen = (seen + chunk).slice(-4000);
        if (seen.includes('service listening on NATS')) {
          clearTimeout(timer);
          resolve(undefined);
        }
      });
      child.once('exit', () => reject(new Error('a catalog replica exited while starting')));
    });
    await ready('catalog');
    return child;
  };
  await startCatalog();
  for (const service of /** @type {const} */ (['community', 'companies', 'media'])) spawnNode(`services/${service}/dist/main.js`, { ...base, DATABASE_URL: urls[service] });
  await Promise.all(['community', 'companies', 'media'].map(ready));
  for (let i = 1; i < (opts.catalogReplicas ?? 1); i++) await startCatalog();

  const redisUp = await canConnect('127.0.0.1', 6379);
  const port = await freePort();
  spawnNode('gateway/dist/main.js', {
    ...base,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_KEY: `chaos-admin-${randomBytes(12).toString('hex')}`,
    NATS_URL: `nats://127.0.0.1:${natsProxy.port}`,
    TRUST_PROXY: 'true',
    HEALTH_INTERVAL_MS: '500',
    ...(redisUp ? { REDIS_URL: 'redis://127.0.0.1:6379' } : {}),
    ...opts.gatewayEnv,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const ok = await fetch(`${baseUrl}/api/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    if (i > 120) throw new Error('the gateway did not become healthy');
    await new Promise((r) => setTimeout(r, 500));
  }

  return {
    baseUrl,
    redis: redisUp,
    natsProxy,
    dbProxy,
    catalog,
    startCatalog,
    adminDatabaseUrl: adminUrl.toString(),
    close: async () => {
      for (const child of children) child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 1500));
      for (const child of children) child.kill('SIGKILL');
      await natsProxy.close();
      await dbProxy.close();
      await store.close();
      rmSync(s3Dir, { recursive: true, force: true });
      await dropTestDatabase(adminUrl.toString());
    },
  };
}

module.exports = { startChaosStack };
