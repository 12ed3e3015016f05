#!/usr/bin/env node
// @ts-check
'use strict';
/**
 * npm run restore -- DIR [--database URL] [--bucket NAME] [--force]
 * Restores a backup made by `npm run backup`: the schemas into the database at URL (default DATABASE_URL;
 * created with its roles if missing) and the objects into bucket NAME (default S3_BUCKET; created if
 * missing). A database or bucket that already holds data is refused unless --force. The backup is checked
 * whole before anything is written. Stop the services first when restoring over a running install.
 */
const { resolve } = require('node:path');
const { parseArgs } = require('node:util');
require('dotenv').config({ path: resolve(__dirname, '..', '.env'), quiet: true });
const { restoreBackup } = require('./lib/backup/restore-backup');
const { databaseUrlFrom, storeFrom } = require('./lib/backup/settings');

const usage = 'usage: npm run restore -- DIR [--database URL] [--bucket NAME] [--force]\n';
let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { database: { type: 'string' }, bucket: { type: 'string' }, force: { type: 'boolean', default: false } } });
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n${usage}`);
  process.exit(2);
}
const { positionals, values } = parsed;
if (positionals.length !== 1) {
  process.stderr.write(usage);
  process.exit(2);
}
const store = storeFrom(process.env);
if (values.bucket) store.bucket = values.bucket;
const log = (/** @type {string} */ line) => process.stdout.write(`[restore] ${line}\n`);
restoreBackup({ dir: resolve(positionals[0]), databaseUrl: values.database || databaseUrlFrom(process.env), store, force: values.force, log }).then(
  ({ database, bucket, objects }) => log(`done: database ${database}, bucket ${bucket} (${objects} objects)`),
  (err) => {
    process.stderr.write(`[restore] ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
