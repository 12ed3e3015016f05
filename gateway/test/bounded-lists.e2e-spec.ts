import { Client } from 'pg';
import { COMMUNITY_LIMITS, PAGE_HEADERS, PAGE_SIZES } from '@confdir/contracts';
import { Stack, startStack } from '../../testing/stack';

/** Under NATS's 1 MB max_payload with room to spare: what a bounded page must stay below. */
const ONE_MB = 1024 * 1024;
/** A 3-byte UTF-8 character: the largest text a field's character limit allows, in bytes. */
const WIDE = '€';

/**
 * The audit's three crashes (issue 11), reproduced with the data that caused them: each list used to
 * answer every row in one NATS reply over 1 MB, which killed the service sending it. Now each answers
 * one bounded page, the paging adds up to the whole list, and the service answers the next request.
 */
describe('bounded lists: the lists that crashed services answer pages', () => {
  let stack: Stack;
  const admin = () => ({ 'x-admin-key': stack.adminKey });

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog', 'community', 'companies'] });
  });
  afterAll(async () => {
    await stack?.close();
  });

  async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
    const client = new Client({ connectionString: stack.adminDatabaseUrl });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  const bytes = (body: unknown): number => Buffer.byteLength(JSON.stringify(body));

  it('admin conferences: 2,000 conferences holding over 3.5 MB answer a page of 50, every page in turn, and catalog keeps answering', async () => {
    await sql(`
      INSERT INTO catalog.conferences (slug, title, url, normalized_url, image_url, location, venue, source, status, created_at)
      SELECT 'big-' || g, repeat('T', 190) || g, 'https://big.example.com/' || g || '/' || repeat('u', 1900),
             'big.example.com/' || g || '/' || repeat('u', 1900), 'https://img.example.com/' || repeat('i', 1900),
             repeat('L', 200), repeat('V', 200), 'import', CASE WHEN g % 7 = 0 THEN 'hidden' ELSE 'published' END,
             now() - g * interval '1 second'
      FROM generate_series(1, 2000) AS g`);
    const [{ size }] = await sql<{ size: string }>(`SELECT sum(octet_length(c::text))::bigint AS size FROM catalog.conferences c`);
    expect(Number(size)).toBeGreaterThan(3.5 * ONE_MB);

    const first = await stack.http().get('/api/admin/conferences').set(admin()).expect(200);
    expect(first.body).toHaveLength(PAGE_SIZES.adminConferences);
    expect(first.headers[PAGE_HEADERS.total]).toBe('2000');
    expect(first.headers[PAGE_HEADERS.page]).toBe('1');
    expect(first.body[0].slug).toBe('big-1'); // newest first, hidden ones included
    expect(bytes(first.body)).toBeLessThan(ONE_MB / 2);

    const last = await stack.http().get('/api/admin/conferences').query({ page: 40 }).set(admin()).expect(200);
    expect(last.body.map((c: { slug: string }) => c.slug).at(-1)).toBe('big-2000');
    const beyond = await stack.http().get('/api/admin/conferences').query({ page: 41 }).set(admin()).expect(200);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers[PAGE_HEADERS.total]).toBe('2000');

    const small = await stack.http().get('/api/admin/conferences').query({ page: 3, pageSize: 7 }).set(admin()).expect(200);
    expect(small.body.map((c: { slug: string }) => c.slug)).toEqual(['big-15', 'big-16', 'big-17', 'big-18', 'big-19', 'big-20', 'big-21']);
    // Asking for more than the maximum gets the maximum, said in the header.
    const capped = await stack.http().get('/api/admin/conferences').query({ pageSize: 100 }).set(admin()).expect(200);
    expect(capped.body).toHaveLength(PAGE_SIZES.adminConferences);
    expect(capped.headers[PAGE_HEADERS.pageSize]).toBe(String(PAGE_SIZES.adminConferences));
    await stack.http().get('/api/admin/conferences').query({ page: 0 }).set(admin()).expect(400);

    // The same catalog process still answers the public listing.
    const listing = await stack.http().get('/api/conferences').expect(200);
    expect(listing.body.total).toBeGreaterThan(0);
  });

  it('230 maximum-size reviews on one conference: a page of 10 with SQL aggregates over all, every review reachable, community keeps answering', async () => {
    const submitted = await stack.http().post('/api/submit').send({ title: 'Reviewed A Lot', url: 'https://reviewed-a-lot.example.com' });
    expect([200, 201]).toContain(submitted.status);
    const [{ id: conferenceId }] = await sql<{ id: number }>(`SELECT id FROM catalog.conferences WHERE slug = $1`, [submitted.body.slug]);
    // Ratings 1..5 and the three roles in turn; every 10th review hidden, so aggregates count published ones only.
    await sql(
      `INSERT INTO community.reviews (conference_id, user_name, user_email, role, rating, title, body, status, created_at)
       SELECT $1, repeat($2, $3) , 'r' || g || '@example.com', (ARRAY['ATTENDED','SPONSORED','DID_NOT_ATTEND'])[g % 3 + 1],
              CASE WHEN g % 10 = 0 THEN NULL ELSE g % 5 + 1 END, repeat($2, $4), repeat($2, $5),
              CASE WHEN g % 23 = 0 THEN 'hidden' ELSE 'published' END, now() - g * interval '1 second'
       FROM generate_series(1, 230) AS g`,
      [conferenceId, WIDE, COMMUNITY_LIMITS.name, COMMUNITY_LIMITS.reviewTitle, COMMUNITY_LIMITS.reviewBody],
    );
    const [all] = await sql<{ size: string; avg: number; published: number }>(
      `SELECT sum(octet_length(r::text))::bigint AS size, avg(rating) FILTER (WHERE status = 'published')::float8 AS avg,
              count(*) FILTER (WHERE status = 'published')::int AS published
       FROM community.reviews r WHERE conference_id = $1`,
      [conferenceId],
    );
    expect(Number(all.size)).toBeGreaterThan(3 * ONE_MB);

    const first = await stack.http().get('/api/reviews').query({ conferenceId }).expect(200);
    expect(first.body.reviews).toHaveLength(PAGE_SIZES.reviews);
    expect(first.body).toMatchObject({ page: 1, pageSize: PAGE_SIZES.reviews, total: all.published });
    expect(first.body.avgRating).toBeCloseTo(all.avg, 10);
    const counts = first.body.countsByRole as Record<string, number>;
    expect(counts.ATTENDED + counts.SPONSORED + counts.DID_NOT_ATTEND).toBe(all.published);
    expect(bytes(first.body)).toBeLessThan(ONE_MB / 2);

    // Walking every page shows each published review once, newest first.
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(all.published / PAGE_SIZES.reviews); page++) {
      const res = await stack.http().get('/api/reviews').query({ conferenceId, page }).expect(200);
      seen.push(...res.body.reviews.map((r: { id: number }) => r.id));
    }
    expect(new Set(seen).size).toBe(all.published);

    const adminPage = await stack.http().get('/api/admin/reviews').query({ page: 12 }).set(admin()).expect(200);
    expect(adminPage.body).toHaveLength(230 - 11 * PAGE_SIZES.adminReviews);
    expect(adminPage.headers[PAGE_HEADERS.total]).toBe('230');

    // The same community process takes the next review and shows it first.
    await stack.http().post('/api/reviews').send({ conferenceId, userName: 'After', role: 'ATTENDED', body: 'Still here', rating: 5 }).expect(201);
    const after = await stack.http().get('/api/reviews').query({ conferenceId }).expect(200);
    expect(after.body.reviews[0].userName).toBe('After');
    expect(after.body.total).toBe(all.published + 1);
  });

  it('100 maximum-size companies: GET /api/companies answers a page with the total, and companies keeps answering', async () => {
    const text = (n: number) => `repeat('${WIDE}', ${n})`;
    const [{ n: before }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM companies.companies`); // the featured company
    await sql(`
      INSERT INTO companies.companies (name, slug, website, contact_email, locations, backing, icp_summary, target_industries,
                                       target_titles, target_company_sizes, target_regions, target_notes, created_at)
      SELECT ${text(190)} || g, 'max-company-' || g, 'https://max.example.com/' || repeat('w', 2000), 'c' || g || '@example.com',
             ${text(500)}, ${text(500)}, ${text(2000)}, ${text(1000)}, ${text(1000)}, ${text(1000)}, ${text(1000)}, ${text(2000)},
             now() + (101 - g) * interval '1 second'
      FROM generate_series(1, 100) AS g`);
    const [{ size }] = await sql<{ size: string }>(`SELECT sum(octet_length(c::text))::bigint AS size FROM companies.companies c`);
    expect(Number(size)).toBeGreaterThan(2 * ONE_MB);

    const first = await stack.http().get('/api/companies').expect(200);
    const total = before + 100;
    expect(first.body).toMatchObject({ total, page: 1, pageSize: PAGE_SIZES.companies });
    expect(first.body.companies).toHaveLength(PAGE_SIZES.companies);
    expect(first.body.companies[0].slug).toBe('max-company-1');
    expect(bytes(first.body)).toBeLessThan(ONE_MB / 2);

    const slugs: string[] = [];
    for (let page = 1; page <= Math.ceil(total / PAGE_SIZES.companies); page++) {
      const res = await stack.http().get('/api/companies').query({ page }).expect(200);
      slugs.push(...res.body.companies.map((c: { slug: string }) => c.slug));
    }
    expect(new Set(slugs).size).toBe(total);
    expect(slugs.indexOf('max-company-100')).toBe(99);

    // The same companies process still serves a profile and creates a company.
    await stack.http().get('/api/companies/max-company-50').expect(200);
    const created = await stack.http().post('/api/companies').send({ name: 'Still Answering' }).expect(201);
    const after = await stack.http().get('/api/companies').expect(200);
    expect(after.body.total).toBe(total + 1);
    await stack.http().get(`/api/companies/${created.body.slug}`).expect(200);
  });
});
