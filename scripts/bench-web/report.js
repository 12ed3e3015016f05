// @ts-check
'use strict';
/** The bench:web section of docs/performance.md: the median table and what it is measured on. */

const START = '<!-- bench:web:start -->';
const END = '<!-- bench:web:end -->';

/** Issue 30's targets (they tightened issue 14's), per page; HTML size is the conference page's. */
const TARGETS = { performance: 95, tbtMs: 200, cls: 0.05, seo: 100, accessibility: 100, initialJsKb: 80, htmlKb: 50, menuMs: 1500 };
/** The pages whose scripts have a budget (issue 30: `/` and a conference page). */
const JS_BUDGET_PAGES = new Set(['/', '/conference/:slug']);

const mark = (ok, text) => (ok ? text : `${text} **✗**`);

function table(rows) {
  const lines = [
    '| page | performance (benchmarkIndex) | CLS | LCP (s) | TBT (ms) | FCP (s) | accessibility | SEO | best practices | scripts fetched (KB) | scripts on first use (KB gzip) | HTML (KB) | menu opens after DCL, 4× CPU (ms) | live after the first tap, 4× CPU (ms) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of rows) {
    lines.push(
      `| \`${r.page}\` | ${mark(r.performance >= TARGETS.performance, String(r.performance))} (${r.benchmarkIndex}) | ${mark(r.cls <= TARGETS.cls, r.cls.toFixed(3))} | ` +
        `${(r.lcpMs / 1000).toFixed(2)} | ${mark(r.tbtMs <= TARGETS.tbtMs, r.tbtMs.toFixed(0))} | ${(r.fcpMs / 1000).toFixed(2)} | ${mark(r.accessibility >= TARGETS.accessibility, String(r.accessibility))} | ` +
        `${mark(r.seo >= TARGETS.seo, String(r.seo))} | ${r.bestPractices} | ${mark(!JS_BUDGET_PAGES.has(r.page) || r.scriptKb <= TARGETS.initialJsKb, r.scriptKb.toFixed(1))} | ${r.initialJs.kb.toFixed(1)} | ` +
        `${mark(r.page !== '/conference/:slug' || r.htmlKb <= TARGETS.htmlKb, r.htmlKb.toFixed(1))} | ${mark(r.menuMs <= TARGETS.menuMs, r.menuMs.toFixed(0))} | ${r.liveMs.toFixed(0)} |`,
    );
  }
  return lines.join('\n');
}

/** Audits that cost points in the median run's categories, once per page, so the next fix is named. */
function failing(rows) {
  const lines = [];
  for (const r of rows) {
    const run = r.runs[Math.floor(r.runs.length / 2)];
    const parts = Object.entries(run.failing)
      .filter(([, ids]) => ids.length)
      .map(([category, ids]) => `${category}: ${ids.join(', ')}`);
    if (parts.length) lines.push(`- \`${r.page}\`: ${parts.join('; ')}`);
  }
  return lines.length ? `\nAudits below full marks (one run per page):\n\n${lines.join('\n')}\n` : '';
}

function renderSection(doc, rows, { runs, machine, catalog, date }) {
  const load = (l) => l.map((n) => n.toFixed(1)).join(' / ');
  const body = `Measured by \`npm run bench:web\` (scripts/bench-web/) on ${date}: Lighthouse ${machine.lighthouse}, mobile profile
with its default simulated throttling (slow 4G, 4× CPU slowdown), ${machine.chromium} headless, against the built product
(\`scripts/start.js\`, its own database holding ${catalog}; rate limits off as in every bench) on this ${machine.cores}-core machine; median of ${runs} runs per page after
warming the server with the page and its scripts (each figure's median on its own). Load average (1/5/15 min) ${load(machine.loadBefore)} before and
${load(machine.loadAfter)} after: the machine is shared, and simulated throttling scales what it measures, so
performance scores move with the load. "scripts fetched" = the scripts Lighthouse saw the page load (bytes
transferred, brotli as served): a reading page loads its scripts on the visitor's first interaction, which Lighthouse
never makes; "scripts on first use" = gzip size of what that interaction then loads (the entry and the page's
chunks); "HTML" = the document's bytes before compression; "menu" = from DOMContentLoaded until a tap on "Open
menu" shows its links, phone viewport, 4× CPU throttling (scripts/bench-web/menu.js); "live after the first tap" =
from that tap until the page has hydrated, what a first tap on a vote button waits on that phone.
Targets (issue 30, and issue 35 for the topic, place, calendar and map pages): performance ≥ ${TARGETS.performance} with TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}, SEO ${TARGETS.seo},
accessibility ${TARGETS.accessibility}, scripts fetched ≤ ${TARGETS.initialJsKb} KB on \`/\` and a conference page, a conference page's
HTML ≤ ${TARGETS.htmlKb} KB, menu ≤ ${TARGETS.menuMs} ms; **✗** marks a miss.

${table(rows)}
${failing(rows)}`;
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/performance.md has no ${START} … ${END} block`);
  return `${doc.slice(0, start + START.length)}\n${body}${END}${doc.slice(end + END.length)}`;
}

module.exports = { renderSection };
