// @ts-check
'use strict';
/**
 * EXPLAIN ANALYZE of the main public reads at the largest size, in the forms the catalog sends them
 * (conferences.service.ts, listing-pages.ts, ranking.service.ts), for docs/performance.md.
 */
const UPCOMING = "c.status = 'published' AND (c.start_date_utc IS NULL OR COALESCE(c.end_date_utc, c.start_date_utc) >= $1)";
const KEY = "COALESCE(c.start_date_utc, 'infinity'::timestamptz)";

async function explainPlans(db, today) {
  const { rows: cp } = await db.query(`SELECT ${KEY}::text AS k, c.id FROM catalog.conferences c WHERE ${UPCOMING} ORDER BY ${KEY}, c.id OFFSET 400 LIMIT 1`, [today]);
  const { rows: firstMatch } = await db.query(
    `SELECT ${KEY}::text AS k, c.id FROM catalog.conferences c WHERE ${UPCOMING} AND c.search_vector @@ to_tsquery('simple', '''conference'':*') ORDER BY ${KEY}, c.id LIMIT 1`,
    [today],
  );
  const quarterStart = new Date(Date.UTC(today.getUTCFullYear(), Math.floor(today.getUTCMonth() / 3) * 3, 1));
  const quarterEnd = new Date(Date.UTC(today.getUTCFullYear(), Math.floor(today.getUTCMonth() / 3) * 3 + 3, 1));
  const queries = [
    ['Listing page (upcoming, seek to the checkpoint of page 34, skip 8 rows)', `SELECT c.* FROM catalog.conferences c WHERE ${UPCOMING} AND (${KEY}, c.id) >= ($2::timestamptz, $3) ORDER BY ${KEY}, c.id OFFSET 8 LIMIT 12`, [today, cp[0]?.k ?? '-infinity', cp[0]?.id ?? 0]],
    ['Page index of the upcoming listing (total + every 200th key; per filter key, rebuilt in the background after 30 s)', `SELECT s.k, s.id, s.total FROM (SELECT ${KEY}::text AS k, c.id, row_number() OVER (ORDER BY ${KEY}, c.id) AS rn, count(*) OVER () AS total FROM catalog.conferences c WHERE ${UPCOMING}) s WHERE (s.rn - 1) % 200 = 0`, [today]],
    ['Listing page, sort=recent', `SELECT c.* FROM catalog.conferences c WHERE c.status = 'published' AND (c.created_at, c.id) <= (now(), 2147483647) ORDER BY c.created_at DESC, c.id DESC LIMIT 12`, []],
    ['Search page (q=conference, page 1: from its first checkpoint)', `SELECT c.* FROM catalog.conferences c WHERE ${UPCOMING} AND c.search_vector @@ to_tsquery('simple', '''conference'':*') AND (${KEY}, c.id) >= ($2::timestamptz, $3) ORDER BY ${KEY}, c.id LIMIT 12`, [today, firstMatch[0]?.k ?? '-infinity', firstMatch[0]?.id ?? 0]],
    ['Vote counts of a page', 'SELECT conference_id AS id, votes AS n FROM catalog.vote_counts WHERE conference_id = ANY($1)', [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]]],
    ['Detail', "SELECT c.* FROM catalog.conferences c WHERE c.slug = $1 AND c.status = 'published'", ['x']],
    [
      'ICP candidates, a window’s soonest 4,000 with their search words (read once per 30 s per window; the ICP-word and soonest groups are picked from it in memory, the per-type groups are cached 30 s)',
      `SELECT c.id, c.slug, c.title, c.location, c.start_date_utc, c.end_date_utc, c.type, c.online, array_to_string(tsvector_to_array(c.search_vector), ' ') AS words FROM catalog.conferences c WHERE c.status = 'published' AND c.start_date_utc >= $1 ORDER BY c.start_date_utc, c.id LIMIT 4000`,
      [today],
    ],
    ['/api/top (current quarter)', `SELECT c.*, COALESCE((SELECT vc.votes FROM catalog.vote_counts vc WHERE vc.conference_id = c.id), 0) AS votes_count FROM catalog.conferences c WHERE c.status = 'published' AND c.start_date_utc >= $1 AND c.start_date_utc < $2 ORDER BY votes_count DESC, c.start_date_utc, c.title, c.id LIMIT 100`, [quarterStart, quarterEnd]],
  ];
  const out = [];
  for (const [name, sql, params] of queries) {
    const { rows } = await db.query(`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`, params);
    out.push({ name, plan: rows.map((r) => r['QUERY PLAN']).join('\n') });
  }
  return out;
}

module.exports = { explainPlans };
