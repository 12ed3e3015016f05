// @ts-check
'use strict';
/**
 * The object store side of a backup, through the S3 API (MinIO's client, as the media service uses):
 * MinIO, S3 and the embedded s3rver alike. Objects are kept by content (objects/<sha256>), listed with
 * their keys, sizes and types in objects.json.
 */
const { createHash } = require('node:crypto');
const { createReadStream, createWriteStream, existsSync } = require('node:fs');
const { rename, rm } = require('node:fs/promises');
const { checksum } = require('./files');
const { join } = require('node:path');
const { pipeline } = require('node:stream/promises');
const { Transform } = require('node:stream');

/** @typedef {{ key: string, size: number, sha256: string, contentType: string }} StoredObject */

/** Every key of the bucket, in the store's (lexical) order. @param {import('minio').Client} s3 @param {string} bucket @returns {Promise<string[]>} */
function listKeys(s3, bucket) {
  return new Promise((resolve, reject) => {
    /** @type {string[]} */
    const keys = [];
    s3.listObjectsV2(bucket, '', true)
      .on('data', (item) => item.name && keys.push(item.name))
      .on('error', reject)
      .on('end', () => resolve(keys));
  });
}

/**
 * Downloads every object of `bucket` into `dir`/objects; returns them in key order.
 * @param {import('minio').Client} s3 @param {string} bucket @param {string} dir @param {(line: string) => void} log
 * @returns {Promise<StoredObject[]>}
 */
async function downloadAll(s3, bucket, dir, log) {
  const keys = await listKeys(s3, bucket);
  /** @type {StoredObject[]} */
  const objects = [];
  let n = 0;
  for (const key of keys) {
    const body = await s3.getObject(bucket, key);
    const contentType = String(/** @type {{ headers?: Record<string, string> }} */ (body).headers?.['content-type'] ?? 'application/octet-stream');
    const hash = createHash('sha256');
    let size = 0;
    const partial = join(dir, 'objects', `.download-${n}`);
    await pipeline(
      body,
      new Transform({
        transform(chunk, _enc, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      }),
      createWriteStream(partial),
    );
    const sha256 = hash.digest('hex');
    const path = join(dir, 'objects', sha256);
    // The same bytes under two keys are kept once.
    if (existsSync(path)) await rm(partial);
    else await rename(partial, path);
    objects.push({ key, size, sha256, contentType });
    if (++n % 500 === 0) log(`${n} of ${keys.length} objects`);
  }
  return objects;
}

/**
 * Checks every listed object's file: present, its size, its checksum. Throws naming the first bad one.
 * @param {string} dir @param {StoredObject[]} objects
 */
async function verifyObjects(dir, objects) {
  const checked = new Set();
  for (const object of objects) {
    if (typeof object.key !== 'string' || !/^[0-9a-f]{64}$/.test(object.sha256)) throw new Error('the backup is damaged: objects.json lists an object without a key or checksum');
    if (checked.has(object.sha256)) continue;
    const path = join(dir, 'objects', object.sha256);
    if (!existsSync(path)) throw new Error(`the backup is incomplete: the file of object ${object.key} (objects/${object.sha256}) is missing`);
    const actual = await checksum(path);
    if (actual.bytes !== object.size || actual.sha256 !== object.sha256) throw new Error(`the backup is damaged: object ${object.key} does not match its size and checksum`);
    checked.add(object.sha256);
  }
}

/**
 * Puts every object back under its key and type; with `replace`, removes the bucket's other objects.
 * @param {import('minio').Client} s3 @param {string} bucket @param {string} dir @param {StoredObject[]} objects @param {boolean} replace
 */
async function uploadAll(s3, bucket, dir, objects, replace) {
  for (const object of objects) {
    await s3.putObject(bucket, object.key, createReadStream(join(dir, 'objects', object.sha256)), object.size, { 'Content-Type': object.contentType });
  }
  if (!replace) return 0;
  const wanted = new Set(objects.map((o) => o.key));
  const extra = (await listKeys(s3, bucket)).filter((key) => !wanted.has(key));
  for (const key of extra) await s3.removeObject(bucket, key);
  return extra.length;
}

/** Whether the bucket holds at least one object (false when it does not exist). @param {import('minio').Client} s3 @param {string} bucket */
async function bucketHoldsObjects(s3, bucket) {
  if (!(await s3.bucketExists(bucket))) return false;
  return new Promise((resolve, reject) => {
    const stream = s3.listObjectsV2(bucket, '', true);
    let found = false;
    stream.on('data', () => {
      found = true;
      stream.destroy();
      resolve(true);
    });
    stream.on('error', (err) => (found ? undefined : reject(err)));
    stream.on('end', () => resolve(found));
  });
}

module.exports = { listKeys, downloadAll, verifyObjects, uploadAll, bucketHoldsObjects };
