#!/usr/bin/env node
// @ts-check
'use strict';
/* global Response -- Node 18+'s fetch Response, which the renderer's api client reads */
/**
 * node scripts/bench-web/render-top.js [ssr-dist] — CPU cost of server-rendering the Top page (`/`) with the
 * built SSR bundle (web/dist-ssr, `npm run build -w @confdir/web` first) and no gateway, database or network:
 * /api/top answers RENDER_TOP_SIZE synthetic ranked conferences (cut to the request's `limit`), so the figures
 * are the renderer's own. Prints, per URL, the median ms of a render after warm-up and the HTML size; compare
 * two bundles in one run (pass the other dist as the argument), since the machine's load moves absolute times.
 * Env: RENDER_TOP_RUNS (default 30), RENDER_TOP_SIZE (default 100, the API's most).
 */
const { resolve, join } = require('node:path');

const dist = resolve(process.argv[2] || join(__dirname, '..', '..', 'web', 'dist-ssr'));
const RUNS = Number(process.env.RENDER_TOP_RUNS || 30);
const WARMUP = 10;
const SIZE = Number(process.env.RENDER_TOP_SIZE || 100);
const TYPES = ['Software Engineering', 'AI', 'Cloud', 'Data', 'Security', 'General'];

function conference(i) {
  const start = new Date(Date.UTC(2026, 9, 1 + (i % 80)));
  return {
    id: i + 1,
    slug: `synthetic-conference-${i + 1}`,
    title: `Synthetic Developer Conference ${i + 1}`,
    url: `https://example.org/conf-${i + 1}`,
    imageUrl: null,
    startDateUTC: start.toISOString(),
    endDateUTC: new Date(start.getTime() + 2 * 86_400_000).toISOString(),
    location: i % 5 === 0 ? null : `City ${i % 40}, Country ${i % 12}`,
    venue: null,
    type: TYPES[i % TYPES.length],
    source: 'bench',
    status: 'published',
    votesCount: SIZE - i,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

/** @param {string} url */
async function transport(url) {
  const { pathname, searchParams } = new URL(url, 'http://ssr.local');
  if (pathname !== '/api/top') return new Response('{"statusCode":404}', { status: 404, headers: { 'content-type': 'application/json' } });
  const limit = Math.min(Number(searchParams.get('limit') || SIZE), SIZE);
  const body = JSON.stringify({ conferences: Array.from({ length: limit }, (_, i) => conference(i)) });
  return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
}

async function main() {
  const renderer = require(join(dist, 'entry-server.cjs'));
  renderer.configure({ transport, baseUrl: 'https://confdir.example' });
  const urls = ['/', '/?show=50', '/?show=100'];
  /** @type {Record<string, number[]>} */
  const times = Object.fromEntries(urls.map((url) => [url, []]));
  /** @type {Record<string, number>} */
  const bytes = {};
  // Rounds over every URL in turn, the first WARMUP ones unmeasured (V8 compiles the renderer meanwhile).
  for (let round = 0; round < WARMUP + RUNS; round++) {
    for (const url of urls) {
      const started = process.hrtime.bigint();
      const page = await renderer.render({ url, nonce: 'bench' });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (round >= WARMUP) times[url].push(ms);
      if ('body' in page) bytes[url] = Buffer.byteLength(page.head + page.body + page.state);
    }
  }
  for (const url of urls) {
    const sorted = times[url].sort((a, b) => a - b);
    const at = (/** @type {number} */ share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))].toFixed(1);
    console.log(`${url.padEnd(12)} median ${at(0.5)} ms  p90 ${at(0.9)} ms  html ${(bytes[url] / 1024).toFixed(0)} KB`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
