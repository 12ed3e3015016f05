// @ts-check
'use strict';
/**
 * The PostgreSQL client programs a backup uses: pg_dump (one snapshot of every service schema),
 * pg_restore (reads the archive) and psql (applies it in one transaction). PostgreSQL's own tools, not a
 * home-made dump: they know every object type, dependency order and owner, and the archive is standard.
 */
const { spawn, spawnSync } = require('node:child_process');

/** The major version of a client program, or a clear error naming what to install. @param {string} program */
function toolMajor(program) {
  const out = spawnSync(program, ['--version'], { encoding: 'utf8' });
  if (out.error || out.status !== 0) {
    throw new Error(`${program} was not found: install the PostgreSQL client programs (Debian: apt-get install postgresql-client), version 15 or newer`);
  }
  const match = /(\d+)(?:\.\d+)?/.exec(out.stdout);
  return { major: match ? Number(match[1]) : 0, version: out.stdout.trim() };
}

/**
 * Runs a program to completion; rejects with its stderr on a non-zero exit.
 * @param {string} program @param {string[]} args @param {NodeJS.ProcessEnv} env
 * @param {{ stdin?: NodeJS.ReadableStream, stdout?: NodeJS.WritableStream }} [io]
 */
function run(program, args, env, io = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: [io.stdin ? 'pipe' : 'ignore', io.stdout ? 'pipe' : 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
    if (io.stdin && child.stdin) io.stdin.pipe(child.stdin);
    if (io.stdout && child.stdout) child.stdout.pipe(io.stdout);
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(undefined) : reject(new Error(`${program} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/**
 * Pipes `pg_restore -f -` of the archive into `psql --single-transaction` after `preamble`: the whole
 * restore, the preamble included, commits or rolls back as one.
 * @param {string} archive @param {string} preamble @param {{ url: string, env: NodeJS.ProcessEnv }} target
 */
function restoreInOneTransaction(archive, preamble, target) {
  const psql = spawn('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-f', '-', '--dbname', target.url], { env: target.env, stdio: ['pipe', 'ignore', 'pipe'] });
  const dump = spawn('pg_restore', ['--file', '-', archive], { env: target.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  const collect = (/** @type {Buffer} */ chunk) => (errors = (errors + chunk).slice(-4000));
  psql.stderr.on('data', collect);
  dump.stderr.on('data', collect);
  // psql stopping on an error closes its input; what pg_restore still writes then goes nowhere.
  psql.stdin.on('error', () => undefined);
  psql.stdin.write(preamble);
  dump.stdout.pipe(psql.stdin);
  /** @param {import('node:child_process').ChildProcess} child @returns {Promise<number | null>} */
  const exit = (child) => new Promise((resolve) => {
    child.on('error', (err) => {
      collect(Buffer.from(String(err)));
      resolve(-1);
    });
    child.on('close', resolve);
  });
  return Promise.all([exit(psql), exit(dump)]).then(([psqlCode, dumpCode]) => {
    if (psqlCode !== 0 || dumpCode !== 0) throw new Error(`restoring the database failed, nothing was kept (psql exit ${psqlCode}, pg_restore exit ${dumpCode}): ${errors.trim()}`);
  });
}

module.exports = { toolMajor, run, restoreInOneTransaction };
