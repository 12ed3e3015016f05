// @ts-check
'use strict';
/**
 * Creates the database, one role per service and one schema per service owned by that role.
 * A role can use only its own schema: other schemas grant it nothing, and `public` is closed.
 * Idempotent, and safe when several processes provision at once (tests run in parallel).
 */
const { Client } = require('pg');

const SERVICES = ['catalog', 'community', 'companies', 'media'];

/** @param {string} databaseUrl */
function databaseName(databaseUrl) {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ''));
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Unsupported database name "${name}" (use lower-case letters, digits and _)`);
  return name;
}

/** @param {string} databaseUrl @param {string} db */
function withDatabase(databaseUrl, db) {
  const u = new URL(databaseUrl);
  u.pathname = `/${db}`;
  return u.toString();
}

/** @param {string} service @param {NodeJS.ProcessEnv} env */
function rolePassword(service, env) {
  return env[`${service.toUpperCase()}_DB_PASSWORD`] || `confdir-${service}-local`;
}

/** The connection string a service uses: same server and database, its own role. */
function serviceDatabaseUrl(/** @type {string} */ databaseUrl, /** @type {string} */ service, env = process.env) {
  const u = new URL(databaseUrl);
  u.username = `confdir_${service}`;
  u.password = rolePassword(service, env);
  return u.toString();
}

/** @param {unknown} err @param {string[]} codes */
function isPgError(err, codes) {
  return typeof err === 'object' && err !== null && codes.includes(/** @type {{code?: string}} */ (err).code ?? '');
}

/** PostgreSQL extensions the catalog's migrations use (SearchWords), installed in its schema. */
const CATALOG_EXTENSIONS = ['pg_trgm', 'unaccent', 'fuzzystrmatch'];

/** @param {Client} client @param {string} sql */
async function tolerant(client, sql) {
  try {
    await client.query(sql);
  } catch (err) {
    // 42P04 database exists, 42710 role exists, 23505/XX000 a concurrent creator won the race.
    if (!isPgError(err, ['42P04', '42710', '23505', 'XX000', '42P06'])) throw err;
  }
}

/**
 * @param {string} adminUrl a superuser connection string whose path names the product's database
 * @param {NodeJS.ProcessEnv} [env]
 */
async function provision(adminUrl, env = process.env) {
  const db = databaseName(adminUrl);
  const maintenance = new Client({ connectionString: withDatabase(adminUrl, 'postgres'), connectionTimeoutMillis: 3000 });
  await maintenance.connect();
  try {
    const exists = await maintenance.query('SELECT 1 FROM pg_database WHERE datname = $1', [db]);
    if (exists.rowCount === 0) await tolerant(maintenance, `CREATE DATABASE "${db}"`);
    for (const service of SERVICES) {
      const role = `confdir_${service}`;
      const password = rolePassword(service, env).replace(/'/g, "''");
      await tolerant(maintenance, `CREATE ROLE ${role} LOGIN PASSWORD '${password}'`);
      await maintenance.query(`ALTER ROLE ${role} LOGIN PASSWORD '${password}' NOSUPERUSER NOCREATEDB NOCREATEROLE`);
    }
  } finally {
    await maintenance.end();
  }

  const client = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(`REVOKE ALL ON DATABASE "${db}" FROM PUBLIC`);
    await client.query('REVOKE ALL ON SCHEMA public FROM PUBLIC');
    for (const service of SERVICES) {
      const role = `confdir_${service}`;
      await client.query(`GRANT CONNECT, TEMPORARY ON DATABASE "${db}" TO ${role}`);
      await tolerant(client, `CREATE SCHEMA IF NOT EXISTS ${service} AUTHORIZATION ${role}`);
      await client.query(`ALTER SCHEMA ${service} OWNER TO ${role}`);
      await client.query(`REVOKE ALL ON SCHEMA ${service} FROM PUBLIC`);
      await client.query(`ALTER ROLE ${role} IN DATABASE "${db}" SET search_path = ${service}`);
    }
    // Catalog search (typos, accents) needs these; only a superuser may create them, so they are made here.
    for (const extension of CATALOG_EXTENSIONS) await tolerant(client, `CREATE EXTENSION IF NOT EXISTS ${extension} SCHEMA catalog`);
  } finally {
    await client.end();
  }
  return Object.fromEntries(SERVICES.map((s) => [s, serviceDatabaseUrl(adminUrl, s, env)]));
}

/** Drops a test database. Refuses any database whose name does not say it is one. */
async function dropTestDatabase(/** @type {string} */ adminUrl) {
  const db = databaseName(adminUrl);
  if (!db.startsWith('confdir_test_')) throw new Error(`Refusing to drop "${db}": not a test database`);
  const maintenance = new Client({ connectionString: withDatabase(adminUrl, 'postgres'), connectionTimeoutMillis: 3000 });
  await maintenance.connect();
  try {
    await maintenance.query(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
  } finally {
    await maintenance.end();
  }
}

module.exports = { SERVICES, provision, dropTestDatabase, serviceDatabaseUrl, databaseName, withDatabase };
