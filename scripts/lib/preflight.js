// @ts-check
'use strict';
const net = require('node:net');

/** Resolves true when a TCP connection to host:port opens within the time limit. */
function canConnect(/** @type {string} */ host, /** @type {number} */ port, timeoutMs = 1500) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (/** @type {boolean} */ ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** @param {string} url @param {number} defaultPort */
function hostPort(url, defaultPort) {
  const u = new URL(url);
  return { host: u.hostname.replace(/^\[|\]$/g, ''), port: Number(u.port || defaultPort) };
}

/** Resolves true when nothing listens on the port (so the gateway can). */
function portFree(/** @type {number} */ port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/**
 * Says in one line what is missing and how to start it.
 * @param {{databaseUrl: string, natsUrl: string, port?: number}} urls
 * @returns {Promise<string[]>} the problems found, empty when all is reachable
 */
async function preflight({ databaseUrl, natsUrl, port }) {
  const problems = [];
  const pg = hostPort(databaseUrl, 5432);
  if (!(await canConnect(pg.host, pg.port))) {
    problems.push(
      `PostgreSQL is not reachable at ${pg.host}:${pg.port} (DATABASE_URL). Start it, e.g. \`pg_ctlcluster 15 main start\` or \`docker run -p 5432:5432 -e POSTGRES_HOST_AUTH_METHOD=trust postgres:15\`.`,
    );
  }
  const nats = hostPort(natsUrl, 4222);
  if (!(await canConnect(nats.host, nats.port))) {
    problems.push(`NATS is not reachable at ${nats.host}:${nats.port} (NATS_URL). Start it, e.g. \`nats-server -js\` or \`docker run -p 4222:4222 nats:2 -js\`.`);
  }
  if (port !== undefined && !(await portFree(port))) {
    problems.push(`Port ${port} is already in use (PORT). Stop what uses it or choose another, e.g. \`PORT=3001 npm start\`.`);
  }
  return problems;
}

module.exports = { preflight, canConnect, hostPort };
