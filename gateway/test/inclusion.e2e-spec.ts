import { Client } from 'pg';
import { Stack, startStack } from '../../testing/stack';

/** Inclusion facts (issue 31): written through submit and the admin edit, served back, filtered, on real parts. */
describe('inclusion: code of conduct, captions, scholarships and social accounts', () => {
  let stack: Stack;
  let db: Client;
  const key = () => ({ 'x-admin-key': stack.adminKey });

  const submit = (title: string, extra: Record<string, unknown> = {}) =>
    stack
      .http()
      .post('/api/submit')
      .send({ title, url: `https://${title.toLowerCase().replace(/\W+/g, '-')}.example.com/`, startDate: '2031-06-01', endDate: '2031-06-02', location: 'Berlin, Germany', ...extra });
  const titles = async (path: string, query: Record<string, string>) => {
    const { body } = await stack.http().get(path).query(query).expect(200);
    return (body.conferences as { title: string }[]).map((c) => c.title).sort();
  };

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog'] });
    db = new Client({ connectionString: stack.adminDatabaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await stack?.close();
  });

  it('stores a submission with its code of conduct, captions, scholarship and accounts, handles made canonical', async () => {
    const { body } = await submit('Inclusive Conf', {
      cocUrl: 'https://inclusive-conf.example.com/coc',
      captions: true,
      scholarship: true,
      twitter: 'https://twitter.com/inclusive_conf',
      mastodon: '@inclusive@Fosstodon.org',
      bluesky: 'https://bsky.app/profile/inclusive.bsky.social',
    }).expect(201);
    const { body: served } = await stack.http().get(`/api/conferences/${body.slug}`).expect(200);
    expect(served).toMatchObject({
      cocUrl: 'https://inclusive-conf.example.com/coc',
      captions: true,
      scholarship: true,
      twitter: 'inclusive_conf',
      mastodon: '@inclusive@fosstodon.org',
      bluesky: 'inclusive.bsky.social',
    });
    const { body: plain } = await submit('Plain Conf').expect(201);
    expect(plain).toMatchObject({ cocUrl: null, captions: false, scholarship: false, twitter: null, mastodon: null, bluesky: null });
  });

  it('refuses a link or handle it could not link safely with a 400 naming it, and stores nothing', async () => {
    const res = await submit('Refused Inclusion', { cocUrl: 'javascript:alert(1)', captions: 'yes', mastodon: 'https://evil.example/x' }).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.body.message).toBe(
      'cocUrl must be a valid http(s) URL; captions must be true or false; mastodon must be a Mastodon handle such as @user@mastodon.social, or its profile URL',
    );
    expect((await stack.http().get('/api/conferences').query({ q: 'refused inclusion' }).expect(200)).body.total).toBe(0);
  });

  it('lets an admin set them; the listing filters by code of conduct, captions and scholarship', async () => {
    const { body: created } = await submit('Captioned Later').expect(201);
    const edit = { cocUrl: 'https://captioned-later.example.com/conduct', captions: true, twitter: '@captioned' };
    await stack.http().patch(`/api/admin/conferences/${created.id}`).send(edit).expect(401);
    const { body } = await stack.http().patch(`/api/admin/conferences/${created.id}`).set(key()).send(edit).expect(200);
    expect(body).toMatchObject({ ...edit, twitter: 'captioned', scholarship: false, title: 'Captioned Later' });
    await stack.http().patch(`/api/admin/conferences/${created.id}`).set(key()).send({ bluesky: 'no handle' }).expect(400);

    expect(await titles('/api/conferences', { coc: 'true' })).toEqual(['Captioned Later', 'Inclusive Conf']);
    expect(await titles('/api/conferences', { captions: 'true', coc: 'true' })).toEqual(['Captioned Later', 'Inclusive Conf']);
    expect(await titles('/api/conferences', { scholarship: 'true' })).toEqual(['Inclusive Conf']);
    expect(await titles('/api/conferences', { coc: 'false' })).toEqual(['Captioned Later', 'Inclusive Conf', 'Plain Conf']);
    expect((await stack.http().get('/api/conferences').query({ coc: 'true' }).expect(200)).body.total).toBe(2);
    const wrong = await stack.http().get('/api/conferences').query({ captions: 'maybe' }).expect(400);
    expect(wrong.body.message).toContain('captions must be true or false');
  });

  it('documents the fields and the filters in the OpenAPI document', async () => {
    const { body: doc } = await stack.http().get('/api/docs.json').expect(200);
    const params = (doc.paths['/api/conferences'].get.parameters as { name: string; schema: { enum?: string[] } }[]).filter((p) => ['coc', 'captions', 'scholarship'].includes(p.name));
    expect(params.map((p) => [p.name, p.schema.enum])).toEqual([
      ['coc', ['true']],
      ['captions', ['true']],
      ['scholarship', ['true']],
    ]);
    expect(Object.keys(doc.components.schemas.Conference.properties)).toEqual(expect.arrayContaining(['cocUrl', 'captions', 'scholarship', 'twitter', 'mastodon', 'bluesky']));
  });

  it('walks only matching rows in listing order at 100,000 conferences', async () => {
    await db.query(`
      INSERT INTO catalog.conferences (slug, title, url, normalized_url, source, start_date_utc, end_date_utc, coc_url, captions, created_at)
      SELECT 'gen-' || i, 'Generated ' || i, 'https://gen' || i || '.example.com/', 'gen' || i || '.example.com', 'import', d, d + interval '1 day',
             CASE WHEN i % 3 = 0 THEN 'https://gen' || i || '.example.com/coc' END, i % 20 = 0, now() - (i || ' minutes')::interval
      FROM generate_series(1, 100000) AS i, LATERAL (SELECT now() - interval '13 years' + (i * interval '70 minutes') AS d) AS s`);
    await db.query('ANALYZE catalog.conferences');
    const upcoming = "c.status = 'published' AND (c.start_date_utc IS NULL OR COALESCE(c.end_date_utc, c.start_date_utc) >= now())";
    const plan = async (where: string) =>
      (await db.query(`EXPLAIN SELECT c.id FROM catalog.conferences c WHERE ${upcoming} AND ${where} ORDER BY COALESCE(c.start_date_utc, 'infinity'), c.id LIMIT 12`)).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    expect(await plan('c.coc_url IS NOT NULL')).toContain('conferences_coc_order_idx');
    expect(await plan('c.captions')).toContain('conferences_captions_order_idx');
    expect(await plan('c.captions AND c.coc_url IS NOT NULL')).not.toContain('Seq Scan');
    expect(await plan('c.scholarship')).not.toContain('Seq Scan');
  }, 120_000);
});
