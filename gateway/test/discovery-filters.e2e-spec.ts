import { Client } from 'pg';
import { Stack, startStack } from '../../testing/stack';

/** Discovery filters in SQL on real Postgres: what they find, and that indexes answer them at 100k rows. */
describe('discovery filters', () => {
  let stack: Stack;
  let db: Client;

  const submit = (title: string, extra: Record<string, unknown>) =>
    stack
      .http()
      .post('/api/submit')
      .send({ title, url: `https://${title.toLowerCase().replace(/\W+/g, '-')}.example.com/`, startDate: '2031-06-01', endDate: '2031-06-02', ...extra })
      .expect(201);
  const titles = async (path: string, query: Record<string, string>) => {
    const { body } = await stack.http().get(path).query(query).expect(200);
    return (body.conferences as { title: string }[]).map((c) => c.title).sort();
  };

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog'] });
    db = new Client({ connectionString: stack.adminDatabaseUrl });
    await db.connect();
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const later = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    await submit('Berlin JS', { country: 'DE', city: 'Berlin', languages: ['de', 'en'], topics: ['javascript'], cfpEndDate: later });
    await submit('Paris UX', { country: 'FR', attendanceMode: 'hybrid', languages: ['fr'], topics: ['ux'], cfpEndDate: soon });
    await submit('Remote DevOps', { attendanceMode: 'online', languages: ['en'], topics: ['devops', 'sre'], cfpEndDate: '2020-01-31' });
    await submit('Lima Data', { country: 'PE', topics: ['data'] });
    const { body } = await submit('Cancelled Conf', { country: 'DE', cfpEndDate: later });
    await stack.http().patch(`/api/admin/conferences/${body.id}`).set({ 'x-admin-key': stack.adminKey }).send({ country: 'DE', cfpEndDate: later, eventStatus: 'cancelled' }).expect(200);
  });
  afterAll(async () => {
    await db?.end();
    await stack?.close();
  });

  it('finds conferences by mode (online includes hybrid), country, continent, language, topic and open CFP', async () => {
    expect(await titles('/api/conferences', { mode: 'online' })).toEqual(['Paris UX', 'Remote DevOps']);
    expect(await titles('/api/conferences', { mode: 'hybrid' })).toEqual(['Paris UX']);
    expect(await titles('/api/conferences', { country: 'de' })).toEqual(['Berlin JS', 'Cancelled Conf']);
    expect(await titles('/api/conferences', { continent: 'EU' })).toEqual(['Berlin JS', 'Cancelled Conf', 'Paris UX']);
    expect(await titles('/api/conferences', { continent: 'SA' })).toEqual(['Lima Data']);
    expect(await titles('/api/conferences', { language: 'en' })).toEqual(['Berlin JS', 'Remote DevOps']);
    expect(await titles('/api/conferences', { topic: 'sre' })).toEqual(['Remote DevOps']);
    expect(await titles('/api/conferences', { cfp: 'open' })).toEqual(['Berlin JS', 'Paris UX']);
    expect(await titles('/api/conferences', { cfp: 'open', continent: 'EU', language: 'fr', mode: 'in-person' })).toEqual(['Paris UX']);
  });

  it('lists open CFPs soonest deadline first, with the same filters', async () => {
    const { body } = await stack.http().get('/api/cfps').expect(200);
    expect(body.conferences.map((c: { title: string }) => c.title)).toEqual(['Paris UX', 'Berlin JS']);
    expect(body.total).toBe(2);
    expect(await titles('/api/cfps', { country: 'DE' })).toEqual(['Berlin JS']);
  });

  it('answers a wrong filter with a 400 naming it', async () => {
    const res = await stack.http().get('/api/conferences').query({ continent: 'Atlantis' }).expect(400);
    expect(res.body.message).toContain('continent must be one of');
    await stack.http().get('/api/cfps').query({ limit: '1000' }).expect(400);
  });

  it('reads every filter through an index at 100,000 conferences', async () => {
    await db.query(`
      INSERT INTO catalog.conferences (slug, title, url, normalized_url, source, start_date_utc, end_date_utc, country, attendance_mode, languages, topics, cfp_end_date, cfp_closes_at, created_at)
      SELECT 'gen-' || i, 'Generated ' || i, 'https://gen' || i || '.example.com/', 'gen' || i || '.example.com', 'import',
             d, d + interval '1 day',
             (ARRAY['US','DE','GB','FR','NL','ES','PL','IN','BR','JP','PE','NZ'])[1 + i % 12],
             (ARRAY['in-person','in-person','online','hybrid'])[1 + i % 4],
             CASE WHEN i % 10 = 0 THEN ARRAY['de','en'] ELSE ARRAY['en'] END,
             ARRAY[(ARRAY['javascript','devops','ux','data','security','java','python','rust','golang','php'])[1 + i % 10]],
             CASE WHEN i % 3 = 0 THEN (d - interval '90 days')::date END,
             CASE WHEN i % 3 = 0 THEN d - interval '89 days' END,
             now() - (i || ' minutes')::interval
      FROM generate_series(1, 100000) AS i, LATERAL (SELECT now() - interval '13 years' + (i * interval '70 minutes') AS d) AS s`);
    await db.query('ANALYZE catalog.conferences');
    const upcoming = "c.status = 'published' AND (c.start_date_utc IS NULL OR COALESCE(c.end_date_utc, c.start_date_utc) >= now())";
    const plan = async (where: string, order = "COALESCE(c.start_date_utc, 'infinity'), c.id") =>
      (await db.query(`EXPLAIN SELECT c.id FROM catalog.conferences c WHERE ${where} ORDER BY ${order} LIMIT 12`)).rows.map((r) => r['QUERY PLAN']).join('\n');
    const filters = [
      "c.attendance_mode = ANY('{online,hybrid}')",
      "c.country = 'DE'",
      "c.country = ANY('{PE,BR}')",
      "c.languages @> ARRAY['de']::text[]",
      "c.topics @> ARRAY['rust']::text[]",
      "c.cfp_closes_at > now() AND c.event_status <> 'cancelled'",
    ];
    for (const filter of filters) {
      expect(await plan(`${upcoming} AND ${filter}`)).not.toContain('Seq Scan');
      expect(await plan(`c.status = 'published' AND ${filter}`, 'c.created_at DESC, c.id DESC')).not.toContain('Seq Scan');
    }
    const cfps = await plan("c.status = 'published' AND c.cfp_closes_at > now() AND c.event_status <> 'cancelled'", 'c.cfp_closes_at, c.id');
    expect(cfps).toContain('conferences_cfp_closes_idx');
    // A topic on one row in ten is found fastest by walking the listing order (issue 12's index); a rarer one through GIN.
    expect(await plan("c.status = 'published' AND c.topics @> ARRAY['rust']::text[]")).toMatch(/conferences_topics_idx|conferences_upcoming_order_idx/);
  }, 120_000);
});
