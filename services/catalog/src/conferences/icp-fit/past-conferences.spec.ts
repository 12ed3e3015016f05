import type { DataSource } from 'typeorm';
import { PastConferences } from './past-conferences';

interface Row {
  id: number;
  title: string;
  type: string;
  status: string;
}

/** The conferences table as the two statements read it, counting the per-ranking reads. */
function fakeTable(rows: Row[]) {
  const calls = { byIds: 0, chunks: 0 };
  const query = ({ name, values }: { name: string; values: unknown[] }) => {
    const published = rows.filter((r) => r.status === 'published');
    if (name === 'catalog-past-titles') {
      calls.byIds++;
      const ids = values[0] as number[];
      return Promise.resolve({ rows: published.filter((r) => ids.includes(r.id)) });
    }
    calls.chunks++;
    const [after, limit] = values as [number, number];
    return Promise.resolve({ rows: published.filter((r) => r.id > after).slice(0, limit) });
  };
  const db = { driver: { master: { query } } } as unknown as DataSource;
  return { db, calls };
}

const settled = async () => {
  for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
};

function rows(count: number): Row[] {
  return Array.from({ length: count }, (_, i) => ({ id: i + 1, title: `Conf ${i + 1}`, type: 'Tech', status: i % 10 === 9 ? 'rejected' : 'published' }));
}

describe('PastConferences', () => {
  const t0 = 1_000_000;

  it('reads ids per ranking until the index is built, then answers from the index, published ones only', async () => {
    const { db, calls } = fakeTable(rows(12_000));
    const past = new PastConferences(db);
    const first = await past.get([1, 10, 11_999], t0);
    expect([...first.keys()]).toEqual([1, 11_999]);
    expect(calls.byIds).toBe(1);
    await settled();
    // 10,800 published rows, 5,000 a query.
    expect(calls.chunks).toBe(3);
    const second = await past.get([1, 10, 5_001, 11_999], t0 + 1);
    expect([...second.entries()]).toEqual([
      [1, { title: 'Conf 1', type: 'Tech' }],
      [5_001, { title: 'Conf 5001', type: 'Tech' }],
      [11_999, { title: 'Conf 11999', type: 'Tech' }],
    ]);
    expect(calls.byIds).toBe(1);
  });

  it('reads a conference added after the build from the database', async () => {
    const table = rows(100);
    const { db, calls } = fakeTable(table);
    const past = new PastConferences(db);
    await past.get([1], t0);
    await settled();
    table.push({ id: 101, title: 'Added later', type: 'AI', status: 'published' });
    const found = await past.get([1, 101], t0 + 1);
    expect(found.get(101)).toEqual({ title: 'Added later', type: 'AI' });
    expect(calls.byIds).toBe(2);
  });

  it('forgets the index on a write, and builds again no sooner than half a minute after the last build began', async () => {
    const table = rows(100);
    const { db, calls } = fakeTable(table);
    const past = new PastConferences(db);
    await past.get([1], t0);
    await settled();
    table[0].title = 'Renamed';
    past.forget();
    expect((await past.get([1], t0 + 1_000)).get(1)?.title).toBe('Renamed');
    await settled();
    expect(calls.chunks).toBe(1);
    await past.get([1], t0 + 31_000);
    await settled();
    expect(calls.chunks).toBe(2);
    const byIds = calls.byIds;
    expect((await past.get([1], t0 + 31_001)).get(1)?.title).toBe('Renamed');
    expect(calls.byIds).toBe(byIds);
  });

  it('does not keep an index that a write overtook while it was being built', async () => {
    const table = rows(100);
    const { db, calls } = fakeTable(table);
    const past = new PastConferences(db);
    await past.get([1], t0);
    past.forget();
    await settled();
    await past.get([1], t0 + 1);
    expect(calls.byIds).toBe(2);
  });
});
