/**
 * Starts the product exactly as `npm start` does (scripts/start.js over the built code) on a
 * database, NATS prefix, port and object-store folder of this run's own.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');
export const STATE_FILE = join(tmpdir(), `confdir-e2e-${process.env.E2E_PORT}.json`);
export const E2E_ADMIN_KEY = 'e2e-admin-key-0123456789abcdef';

async function waitForHealthy(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      last = `${res.status} ${await res.text()}`;
    } catch (err) {
      last = String(err);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The product did not become healthy at ${url}: ${last}`);
}

export default async function globalSetup(): Promise<void> {
  const id = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = `${process.env.TEST_DATABASE_URL?.replace(/\/[^/]*$/, '') ?? 'postgres://postgres@127.0.0.1:5432'}/confdir_test_e2e_${id}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'confdir-e2e-'));
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: process.env.E2E_PORT,
      DATABASE_URL: databaseUrl,
      NATS_PREFIX: `e2e${id}`,
      DATA_DIR: dataDir,
      EMBEDDED_S3_PORT: '0',
      ADMIN_KEY: E2E_ADMIN_KEY,
      SEED_DEMO: 'false',
      START_QUIET: 'true',
      LOG_LEVEL: 'warn',
      // Every simulated visitor shares 127.0.0.1 here; the limits themselves are proven by the integration tests and `npm run chaos`.
      RATE_LIMITS: 'off',
      // Test-only: lets add-by-link fetch the pages the browser tests serve on this machine.
      LINK_IMPORT_ALLOW_PRIVATE_HOSTS: 'true',
      // No sync on a schedule; "Sync now" reads folders that do not exist: a quick run that changes nothing.
      SYNC_INTERVAL_MINUTES: '0',
      SYNC_CONFS_TECH_URL: join(dataDir, 'no-confs-tech'),
      SYNC_DEVELOPERS_EVENTS_URL: join(dataDir, 'no-agenda', 'all-events.json'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: false,
  });
  writeFileSync(STATE_FILE, JSON.stringify({ pid: child.pid, databaseUrl, dataDir }));
  await waitForHealthy(`http://127.0.0.1:${process.env.E2E_PORT}/api/healthz`, 60_000);
}
