// @ts-check
'use strict';
/**
 * Companies for the ICP calls of the scale benchmark (issue 17): profiles built from the hand-written
 * labelled set (services/catalog/src/conferences/icp-fit/labelled-set), each mixed with a second template's lists so
 * ICPs overlap in varying degrees, a track record on past conferences of the catalog (ratings, roles),
 * a few entries on upcoming ones, and community interests on upcoming conferences naming companies.
 * More companies than the similar-company pool (500), so that bound is what the requests meet.
 * Deterministic like seed.js: same size → same rows.
 */
const { readFileSync } = require('node:fs');
const { join, resolve } = require('node:path');
const { prng } = require('./seed');

const root = resolve(__dirname, '..', '..');
const TEMPLATES = JSON.parse(readFileSync(join(root, 'services/catalog/src/conferences/icp-fit/labelled-set/icp-labelled-set.json'), 'utf8'));
const ROLES = ['ATTENDED', 'ATTENDED', 'SPONSORED', 'SPOKE', 'EXHIBITED'];
const DAY = 86_400_000;

/** 600 companies up to 30k conferences, then one per 50 conferences, at most 2,000. */
const companyCount = (size) => Math.min(2000, Math.max(600, Math.round(size / 50)));

/** Items of a comma list, some dropped and one borrowed from another template, so overlaps vary. */
function mix(rand, own, other) {
  const items = own.split(',').map((s) => s.trim()).filter((s, i) => i === 0 || rand() < 0.8);
  const borrowed = other.split(',').map((s) => s.trim());
  const extra = borrowed[Math.floor(rand() * borrowed.length)];
  if (extra && !items.includes(extra)) items.push(extra);
  return items.join(', ');
}

/** Inserts companies, their track records and interests; returns what the benchmark requests need. */
async function seedCompanies(db, size, today) {
  const rand = prng(7 + size);
  const count = companyCount(size);
  const { rows: past } = await db.query("SELECT id FROM catalog.conferences WHERE status = 'published' AND start_date_utc < $1 ORDER BY id", [today]);
  const { rows: upcoming } = await db.query(
    "SELECT id, slug FROM catalog.conferences WHERE status = 'published' AND start_date_utc >= $1 ORDER BY start_date_utc, id LIMIT 2000",
    [today],
  );
  const companies = [];
  for (let i = 0; i < count; i++) {
    const t = TEMPLATES[i % TEMPLATES.length];
    const o = TEMPLATES[Math.floor(rand() * TEMPLATES.length)];
    const name = `${t.name} ${Math.floor(i / TEMPLATES.length) + 1}`;
    companies.push({
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
      summary: t.icpSummary,
      industries: mix(rand, t.targetIndustries, o.targetIndustries),
      titles: mix(rand, t.targetTitles, o.targetTitles),
      sizes: mix(rand, t.targetCompanySizes, o.targetCompanySizes),
      regions: mix(rand, t.targetRegions, o.targetRegions),
      notes: t.targetNotes,
      createdAt: new Date(today.getTime() - Math.floor(rand() * 700 * DAY)),
    });
  }
  const col = (f) => companies.map(f);
  const { rows: ids } = await db.query(
    `INSERT INTO companies.companies (name, slug, icp_summary, target_industries, target_titles, target_company_sizes, target_regions, target_notes, created_at, updated_at)
     SELECT n, s, su, ti, tt, ts, tr, tn, ca, ca FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::timestamptz[])
       AS x(n, s, su, ti, tt, ts, tr, tn, ca)
     RETURNING id`,
    [col((c) => c.name), col((c) => c.slug), col((c) => c.summary), col((c) => c.industries), col((c) => c.titles), col((c) => c.sizes), col((c) => c.regions), col((c) => c.notes), col((c) => c.createdAt)],
  );
  // Track records: 3 to 20 past conferences each (some rated), and up to 3 upcoming ones.
  const ev = { company: [], conference: [], role: [], rating: [] };
  const add = (company, conference) => {
    ev.company.push(company);
    ev.conference.push(conference);
    ev.role.push(ROLES[Math.floor(rand() * ROLES.length)]);
    ev.rating.push(rand() < 0.7 ? 1 + Math.floor(rand() * 5) : null);
  };
  for (const { id } of ids) {
    const n = 3 + Math.floor(rand() * 18);
    for (let k = 0; k < n && past.length; k++) add(id, past[Math.floor(rand() * past.length)].id);
    const m = Math.floor(rand() * 4);
    for (let k = 0; k < m && upcoming.length; k++) add(id, upcoming[Math.floor(rand() * Math.min(upcoming.length, 300))].id);
  }
  await db.query(
    `INSERT INTO companies.company_events (company_id, conference_id, role, rating)
     SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::smallint[])`,
    [ev.company, ev.conference, ev.role, ev.rating],
  );
  // Interests on the 300 soonest conferences: 0 to 25 companies each, half of them with a profile.
  const it = { conference: [], name: [], status: [] };
  for (const { id } of upcoming.slice(0, 300)) {
    const names = new Set();
    const n = Math.floor(rand() * 26);
    for (let k = 0; k < n; k++) names.add(rand() < 0.5 ? companies[Math.floor(rand() * count)].name : `Visitor Company ${Math.floor(rand() * 5000)}`);
    for (const name of names) {
      it.conference.push(id);
      it.name.push(name);
      it.status.push(['ATTENDING', 'SPONSORING', 'CONSIDERING'][Math.floor(rand() * 3)]);
    }
  }
  await db.query(
    `INSERT INTO community.interests (conference_id, company_name, status) SELECT * FROM unnest($1::int[], $2::text[], $3::text[])`,
    [it.conference, it.name, it.status],
  );
  for (const table of ['companies.companies', 'companies.company_events', 'community.interests']) await db.query(`ANALYZE ${table}`);
  return { companies: companies.map((c) => c.slug), conferences: upcoming.slice(0, 300).map((c) => c.slug), events: ev.company.length, interests: it.name.length };
}

module.exports = { seedCompanies };
