import { keepsAsyncContext } from '../../../testing/async-context';
import { StaleWhileRevalidate, type StaleWhileRevalidateOptions } from './stale-while-revalidate';

/** A load whose answers the test releases one by one. */
function loads() {
  const pending: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const load = jest.fn(() => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })));
  return { load, pending };
}

const settle = () => new Promise((r) => setImmediate(r));
const cache = (options: Partial<StaleWhileRevalidateOptions<string>> = {}) => new StaleWhileRevalidate<string>({ freshMs: 30_000, staleMs: 30_000, maxEntries: 10, ...options });

/** A cache holding one answered load ('v1') of key 'w', made at time 0. */
async function warmed() {
  const reads = cache();
  const { load, pending } = loads();
  const first = reads.get('w', load, 0);
  pending[0].resolve('v1');
  return { reads, load, pending, old: await first };
}

describe('StaleWhileRevalidate', () => {
  it('answers a fresh key from memory: one load for many askers', async () => {
    const reads = cache();
    const { load, pending } = loads();
    const first = reads.get('w', load, 0);
    const second = reads.get('w', load, 10_000);
    pending[0].resolve('v1');
    expect(await first).toEqual(await second);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers an expired key at once while one newer load runs, then the newer answer', async () => {
    const { reads, load, pending, old } = await warmed();
    // Expired: the old answer comes back without waiting, and only one refresh starts.
    expect(await reads.get('w', load, 31_000)).toEqual(old);
    expect(await reads.get('w', load, 32_000)).toEqual(old);
    expect(load).toHaveBeenCalledTimes(2);
    pending[1].resolve('v2');
    await settle();
    expect(await reads.get('w', load, 33_000)).toBe('v2');
    // The newer answer is fresh from when its load began.
    expect(await reads.get('w', load, 60_000)).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('waits for a new load once the old answer is too stale to give', async () => {
    const { reads, load, pending } = await warmed();
    const late = reads.get('w', load, 61_000);
    pending[1].resolve('v2');
    expect(await late).toBe('v2');
  });

  it('drops a refresh that a write overtook: after clear() the next asker loads anew', async () => {
    const { reads, load, pending } = await warmed();
    void reads.get('w', load, 31_000); // starts a refresh
    reads.clear(); // a write
    pending[1].resolve('read before the write');
    await settle();
    const after = reads.get('w', load, 31_500);
    pending[2].resolve('read after the write');
    expect(await after).toBe('read after the write');
  });

  it('does not keep a first load that was in flight during clear()', async () => {
    const reads = cache();
    const { load, pending } = loads();
    const before = reads.get('w', load, 0);
    reads.clear();
    pending[0].resolve('read before the write');
    expect(await before).toBe('read before the write');
    const after = reads.get('w', load, 1);
    pending[1].resolve('read after the write');
    expect(await after).toBe('read after the write');
  });

  it('keeps the old answer when a refresh fails, and tries again on the next ask', async () => {
    const { reads, load, pending } = await warmed();
    expect(await reads.get('w', load, 31_000)).toBe('v1');
    pending[1].reject(new Error('database down'));
    await settle();
    expect(await reads.get('w', load, 32_000)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not keep a failed first load', async () => {
    const reads = cache();
    const { load, pending } = loads();
    const first = reads.get('w', load, 0);
    pending[0].reject(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    const again = reads.get('w', load, 1);
    pending[1].resolve('v1');
    expect(await again).toBe('v1');
  });

  it('does not keep an answer `keep` refuses, nor one heavier than the whole budget', async () => {
    const reads = cache({ keep: (v) => v !== 'error page', weigh: (v) => v.length, maxWeight: 10 });
    const { load, pending } = loads();
    const failed = reads.get('a', load, 0);
    pending[0].resolve('error page');
    await failed;
    const heavy = reads.get('b', load, 0);
    pending[1].resolve('x'.repeat(11));
    await heavy;
    expect(reads.size).toBe(0);
  });

  it('is bounded by keys and by weight, the oldest answer going first', async () => {
    const reads = cache({ maxEntries: 2, weigh: (v) => v.length, maxWeight: 10 });
    const keep = async (key: string, value: string, at: number) => reads.get(key, async () => value, at);
    await keep('a', 'aaaa', 0);
    await keep('b', 'bbbb', 1);
    await keep('c', 'cccc', 2);
    expect(reads.size).toBe(2);
    const load = jest.fn(async () => 'new');
    expect(await reads.get('a', load, 3)).toBe('new');
    await keep('d', 'dddddddd', 4); // 8 of 10: only d and the newest fits
    expect(await reads.get('d', load, 5)).toBe('dddddddd');
    expect(reads.size).toBe(1);
  });

  it('drops answers past their stale time when it keeps a new one', async () => {
    const reads = cache();
    await reads.get('old', async () => 'x', 0);
    await reads.get('new', async () => 'y', 61_000);
    expect(reads.size).toBe(1);
  });

  it('loads anew on reload() whatever is kept, and askers meanwhile share that load', async () => {
    const { reads, load, pending } = await warmed();
    const reloaded = reads.reload('w', load, 1_000);
    const meanwhile = reads.get('w', load, 1_001);
    pending[1].resolve('v2');
    expect([await reloaded, await meanwhile]).toEqual(['v2', 'v2']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep the request that asked first alive with its answer', async () => {
    // A request's async context holds the request, its response and socket: a cache of 2,000 answers must not hold 2,000 requests.
    const reads = cache();
    expect(await keepsAsyncContext(() => reads.get('w', async () => 'v1', 0))).toBe(false);
    expect(await reads.get('w', async () => 'v2', 1)).toBe('v1');
  });
});
