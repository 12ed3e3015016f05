// The site stylesheet: renders the public pages with the built server bundle from fixture data
// (site-css-fixtures.json, API answers by path) and writes every CSS rule they use — the theme's global CSS
// (tokens as CSS variables, the reset) and the components' rules — into one hashed, immutable file every page
// links to, instead of each render writing them into its page. The bundle's manifest (dist-ssr/site-css.json)
// lists the rules' ids: a render writes only the rules the file lacks (a widget the fixtures do not show).
/* global Response -- Node 18+'s fetch Response, which the renderer's API client reads */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const web = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const require = createRequire(import.meta.url);
const bundle = require(web('dist-ssr/entry-server.cjs'));
const { urls, responses } = JSON.parse(readFileSync(web('scripts/site-css-fixtures.json'), 'utf8'));

// By path alone: the query (a quarter, a page) depends on the day of the build.
const byPath = new Map(Object.entries(responses).map(([url, answer]) => [new URL(url, 'http://fixture').pathname, answer]));
const json = (status, body) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
bundle.configure({
  transport: async (url) => {
    const answer = byPath.get(new URL(url, 'http://fixture').pathname);
    return answer ? json(answer.status, answer.body) : json(404, { statusCode: 404, error: 'Not Found', message: 'not in the fixtures' });
  },
  baseUrl: 'https://fixture.invalid',
});

const { css, ids } = await bundle.collectSiteCss(urls);
const name = `site-${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
const href = `/assets/${name}`;
writeFileSync(web(`dist/assets/${name}`), css);
writeFileSync(web(`dist-ssr/${bundle.SITE_CSS_MANIFEST}`), JSON.stringify({ href, ids }));
const index = web('dist/index.html');
const link = `<link rel="stylesheet" href="${href}" data-site-css>`;
// A link of an earlier run goes: the script may run again over one client build.
writeFileSync(index, readFileSync(index, 'utf8').replace(/<link [^>]*data-site-css>\n\s*/, '').replace('</head>', () => `${link}\n  </head>`));
console.log(`site stylesheet ${href}: ${ids.length} rules, ${(css.length / 1024).toFixed(0)} KB`);
