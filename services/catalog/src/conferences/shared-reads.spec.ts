import { SharedReads } from './shared-reads';

/** A load whose answers the test releases one by one. */
function loads() {
  const pending: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const load = jest.fn(() => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })));
  return { load, pending };
}

const settle = () => new Promise((r) => setImmediate(r));

/** SharedReads holding one answered read ('v1') of key 'w', made at time 0. */
async function warmed() {
  const reads = new SharedReads<string>(10);
  const { load, pending } = loads();
  const first = reads.get('w', load, 0);
  pending[0].resolve('v1');
  return { reads, load, pending, old: await first };
}

describe('SharedReads', () => {
  it('answers a fresh read from memory: one load for many askers', async () => {
    const reads = new SharedReads<string>(10);
    const { load, pending } = loads();
    const first = reads.get('w', load, 0);
    const second = reads.get('w', load, 10_000);
    pending[0].resolve('v1');
    expect(await first).toEqual(await second);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers an expired read at once while one newer read runs, then the newer one', async () => {
    const { reads, load, pending, old } = await warmed();

    // Expired: the old answer comes back without waiting, and only one refresh starts.
    expect(await reads.get('w', load, 31_000)).toEqual(old);
    expect(await reads.get('w', load, 32_000)).toEqual(old);
    expect(load).toHaveBeenCalledTimes(2);

    pending[1].resolve('v2');
    await settle();
    const fresh = await reads.get('w', load, 33_000);
    expect(fresh).toBe('v2');
  });

  it('waits for a new read once the old one is too stale to answer', async () => {
    const { reads, load, pending } = await warmed();
    const late = reads.get('w', load, 61_000);
    pending[1].resolve('v2');
    expect(await late).toBe('v2');
  });

  it('drops a refresh that a write overtook: after clear() the next asker reads anew', async () => {
    const { reads, load, pending } = await warmed();
    void reads.get('w', load, 31_000); // starts a refresh
    reads.clear(); // a write
    pending[1].resolve('read before the write');
    await settle();
    const after = reads.get('w', load, 31_500);
    pending[2].resolve('read after the write');
    expect(await after).toBe('read after the write');
  });

  it('keeps the old read when a refresh fails, and tries again on the next ask', async () => {
    const { reads, load, pending } = await warmed();
    expect(await reads.get('w', load, 31_000)).toBe('v1');
    pending[1].reject(new Error('database down'));
    await settle();
    expect(await reads.get('w', load, 32_000)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not keep a failed first read', async () => {
    const reads = new SharedReads<string>(10);
    const { load, pending } = loads();
    const first = reads.get('w', load, 0);
    pending[0].reject(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    const again = reads.get('w', load, 1);
    pending[1].resolve('v1');
    expect(await again).toBe('v1');
  });
});
