// @ts-check
'use strict';
/**
 * Runs the repo's nginx config (deploy/nginx/templates/confdir.conf.template, what docker-compose.yml runs) in
 * front of a gateway on this machine, unprivileged: on a free port of 127.0.0.1, with its cache, temp files and
 * logs in a folder of its own. The shared-cache integration test and bench:scale use it.
 */
const { spawn, spawnSync } = require('node:child_process');
const { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } = require('node:fs');
const { createServer, connect } = require('node:net');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');

const TEMPLATE = resolve(__dirname, '..', '..', 'deploy', 'nginx', 'templates', 'confdir.conf.template');

/** The nginx binary: NGINX_BIN, else `nginx` on PATH, else Debian's /usr/sbin/nginx; undefined when there is none. */
function findNginx() {
  for (const candidate of [process.env.NGINX_BIN, 'nginx', '/usr/sbin/nginx']) {
    if (!candidate) continue;
    const probe = spawnSync(candidate, ['-v'], { stdio: 'ignore' });
    if (!probe.error && probe.status === 0) return candidate;
  }
  return undefined;
}

/** The template with the variables the official image fills from its environment. */
function renderTemplate(values) {
  const text = readFileSync(TEMPLATE, 'utf8').replace(/\$\{([A-Z_]+)\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`nginx template: no value for ${whole}`);
    return values[name];
  });
  return text;
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolvePort(port));
    });
  });
}

function answers(port) {
  return new Promise((resolveOpen) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolveOpen(true)));
    socket.once('error', () => resolveOpen(false));
  });
}

/**
 * Starts nginx in front of `upstream` (host:port of the gateway). Resolves once it accepts connections with
 * { url, cacheDir, stop }; rejects with nginx's own error log if it does not start.
 * @param {{ upstream: string, binary?: string }} options
 */
async function startNginx({ upstream, binary = findNginx() }) {
  if (!binary) throw new Error('no nginx binary (set NGINX_BIN or install nginx)');
  const dir = mkdtempSync(join(tmpdir(), 'confdir-nginx-'));
  // Started by root, nginx's workers run as nobody: they must reach the cache and temp folders nginx makes here.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const cacheDir = join(dir, 'cache');
  // One line per request: what the cache did (HIT, MISS…, empty when it was not asked), for cacheStatuses().
  const cacheLog = join(dir, 'cache-status.log');
  writeFileSync(join(dir, 'confdir.conf'), renderTemplate({ CONFDIR_UPSTREAM: upstream, NGINX_PORT: `127.0.0.1:${port}`, NGINX_CACHE_DIR: cacheDir }));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${join(dir, kind)};`).join('\n  ');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;\nworker_processes 1;\npid ${join(dir, 'nginx.pid')};\nerror_log ${join(dir, 'error.log')} warn;\n` +
      `events { worker_connections 1024; }\nhttp {\n  log_format confdir_cache '$upstream_cache_status';\n  access_log ${cacheLog} confdir_cache;\n` +
      `  ${temp}\n  include ${join(dir, 'confdir.conf')};\n}\n`,
  );
  const errorLog = join(dir, 'error.log');
  const child = spawn(binary, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', errorLog], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const log = () => `${stderr}${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`.trim();
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await answers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const reason = log();
      await stop();
      throw new Error(`nginx did not start: ${reason}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  /** How many requests since the last call got each X-Cache-Status ('none' for those not cached here). */
  const cacheStatuses = () => {
    const counts = {};
    if (!existsSync(cacheLog)) return counts;
    for (const line of readFileSync(cacheLog, 'utf8').split('\n').slice(0, -1)) counts[line.trim() || 'none'] = (counts[line.trim() || 'none'] ?? 0) + 1;
    writeFileSync(cacheLog, '');
    return counts;
  };
  return { url: `http://127.0.0.1:${port}`, cacheDir, stop, log, cacheStatuses };
}

module.exports = { findNginx, startNginx, renderTemplate };
