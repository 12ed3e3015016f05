#!/usr/bin/env node
'use strict';
/** Creates the database, the per-service roles and schemas (compose runs this once before the services). */
require('dotenv').config({ quiet: true });
const { provision } = require('./lib/provision');

const url = process.env.DATABASE_URL;
if (!url) {
  process.stderr.write('provision: DATABASE_URL (a superuser connection string) is required\n');
  process.exit(1);
}
provision(url, process.env).then(
  (urls) => process.stdout.write(`provision: ready (${Object.keys(urls).join(', ')})\n`),
  (err) => {
    process.stderr.write(`provision: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
