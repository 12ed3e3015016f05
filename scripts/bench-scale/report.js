// @ts-check
'use strict';
/** Writes the bench:scale table (and the plans) between the markers of docs/performance.md. */
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const START = '<!-- bench:scale:start -->';
const END = '<!-- bench:scale:end -->';
const TARGET = { p99: 30, ratio: 0.5, growth: 1.5, votes: 1000, rssMb: 250 };

const n = (v, d = 0) => (v === undefined || v === null || Number.isNaN(v) ? '—' : Number(v).toFixed(d));
const mark = (ok) => (ok ? '' : ' **✗**');

function table(runs) {
  const smallest = runs[0];
  const lines = [
    '| rows | call | p50 ms @8 | p99 ms @8 | req/s @32 | baseline req/s @32 | ratio | baseline p99 @8 | p99 vs smallest | errors |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const run of runs) {
    for (const r of run.results) {
      const ref = smallest.results.find((x) => x.name === r.name);
      const growth = run === smallest || !ref ? undefined : r.p99 / Math.max(1, ref.p99);
      const ratio = r.baseRps ? r.rps / r.baseRps : undefined;
      const read = r.baseRps !== undefined;
      const p99Target = r.p99Target ?? (read ? TARGET.p99 : undefined);
      const p99 = `${n(r.p99)}${mark(p99Target === undefined || r.p99 <= p99Target)}`;
      const ratioCell = ratio === undefined ? '—' : `${n(ratio, 2)}×${mark(ratio >= TARGET.ratio)}${r.same === false ? ' (rows differ!)' : ''}${r.versus ? ` (vs ${r.versus})` : ''}`;
      const growthCell = growth === undefined ? '—' : `${n(growth, 2)}×${mark(p99Target === undefined || growth <= TARGET.growth)}`;
      const rps = r.votes ? `${n(r.rps)}${mark(r.rps >= TARGET.votes)}` : n(r.rps);
      const errors = `${r.errors + (r.baseErrors ?? 0)}${r.non2xx ? ` (${r.non2xx} non-2xx)` : ''}`;
      const name = r.cache ? `${r.name}; X-Cache-Status ${r.cache}` : r.name;
      lines.push(`| ${run.size.toLocaleString('en')} | ${name} | ${n(r.p50)} | ${p99} | ${rps} | ${n(r.baseRps)} | ${ratioCell} | ${n(r.baseP99)} | ${growthCell} | ${errors} |`);
    }
  }
  return lines.join('\n');
}

function votesAndMemory(runs) {
  const lines = ['| rows | votes answered 200 | vote rows stored | counters differing from rows | peak RSS per process (MB) |', '| ---: | ---: | ---: | ---: | --- |'];
  for (const run of runs) {
    const v = run.results.find((r) => r.votes)?.votes ?? { accepted: '—', stored: '—', countersWrong: 0 };
    const rss = Object.entries(run.rss)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, mb]) => `${name} ${n(mb)}${mark(mb < TARGET.rssMb)}`)
      .join(', ');
    lines.push(`| ${run.size.toLocaleString('en')} | ${v.accepted} | ${v.stored}${mark(v.stored === v.accepted)} | ${v.countersWrong}${mark(v.countersWrong === 0)} | ${rss} |`);
  }
  return lines.join('\n');
}

/** The two tables alone (a filtered run prints them instead of writing the document). */
function tables(runs) {
  return `${table(runs)}\n\n${votesAndMemory(runs)}`;
}

function writeReport(file, runs, { seconds, tailSeconds, date }) {
  const plans = runs.find((r) => r.plans);
  const section = `${START}
Measured by \`npm run bench:scale\` (scripts/bench-scale/) on ${date}, this 2-core machine shared with other work, so compare
figures within one run. Per size: a fresh database with a deterministic synthetic catalog (demo data and confs.tech names,
places and sites; ~15% upcoming; all types; votes on ~3%), the built product (\`scripts/start.js\`, rate limits off, the shipped log level) and the
raw baseline (\`scripts/bench-scale/baseline.js\`: plain Node http + pg, no cache, index-ordered LIMIT/OFFSET page with vote
counts joined and the exact total counted in a parallel query). autocannon, ${seconds} s per load after a warm-up (${tailSeconds} s for the 8-connection
loads whose p50/p99 are reported, long enough to cross the expiry and background refresh of every cache): p50/p99 at
8 connections, req/s at 32. "ratio" = product req/s ÷ baseline req/s for the same page (rows checked equal first).
Targets (issue 12): p99 ≤ 30 ms, ratio ≥ 0.5, p99 at most 1.5× the smallest size's, ≥ 1,000 votes/s, < 250 MB per process;
ICP calls (issue 17, every request a different company or conference, no baseline; each after 4,000 requests of its kind,
since a freshly started product runs them up to 3× slower until V8 has compiled them): p99 ≤ 50 ms. Server-rendered pages
(issue 30): distinct conference pages, each rendered (\`Cache-Control: no-cache\`), at ≥ 0.5× the req/s of the JSON detail of
the same slugs (its "baseline" columns) and p99 ≤ 100 ms; pages through the shared cache run the product behind the repo's
nginx config (deploy/nginx) and say what nginx answered itself (X-Cache-Status). **✗** marks a miss.
A subset runs with \`BENCH_SIZES=1000,100000\` and \`BENCH_CALLS=detail,top\` (ids: \`BENCH_CALLS=list\`); it prints its table
and leaves this section alone.

${table(runs)}

Votes (distinct voters, counted after the run) and memory:

${votesAndMemory(runs)}

${readFileSync(join(__dirname, 'notes.md'), 'utf8').trim()}
${plans ? `\nQuery plans at ${plans.size.toLocaleString('en')} conferences (EXPLAIN ANALYZE, the forms the catalog sends):\n\n${plans.plans.map((p) => `${p.name}:\n\n\`\`\`\n${p.plan}\n\`\`\``).join('\n\n')}\n` : ''}${END}`;
  const doc = readFileSync(file, 'utf8');
  const a = doc.indexOf(START);
  const b = doc.indexOf(END);
  if (a < 0 || b < a) throw new Error(`markers ${START} / ${END} not found in ${file}`);
  writeFileSync(file, doc.slice(0, a) + section + doc.slice(b + END.length));
}

module.exports = { writeReport, tables };
