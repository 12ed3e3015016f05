import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { chooseEncoding } from './accept-encoding';

export type PageEncoding = 'br' | 'gzip';

const ENCODINGS = [{ encoding: 'br' }, { encoding: 'gzip' }] as const;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** The compression middleware's own settings: brotli quality 4, gzip level 6 (zlib's default). */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };

/** The encoding a page goes out in for this Accept-Encoding, or undefined for the plain bytes. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  return chooseEncoding(acceptEncoding, ENCODINGS)?.encoding;
}

/** A rendered page's bytes and their compressed forms, each made once, when first asked for. */
export interface EncodedBody {
  body: Buffer;
  /**
   * A form while it is being made, then the form itself: a promise kept with a page would keep the request that
   * made it alive (its async context), for as long as the page is kept.
   */
  encoded?: Partial<Record<PageEncoding, Buffer | Promise<Buffer>>>;
}

/**
 * The page compressed in one call, kept with the page. The compression middleware compressed every answer through
 * a stream of its own, a kept page again on every request: ~1.5 ms of the gateway's CPU per conference page and a
 * brotli window per response in flight (~35 MB resident at 32 connections), measured in docs/performance.md.
 * A failed compression is not kept (the caller sends the plain bytes).
 */
export function encodedBody(page: EncodedBody, encoding: PageEncoding): Promise<Buffer> {
  const kept = (page.encoded ??= {});
  const held = kept[encoding];
  if (held) return Promise.resolve(held);
  const making = encoding === 'br' ? brotli(page.body, BROTLI) : gzipped(page.body);
  kept[encoding] = making;
  making.then(
    (body) => (kept[encoding] = body),
    () => delete kept[encoding],
  );
  return making;
}
