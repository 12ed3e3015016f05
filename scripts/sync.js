#!/usr/bin/env node
'use strict';
/**
 * `npm run sync -- --source <confs-tech|developers-events> --url <base URL, file URL or local path>`:
 * prepares the database (idempotent, as `npm start` does) and runs one sync as the catalog role.
 * The last line of its output is the run's report as one JSON object. Needs a build (`npm run build`).
 */
const { spawn } = require('node:child_process');
const { existsSync } = require('node:fs');
const { join, resolve } = require('node:path');

const root = resolve(__dirname, '..');
require('dotenv').config({ path: join(root, '.env'), quiet: true });
const { provision } = require('./lib/provision');

async function main() {
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
