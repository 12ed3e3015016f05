import { Stack, startStack } from '../../testing/stack';

/** GET /api/conferences/:slug/page, a conference page's data in one read, through the real gateway and services. */
describe('conference page data in one read (real services)', () => {
  let stack: Stack;
  let conference: { id: number; slug: string };

  const get = (path: string) => stack.http().get(path);
  const adminKey = () => ({ 'x-admin-key': stack.adminKey });

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog', 'community', 'companies'] });
    // The server render reads the API through the gateway's own port.
    await stack.gateway.listen(0, '127.0.0.1');
    const title = `Page Read Conf ${process.pid}`;
    conference = (await stack.http().post('/api/submit').send({ title, url: `https://page-read-${process.pid}.example.com/`, startDate: '2031-06-02', location: 'Lisbon, Portugal' }).expect(201)).body;
    await stack.http().post('/api/reviews').send({ conferenceId: conference.id, userName: 'Ada', userEmail: null, role: 'ATTENDED', rating: 4, title: null, body: 'Worth it.' }).expect(201);
    await stack.http().post('/api/interests').send({ conferenceId: conference.id, companyName: 'Globex', status: 'SPONSORING' }).expect(201);
    await stack.http().post('/api/admin/company-events').set(adminKey()).send({ companySlug: 'crustdata', conferenceId: conference.id, role: 'SPONSORED', rating: 5, year: 2031, status: 'published' }).expect(201);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('answers what the page would read from five endpoints, part for part', async () => {
    const page = (await get(`/api/conferences/${conference.slug}/page`).expect(200).expect('Cache-Control', /public/)).body;
    const [detail, reviews, interests, companies, events] = await Promise.all([
      get(`/api/conferences/${conference.slug}`).expect(200),
      get(`/api/reviews?conferenceId=${conference.id}&page=1`).expect(200),
      get(`/api/interests?conferenceId=${conference.id}&page=1`).expect(200),
      get(`/api/conferences/${conference.slug}/companies`).expect(200),
      get(`/api/company-events?conferenceId=${conference.id}&companySlug=crustdata`).expect(200),
    ]);
    expect(page.conference).toEqual(detail.body);
    expect(page.reviews).toEqual(reviews.body);
    expect(page.interests).toEqual(interests.body);
    expect(page.companies).toEqual(companies.body);
    expect(page.featured).toEqual({ companySlug: 'crustdata', events: events.body });
    // Not an empty page that happens to match: the writes above are in it.
    expect(page.reviews.reviews.map((r: { body: string }) => r.body)).toEqual(['Worth it.']);
    expect(page.companies.groups).toEqual([{ role: 'SPONSORING', companies: [{ name: 'Crustdata', slug: 'crustdata' }, { name: 'Globex', slug: null }] }]);
    expect(page.featured.events).toEqual([expect.objectContaining({ role: 'SPONSORED', conference: expect.objectContaining({ slug: conference.slug }) })]);
    // The server-rendered page is drawn from it.
    const html = (await get(`/conference/${conference.slug}`).expect(200)).text;
    expect(html).toContain('Worth it.');
    expect(html).toContain('Globex');
  });

  it('answers a conference nobody reviewed or marked, and several pages read at once, each with its own parts', async () => {
    const quiet = (await stack.http().post('/api/submit').send({ title: `Quiet Conf ${process.pid}`, url: `https://quiet-${process.pid}.example.com/`, startDate: '2031-07-01', location: 'Porto, Portugal' }).expect(201)).body;
    // Asked together, the two pages' counts share community's statements: each must still get its own.
    const [busy, empty] = await Promise.all([get(`/api/conferences/${conference.slug}/page`).expect(200), get(`/api/conferences/${quiet.slug}/page`).expect(200)]);
    expect(empty.body.reviews).toEqual({ reviews: [], avgRating: null, countsByRole: { ATTENDED: 0, SPONSORED: 0, DID_NOT_ATTEND: 0 }, page: 1, pageSize: expect.any(Number), total: 0 });
    expect(empty.body.interests).toMatchObject({ interests: [], countsByStatus: { CONSIDERING: 0, ATTENDING: 0, SPONSORING: 0, NOT_GOING: 0 }, total: 0 });
    expect(empty.body.companies).toEqual({ groups: [], total: 0 });
    expect(empty.body.featured.events).toEqual([]);
    expect(busy.body.reviews).toMatchObject({ avgRating: 4, total: 1, countsByRole: expect.objectContaining({ ATTENDED: 1 }) });
    expect(busy.body.interests).toMatchObject({ total: 1, countsByStatus: expect.objectContaining({ SPONSORING: 1 }) });
  });

  it('answers 404 for a conference the public cannot see, and 400 for a slug no conference can have', async () => {
    expect((await get('/api/conferences/no-such-conference/page').expect(404)).body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Conference not found' });
    await stack.http().post(`/api/admin/conferences/${conference.id}/status`).set(adminKey()).send({ status: 'hidden' }).expect(200);
    await get(`/api/conferences/${conference.slug}/page`).expect(404);
    await stack.http().post(`/api/admin/conferences/${conference.id}/status`).set(adminKey()).send({ status: 'published' }).expect(200);
    const refused = await get(`/api/conferences/${'x'.repeat(400)}/page`);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
  });

  it('fails fast with 503 when a part cannot be read, so the page reads the parts one by one', async () => {
    await stack.stopService('community');
    try {
      const started = Date.now();
      const res = await get(`/api/conferences/${conference.slug}/page`);
      expect(res.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(5_000);
      // The page itself still renders its conference, with the reviews' own error state.
      const html = await get(`/conference/${conference.slug}`);
      expect(html.status).toBe(200);
      expect(html.text).toContain(`Page Read Conf ${process.pid}`);
      expect(html.text).not.toContain('Worth it.');
      // A page with a part missing is no page for a shared cache to keep.
      expect(html.headers['cache-control']).not.toMatch(/public/);
    } finally {
      await stack.startService('community');
    }
  });
});
