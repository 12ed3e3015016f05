import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('forgets answers after their time', () => {
    const cache = new TtlCache<string>(1_000, 10);
    cache.set('a', 'x', 0);
    expect(cache.get('a', 999)).toBe('x');
    expect(cache.get('a', 1_000)).toBeUndefined();
  });

  it('evicts the oldest answers when the total weight passes the budget, and keeps none heavier than it', () => {
    const cache = new TtlCache<number[]>(60_000, 100, (rows) => rows.length, 10);
    cache.set('a', [1, 2, 3, 4], 0);
    cache.set('b', [1, 2, 3, 4], 0);
    cache.set('c', [1, 2, 3, 4], 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toHaveLength(4);
    expect(cache.get('c', 1)).toHaveLength(4);
    cache.set('huge', new Array<number>(11).fill(0), 0);
    expect(cache.get('huge', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toHaveLength(4);
  });

  it('frees the weight of a replaced or expired answer', () => {
    const cache = new TtlCache<number[]>(1_000, 100, (rows) => rows.length, 10);
    cache.set('a', [1, 2, 3, 4, 5, 6], 0);
    cache.set('a', [1, 2, 3, 4, 5, 6], 0);
    cache.set('b', [1, 2, 3, 4], 0);
    expect(cache.get('a', 1)).toHaveLength(6);
    expect(cache.get('a', 2_000)).toBeUndefined();
    cache.set('c', [1, 2, 3, 4, 5, 6], 2_000);
    expect(cache.get('b', 2_001)).toBeUndefined(); // expired with a
    expect(cache.get('c', 2_001)).toHaveLength(6);
  });

  it('lets go of expired answers nobody asks for again when the next one is kept', () => {
    const cache = new TtlCache<string>(1_000, 100);
    for (let i = 0; i < 50; i++) cache.set(`page-${i}`, 'x', i);
    cache.set('late', 'y', 1_020);
    expect(cache.size).toBe(30);
    cache.set('later', 'z', 5_000);
    expect(cache.size).toBe(1);
    expect(cache.get('later', 5_001)).toBe('z');
  });
});
