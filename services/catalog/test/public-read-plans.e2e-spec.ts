import { Client } from 'pg';
import { DataSource, Logger } from 'typeorm';
import { ListConferencesQuery } from '@confdir/contracts';
import { Stack, startStack } from '../../../testing/stack';
import { entities } from '../src/entities';
import { ConferencesService } from '../src/conferences/conferences.service';
import { ListingPages } from '../src/conferences/listing-pages';
import { VoteCounts } from '../src/ranking/vote-counts';
import { WordList } from '../src/search/word-list';
import { RankingService } from '../src/ranking/ranking.service';

/**
 * Every public read of the catalog, at 100,000 conferences, plans without a sequential scan of the
 * conference table (issue 12). The SQL is what the real service code sends, captured from TypeORM.
 */
describe('public reads at 100,000 conferences', () => {
  let stack: Stack;
  let admin: Client;
  let ds: DataSource;
  const sent: { sql: string; params: unknown[] }[] = [];
  const capture: Logger = {
    logQuery: (sql, params) => void sent.push({ sql, params: params ?? [] }),
    logQueryError: () => undefined,
    logQuerySlow: () => undefined,
    logSchemaBuild: () => undefined,
    logMigration: () => undefined,
    log: () => undefined,
  };

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog'] });
    admin = new Client({ connectionString: stack.adminDatabaseUrl });
    await admin.connect();
    // 15% upcoming over the next year, the rest over 14 years back; votes on one in thirty.
    await admin.query(`
      INSERT INTO catalog.conferences (slug, title, url, normalized_url, source, type, location, search_text, start_date_utc, end_date_utc, created_at)
      SELECT 'gen-' || i, 'Generated ' || w || ' ' || i, 'https://gen' || i || '.example.com/', 'gen' || i || '.example.com', 'import',
             (ARRAY['General','Tech','AI','SaaS','DevOps','Fintech','Security','Bio/Health'])[1 + i % 8],
             (ARRAY['Berlin, Germany','Paris, France','Online','Austin, TX, USA','Tokyo, Japan'])[1 + i % 5],
             'generated ' || w || ' ' || i, d, d + interval '2 days', now() - (i || ' minutes')::interval
      FROM generate_series(1, 100000) AS i,
           LATERAL (SELECT CASE WHEN i % 20 < 3 THEN now() + (i % 365) * interval '1 day' ELSE now() - (1 + i % 5000) * interval '1 day' END AS d,
                           (ARRAY['conference','summit','days','forum','kongres'])[1 + (i * 7) % 5] || CASE WHEN i = 777 THEN ' zebrafish' ELSE '' END AS w) AS s`);
    await admin.query('INSERT INTO catalog.vote_counts (conference_id, votes) SELECT id, 1 + id % 40 FROM catalog.conferences WHERE id % 30 = 0');
    await admin.query('VACUUM ANALYZE catalog.conferences');
    await admin.query('ANALYZE catalog.vote_counts');
    ds = new DataSource({ type: 'postgres', url: stack.serviceDatabaseUrls.catalog, schema: 'catalog', entities, logging: true, logger: capture, extra: { max: 2 } });
    await ds.initialize();
  }, 180_000);
  afterAll(async () => {
    await ds?.destroy();
    await admin?.end();
    await stack?.close();
  });

  it('lists, searches, pages, shows a conference and ranks the quarter through indexes', async () => {
    const conferences = new ConferencesService(ds, new ListingPages(ds), new VoteCounts(ds), new WordList(ds));
    const ranking = new RankingService(ds, { maxPerClient: 1, maxPerVoter: 1, windowSeconds: 1 });
    const in30 = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const in120 = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
    const queries: ListConferencesQuery[] = [
      {},
      { type: 'Tech', location: 'Berlin' },
      { from: in30, to: in120 },
      { q: 'conference' },
      { q: 'zebrafish' },
      { q: 'da' },
      { sort: 'recent' },
      { page: 50 },
      { sort: 'recent', page: 5000 },
    ];
    for (const query of queries) await conferences.list(query);
    const { total, totalPages } = await conferences.list({});
    expect((await conferences.list({ page: totalPages })).conferences.length).toBe(total - (totalPages - 1) * 12);
    expect((await conferences.list({ q: 'zebrafish', sort: 'recent' })).total).toBe(1);
    await conferences.getBySlug('gen-777');
    expect((await ranking.top({})).conferences.length).toBe(100);

    const reads = sent.filter((s) => /^\s*(SELECT|WITH)/i.test(s.sql) && s.sql.includes('conferences'));
    expect(reads.length).toBeGreaterThan(queries.length);
    const scans: string[] = [];
    for (const { sql, params } of reads) {
      const plan = (await admin.query(`EXPLAIN ${sql}`, params)).rows.map((r) => r['QUERY PLAN']).join('\n');
      if (/Seq Scan on conferences/.test(plan)) scans.push(`${sql}\n${plan}`);
    }
    expect(scans).toEqual([]);
  }, 180_000);

  it('forgives typos, ranks titles first and answers hostile queries through indexes (issue 32)', async () => {
    const conferences = new ConferencesService(ds, new ListingPages(ds), new VoteCounts(ds), new WordList(ds));
    await admin.query(`
      INSERT INTO catalog.conferences (slug, title, url, normalized_url, source, location, search_text, start_date_utc)
      VALUES ('rustacean-berlin', 'Rustacean Berlin Meetup', 'https://rb.example.com/', 'rb.example.com', 'import', 'Tokyo, Japan',
              'rustacean berlin meetup tokyo japan', now() + interval '300 days'),
             ('tokyo-gijutsu', '東京技術会議', 'https://tg.example.com/', 'tg.example.com', 'import', 'Tokyo, Japan', '東京技術会議 tokyo japan', now() + interval '30 days')`);
    sent.length = 0;
    const found = async (q: string, sort?: 'recent') => (await conferences.list({ q, sort })).conferences.map((c) => c.slug);
    expect(await found('zebrafsh', 'recent')).toEqual(['gen-777']);
    expect(await found('zerbafish', 'recent')).toEqual(['gen-777']);
    expect(await found('rustacaen')).toEqual(['rustacean-berlin']);
    expect(await found('技術')).toEqual(['tokyo-gijutsu']);
    // Berlin is the city of a fifth of the rows, many sooner; the one with Berlin in its title comes first.
    expect((await found('berlin'))[0]).toBe('rustacean-berlin');

    const hostile = [
      '%_\\'.repeat(50),
      '🎉🚀💥'.repeat(33),
      "'; DROP TABLE catalog.conferences; -- ".repeat(5).slice(0, 200),
      "a' | b:* & !c <-> (d) ".repeat(9).slice(0, 200),
      'ab'.repeat(100),
      Array.from({ length: 40 }, (_, i) => `kongres${i}`).join(' ').slice(0, 200),
    ];
    for (const q of hostile) await expect(conferences.list({ q })).resolves.toHaveProperty('total');

    const scans: string[] = [];
    for (const { sql, params } of sent.filter((s) => /^\s*(SELECT|WITH)/i.test(s.sql))) {
      const plan = (await admin.query(`EXPLAIN ${sql}`, params)).rows.map((r) => r['QUERY PLAN']).join('\n');
      if (/Seq Scan on conferences/.test(plan)) scans.push(`${sql}\n${plan}`);
    }
    expect(scans).toEqual([]);
  }, 180_000);

  it('keeps the word list in step with every write', async () => {
    const df = async (word: string) => (await admin.query('SELECT df FROM catalog.search_words WHERE word = $1', [word])).rows[0]?.df ?? 0;
    expect(await df('zebrafish')).toBe(1);
    await admin.query(`UPDATE catalog.conferences SET title = 'Generated okapi 777', search_text = 'generated okapi 777' WHERE slug = 'gen-777'`);
    expect([await df('zebrafish'), await df('okapi')]).toEqual([0, 1]);
    await admin.query(`UPDATE catalog.conferences SET status = 'hidden' WHERE slug = 'gen-777'`);
    expect(await df('okapi')).toBe(0);
    expect(await df('generated')).toBe(100_000 - 1);
  });
});
