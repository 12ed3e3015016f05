// @ts-check
'use strict';
/**
 * The JavaScript a page downloads before it can hydrate, read from the web build's manifest the
 * way the gateway preloads it: the entry and its static imports, plus the page's own lazy chunk
 * and its imports (gateway/src/web/chunk-preloads.ts). Sizes are gzip level 9, as served.
 */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { gzipSync } = require('node:zlib');

/** The files (relative to web/dist) the page of `chunkName` loads first. */
function initialFiles(webDist, chunkName) {
  /** @type {Record<string, { file: string, name?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[] }>} */
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8'));
  const keys = new Set();
  const add = (key) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const dep of manifest[key].imports ?? []) add(dep);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('no entry in the web build manifest');
  add(entry);
  const page = Object.keys(manifest).find((k) => manifest[k].isDynamicEntry && manifest[k].name === chunkName);
  if (!page) throw new Error(`no lazy chunk named ${chunkName} in the web build manifest`);
  add(page);
  return [...keys].map((k) => manifest[k].file);
}

/** gzip bytes of each file and their sum. */
function gzipSizes(webDist, files) {
  const sizes = files.map((file) => ({ file, gzip: gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length }));
  return { files: sizes, total: sizes.reduce((sum, f) => sum + f.gzip, 0) };
}

module.exports = { initialFiles, gzipSizes };
