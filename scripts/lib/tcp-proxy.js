// @ts-check
'use strict';
/**
 * A TCP relay put between a process and NATS or PostgreSQL, to take the dependency away (every
 * connection dropped, new ones refused) and bring it back on the same address: the closest thing
 * to unplugging it without stopping a shared server. Used by the fault tests and `npm run chaos`.
 */
const { createServer, connect } = require('node:net');

/** @param {string} targetHost @param {number} targetPort */
async function startTcpProxy(targetHost, targetPort) {
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();
  /** @param {import('node:net').Socket} s */
  const track = (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };
  const makeServer = () =>
    createServer((client) => {
      const upstream = connect(targetPort, targetHost);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  /** @param {import('node:net').Server} server @param {number} port @returns {Promise<number>} */
  const listen = (server, port) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve(/** @type {import('node:net').AddressInfo} */ (server.address()).port));
    });
  /** @type {import('node:net').Server | undefined} */
  let server = makeServer();
  const port = await listen(server, 0);
  const stop = async () => {
    const s = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (s) await new Promise((resolve) => s.close(() => resolve(undefined)));
  };
  return {
    port,
    /** Drops every open connection and refuses new ones. */
    cut: stop,
    /** Accepts connections again on the same port. */
    restore: async () => {
      if (server) return;
      server = makeServer();
      await listen(server, port);
    },
    close: stop,
  };
}

module.exports = { startTcpProxy };
