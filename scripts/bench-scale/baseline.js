// @ts-check
'use strict';
/**
 * The raw baseline of the scale benchmark: one plain Node.js http + pg process (no Nest, no NATS, no
 * cache) answering the same pages as the product, same rows, fields and order, each with the fastest
 * single query we could write: an index-ordered LIMIT/OFFSET page with its vote counts joined, and the
 * exact total counted in a second query sent at the same time.
 * Env: DATABASE_URL, PORT. Routes: /api/conferences, /api/conferences/:slug, /api/top, /api/map (type and country filters).
 */
const http = require('node:http');
const { join, resolve } = require('node:path');
const { Pool } = require('pg');

const root = resolve(__dirname, '..', '..');
const { words } = require(join(root, 'services/catalog/dist/conferences/text.js'));
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 8 });
const DAY = 86_400_000;

const COLUMNS = `c.id, c.slug, c.title, c.url, c.image_url, c.start_date_utc, c.end_date_utc, c.location, c.venue, c.type, c.source, c.status,
  c.cfp_url, c.cfp_end_date::text AS cfp_end_date, c.cfp_timezone, c.cfp_closes_at, c.attendance_mode, c.event_status, c.country, c.city,
  c.city_slug, c.latitude, c.longitude, c.languages, c.topics, c.created_at, c.updated_at, COALESCE(vc.votes, 0) AS votes`;
const FROM = 'catalog.conferences c LEFT JOIN catalog.vote_counts vc ON vc.conference_id = c.id';
const iso = (d) => (d ? d.toISOString() : null);

function conference(r) {
  return {
    id: r.id, slug: r.slug, title: r.title, url: r.url, imageUrl: r.image_url, startDateUTC: iso(r.start_date_utc), endDateUTC: iso(r.end_date_utc),
    location: r.location, venue: r.venue, type: r.type, source: r.source, status: r.status, votesCount: r.votes,
    cfpUrl: r.cfp_url, cfpEndDate: r.cfp_end_date, cfpTimezone: r.cfp_timezone, cfpClosesAt: iso(r.cfp_closes_at), attendanceMode: r.attendance_mode,
    eventStatus: r.event_status, country: r.country, city: r.city, citySlug: r.city_slug, latitude: r.latitude, longitude: r.longitude,
    languages: r.languages, topics: r.topics,
    createdAt: r.created_at.toISOString(), updatedAt: r.updated_at.toISOString(),
  };
}

const startOfDay = (day) => new Date(`${day}T00:00:00Z`);

/** The plain search: every word of q a required word prefix, no typos (the product's search before issue 32). */
function prefixQuery(q) {
  const terms = words(q).slice(0, 16);
  return terms.length ? terms.map((t) => `'${t}':*`).join(' & ') : null;
}

async function list(p) {
  const params = [];
  const arg = (v) => `$${params.push(v)}`;
  const where = ["c.status = 'published'"];
  const sort = p.get('sort') || 'upcoming';
  const q = p.get('q') ? prefixQuery(p.get('q')) : null;
  if (q) where.push(`c.search_vector @@ to_tsquery('simple', ${arg(q)})`);
  const type = p.get('type');
  if (type && type !== 'all') where.push(`c.type = ${arg(type)}`);
  if (p.get('location')) where.push(`c.location ILIKE ${arg(`%${p.get('location').replace(/[\\%_]/g, (c) => `\\${c}`)}%`)} ESCAPE '\\'`);
  if (p.get('from')) where.push(`COALESCE(c.end_date_utc, c.start_date_utc) >= ${arg(startOfDay(p.get('from')))}`);
  if (p.get('to')) where.push(`c.start_date_utc < ${arg(new Date(startOfDay(p.get('to')).getTime() + DAY))}`);
  if (sort === 'upcoming') {
    const now = new Date();
    where.push(`(c.start_date_utc IS NULL OR COALESCE(c.end_date_utc, c.start_date_utc) >= ${arg(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())))})`);
  }
  const order = sort === 'upcoming' ? "COALESCE(c.start_date_utc, 'infinity'::timestamptz), c.id" : 'c.created_at DESC, c.id DESC';
  const page = Number(p.get('page') || 1);
  const limit = Number(p.get('limit') || 12);
  const filterParams = [...params];
  const [rows, count] = await Promise.all([
    pool.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${limit} OFFSET ${(page - 1) * limit}`, params),
    pool.query(`SELECT count(*)::int AS n FROM catalog.conferences c WHERE ${where.join(' AND ')}`, filterParams),
  ]);
  const total = count.rows[0].n;
  return { conferences: rows.rows.map(conference), total, page, totalPages: Math.ceil(total / limit) };
}

async function detail(slug) {
  const { rows } = await pool.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE c.slug = $1 AND c.status = 'published'`, [slug]);
  return rows.length ? conference(rows[0]) : null;
}

async function top(p) {
  const now = new Date();
  const [y, qn] = (p.get('quarter') || `${now.getUTCFullYear()}-Q${Math.floor(now.getUTCMonth() / 3) + 1}`).split('-Q').map(Number);
  const start = new Date(Date.UTC(y, (qn - 1) * 3, 1));
  const end = new Date(Date.UTC(y, qn * 3, 1));
  const { rows } = await pool.query(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE c.status = 'published' AND c.start_date_utc >= $1 AND c.start_date_utc < $2
     ORDER BY votes DESC, c.start_date_utc, c.title, c.id LIMIT 100`,
    [start, end],
  );
  return { conferences: rows.map(conference) };
}

/** The upcoming conferences grouped by city in one GROUP BY, busiest 2,000 first, as /api/map answers (coordinates from the rows). */
async function map(p) {
  const params = [];
  const arg = (v) => `$${params.push(v)}`;
  const now = new Date();
  const where = ["c.status = 'published'", `(c.start_date_utc IS NULL OR COALESCE(c.end_date_utc, c.start_date_utc) >= ${arg(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())))})`];
  if (p.get('type')) where.push(`c.type = ${arg(p.get('type'))}`);
  if (p.get('country')) where.push(`c.country = ${arg(p.get('country').toUpperCase())}`);
  const { rows } = await pool.query(
    `SELECT c.country, c.city_slug AS city, min(c.latitude) AS latitude, min(c.longitude) AS longitude, count(*)::int AS count
       FROM catalog.conferences c WHERE ${where.join(' AND ')} GROUP BY c.country, c.city_slug`,
    params,
  );
  const byCodeUnits = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
  const clusters = rows.filter((r) => r.city).sort((a, b) => b.count - a.count || byCodeUnits(a.country, b.country) || byCodeUnits(a.city, b.city));
  const total = rows.reduce((n, r) => n + r.count, 0);
  return { clusters: clusters.slice(0, 2000), total, placed: clusters.reduce((n, r) => n + r.count, 0), clustersTotal: clusters.length };
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url || '/', 'http://x');
  try {
    let body;
    if (url.pathname === '/api/conferences') body = await list(url.searchParams);
    else if (url.pathname.startsWith('/api/conferences/')) body = await detail(decodeURIComponent(url.pathname.slice(17)));
    else if (url.pathname === '/api/top') body = await top(url.searchParams);
    else if (url.pathname === '/api/map') body = await map(url.searchParams);
    const json = JSON.stringify(body ?? { statusCode: 404, error: 'Not Found', message: 'Not found' });
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
    res.end(json);
  } catch (err) {
    res.writeHead(500, { 'content-type': 'text/plain' });
    res.end(String(err));
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
