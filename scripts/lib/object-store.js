// @ts-check
'use strict';
/**
 * An embedded S3-compatible store (s3rver) for machines without MinIO. It checks neither
 * signatures nor policies, which is why the media service enforces every upload rule itself.
 */
const S3rver = require('s3rver');
const { mkdirSync } = require('node:fs');

// Browsers PUT straight to the store from the site's origin.
const CORS = Buffer.from(`<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin>
<AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
<AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`);

const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

/**
 * @param {{ directory: string, port?: number, address?: string, bucket: string }} opts
 * @returns {Promise<{ endpoint: string, accessKey: string, secretKey: string, close: () => Promise<void> }>}
 */
async function startEmbeddedObjectStore({ directory, port = 0, address = '127.0.0.1', bucket }) {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port,
    address,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [CORS] }],
    allowMismatchedSignatures: true,
  });
  const info = await server.run();
  const endpoint = `http://${address}:${info.port}`;
  return { endpoint, accessKey: ACCESS_KEY, secretKey: SECRET_KEY, close: () => server.close() };
}

module.exports = { startEmbeddedObjectStore };
