/** Accept-Encoding as coding → q-value ("gzip, br;q=0.8" → gzip 1, br 0.8). */
function qualities(header: string | undefined): Map<string, number> {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (!coding) continue;
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    q.set(coding, Number.isFinite(value) ? value : 0);
  }
  return q;
}

/**
 * The variant to send: the highest q-value the request gives; on a tie ours decides (the first of `available`:
 * brotli first), not the header's order: Chromium sends "gzip, deflate, br, zstd", all at q=1.
 */
export function chooseEncoding<T extends { encoding: string }>(header: string | undefined, available: readonly T[]): T | undefined {
  const q = qualities(header);
  let best: T | undefined;
  let bestQ = 0;
  for (const variant of available) {
    const value = q.get(variant.encoding) ?? q.get('*') ?? 0;
    if (value > bestQ) [best, bestQ] = [variant, value];
  }
  return best;
}
