// @ts-check
'use strict';
/** Checksums and the manifest of a backup folder. */
const { createHash } = require('node:crypto');
const { createReadStream, existsSync, readdirSync, statSync } = require('node:fs');
const { readFile, writeFile, rename } = require('node:fs/promises');
const { join } = require('node:path');

const MANIFEST = 'manifest.json';
const FORMAT = 'confdir-backup/1';

/** @param {string} path @returns {Promise<{ bytes: number, sha256: string }>} */
function checksum(path) {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    let bytes = 0;
    createReadStream(path)
      .on('data', (chunk) => {
        bytes += chunk.length;
        hash.update(chunk);
      })
      .on('error', reject)
      .on('end', () => resolve({ bytes, sha256: hash.digest('hex') }));
  });
}

/** A folder a backup may be written to: absent, or present and empty. @param {string} dir */
function checkEmptyTarget(dir) {
  if (!existsSync(dir)) return;
  if (!statSync(dir).isDirectory()) throw new Error(`${dir} exists and is not a folder: give a new or empty folder`);
  if (readdirSync(dir).length > 0) throw new Error(`${dir} exists and is not empty: give a new or empty folder (a backup never writes over another)`);
}

/** Written last, through a rename: a folder without it is an unfinished backup. @param {string} dir @param {object} manifest */
async function writeManifest(dir, manifest) {
  const temporary = join(dir, `.${MANIFEST}.partial`);
  await writeFile(temporary, `${JSON.stringify({ format: FORMAT, ...manifest }, null, 2)}\n`);
  await rename(temporary, join(dir, MANIFEST));
}

/** @param {string} dir */
async function readManifest(dir) {
  const path = join(dir, MANIFEST);
  if (!existsSync(path)) throw new Error(`${dir} has no ${MANIFEST}: not a backup, or one that did not finish`);
  let manifest;
  try {
    manifest = JSON.parse(await readFile(path, 'utf8'));
  } catch {
    throw new Error(`${path} is not valid JSON: the backup is damaged`);
  }
  if (manifest.format !== FORMAT) throw new Error(`${path} is not a ConfDir backup manifest (format ${JSON.stringify(manifest.format)}, expected ${FORMAT})`);
  return manifest;
}

/**
 * Every file the manifest lists is there with its size and checksum; throws naming the first that is not.
 * @param {string} dir @param {Record<string, { bytes: number, sha256: string }>} files
 */
async function verifyFiles(dir, files) {
  for (const [name, expected] of Object.entries(files)) {
    const path = join(dir, name);
    if (!existsSync(path)) throw new Error(`the backup is incomplete: ${name} is missing`);
    const actual = await checksum(path);
    if (actual.bytes !== expected.bytes || actual.sha256 !== expected.sha256) {
      throw new Error(`the backup is damaged: ${name} does not match its checksum in the manifest (${actual.bytes} bytes, sha256 ${actual.sha256}; expected ${expected.bytes} bytes, ${expected.sha256})`);
    }
  }
}

module.exports = { MANIFEST, checksum, checkEmptyTarget, writeManifest, readManifest, verifyFiles };
