#!/usr/bin/env node
// @ts-check
'use strict';
/**
 * npm run backup -- DIR
 * A consistent backup of ConfDir into a new or empty DIR: every service schema (one pg_dump snapshot),
 * the object store's contents and a manifest. Reads DATABASE_URL (superuser) and S3_* like `npm start`.
 */
const { resolve } = require('node:path');
require('dotenv').config({ path: resolve(__dirname, '..', '.env'), quiet: true });
const { createBackup } = require('./lib/backup/create-backup');
const { databaseUrlFrom, storeFrom } = require('./lib/backup/settings');

const dir = process.argv[2];
if (!dir || dir.startsWith('-')) {
  process.stderr.write('usage: npm run backup -- DIR   (DIR: a new or empty folder)\n');
  process.exit(2);
}
const log = (/** @type {string} */ line) => process.stdout.write(`[backup] ${line}\n`);
createBackup({ dir: resolve(dir), databaseUrl: databaseUrlFrom(process.env), store: storeFrom(process.env), log }).then(
  ({ rows, objects }) => log(`done: ${rows} rows and ${objects} objects in ${resolve(dir)}`),
  (err) => {
    process.stderr.write(`[backup] ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
