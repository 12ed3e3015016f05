// @ts-check
'use strict';
const { connect, JSONCodec } = require('nats');

/**
 * Waits until some replica of `service` answers its health message (Nest's NATS request format),
 * i.e. it has connected to its database and run its migrations.
 * @param {{ natsUrl: string, prefix?: string, service: string, timeoutMs?: number, cancelled?: () => boolean }} opts
 */
async function untilServing({ natsUrl, prefix = '', service, timeoutMs = 120_000, cancelled = () => false }) {
  const codec = JSONCodec();
  const p = prefix.replace(/\.$/, '');
  const subject = `${p ? `${p}.` : ''}${service}.health`;
  const nc = await connect({ servers: natsUrl, name: 'confdir-scripts' });
  const deadline = Date.now() + timeoutMs;
  try {
    while (!cancelled()) {
      try {
        await nc.request(subject, codec.encode({ pattern: subject, data: {}, id: `probe-${Date.now()}` }), { timeout: 1000 });
        return;
      } catch {
        if (Date.now() > deadline) throw new Error(`${service} did not answer within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 300));
      }
    }
  } finally {
    await nc.close();
  }
}

module.exports = { untilServing };
