import { confsTechSource, confsTechYears } from './confs-tech.source';

describe('the confs.tech source', () => {
  const now = new Date('2026-11-27T00:00:00Z');

  it('reads last year to two years ahead, every topic, and takes a missing file as no error', async () => {
    expect(confsTechYears(now)).toEqual([2025, 2026, 2027, 2028]);
    const asked: string[] = [];
    const read = await confsTechSource.read('https://example.org/data/', async (location) => {
      asked.push(location);
      return location.endsWith('/2026/css.json') ? JSON.stringify([{ name: 'CSS Day', url: 'https://cssday.nl', startDate: '2026-06-11', endDate: '2026-06-12', city: 'Amsterdam', country: 'Netherlands' }]) : null;
    }, now);
    expect(asked).toContain('https://example.org/data/conferences/2028/javascript.json');
    expect(asked).toHaveLength(4 * 39);
    expect(read).toMatchObject({ errors: [], rejected: [], window: { from: '2025-01-01', to: '2028-12-31' } });
    expect(read.entries).toEqual([expect.objectContaining({ key: 'cssday.nl|2026-06-11', where: '2026/css.json #1', url: 'https://cssday.nl' })]);
  });

  it('stops trying when upstream is unreachable: eight failures and nothing read', async () => {
    let asked = 0;
    const read = await confsTechSource.read('https://offline.example.org', async () => {
      asked++;
      throw new Error('the host name offline.example.org could not be resolved');
    }, now);
    expect(asked).toBe(8);
    expect(read.entries).toEqual([]);
    expect(read.errors).toHaveLength(9);
    expect(read.errors[8].reason).toMatch(/^gave up after 8 files failed and none was read/);
  });
});
