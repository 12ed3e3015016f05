import { Client } from 'pg';
import { AdminInterest, AdminReview, COMMUNITY_PATTERNS, ErrorCode, Page, PAGE_SIZES, PublicInterest } from '@confdir/contracts';
import { Stack, startStack } from '../../testing/stack';
import { ServiceClient } from '../src/nats/service-client';
import { UpstreamError } from '../src/nats/upstream-error';

/** Reviews and company interest through the real gateway, catalog and community services. */
describe('community: reviews and company interest', () => {
  let stack: Stack;
  let nats: ServiceClient;
  let seq = 0;

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog', 'community'], env: { FEATURED_COMPANY_NAME: 'Crustdata' } });
    nats = stack.gateway.get(ServiceClient);
  });
  afterAll(async () => {
    await stack?.close();
  });

  async function createConference(): Promise<number> {
    seq += 1;
    const title = `Community Conf ${seq} ${Date.now()}`;
    const res = await stack.http().post('/api/submit').send({ title, url: `https://community-${seq}-${Date.now()}.example.com` });
    expect([200, 201]).toContain(res.status);
    if (typeof res.body.id === 'number') return res.body.id;
    const found = await stack.http().get(`/api/conferences/${res.body.slug}`).expect(200);
    return found.body.id;
  }

  async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
    const client = new Client({ connectionString: stack.adminDatabaseUrl });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  async function upstreamCode(call: Promise<unknown>): Promise<ErrorCode | 'resolved'> {
    try {
      await call;
      return 'resolved';
    } catch (err) {
      if (err instanceof UpstreamError) return err.code;
      throw err;
    }
  }

  const review = (conferenceId: number, patch: Record<string, unknown> = {}) => ({
    conferenceId,
    userName: 'Ada',
    userEmail: null,
    role: 'ATTENDED',
    rating: null,
    title: null,
    body: 'Worth it.',
    ...patch,
  });

  describe('reviews', () => {
    it('starts empty: no reviews, no average, every role counted as 0', async () => {
      const id = await createConference();
      const res = await stack.http().get('/api/reviews').query({ conferenceId: id }).expect(200);
      expect(res.body).toEqual({ reviews: [], avgRating: null, countsByRole: { ATTENDED: 0, SPONSORED: 0, DID_NOT_ATTEND: 0 }, page: 1, pageSize: PAGE_SIZES.reviews, total: 0 });
    });

    it('publishes a new review at once, trimmed, with empty optional fields as null and no e-mail in the answer', async () => {
      const id = await createConference();
      const res = await stack
        .http()
        .post('/api/reviews')
        .send({ conferenceId: id, userName: '  Grace  ', userEmail: '  grace@example.com ', role: 'SPONSORED', rating: 4, title: '   ', body: '  Great talks \n' })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        conferenceId: id,
        userName: 'Grace',
        role: 'SPONSORED',
        rating: 4,
        title: null,
        body: 'Great talks',
        status: 'published',
        createdAt: expect.any(String),
      });
      const list = await stack.http().get('/api/reviews').query({ conferenceId: id }).expect(200);
      expect(list.body.reviews).toEqual([res.body]);
      expect(list.text).not.toContain('grace@example.com');
      expect(list.body.reviews[0]).not.toHaveProperty('userEmail');

      const [row] = await sql<{ user_email: string; title: string | null }>('SELECT user_email, title FROM community.reviews WHERE id = $1', [res.body.id]);
      expect(row).toEqual({ user_email: 'grace@example.com', title: null });
    });

    it('accepts a review whose optional fields are left out', async () => {
      const id = await createConference();
      const res = await stack.http().post('/api/reviews').send({ conferenceId: id, userName: 'Lin', role: 'DID_NOT_ATTEND', body: 'Skipped it' }).expect(201);
      expect(res.body).toMatchObject({ rating: null, title: null, status: 'published' });
    });

    it('averages the rated published reviews only, counts roles, and lists newest first', async () => {
      const id = await createConference();
      const first = await stack.http().post('/api/reviews').send(review(id, { rating: 4 })).expect(201);
      const second = await stack.http().post('/api/reviews').send(review(id, { rating: 5, role: 'SPONSORED' })).expect(201);
      const third = await stack.http().post('/api/reviews').send(review(id, { rating: null, role: 'ATTENDED' })).expect(201);
      const hidden = await stack.http().post('/api/reviews').send(review(id, { rating: 1, role: 'DID_NOT_ATTEND' })).expect(201);
      await nats.send(COMMUNITY_PATTERNS.adminSetReviewStatus, { id: hidden.body.id, status: 'hidden' });

      const res = await stack.http().get('/api/reviews').query({ conferenceId: id }).expect(200);
      expect(res.body.avgRating).toBe(4.5);
      expect(res.body.countsByRole).toEqual({ ATTENDED: 2, SPONSORED: 1, DID_NOT_ATTEND: 0 });
      expect(res.body.reviews.map((r: { id: number }) => r.id)).toEqual([third.body.id, second.body.id, first.body.id]);
    });

    it('keeps reviews of one conference off another', async () => {
      const a = await createConference();
      const b = await createConference();
      await stack.http().post('/api/reviews').send(review(a, { rating: 2 })).expect(201);
      const res = await stack.http().get('/api/reviews').query({ conferenceId: b }).expect(200);
      expect(res.body).toMatchObject({ reviews: [], avgRating: null });
    });

    it('stores and returns HTML in every text field verbatim, as JSON text', async () => {
      const id = await createConference();
      const html = '<img src=x onerror="alert(1)"><script>alert("x")</script>&amp;';
      const res = await stack.http().post('/api/reviews').send(review(id, { userName: html.slice(0, 100), title: html, body: html })).expect(201);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const list = await stack.http().get('/api/reviews').query({ conferenceId: id }).expect(200);
      expect(list.body.reviews[0]).toMatchObject({ userName: html.slice(0, 100), title: html, body: html });
    });

    const invalid: Array<[string, Record<string, unknown>, string]> = [
      ['a missing name', { userName: undefined }, 'userName is required'],
      ['a blank name', { userName: '   ' }, 'userName is required'],
      ['a name that is not text', { userName: 42 }, 'userName must be text'],
      ['a name over 100 characters', { userName: 'n'.repeat(101) }, 'userName must be at most 100 characters'],
      ['a missing body', { body: undefined }, 'body is required'],
      ['a blank body', { body: ' \n ' }, 'body is required'],
      ['a body over 5000 characters', { body: 'b'.repeat(5001) }, 'body must be at most 5000 characters'],
      ['a NUL character', { body: 'a\u0000b' }, 'body must not contain NUL characters'],
      ['a missing role', { role: undefined }, 'role must be one of ATTENDED, SPONSORED, DID_NOT_ATTEND'],
      ['an unknown role', { role: 'SPOKE' }, 'role must be one of ATTENDED, SPONSORED, DID_NOT_ATTEND'],
      ['rating 0', { rating: 0 }, 'rating must be an integer from 1 to 5, or null'],
      ['rating 6', { rating: 6 }, 'rating must be an integer from 1 to 5, or null'],
      ['rating 3.5', { rating: 3.5 }, 'rating must be an integer from 1 to 5, or null'],
      ['rating as text', { rating: '4' }, 'rating must be an integer from 1 to 5, or null'],
      ['an invalid e-mail', { userEmail: 'not-an-email' }, 'userEmail must be a valid e-mail address'],
      ['an e-mail over 254 characters', { userEmail: `${'e'.repeat(250)}@x.io` }, 'userEmail must be at most 254 characters'],
      ['a title over 200 characters', { title: 't'.repeat(201) }, 'title must be at most 200 characters'],
      ['a status chosen by the client', { status: 'published' }, 'property status should not exist'],
      ['a conferenceId of 0', { conferenceId: 0 }, 'conferenceId must be a positive integer'],
      ['a conferenceId as words', { conferenceId: 'one' }, 'conferenceId must be a positive integer'],
    ];
    it.each(invalid)('refuses %s with 400 and stores nothing', async (_label, patch, message) => {
      const id = await createConference();
      const res = await stack.http().post('/api/reviews').send(review(id, patch)).expect(400);
      // One clear message per broken field, not every rule a missing value also fails.
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
      const rows = await sql('SELECT 1 FROM community.reviews WHERE conference_id = $1', [id]);
      expect(rows).toHaveLength(0);
    });

    it('refuses an unknown or unpublished conference with 404', async () => {
      const post = await stack.http().post('/api/reviews').send(review(2_000_000_000)).expect(404);
      expect(post.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Conference not found' });
      await stack.http().get('/api/reviews').query({ conferenceId: 2_000_000_000 }).expect(404);

      const id = await createConference();
      await sql(`UPDATE catalog.conferences SET status = 'hidden' WHERE id = $1`, [id]);
      const hidden = await stack.http().get('/api/reviews').query({ conferenceId: id }).expect(404);
      expect(hidden.body.message).toBe('Conference not found');
      await stack.http().post('/api/reviews').send(review(id)).expect(404);
    });

    it.each([[{}], [{ conferenceId: '' }], [{ conferenceId: 'abc' }], [{ conferenceId: '-3' }], [{ conferenceId: '1.5' }], [{ conferenceId: '99999999999' }]])(
      'refuses the list query %p with 400 naming conferenceId',
      async (query) => {
        const res = await stack.http().get('/api/reviews').query(query).expect(400);
        expect(res.body.message).toBe('conferenceId must be a positive integer');
      },
    );
  });

  describe('company interest', () => {
    it('starts empty with every status counted as 0', async () => {
      const id = await createConference();
      const res = await stack.http().get('/api/interests').query({ conferenceId: id }).expect(200);
      expect(res.body).toEqual({ interests: [], countsByStatus: { CONSIDERING: 0, ATTENDING: 0, SPONSORING: 0, NOT_GOING: 0 }, page: 1, pageSize: PAGE_SIZES.interests, total: 0 });
    });

    it('records an interest trimmed, nulls empty optional fields, and keeps the contact e-mail private', async () => {
      const id = await createConference();
      const res = await stack
        .http()
        .post('/api/interests')
        .send({ conferenceId: id, companyName: '  Acme Corp ', status: 'ATTENDING', comment: '  ', submittedBy: ' Bo ', contactEmail: ' bo@acme.test ' })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        conferenceId: id,
        companyName: 'Acme Corp',
        status: 'ATTENDING',
        comment: null,
        submittedBy: 'Bo',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const list = await stack.http().get('/api/interests').query({ conferenceId: id }).expect(200);
      expect(list.body.interests).toEqual([res.body]);
      expect(list.text).not.toContain('bo@acme.test');
      expect(list.body.countsByStatus).toEqual({ CONSIDERING: 0, ATTENDING: 1, SPONSORING: 0, NOT_GOING: 0 });

      const admin = await nats.send<Page<AdminInterest>>(COMMUNITY_PATTERNS.adminListInterests, {});
      expect(admin.items.find((i) => i.id === res.body.id)?.contactEmail).toBe('bo@acme.test');
    });

    it('speaks for the featured company when no company name is given', async () => {
      const id = await createConference();
      const res = await stack.http().post('/api/interests').send(interest(id, { companyName: '   ' })).expect(201);
      expect(res.body.companyName).toBe('Crustdata');
      const omitted = await stack.http().post('/api/interests').send(interest(id, { status: 'SPONSORING' })).expect(200);
      expect(omitted.body).toMatchObject({ id: res.body.id, companyName: 'Crustdata', status: 'SPONSORING' });
    });

    it('updates the entry when the same company (any case, any spacing) marks the same conference again', async () => {
      const id = await createConference();
      const first = await stack.http().post('/api/interests').send(interest(id, { companyName: 'Globex', comment: 'maybe' })).expect(201);
      const other = await stack.http().post('/api/interests').send(interest(id, { companyName: 'Initech', status: 'NOT_GOING' })).expect(201);
      const again = await stack.http().post('/api/interests').send(interest(id, { companyName: '  GLOBEX ', status: 'SPONSORING', comment: 'booked a booth' })).expect(200);
      expect(again.body).toMatchObject({ id: first.body.id, companyName: 'GLOBEX', status: 'SPONSORING', comment: 'booked a booth' });
      expect(Date.parse(again.body.updatedAt)).toBeGreaterThan(Date.parse(first.body.updatedAt));

      const list = await stack.http().get('/api/interests').query({ conferenceId: id }).expect(200);
      expect(list.body.interests.map((i: PublicInterest) => i.id)).toEqual([first.body.id, other.body.id]);
      expect(list.body.countsByStatus).toEqual({ CONSIDERING: 0, ATTENDING: 0, SPONSORING: 1, NOT_GOING: 1 });
    });

    it('leaves one entry when the same company marks a conference many times at once', async () => {
      const id = await createConference();
      const results = await Promise.all(
        ['ATTENDING', 'SPONSORING', 'CONSIDERING', 'NOT_GOING', 'ATTENDING', 'SPONSORING'].map((status, n) =>
          stack.http().post('/api/interests').send(interest(id, { companyName: n % 2 ? 'Umbrella' : 'umbrella', status })),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      const rows = await sql('SELECT id FROM community.interests WHERE conference_id = $1', [id]);
      expect(rows).toHaveLength(1);
    });

    it('keeps the same company apart across conferences and finds its pipeline by name, case-insensitively', async () => {
      const a = await createConference();
      const b = await createConference();
      const name = `Hooli ${Date.now()}`;
      await stack.http().post('/api/interests').send(interest(a, { companyName: name })).expect(201);
      await stack.http().post('/api/interests').send(interest(b, { companyName: name.toUpperCase(), status: 'ATTENDING' })).expect(201);
      const pipeline = await nats.send<PublicInterest[]>(COMMUNITY_PATTERNS.interestsByCompany, { companyName: ` ${name.toLowerCase()} ` });
      expect(pipeline.map((i) => i.conferenceId)).toEqual([b, a]);
      expect(pipeline[0]).not.toHaveProperty('contactEmail');
    });

    it('returns HTML in text fields verbatim', async () => {
      const id = await createConference();
      const html = '<b onmouseover="x()">Evil</b><script>1</script>';
      await stack.http().post('/api/interests').send(interest(id, { companyName: html, comment: html, submittedBy: html })).expect(201);
      const list = await stack.http().get('/api/interests').query({ conferenceId: id }).expect(200);
      expect(list.body.interests[0]).toMatchObject({ companyName: html, comment: html, submittedBy: html });
    });

    const invalid: Array<[string, Record<string, unknown>, string]> = [
      ['a missing status', { status: undefined }, 'status must be one of CONSIDERING, ATTENDING, SPONSORING, NOT_GOING'],
      ['an unknown status', { status: 'MAYBE' }, 'status must be one of CONSIDERING, ATTENDING, SPONSORING, NOT_GOING'],
      ['an invalid contact e-mail', { contactEmail: 'nope@' }, 'contactEmail must be a valid e-mail address'],
      ['a company name over 200 characters', { companyName: 'c'.repeat(201) }, 'companyName must be at most 200 characters'],
      ['a comment over 2000 characters', { comment: 'c'.repeat(2001) }, 'comment must be at most 2000 characters'],
      ['a name over 100 characters', { submittedBy: 's'.repeat(101) }, 'submittedBy must be at most 100 characters'],
      ['a company name that is not text', { companyName: ['Acme'] }, 'companyName must be text'],
      ['an unknown field', { votes: 3 }, 'property votes should not exist'],
      ['a missing conferenceId', { conferenceId: undefined }, 'conferenceId must be a positive integer'],
    ];
    it.each(invalid)('refuses %s with 400 and stores nothing', async (_label, patch, message) => {
      const id = await createConference();
      const res = await stack.http().post('/api/interests').send(interest(id, patch)).expect(400);
      expect(res.body.message).toBe(message);
      const rows = await sql('SELECT 1 FROM community.interests WHERE conference_id = $1', [id]);
      expect(rows).toHaveLength(0);
    });

    it('refuses an unknown conference with 404', async () => {
      const res = await stack.http().post('/api/interests').send(interest(2_000_000_001)).expect(404);
      expect(res.body.message).toBe('Conference not found');
      await stack.http().get('/api/interests').query({ conferenceId: 2_000_000_001 }).expect(404);
    });
  });

  describe('admin patterns (over NATS; the admin HTTP routes sit on top of them)', () => {
    it('lists every review with its e-mail, changes status, deletes, and answers NOT_FOUND for unknown ids', async () => {
      const id = await createConference();
      const created = await stack.http().post('/api/reviews').send(review(id, { userEmail: 'mod@example.com' })).expect(201);
      const all = await nats.send<Page<AdminReview>>(COMMUNITY_PATTERNS.adminListReviews, {});
      expect(all.items[0]).toMatchObject({ id: created.body.id, userEmail: 'mod@example.com' });

      const drafted = await nats.send<AdminReview>(COMMUNITY_PATTERNS.adminSetReviewStatus, { id: created.body.id, status: 'draft' });
      expect(drafted.status).toBe('draft');
      expect((await stack.http().get('/api/reviews').query({ conferenceId: id })).body.reviews).toEqual([]);
      expect((await nats.send<Page<AdminReview>>(COMMUNITY_PATTERNS.adminListReviews, {})).items.find((r) => r.id === created.body.id)?.status).toBe('draft');

      expect(await upstreamCode(nats.send(COMMUNITY_PATTERNS.adminSetReviewStatus, { id: created.body.id, status: 'gone' }))).toBe(ErrorCode.Validation);
      await nats.send(COMMUNITY_PATTERNS.adminDeleteReview, { id: created.body.id });
      expect(await upstreamCode(nats.send(COMMUNITY_PATTERNS.adminDeleteReview, { id: created.body.id }))).toBe(ErrorCode.NotFound);
      expect(await upstreamCode(nats.send(COMMUNITY_PATTERNS.adminSetReviewStatus, { id: created.body.id, status: 'hidden' }))).toBe(ErrorCode.NotFound);
    });

    it('changes and deletes interests, NOT_FOUND for unknown ids', async () => {
      const id = await createConference();
      const created = await stack.http().post('/api/interests').send(interest(id, { companyName: 'Vandelay' })).expect(201);
      const changed = await nats.send<AdminInterest>(COMMUNITY_PATTERNS.adminSetInterestStatus, { id: created.body.id, status: 'NOT_GOING' });
      expect(changed.status).toBe('NOT_GOING');
      const list = await stack.http().get('/api/interests').query({ conferenceId: id }).expect(200);
      expect(list.body.countsByStatus.NOT_GOING).toBe(1);

      await nats.send(COMMUNITY_PATTERNS.adminDeleteInterest, { id: created.body.id });
      expect(await upstreamCode(nats.send(COMMUNITY_PATTERNS.adminDeleteInterest, { id: created.body.id }))).toBe(ErrorCode.NotFound);
      expect(await upstreamCode(nats.send(COMMUNITY_PATTERNS.adminSetInterestStatus, { id: created.body.id, status: 'ATTENDING' }))).toBe(ErrorCode.NotFound);
      expect((await stack.http().get('/api/interests').query({ conferenceId: id })).body.interests).toEqual([]);
    });
  });

  function interest(conferenceId: number, patch: Record<string, unknown> = {}) {
    return { conferenceId, status: 'CONSIDERING', ...patch };
  }
});
