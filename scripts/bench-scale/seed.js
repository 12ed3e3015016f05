// @ts-check
'use strict';
/**
 * Deterministic synthetic catalog for the scale benchmark: titles, cities, types and sites taken from
 * the demo data and the confs.tech snapshot, spread over 15 years so about 15% are upcoming, with
 * votes on about 3% of them. Same size → same rows on every run (seeded PRNG, fixed "today").
 * Rows go in with multi-row INSERT … SELECT FROM unnest(), 5,000 per statement.
 */
const { readdirSync, readFileSync, existsSync } = require('node:fs');
const { join, resolve } = require('node:path');
const { randomUUID } = require('node:crypto');

const root = resolve(__dirname, '..', '..');
const { searchText, slugify, normalizeUrl } = require(join(root, 'services/catalog/dist/conferences/text.js'));
const { DEMO_CONFERENCES } = require(join(root, 'services/catalog/dist/demo/demo-conferences.js'));
const { placeColumns } = require(join(root, 'services/catalog/dist/places/place-columns.js'));

const TYPES = ['General', 'Tech', 'AI', 'SaaS', 'DevOps', 'Fintech', 'Security', 'Bio/Health'];
const DAY = 86_400_000;
const BATCH = 5000;

/** mulberry32: a small seeded generator, so every run builds the same catalog. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Real names, places and sites: the demo list plus every confs.tech file under ../shared. */
function sources() {
  const items = DEMO_CONFERENCES.map((d) => ({ name: d.title.replace(/\s+20\d\d$/, ''), url: d.url, location: d.location ?? null, type: d.type }));
  const dir = resolve(root, '..', 'shared', 'data', 'confs-tech', 'conferences');
  if (existsSync(dir)) {
    for (const year of readdirSync(dir)) {
      for (const file of readdirSync(join(dir, year))) {
        if (!file.endsWith('.json')) continue;
        for (const c of JSON.parse(readFileSync(join(dir, year, file), 'utf8'))) {
          const place = [c.city, c.country].filter(Boolean).join(', ');
          items.push({ name: String(c.name).replace(/\s+20\d\d$/, ''), url: c.url, location: place || (c.online ? 'Online' : null), type: null });
        }
      }
    }
  }
  return items;
}

/**
 * The rows of a catalog of `size` conferences. `today` is fixed by the caller (start of the UTC day);
 * 15% start within the next 365 days, the rest in the 14 years before.
 */
function generate(size, today) {
  const rand = prng(12 + size);
  const pool = sources();
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const rows = [];
  const editions = ['Summit', 'Days', 'Conf', 'Forum', 'Live', 'Europe', 'Americas', 'Asia', 'Local', 'Meetup'];
  for (let i = 0; i < size; i++) {
    const src = pool[i % pool.length];
    const upcoming = rand() < 0.15;
    const startDay = upcoming ? Math.floor(rand() * 365) : -1 - Math.floor(rand() * 365 * 14);
    const start = new Date(today.getTime() + startDay * DAY);
    const end = new Date(start.getTime() + Math.floor(rand() * 4) * DAY);
    const round = Math.floor(i / pool.length);
    const title = round === 0 ? `${src.name} ${start.getUTCFullYear()}` : `${src.name} ${pick(editions)} ${start.getUTCFullYear()} #${round}`;
    const location = rand() < 0.1 ? 'Online' : src.location ?? pick(pool).location;
    const url = `${src.url.replace(/\/+$/, '')}/edition-${i}`;
    rows.push({
      slug: `${slugify(title).slice(0, 80)}-${i}`,
      title: title.slice(0, 200),
      url,
      normalizedUrl: normalizeUrl(url),
      start,
      end,
      location: location ? location.slice(0, 200) : null,
      type: src.type ?? TYPES[Math.floor(rand() * TYPES.length)],
      searchText: searchText(title, location),
      // The city the catalog finds on write (issue 35), so the map and city pages have real places to group.
      place: placeColumns({ location: location ? location.slice(0, 200) : null, attendanceMode: 'in-person', country: null, city: null }),
      createdAt: new Date(today.getTime() - Math.floor(rand() * 365 * 3 * DAY)),
    });
  }
  return rows;
}

/** Inserts the catalog and votes on ~3% of the upcoming and recent conferences; returns the vote rows made. */
async function seed(client, size, today) {
  const rows = generate(size, today);
  for (let at = 0; at < rows.length; at += BATCH) {
    const part = rows.slice(at, at + BATCH);
    const col = (f) => part.map(f);
    await client.query(
      `INSERT INTO catalog.conferences (slug, title, url, normalized_url, start_date_utc, end_date_utc, location, type, source, search_text, created_at, updated_at,
         country, city, city_slug, latitude, longitude, place_version)
       SELECT s, t, u, n, sd, ed, l, ty, 'import', st, ca, ca, co, ci, cs, la, lo, pv
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::timestamptz[], $7::text[], $8::text[], $9::text[], $10::timestamptz[],
         $11::text[], $12::text[], $13::text[], $14::float8[], $15::float8[], $16::int[])
         AS x(s, t, u, n, sd, ed, l, ty, st, ca, co, ci, cs, la, lo, pv)`,
      [
        col((r) => r.slug), col((r) => r.title), col((r) => r.url), col((r) => r.normalizedUrl), col((r) => r.start), col((r) => r.end), col((r) => r.location), col((r) => r.type), col((r) => r.searchText), col((r) => r.createdAt),
        col((r) => r.place.country), col((r) => r.place.city), col((r) => r.place.citySlug), col((r) => r.place.latitude), col((r) => r.place.longitude), col((r) => r.place.placeVersion),
      ],
    );
  }
  // Votes go on conferences near today (those users vote for): 1 to 40 each, as real voters would leave.
  const rand = prng(99 + size);
  const { rows: near } = await client.query(
    `SELECT id FROM catalog.conferences WHERE start_date_utc BETWEEN $1 AND $2 ORDER BY id`,
    [new Date(today.getTime() - 90 * DAY), new Date(today.getTime() + 270 * DAY)],
  );
  const voted = near.filter(() => rand() < Math.min(1, (0.03 * size) / Math.max(1, near.length)));
  const confIds = [];
  const voters = [];
  for (const { id } of voted) {
    const n = 1 + Math.floor(rand() * 40);
    for (let k = 0; k < n; k++) {
      confIds.push(id);
      voters.push(randomUUID());
    }
  }
  for (let at = 0; at < confIds.length; at += BATCH) {
    await client.query('INSERT INTO catalog.votes (conference_id, voter_id) SELECT * FROM unnest($1::int[], $2::uuid[])', [confIds.slice(at, at + BATCH), voters.slice(at, at + BATCH)]);
  }
  await client.query('INSERT INTO catalog.vote_counts (conference_id, votes) SELECT conference_id, count(*) FROM catalog.votes GROUP BY conference_id');
  // VACUUM as autovacuum would on a live table: it sets the visibility map, so index-only scans skip the heap.
  await client.query('VACUUM ANALYZE catalog.conferences');
  await client.query('ANALYZE catalog.votes');
  await client.query('ANALYZE catalog.vote_counts');
  return { conferences: rows.length, votedConferences: voted.length, votes: confIds.length };
}

module.exports = { seed, generate, prng };
