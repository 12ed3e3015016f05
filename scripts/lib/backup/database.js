// @ts-check
'use strict';
/** The database side of a backup: one snapshot of every service schema, and what it holds. */
const { Client } = require('pg');
const { SERVICES } = require('../provision');

/**
 * Tables of the service schemas and their row counts, read in `client`'s transaction (the dump's snapshot).
 * @param {Client} client @returns {Promise<Record<string, { migration: string | null, tables: Record<string, number> }>>}
 */
async function schemaContents(client) {
  const { rows } = await client.query(
    `SELECT n.nspname AS schema, c.relname AS table
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = ANY($1) AND c.relkind IN ('r', 'p')
      ORDER BY 1, 2`,
    [SERVICES],
  );
  /** @type {Record<string, { migration: string | null, tables: Record<string, number> }>} */
  const out = Object.fromEntries(SERVICES.map((s) => [s, { migration: null, tables: {} }]));
  for (const { schema, table } of rows) {
    const ident = `"${schema}"."${String(table).replace(/"/g, '""')}"`;
    out[schema].tables[table] = Number((await client.query(`SELECT count(*) AS n FROM ${ident}`)).rows[0].n);
    if (table === 'migrations') {
      const last = await client.query(`SELECT name FROM ${ident} ORDER BY timestamp DESC, id DESC LIMIT 1`);
      out[schema].migration = last.rows[0]?.name ?? null;
    }
  }
  return out;
}

/**
 * Tables of the service schemas that hold at least one row (their migrations tables aside), as `schema.table`.
 * @param {string} databaseUrl @returns {Promise<string[]>}
 */
async function tablesWithData(databaseUrl) {
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT n.nspname AS schema, c.relname AS table
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = ANY($1) AND c.relkind IN ('r', 'p') AND c.relname <> 'migrations'
        ORDER BY 1, 2`,
      [SERVICES],
    );
    const full = [];
    for (const { schema, table } of rows) {
      const ident = `"${schema}"."${String(table).replace(/"/g, '""')}"`;
      if ((await client.query(`SELECT EXISTS (SELECT 1 FROM ${ident}) AS any`)).rows[0].any) full.push(`${schema}.${table}`);
    }
    return full;
  } finally {
    await client.end();
  }
}

/** @param {string} databaseUrl @param {string} name */
async function databaseExists(databaseUrl, name) {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

module.exports = { schemaContents, tablesWithData, databaseExists };
