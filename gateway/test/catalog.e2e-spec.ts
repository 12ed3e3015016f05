import { Client } from 'pg';
import { Stack, startStack } from '../../testing/stack';

interface ConferenceBody {
  id: number;
  slug: string;
  title: string;
  startDateUTC: string | null;
  endDateUTC: string | null;
  location: string | null;
  type: string;
  votesCount: number;
}

const day = (offsetDays: number): string => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('catalog API: listing, search, details, submissions', () => {
  let stack: Stack;
  let db: Client;
  const created: Record<string, ConferenceBody> = {};

  const submit = (body: Record<string, unknown>) => stack.http().post('/api/submit').send(body);
  const list = async (query: Record<string, string | number>) => {
    const res = await stack.http().get('/api/conferences').query(query);
    expect(res.status).toBe(200);
    return res.body as { conferences: ConferenceBody[]; total: number; page: number; totalPages: number };
  };
  const titles = async (query: Record<string, string | number>) => (await list({ limit: 200, ...query })).conferences.map((c) => c.title);
  const count = async () => Number((await db.query('SELECT count(*) FROM catalog.conferences')).rows[0].count);

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog'] });
    db = new Client({ connectionString: stack.adminDatabaseUrl });
    await db.connect();
    const fixtures: Record<string, Record<string, unknown>> = {
      zurich: { title: 'Zürich DevOps Days', url: 'https://zurich-devops.example.com/', startDate: '2027-02-10', endDate: '2027-02-12', location: 'Zürich, Switzerland', type: 'DevOps' },
      kube: { title: 'Kubernetes Summit', url: 'https://kube-summit.example.com', startDate: '2027-05-01', endDate: '2027-05-03', location: 'Berlin, Germany', type: 'DevOps' },
      fintech: { title: 'Fintech Forum', url: 'https://fintech-forum.example.com', startDate: '2027-01-15', location: 'London, UK', type: 'Fintech' },
      past: { title: 'Past Conference', url: 'https://past.example.com', startDate: '2020-01-01', endDate: '2020-01-02', location: 'Paris, France', type: 'Tech' },
      undated: { title: 'Undated AI Meetup', url: 'https://undated.example.com', type: 'AI' },
      endingToday: { title: 'Ending Today Conf', url: 'https://ending-today.example.com', startDate: day(-2), endDate: day(0), location: 'Online' },
    };
    for (const [key, body] of Object.entries(fixtures)) {
      const res = await submit(body);
      expect(res.status).toBe(201);
      created[key] = res.body;
    }
  });
  afterAll(async () => {
    await db?.end();
    await stack?.close();
  });

  describe('POST /api/submit', () => {
    it('answers 201 with the created conference in the API shape', () => {
      expect(created.zurich).toEqual({
        id: expect.any(Number),
        slug: 'zurich-devops-days',
        title: 'Zürich DevOps Days',
        url: 'https://zurich-devops.example.com/',
        imageUrl: null,
        startDateUTC: '2027-02-10T00:00:00.000Z',
        endDateUTC: '2027-02-12T00:00:00.000Z',
        location: 'Zürich, Switzerland',
        venue: null,
        type: 'DevOps',
        source: 'community',
        status: 'published',
        votesCount: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        cfpUrl: null,
        cfpEndDate: null,
        cfpTimezone: 'AoE',
        cfpClosesAt: null,
        attendanceMode: 'in-person',
        eventStatus: 'scheduled',
        // Found from the location in the gazetteer (issue 35).
        country: 'CH',
        city: 'Zürich',
        citySlug: 'zurich',
        latitude: expect.closeTo(47.37, 1),
        longitude: expect.closeTo(8.55, 1),
        languages: [],
        topics: [],
        cocUrl: null,
        captions: false,
        scholarship: false,
        twitter: null,
        mastodon: null,
        bluesky: null,
      });
    });

    it('trims, turns empty strings into null and defaults the type to General', async () => {
      const res = await submit({ title: '  Trim Conf  ', url: ' https://trim.example.com ', location: '', startDate: '', endDate: '', type: '' }).expect(201);
      expect(res.body).toMatchObject({ title: 'Trim Conf', url: 'https://trim.example.com', location: null, startDateUTC: null, endDateUTC: null, type: 'General' });
    });

    it.each([
      [{ url: 'https://x.example.com' }, 'Title is required'],
      [{ title: '   ', url: 'https://x.example.com' }, 'Title is required'],
      [{ title: 'X' }, 'Must be a valid URL'],
      [{ title: 'X', url: 'not a url' }, 'Must be a valid URL'],
      [{ title: 'X', url: 'javascript:alert(1)' }, 'Must be a valid URL'],
      [{ title: 'X', url: 'https://x.example.com', startDate: '2027-03-02', endDate: '2027-03-01' }, 'endDate must not be before startDate'],
      [{ title: 'X', url: 'https://x.example.com', startDate: '2027-02-30' }, /^startDate must be a date/],
      [{ title: 'X', url: 'https://x.example.com', type: 'Crypto' }, /^type must be one of: General, Tech/],
      [{ title: 'X'.repeat(201), url: 'https://x.example.com' }, 'Title must be at most 200 characters'],
      [{ title: 'X', url: 'https://x.example.com', status: 'hidden' }, /status should not exist/],
      [{ title: 'Nul\u0000Conf', url: 'https://x.example.com' }, 'Title must not contain NUL characters'],
      [{ title: 'X', url: 'https://x.example.com', location: 'a\u0000b' }, 'location must not contain NUL characters'],
    ])('refuses %j with 400 and a clear message, creating nothing', async (body, message) => {
      const before = await count();
      const res = await submit(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
      expect(await count()).toBe(before);
    });

    it('refuses the same event twice with 409 naming the existing conference, and creates nothing', async () => {
      const before = await count();
      const res = await submit({ title: 'Zurich DevOps Days again', url: 'http://www.zurich-devops.example.com', startDate: '2027-02-12', endDate: '2027-02-14' }).expect(409);
      expect(res.body).toMatchObject({ statusCode: 409, error: 'Conflict', details: { slug: 'zurich-devops-days' } });
      expect(res.body.message).toContain('Zürich DevOps Days');
      const undated = await submit({ title: 'Undated again', url: 'https://undated.example.com/#x' }).expect(409);
      expect(undated.body.details).toEqual({ slug: created.undated.slug });
      expect(await count()).toBe(before);
    });

    it('accepts the next edition on the same site when the dates do not overlap', async () => {
      const res = await submit({ title: 'Zürich DevOps Days', url: 'https://zurich-devops.example.com', startDate: '2028-02-10' }).expect(201);
      expect(res.body.slug).toBe('zurich-devops-days-2');
    });

    it('lets only one of two simultaneous identical submissions through', async () => {
      const body = { title: 'Race Conf', url: 'https://race.example.com', startDate: '2027-06-01' };
      const statuses = (await Promise.all([submit(body), submit(body), submit(body)])).map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409, 409]);
    });

    it('suffixes colliding slugs -2, -3..., also when submitted at once', async () => {
      const one = await submit({ title: 'Same Name', url: 'https://same-1.example.com' }).expect(201);
      const two = await submit({ title: 'Same Name!', url: 'https://same-2.example.com' }).expect(201);
      expect([one.body.slug, two.body.slug]).toEqual(['same-name', 'same-name-2']);
      const burst = await Promise.all([3, 4, 5, 6, 7].map((n) => submit({ title: 'Same Name', url: `https://same-${n}.example.com` })));
      expect(burst.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      expect(burst.map((r) => r.body.slug).sort()).toEqual(['same-name-3', 'same-name-4', 'same-name-5', 'same-name-6', 'same-name-7']);
    });
  });

  describe('GET /api/conferences/:slug', () => {
    it('serves a published conference', async () => {
      const res = await stack.http().get('/api/conferences/kubernetes-summit').expect(200);
      expect(res.body).toMatchObject({ id: created.kube.id, title: 'Kubernetes Summit', votesCount: 0 });
    });

    it('lets browsers and shared caches keep it briefly and revalidate it with a 304', async () => {
      for (let i = 0; i < 2; i++) {
        // The first answer comes from the catalog, the second from the gateway's short cache: both the same.
        const res = await stack.http().get('/api/conferences/ending-today-conf').expect(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=30');
        expect(res.body).toMatchObject({ slug: 'ending-today-conf', title: 'Ending Today Conf' });
        const again = await stack.http().get('/api/conferences/ending-today-conf').set('If-None-Match', res.headers.etag).expect(304);
        expect(again.text).toBe('');
      }
    });

    it('answers 400, not 500, for a slug with a NUL character', async () => {
      const res = await stack.http().get('/api/conferences/a%00b').expect(400);
      expect(res.body.message).toBe('slug must not contain NUL characters');
    });

    it('answers pages asked for at once each with its own conference and votes, and 404 only for an unknown one', async () => {
      await db.query('INSERT INTO catalog.vote_counts (conference_id, votes) VALUES ($1, 7)', [created.fintech.id]);
      try {
        // Longer than a slug may be: refused alone, it must not fail the reads it arrives with.
        const slugs = ['fintech-forum', 'zurich-devops-days', 'no-such-one', 'x'.repeat(301), 'undated-ai-meetup', 'fintech-forum'];
        const answers = await Promise.all(slugs.map((slug) => stack.http().get(`/api/conferences/${slug}`)));
        expect(answers.map((a) => [a.status, a.body.slug ?? a.body.message, a.body.votesCount])).toEqual([
          [200, 'fintech-forum', 7],
          [200, 'zurich-devops-days', 0],
          [404, 'Conference not found', undefined],
          [400, 'slug must be at most 300 characters', undefined],
          [200, 'undated-ai-meetup', 0],
          [200, 'fintech-forum', 7],
        ]);
      } finally {
        await db.query('DELETE FROM catalog.vote_counts WHERE conference_id = $1', [created.fintech.id]);
      }
    });

    it('answers 404 for an unknown or hidden one', async () => {
      const res = await stack.http().get('/api/conferences/no-such-conference').expect(404);
      expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Conference not found' });
      const hidden = await submit({ title: 'Hidden Conf', url: 'https://hidden.example.com', startDate: '2027-04-01' }).expect(201);
      await db.query("UPDATE catalog.conferences SET status = 'hidden' WHERE id = $1", [hidden.body.id]);
      await stack.http().get(`/api/conferences/${hidden.body.slug}`).expect(404);
      expect(await titles({ q: 'hidden' })).toEqual([]);
      expect(await titles({ sort: 'recent', q: 'hidden' })).toEqual([]);
    });
  });

  describe('GET /api/conferences', () => {
    it('lists upcoming conferences by start date, undated last, without ended ones', async () => {
      const body = await list({ limit: 200 });
      const names = body.conferences.map((c) => c.title);
      expect(names).not.toContain('Past Conference');
      expect(names).toContain('Ending Today Conf');
      const starts = body.conferences.map((c) => c.startDateUTC);
      const dated = starts.filter((s): s is string => s !== null);
      expect(dated).toEqual([...dated].sort());
      expect(starts.indexOf(null)).toBe(dated.length);
      expect(body.conferences.every((c) => c.votesCount === 0)).toBe(true);
      expect(names.indexOf('Fintech Forum')).toBeLessThan(names.indexOf('Zürich DevOps Days'));
    });

    it('lists recently added conferences newest first, ended ones included', async () => {
      const res = await stack.http().get('/api/conferences').query({ sort: 'recent', limit: 200 }).expect(200);
      const created = res.body.conferences.map((c: { createdAt: string }) => c.createdAt);
      expect(created).toEqual([...created].sort().reverse());
      expect(res.body.conferences.map((c: ConferenceBody) => c.title)).toContain('Past Conference');
    });

    it('finds words and word prefixes in title, location and venue, whatever their case and accents', async () => {
      expect(await titles({ q: 'kubernetes' })).toEqual(['Kubernetes Summit']);
      expect(await titles({ q: 'KUBE' })).toEqual(['Kubernetes Summit']);
      // Two editions of it are listed (2027 and 2028).
      expect(await titles({ q: 'zurich' })).toEqual(['Zürich DevOps Days', 'Zürich DevOps Days']);
      expect(await titles({ q: 'ZÜR dev' })).toEqual(['Zürich DevOps Days', 'Zürich DevOps Days']);
      expect(await titles({ q: 'berl' })).toEqual(['Kubernetes Summit']);
      expect(await titles({ q: 'kube london' })).toEqual([]);
      expect(await titles({ q: 'ernetes' })).toEqual([]);
    });

    it('treats any search text as plain words', async () => {
      for (const q of ["kube:* | !'", '(&)', '\\', "'; DROP TABLE catalog.conferences; --"]) {
        await stack.http().get('/api/conferences').query({ q }).expect(200);
      }
      expect(await titles({ q: 'kube:* | !' })).toEqual(['Kubernetes Summit']);
    });

    it('filters by exact type; empty or all means every type', async () => {
      expect((await titles({ type: 'DevOps' })).sort()).toEqual(['Kubernetes Summit', 'Zürich DevOps Days']);
      expect(await titles({ type: 'Fintech' })).toEqual(['Fintech Forum']);
      const all = (await list({ type: 'all' })).total;
      expect((await list({ type: '' })).total).toBe(all);
      expect((await list({})).total).toBe(all);
    });

    it('filters by location substring, case-insensitive, with % and _ taken literally', async () => {
      expect(await titles({ location: 'BERL' })).toEqual(['Kubernetes Summit']);
      expect(await titles({ location: 'germany' })).toEqual(['Kubernetes Summit']);
      expect(await titles({ location: '%' })).toEqual([]);
      expect(await titles({ location: '_' })).toEqual([]);
    });

    it('selects conferences whose dates overlap from/to', async () => {
      expect(await titles({ from: '2027-02-12', to: '2027-02-12' })).toEqual(['Zürich DevOps Days']);
      expect(await titles({ from: '2027-02-10', to: '2027-02-10' })).toEqual(['Zürich DevOps Days']);
      expect(await titles({ from: '2027-02-13', to: '2027-04-30' })).toEqual([]);
      expect(await titles({ from: '2027-01-01', to: '2027-02-09' })).toEqual(['Fintech Forum']);
      expect(await titles({ from: '2027-05-03' })).toEqual(expect.arrayContaining(['Kubernetes Summit']));
      expect(await titles({ from: '2027-05-03' })).not.toContain('Undated AI Meetup');
      expect(await titles({ sort: 'recent', to: '2020-01-01' })).toEqual(['Past Conference']);
    });

    it('pages with 12 per page by default and a limit up to 200', async () => {
      const first = await list({});
      expect(first.page).toBe(1);
      expect(first.conferences.length).toBe(Math.min(12, first.total));
      const total = first.total;
      const pages = await Promise.all([1, 2, 3, 4].map((page) => list({ limit: 3, page })));
      expect(pages.map((p) => p.totalPages)).toEqual([4, 4, 4, 4].map(() => Math.ceil(total / 3)));
      const ids = pages.flatMap((p) => p.conferences.map((c) => c.id));
      expect(new Set(ids).size).toBe(ids.length);
      const beyond = await list({ limit: 3, page: 999 });
      expect(beyond).toMatchObject({ conferences: [], total, page: 999 });
      expect((await list({ limit: 200 })).conferences.length).toBe(total);
      expect(await list({ q: 'nothing-matches-this' })).toEqual({ conferences: [], total: 0, page: 1, totalPages: 0 });
    });

    it.each([
      [{ page: 0 }, 'page'],
      [{ page: -1 }, 'page'],
      [{ page: 'abc' }, 'page'],
      [{ page: '1.5' }, 'page'],
      [{ limit: 500 }, 'limit'],
      [{ limit: 0 }, 'limit'],
      [{ from: '2027-13-01' }, 'from'],
      [{ to: 'tomorrow' }, 'to'],
      [{ sort: 'popular' }, 'sort'],
      [{ type: 'Crypto' }, 'type'],
      [{ type: 'devops' }, 'type'],
      [{ q: 'x'.repeat(201) }, 'q'],
      [{ from: '2027-03-01', to: '2027-02-01' }, 'from'],
      [{ color: 'red' }, 'color'],
      [{ location: 'a\u0000b' }, 'location'],
      [{ q: 'a\u0000b' }, 'q'],
    ])('answers 400 naming the parameter for %j', async (query, param) => {
      const res = await stack.http().get('/api/conferences').query(query).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.body.message).toMatch(new RegExp(`^(property )?${param} `));
    });

    it('answers 400 for a repeated parameter', async () => {
      const res = await stack.http().get('/api/conferences?type=AI&type=Tech').expect(400);
      expect(res.body.message).toMatch(/^type /);
    });
  });
});
