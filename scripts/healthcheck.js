#!/usr/bin/env node
'use strict';
/** Container health check of a service: asks it over NATS for its health; exit 0 only when its database is up. */
const { connect, JSONCodec } = require('nats');

const service = process.argv[2];
const prefix = process.env.NATS_PREFIX ? `${process.env.NATS_PREFIX.replace(/\.$/, '')}.` : '';
const codec = JSONCodec();

async function main() {
  const nc = await connect({ servers: process.env.NATS_URL || 'nats://127.0.0.1:4222', timeout: 2000 });
  try {
    const subject = `${prefix}${service}.health`;
    const msg = await nc.request(subject, codec.encode({ pattern: subject, data: {}, id: 'healthcheck' }), { timeout: 2000 });
    const reply = codec.decode(msg.data);
    process.exit(reply.response && reply.response.database === 'up' ? 0 : 1);
  } finally {
    await nc.close();
  }
}
main().catch(() => process.exit(1));
