import { Stack, startStack } from '../../testing/stack';

/** Search as a visitor meets it (issue 32): typos, accents, relevance, counts per filter, did you mean, suggestions. */
describe('search', () => {
  let stack: Stack;

  const submit = (title: string, extra: Record<string, unknown>) =>
    stack
      .http()
      .post('/api/submit')
      .send({ title, url: `https://${encodeURIComponent(title.toLowerCase().replace(/\W+/g, '-'))}.example.com/`, startDate: '2031-06-01', ...extra })
      .expect(201);
  const list = async (query: Record<string, string>) => (await stack.http().get('/api/conferences').query(query).expect(200)).body;
  const titles = async (query: Record<string, string>) => (await list(query)).conferences.map((c: { title: string }) => c.title);

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog'] });
    await submit('Kubernetes Community Days', { startDate: '2031-03-01', location: 'Lima, Peru', country: 'PE', type: 'DevOps', topics: ['devops'] });
    await submit('Cloud Native Summit', { startDate: '2031-02-01', location: 'Kubernetes Street, Zürich', country: 'CH', city: 'Zürich', type: 'DevOps', attendanceMode: 'hybrid', topics: ['devops', 'sre'] });
    await submit('JavaScript Zürich', { startDate: '2031-04-01', location: 'Zürich, Switzerland', country: 'CH', city: 'Zürich', type: 'Tech', topics: ['javascript'] });
    await submit('Remote Rust Week', { startDate: '2031-05-01', attendanceMode: 'online', type: 'Tech', topics: ['rust'] });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('forgives a typo, folds accents and puts a title match first', async () => {
    // Cloud Native Summit is sooner, but has the word in its venue only.
    expect(await titles({ q: 'kubernetes' })).toEqual(['Kubernetes Community Days', 'Cloud Native Summit']);
    expect(await titles({ q: 'kuberentes' })).toEqual(['Kubernetes Community Days', 'Cloud Native Summit']);
    expect(await titles({ q: 'javscript' })).toEqual(['JavaScript Zürich']);
    expect(await titles({ q: 'zurich' })).toEqual(['JavaScript Zürich', 'Cloud Native Summit']);
    // A sort chosen keeps its order, typos still match.
    expect(await titles({ q: 'kuberentes', sort: 'upcoming' })).toEqual(['Cloud Native Summit', 'Kubernetes Community Days']);
  });

  it('counts every filter value without its own filter', async () => {
    const all = await list({});
    const sum = (counts: { count: number }[]) => counts.reduce((n, c) => n + c.count, 0);
    expect(sum(all.facets.type)).toBe(all.total);
    expect(all.facets.type).toEqual([
      { value: 'DevOps', count: 2 },
      { value: 'Tech', count: 2 },
    ]);
    expect(all.facets.mode).toEqual(expect.arrayContaining([{ value: 'online', count: 2 }, { value: 'in-person', count: 3 }, { value: 'hybrid', count: 1 }]));

    const online = await list({ mode: 'online', type: 'Tech' });
    expect(online.total).toBe(1);
    // The mode counts ignore the mode filter (but keep the type): Tech has one online and one in-person.
    expect(online.facets.mode).toEqual(expect.arrayContaining([{ value: 'online', count: 1 }, { value: 'in-person', count: 1 }]));
    expect(online.facets.type).toEqual(expect.arrayContaining([{ value: 'Tech', count: 1 }, { value: 'DevOps', count: 1 }]));
    expect((await list({ q: 'zurich' })).facets.country).toEqual([{ value: 'CH', count: 2 }]);
    expect((await list({ q: 'zurich' })).facets.topic).toEqual(expect.arrayContaining([{ value: 'javascript', count: 1 }, { value: 'sre', count: 1 }]));
  });

  it('names the closest query that finds something when nothing matches', async () => {
    const none = await list({ q: 'lmia' });
    expect(none.total).toBe(0);
    expect(none.didYouMean).toBe('lima');
    expect((await list({ q: 'qqqqqq' })).didYouMean).toBeNull();
  });

  it('takes two neighbours swapped for one typo: the swap wins over a commoner word two edits away', async () => {
    await submit('Zhda Meetup', { startDate: '2031-07-01' });
    await submit('Head Summit', { startDate: '2031-07-02' });
    await submit('Head Conf', { startDate: '2031-07-03' });
    // "zhad" is two edits from both "zhda" (a swap) and "head" (one letter dropped, one added).
    expect((await list({ q: 'zhad' })).didYouMean).toBe('zhda');
  });

  it('suggests conferences, cities and topics while one types', async () => {
    const { body } = await stack.http().get('/api/suggest').query({ q: 'kube' }).expect(200);
    expect(body.conferences.map((c: { title: string }) => c.title)).toEqual(['Kubernetes Community Days', 'Cloud Native Summit']);
    expect((await stack.http().get('/api/suggest').query({ q: 'zur' }).expect(200)).body.cities).toEqual([{ country: 'CH', city: 'Zürich', count: 2 }]);
    expect((await stack.http().get('/api/suggest').query({ q: 'java' }).expect(200)).body.topics).toEqual(['java', 'javascript']);
    await stack.http().get('/api/suggest').expect(400);
    await stack.http().get('/api/suggest').query({ q: 'x'.repeat(101) }).expect(400);
  });

  it('answers hostile queries with nothing or matches, never an error', async () => {
    for (const q of ['%_\\'.repeat(60).slice(0, 200), '🎉'.repeat(100), "'); DROP TABLE catalog.conferences; --", "a' | b:* & !c <-> (d)"]) {
      const body = await list({ q });
      expect(body.total).toBeGreaterThanOrEqual(0);
      await stack.http().get('/api/suggest').query({ q: q.slice(0, 100) }).expect(200);
    }
  });
});
