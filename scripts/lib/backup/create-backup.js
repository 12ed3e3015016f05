// @ts-check
'use strict';
/**
 * `npm run backup -- DIR`: every service schema as one consistent pg_dump archive, the object store's
 * contents, and a manifest (versions, time, rows per table, objects, checksums), into a new or empty DIR.
 */
const { mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const { join, resolve } = require('node:path');
const { Client } = require('pg');
const { SERVICES, databaseName } = require('../provision');
const { run, toolMajor } = require('./postgres-tools');
const { schemaContents } = require('./database');
const { downloadAll } = require('./objects');
const { checksum, checkEmptyTarget, writeManifest } = require('./files');
const { storeClient, toolConnection } = require('./settings');

const root = resolve(__dirname, '..', '..', '..');

/**
 * @param {{ dir: string, databaseUrl: string, store: import('./settings').StoreSettings, log?: (line: string) => void }} opts
 * @returns {Promise<{ dir: string, rows: number, objects: number }>}
 */
async function createBackup({ dir, databaseUrl, store, log = () => undefined }) {
  checkEmptyTarget(dir);
  const dumpTool = toolMajor('pg_dump');
  const database = databaseName(databaseUrl);
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  const startedAt = new Date().toISOString();
  let schemas;
  let serverVersion;
  try {
    serverVersion = (await client.query('SHOW server_version')).rows[0].server_version;
    const serverMajor = Number(String(serverVersion).split('.')[0]);
    if (dumpTool.major < serverMajor) throw new Error(`pg_dump ${dumpTool.major} cannot dump PostgreSQL ${serverMajor}: install postgresql-client-${serverMajor} or newer`);
    mkdirSync(join(dir, 'objects'), { recursive: true });
    // One snapshot for everything: the row counts below and pg_dump see the same committed state of all four schemas.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await client.query('SELECT pg_export_snapshot() AS id')).rows[0].id;
    schemas = await schemaContents(client);
    // pg_dump --schema leaves out extensions, even those installed in a dumped schema (the catalog's pg_trgm,
    // unaccent, fuzzystrmatch): its search functions would not restore without them.
    const extensions = (await client.query('SELECT e.extname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE n.nspname = ANY($1) ORDER BY 1', [SERVICES])).rows.map((r) => r.extname);
    log(`dumping schemas ${SERVICES.join(', ')} of ${database}`);
    const target = toolConnection(databaseUrl);
    await run('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, ...SERVICES.map((s) => `--schema=${s}`), ...extensions.map((e) => `--extension=${e}`), '--file', join(dir, 'database.pgdump'), '--dbname', target.url], target.env);
    await client.query('COMMIT');
  } finally {
    await client.end();
  }

  log(`copying objects of bucket ${store.bucket}`);
  const objects = await downloadAll(storeClient(store), store.bucket, dir, log);
  writeFileSync(join(dir, 'objects.json'), `${JSON.stringify(objects, null, 1)}\n`);

  const app = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const rows = Object.values(schemas).reduce((n, s) => n + Object.values(s.tables).reduce((a, b) => a + b, 0), 0);
  await writeManifest(dir, {
    createdAt: startedAt,
    finishedAt: new Date().toISOString(),
    app: { name: app.name, version: app.version ?? null },
    database: { name: database, serverVersion, pgDump: dumpTool.version, schemas },
    objects: { bucket: store.bucket, count: objects.length, bytes: objects.reduce((n, o) => n + o.size, 0) },
    files: {
      'database.pgdump': await checksum(join(dir, 'database.pgdump')),
      'objects.json': await checksum(join(dir, 'objects.json')),
    },
  });
  return { dir, rows, objects: objects.length };
}

module.exports = { createBackup };
