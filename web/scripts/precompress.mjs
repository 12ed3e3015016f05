// Writes `<file>.br` and `<file>.gz` beside each text asset of the client build, once, at the best
// levels (brotli 11, gzip 9): too slow per request, free at build time. The gateway serves them by
// Accept-Encoding (gateway/src/web/static-assets.ts). A variant no smaller than its file is skipped.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = fileURLToPath(new URL('../dist/assets', import.meta.url));
const TEXT = /\.(js|mjs|css|svg|json|txt|map)$/;

let files = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(dir)) {
  if (!TEXT.test(name)) continue;
  const plain = readFileSync(join(dir, name));
  const br = brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } });
  const gz = gzipSync(plain, { level: 9 });
  if (br.length < plain.length) writeFileSync(join(dir, `${name}.br`), br);
  if (gz.length < plain.length) writeFileSync(join(dir, `${name}.gz`), gz);
  files += 1;
  before += plain.length;
  after += Math.min(br.length, plain.length);
}
console.log(`precompressed ${files} assets: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`);
