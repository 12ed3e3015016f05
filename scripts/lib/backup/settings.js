// @ts-check
'use strict';
/**
 * What `npm run backup` and `npm run restore` read from the environment (or .env), with the same defaults
 * as `npm start`: the superuser DATABASE_URL and the S3_* settings. With no S3_ENDPOINT, the embedded
 * store `npm start` runs (EMBEDDED_S3_PORT, its fixed local keys).
 */
const { Client } = require('minio');
const { EMBEDDED_ACCESS_KEY, EMBEDDED_SECRET_KEY } = require('../object-store');

/** @typedef {{ endpoint: string, accessKey: string, secretKey: string, bucket: string, region: string }} StoreSettings */

/** @param {NodeJS.ProcessEnv} env */
function databaseUrlFrom(env) {
  return env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/confdir';
}

/** @param {NodeJS.ProcessEnv} env @returns {StoreSettings} */
function storeFrom(env) {
  const embedded = !env.S3_ENDPOINT;
  return {
    endpoint: env.S3_ENDPOINT || `http://127.0.0.1:${env.EMBEDDED_S3_PORT || 9000}`,
    accessKey: embedded ? EMBEDDED_ACCESS_KEY : env.S3_ACCESS_KEY || '',
    secretKey: embedded ? EMBEDDED_SECRET_KEY : env.S3_SECRET_KEY || '',
    bucket: env.S3_BUCKET || 'confdir-media',
    region: env.S3_REGION || 'us-east-1',
  };
}

/** An S3 client (MinIO's, as the media service uses) for MinIO, S3 or the embedded s3rver. @param {StoreSettings} store */
function storeClient(store) {
  const url = new URL(store.endpoint);
  const useSSL = url.protocol === 'https:';
  return new Client({
    endPoint: url.hostname,
    port: Number(url.port || (useSSL ? 443 : 80)),
    useSSL,
    accessKey: store.accessKey,
    secretKey: store.secretKey,
    region: store.region,
    pathStyle: true,
  });
}

/** A connection string with its password taken out, for the PostgreSQL tools (given PGPASSWORD instead, never on a command line). @param {string} databaseUrl */
function toolConnection(databaseUrl) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

module.exports = { databaseUrlFrom, storeFrom, storeClient, toolConnection };
