// @ts-check
'use strict';
/**
 * An embedded S3-compatible store (s3rver) for machines without MinIO. It checks neither
 * signatures nor policies, which is why the media service enforces every upload rule itself.
 */
const S3rver = require('s3rver');
const { mkdirSync } = require('node:fs');
const net = require('node:net');

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
/** Resolves the port itself when free, else 0 (any free port), so a busy port never stops a local start. */
function freeOr0(port, address) {
  if (port === 0) return Promise.resolve(0);
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(0));
    probe.listen(port, address, () => probe.close(() => resolve(port)));
  });
}

async function startEmbeddedObjectStore({ directory, port = 0, address = '127.0.0.1', bucket }) {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port: await freeOr0(port, address),
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

module.exports = { startEmbeddedObjectStore, EMBEDDED_ACCESS_KEY: ACCESS_KEY, EMBEDDED_SECRET_KEY: SECRET_KEY };
