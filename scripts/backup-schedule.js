#!/usr/bin/env node
// @ts-check
'use strict';
/**
 * Compose's `backup` service: a backup (scripts/lib/backup) into BACKUP_DIR/confdir-<UTC time> at start and
 * then every BACKUP_INTERVAL_HOURS, keeping the newest BACKUP_KEEP. A failed run's folder is removed and
 * the next run comes at the usual time. Prometheus reads the last success on METRICS_PORT (alert when stale).
 */
const { existsSync, readdirSync, rmSync } = require('node:fs');
const { createServer } = require('node:http');
const { join } = require('node:path');
const { Counter, Gauge, register } = require('prom-client');
const { createBackup } = require('./lib/backup/create-backup');
const { backupName, toPrune } = require('./lib/backup/retention');
const { databaseUrlFrom, storeFrom } = require('./lib/backup/settings');

const env = process.env;
const dir = env.BACKUP_DIR;
const hours = Number(env.BACKUP_INTERVAL_HOURS || 24);
const keep = Number(env.BACKUP_KEEP || 7);
const log = (/** @type {string} */ line) => process.stdout.write(`${new Date().toISOString()} [backup] ${line}\n`);
if (!dir || !(hours > 0) || !Number.isInteger(keep) || keep < 1) {
  log('BACKUP_DIR is required; BACKUP_INTERVAL_HOURS must be a positive number and BACKUP_KEEP a positive integer');
  process.exit(1);
}

const lastSuccess = new Gauge({ name: 'confdir_backup_last_success_timestamp_seconds', help: 'When the last scheduled backup finished successfully (Unix time)' });
const lastDuration = new Gauge({ name: 'confdir_backup_last_duration_seconds', help: 'How long the last successful backup took' });
const failures = new Counter({ name: 'confdir_backup_failures_total', help: 'Scheduled backups that failed' });

async function once() {
  const started = new Date();
  const target = join(dir, backupName(started));
  try {
    const { rows, objects } = await createBackup({ dir: target, databaseUrl: databaseUrlFrom(env), store: storeFrom(env), log });
    const seconds = (Date.now() - started.getTime()) / 1000;
    lastSuccess.set(Date.now() / 1000);
    lastDuration.set(seconds);
    log(`${target}: ${rows} rows, ${objects} objects in ${seconds.toFixed(1)} s`);
  } catch (err) {
    failures.inc();
    log(`failed: ${err instanceof Error ? err.message : String(err)}`);
    rmSync(target, { recursive: true, force: true });
  }
  const entries = readdirSync(dir).map((name) => ({ name, finished: existsSync(join(dir, name, 'manifest.json')) }));
  for (const name of toPrune(entries, keep)) {
    rmSync(join(dir, name), { recursive: true, force: true });
    log(`removed ${name} (keeping the newest ${keep})`);
  }
}

if (env.METRICS_PORT) {
  createServer((_req, res) => {
    register.metrics().then((text) => res.writeHead(200, { 'content-type': register.contentType }).end(text));
  }).listen(Number(env.METRICS_PORT), env.METRICS_HOST || '127.0.0.1');
}
log(`every ${hours} h into ${dir}, keeping ${keep}`);
const loop = async () => {
  await once();
  setTimeout(loop, hours * 3600_000);
};
void loop();
process.on('SIGTERM', () => process.exit(0));
