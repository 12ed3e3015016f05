import { COMMUNITY_PATTERNS, COMPANIES_PATTERNS, CompanyWithPeers, InterestedCompany } from '@confdir/contracts';
import { serviceCalls } from '../../testing/service-calls';
import { Stack, startStack } from '../../testing/stack';
import { UpstreamError } from '../src/nats/upstream-error';

/** ICP fit and "who else is going" through the real gateway, services, PostgreSQL and NATS. */
describe('ICP fit: recommendations, similar companies, who else is going (real services)', () => {
  let stack: Stack;
  const conferences: Record<string, { id: number; slug: string }> = {};
  const companies: Record<string, { slug: string; editToken: string; name: string }> = {};

  async function conference(title: string, startDate: string, location: string, type: string) {
    const res = await stack.http().post('/api/submit').send({ title, url: `https://${title.toLowerCase().replace(/\W+/g, '-')}.example.com/`, startDate, endDate: startDate, location, type }).expect(201);
    conferences[title] = res.body;
  }

  async function company(key: string, body: Record<string, string>) {
    const res = await stack.http().post('/api/companies').send({ name: `${key} ${process.pid}`, ...body }).expect(201);
    companies[key] = res.body;
  }

  async function event(key: string, title: string, role: string, rating: number) {
    await stack.http().post(`/api/companies/${companies[key].slug}/events`).set('x-company-token', companies[key].editToken)
      .send({ conferenceId: conferences[title].id, role, rating, year: 2025 }).expect(201);
  }

  const recommend = (key: string, query: Record<string, string | number> = {}) =>
    stack.http().get(`/api/companies/${companies[key].slug}/recommendations`).query(query);

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog', 'community', 'companies'] });
    await conference('FinCon Europe 2025', '2025-03-04', 'Amsterdam, Netherlands', 'Fintech');
    await conference('FinCon Europe 2031', '2031-03-04', 'Amsterdam, Netherlands', 'Fintech');
    await conference('Payments Summit USA 2031', '2031-05-06', 'New York, NY, USA', 'Fintech');
    await conference('HealthTech Expo 2031', '2031-04-08', 'Berlin, Germany', 'Bio/Health');
    await conference('Security Days 2031', '2031-09-10', 'Paris, France', 'Security');
    await company('Ledger', { targetIndustries: 'Fintech, Payments, Banking', targetTitles: 'CFO, Head of Payments', targetRegions: 'Europe' });
    await company('Paywise', { targetIndustries: 'Fintech, Payments', targetTitles: 'Head of Payments', targetRegions: 'Europe, North America' });
    await company('Clinix', { targetIndustries: 'Healthcare, Hospitals', targetTitles: 'CMIO', targetRegions: 'North America' });
    await event('Ledger', 'FinCon Europe 2025', 'SPONSORED', 5);
    await event('Paywise', 'FinCon Europe 2025', 'ATTENDED', 4);
    const going = (companyName: string, status: string) =>
      stack.http().post('/api/interests').send({ conferenceId: conferences['FinCon Europe 2031'].id, companyName, status }).expect(201);
    await going('Globex', 'ATTENDING');
    await going(companies.Paywise.name, 'SPONSORING');
    await going('Initech', 'NOT_GOING');
  });
  afterAll(async () => {
    await stack?.close();
  });

  describe('GET /api/companies/:slug/recommendations', () => {
    it('ranks the upcoming conferences that fit the ICP first, with the reasons in words', async () => {
      const res = await recommend('Ledger').expect(200);
      const titles = res.body.recommendations.map((r: { conference: { title: string } }) => r.conference.title);
      expect(titles[0]).toBe('FinCon Europe 2031');
      expect(titles).not.toContain('FinCon Europe 2025');
      expect(titles.indexOf('Payments Summit USA 2031')).toBeLessThan(titles.indexOf('HealthTech Expo 2031'));
      expect(res.body.recommendations[0].reasons).toEqual(expect.arrayContaining(['Europe matches your regions', 'You rated an earlier edition 5/5']));
      const scores = res.body.recommendations.map((r: { score: number }) => r.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      for (const s of scores) expect(s).toBeGreaterThanOrEqual(0);
      expect(scores[0]).toBeLessThanOrEqual(100);
      expect(res.body).toMatchObject({ total: 4, page: 1, limit: 10, totalPages: 1 });
    });

    it('pages through the same ranking', async () => {
      const all = (await recommend('Ledger').expect(200)).body.recommendations;
      const second = (await recommend('Ledger', { limit: 1, page: 2 }).expect(200)).body;
      expect(second).toMatchObject({ total: 4, page: 2, limit: 1, totalPages: 4 });
      expect(second.recommendations.map((r: { conference: { id: number } }) => r.conference.id)).toEqual([all[1].conference.id]);
    });

    it('filters by region, quarter and attendance mode', async () => {
      const titles = async (query: Record<string, string>) =>
        (await recommend('Ledger', query).expect(200)).body.recommendations.map((r: { conference: { title: string } }) => r.conference.title);
      expect(await titles({ region: 'North America' })).toEqual(['Payments Summit USA 2031']);
      expect((await titles({ quarter: '2031-Q2' })).sort()).toEqual(['HealthTech Expo 2031', 'Payments Summit USA 2031']);
      expect(await titles({ mode: 'online' })).toEqual([]);
      expect(await titles({ mode: 'in-person', region: 'all' })).toHaveLength(4);
    });

    it.each([
      [{ limit: 0 }, 'limit must be a whole number from 1 to 50'],
      [{ limit: 51 }, 'limit must be a whole number from 1 to 50'],
      [{ page: 'two' }, 'page must be a whole number from 1 to 20'],
      [{ region: 'Mars' }, 'region must be one of'],
      [{ quarter: '2031-Q5' }, 'quarter must be written YYYY-Qn'],
      [{ mode: 'teleport' }, 'mode must be one of'],
      [{ sort: 'best' }, 'property sort should not exist'],
    ])('refuses %j with a clear 400', async (query, message) => {
      const res = await recommend('Ledger', query as Record<string, string | number>).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.body.message).toContain(message);
    });

    it('answers 404 for a company that does not exist', async () => {
      await stack.http().get('/api/companies/no-such-company/recommendations').expect(404);
      await stack.http().get('/api/companies/Not%20A%20Slug/recommendations').expect(404);
    });

    it('shows a change to the track record at once, not a cached minute later', async () => {
      await conference('CareSummit 2025', '2025-06-03', 'Boston, MA, USA', 'Bio/Health');
      await conference('CareSummit 2031', '2031-06-03', 'Boston, MA, USA', 'Bio/Health');
      const reasons = async () =>
        (await recommend('Clinix').expect(200)).body.recommendations.find((r: { conference: { title: string } }) => r.conference.title === 'CareSummit 2031')
          ?.reasons;
      expect(await reasons()).not.toContain('You rated an earlier edition 5/5');
      await event('Clinix', 'CareSummit 2025', 'SPONSORED', 5);
      expect(await reasons()).toContain('You rated an earlier edition 5/5');
    });

    it('finds a hybrid conference under the hybrid mode and shows it as hybrid, not online', async () => {
      const res = await stack.http().post('/api/submit').send({ title: 'FinTech Hybrid Forum 2031', url: 'https://fintech-hybrid-forum.example.com/', startDate: '2031-10-07', endDate: '2031-10-08', location: 'Lisbon, Portugal', type: 'Fintech', attendanceMode: 'hybrid' }).expect(201);
      const hybrid = (await recommend('Ledger', { mode: 'hybrid' }).expect(200)).body.recommendations;
      expect(hybrid.map((r: { conference: { id: number } }) => r.conference.id)).toEqual([res.body.id]);
      expect(hybrid[0].conference.attendanceMode).toBe('hybrid');
    });
  });

  describe('GET /api/companies/:slug/similar', () => {
    it('lists companies with a similar ICP and the conferences both went to', async () => {
      const res = await stack.http().get(`/api/companies/${companies.Ledger.slug}/similar`).expect(200);
      expect(res.body.companies[0]).toMatchObject({
        slug: companies.Paywise.slug,
        shared: expect.arrayContaining(['fintech', 'payments']),
        sharedConferences: [{ slug: conferences['FinCon Europe 2025'].slug, title: 'FinCon Europe 2025' }],
      });
      expect(res.body.companies.map((c: { slug: string }) => c.slug)).not.toContain(companies.Clinix.slug);
    });

    it('shows a new track-record entry of a similar company at once', async () => {
      const shared = async () =>
        (await stack.http().get(`/api/companies/${companies.Ledger.slug}/similar`).expect(200)).body.companies[0].sharedConferences
          .map((c: { title: string }) => c.title)
          .sort();
      expect(await shared()).toEqual(['FinCon Europe 2025']);
      await event('Ledger', 'Payments Summit USA 2031', 'ATTENDED', 4);
      await event('Paywise', 'Payments Summit USA 2031', 'SPONSORED', 5);
      expect(await shared()).toEqual(['FinCon Europe 2025', 'Payments Summit USA 2031']);
    });
  });

  describe('GET /api/conferences/:slug/companies', () => {
    it('groups sponsors and attendees from interests and track records, linked to profiles when they exist', async () => {
      const upcoming = await stack.http().get(`/api/conferences/${conferences['FinCon Europe 2031'].slug}/companies`).expect(200);
      expect(upcoming.body).toEqual({
        groups: [
          { role: 'SPONSORING', companies: [{ name: companies.Paywise.name, slug: companies.Paywise.slug }] },
          { role: 'ATTENDING', companies: [{ name: 'Globex', slug: null }] },
        ],
        total: 2,
      });
      const past = await stack.http().get(`/api/conferences/${conferences['FinCon Europe 2025'].slug}/companies`).expect(200);
      expect(past.body.groups).toEqual([
        { role: 'SPONSORING', companies: [{ name: companies.Ledger.name, slug: companies.Ledger.slug }] },
        { role: 'ATTENDING', companies: [{ name: companies.Paywise.name, slug: companies.Paywise.slug }] },
      ]);
    });

    it('answers 404 for an unknown conference and an empty list for one nobody marked', async () => {
      await stack.http().get('/api/conferences/no-such-conference/companies').expect(404);
      const res = await stack.http().get(`/api/conferences/${conferences['Security Days 2031'].slug}/companies`).expect(200);
      expect(res.body).toEqual({ groups: [], total: 0 });
    });

    it('is a public read that shared caches may keep briefly, and a write through the site shows at once', async () => {
      const slug = conferences['Security Days 2031'].slug;
      const before = await stack.http().get(`/api/conferences/${slug}/companies`).expect(200);
      expect(before.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=30');
      await event('Paywise', 'Security Days 2031', 'SPONSORED', 5);
      const after = await stack.http().get(`/api/conferences/${slug}/companies`).expect(200);
      expect(after.body.groups).toEqual([{ role: 'SPONSORING', companies: [{ name: companies.Paywise.name, slug: companies.Paywise.slug }] }]);
    });
  });
  describe('service calls that arrive together', () => {
    // Sent in one turn, they leave the gateway in one socket write and reach each service in one read,
    // where each service answers them with one statement.
    it('answer each company and conference as it is answered alone, and an unknown company fails alone', async () => {
      const calls = serviceCalls(stack);
      const asked = [
        ...[companies.Ledger.slug, companies.Clinix.slug, 'no-such-company', companies.Paywise.slug].map(
          (slug) => () => calls.send(COMPANIES_PATTERNS.similar, { slug, limit: 6 }).catch((err: UpstreamError) => err.payload.code),
        ),
        ...['FinCon Europe 2031', 'Security Days 2031', 'FinCon Europe 2025'].map(
          (title) => () => calls.send(COMMUNITY_PATTERNS.companiesGoing, { conferenceId: conferences[title].id, limit: 100 }),
        ),
      ];
      const together = await Promise.all(asked.map((ask) => ask()));
      const alone = [];
      for (const ask of asked) alone.push(await ask());
      expect(together).toEqual(alone);
      expect(together[2]).toBe('NOT_FOUND');
      expect((together[0] as CompanyWithPeers).peers[0].slug).toBe(companies.Paywise.slug);
      expect((together[4] as InterestedCompany[]).map((i) => i.companyName).sort()).toEqual(['Globex', companies.Paywise.name].sort());
      expect(together[5]).toEqual([]);
    });
  });
});
