// @ts-check
'use strict';
/**
 * `npm run restore -- DIR [--database URL] [--bucket NAME] [--force]`: checks the whole backup first
 * (manifest, checksums, every object file, the archive's table of contents) and the targets (a database
 * or bucket that already holds data is refused without --force), and only then writes: the database and
 * roles as provisioning makes them, the four schemas in one transaction, then the objects.
 */
const { join } = require('node:path');
const { readFile } = require('node:fs/promises');
const { Client } = require('pg');
const { SERVICES, databaseName, provision } = require('../provision');
const { run, restoreInOneTransaction, toolMajor } = require('./postgres-tools');
const { databaseExists, schemaContents, tablesWithData } = require('./database');
const { bucketHoldsObjects, uploadAll, verifyObjects } = require('./objects');
const { readManifest, verifyFiles } = require('./files');
const { storeClient, toolConnection } = require('./settings');

/**
 * @param {{ dir: string, databaseUrl: string, store: import('./settings').StoreSettings, force?: boolean, env?: NodeJS.ProcessEnv, log?: (line: string) => void }} opts
 */
async function restoreBackup({ dir, databaseUrl, store, force = false, env = process.env, log = () => undefined }) {
  // 1. The backup, whole, before anything is touched.
  const manifest = await readManifest(dir);
  await verifyFiles(dir, manifest.files ?? {});
  /** @type {import('./objects').StoredObject[]} */
  const objects = JSON.parse(await readFile(join(dir, 'objects.json'), 'utf8'));
  if (!Array.isArray(objects) || objects.length !== manifest.objects?.count) throw new Error('the backup is damaged: objects.json does not list the objects the manifest counts');
  await verifyObjects(dir, objects);
  for (const tool of ['pg_restore', 'psql']) toolMajor(tool);
  const target = toolConnection(databaseUrl);
  await run('pg_restore', ['--list', join(dir, 'database.pgdump')], target.env);
  log(`backup of ${manifest.createdAt} checked: ${objects.length} objects, ${Object.keys(manifest.database.schemas).length} schemas`);

  // 2. The targets: refuse one that holds data unless told to replace it.
  const name = databaseName(databaseUrl);
  const s3 = storeClient(store);
  const full = (await databaseExists(databaseUrl, name)) ? await tablesWithData(databaseUrl) : [];
  const bucketFull = await bucketHoldsObjects(s3, store.bucket);
  if (!force && (full.length || bucketFull)) {
    const what = [full.length ? `database ${name} holds data (${full.slice(0, 5).join(', ')}${full.length > 5 ? ', …' : ''})` : '', bucketFull ? `bucket ${store.bucket} holds objects` : ''].filter(Boolean);
    throw new Error(`${what.join(' and ')}: nothing was changed; pass --force to replace them with the backup`);
  }

  // 3. Write: database, roles and empty schemas as provisioning makes them; then the dump in one transaction.
  await provision(databaseUrl, env);
  const drop = `DROP SCHEMA IF EXISTS ${SERVICES.join(', ')} CASCADE;\n`;
  await restoreInOneTransaction(join(dir, 'database.pgdump'), drop, target);
  // Ownership, grants and search paths exactly as provisioning sets them (idempotent).
  await provision(databaseUrl, env);
  await checkCounts(databaseUrl, manifest.database.schemas);
  log(`database ${name} restored`);

  if (!(await s3.bucketExists(store.bucket))) await s3.makeBucket(store.bucket, store.region);
  const removed = await uploadAll(s3, store.bucket, dir, objects, force);
  log(`bucket ${store.bucket}: ${objects.length} objects restored${removed ? `, ${removed} not in the backup removed` : ''}`);
  return { database: name, bucket: store.bucket, objects: objects.length, removed };
}

/** The restored tables hold the rows the manifest counted. @param {string} databaseUrl @param {Record<string, { tables: Record<string, number> }>} expected */
async function checkCounts(databaseUrl, expected) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const actual = await schemaContents(client);
    for (const [schema, { tables }] of Object.entries(expected)) {
      for (const [table, rows] of Object.entries(tables)) {
        const got = actual[schema]?.tables[table];
        if (got !== rows) throw new Error(`restored ${schema}.${table} holds ${got ?? 'no table'} rows, the backup counted ${rows}`);
      }
    }
  } finally {
    await client.end();
  }
}

module.exports = { restoreBackup };
