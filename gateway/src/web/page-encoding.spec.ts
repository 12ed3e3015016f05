import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { keepsAsyncContext } from '../../../testing/async-context';
import { encodedBody, pageEncoding } from './page-encoding';

const page = () => ({ body: Buffer.from(`<!doctype html><title>A conference</title>${'<p>talks and speakers</p>'.repeat(200)}`) });

describe('encodedBody', () => {
  it('compresses a page into the encoding the visitor accepts, brotli first', async () => {
    const kept = page();
    expect(pageEncoding('gzip, deflate, br')).toBe('br');
    expect(brotliDecompressSync(await encodedBody(kept, 'br')).equals(kept.body)).toBe(true);
    expect(gunzipSync(await encodedBody(kept, 'gzip')).equals(kept.body)).toBe(true);
  });

  it('compresses a kept page once per encoding, for every later visitor', async () => {
    const kept = page();
    const first = await encodedBody(kept, 'br');
    expect(await encodedBody(kept, 'br')).toBe(first);
  });

  it('does not keep the request that asked first alive with the page', async () => {
    const kept = page();
    expect(await keepsAsyncContext(() => encodedBody(kept, 'gzip'))).toBe(false);
    expect(kept.encoded?.gzip).toBeInstanceOf(Buffer);
  });
});
