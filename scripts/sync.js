#!/usr/bin/env node
'use strict';
/**
 * `npm run sync -- --source <confs-tech|developers-events> --url <base URL, file URL or local path>`:
 * prepares the database (idempotent, as `npm start` does) and runs one sync as the catalog role.
 * The last line of its output is the run's report as one JSON object. Needs a build (`npm run build`).
 * The run is niced (SYNC_NICE, default 19): its CPU gives way to the product's public reads on the same host.
 */
const { spawn } = require('node:child_process');
const { getPriority, setPriority } = require('node:os');
const { existsSync } = require('node:fs');
const { join, resolve } = require('node:path');

const root = resolve(__dirname, '..');
require('dotenv').config({ path: join(root, '.env'), quiet: true });
const { provision } = require('./lib/provision');

/** SYNC_NICE: 0 (as any process) to 19 (only what nothing else wants); unset or empty: 19. */
function niceness(raw) {
  if (raw === undefined || raw.trim() === '') return 19;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 19) throw new Error(`SYNC_NICE must be a whole number from 0 to 19, got "${raw}"`);
  return n;
}

async function main() {
  // Lowered here, before the run's process starts: it and every thread it makes inherit it. Only ever lowered
  // (raising a priority needs privileges), so a command already run under `nice` keeps its own.
  setPriority(Math.max(getPriority(), niceness(process.env.SYNC_NICE)));
  const cli = join(root, 'services', 'catalog', 'dist', 'sync', 'sync.cli.js');
  if (!existsSync(cli)) {
    process.stderr.write('The catalog is not built yet: run `npm run build` first.\n');
    process.exit(1);
  }
  const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/confdir';
  const urls = await provision(databaseUrl, process.env);
  const child = spawn(process.execPath, [cli, ...process.argv.slice(2)], { env: { ...process.env, DATABASE_URL: urls.catalog }, stdio: 'inherit' });
  child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
}

main().catch((err) => {
  process.stderr.write(`sync failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
