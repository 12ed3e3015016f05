/**
 * The server renderer the gateway loads (built by `vite build --ssr`): it runs a page's data
 * loaders, renders the route to HTML with Chakra's styles, and returns what the gateway needs to
 * write the document: status, head tags, markup, styles and the query cache to hydrate with.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate } from '@tanstack/react-query';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { EmotionCache } from '@emotion/cache';
import type { SystemContext } from '@chakra-ui/react';
import { renderToPipeableStream, renderToString as renderToStringNow } from 'react-dom/server';
import { createStaticHandler, StaticRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { AppRoutes } from './app/App';
import { CLASS_IDS, FragmentCache } from './components/server-fragment/fragment-cache';
import { FragmentContext, type FragmentSource } from './components/server-fragment/ServerFragment';
import { AppProvider } from './app/provider';
import { BEFORE_PAINT } from './components/ui/color-mode';
import { HeadCollectorContext, type HeadCollector } from './components/head/head-collector';
import { PAGE_LOADER } from './app/page-loader';
import { pageLoader as routePageLoader } from './app/route-data';
import { createRoutes, NOT_FOUND_ROUTE_ID, type PageHandle } from './app/routes';
import { ssrStateScript, withoutFetchTimes } from './app/ssr-state';
import { ApiError, setApiTransport, type ApiTransport } from './lib/api-client';
import { headHtml, SITE_TITLE } from './lib/page-head';
import { createQueryClient } from './lib/query-client';
import { setSiteBaseUrl } from './lib/site';
import { appSystem, includeGlobalStyles } from './config/theme';
import { globalStyles } from './config/theme-global';

// The server's CSS is the page's global CSS too (main.tsx).
includeGlobalStyles(globalStyles);

export interface RenderInput {
  /** Path and query of the page, e.g. `/upcoming?type=AI&page=2`. */
  url: string;
}

/**
 * `head` (the page's title, meta and link tags, structured data and styles) goes before </head>
 * in place of the template's title, `body` into the root element, `state` (a JSON script) after it;
 * `chunk` names the rendered page's script chunk, for the gateway to preload; `failed` says some of the
 * page's data did not load for another reason than not existing (it shows an error state), so no cache may keep it.
 */
export type RenderResult = { redirect: string; status: number } | { status: number; head: string; body: string; state: string; chunk?: string; failed: boolean };

/** The page loader the gateway ends every page with (app/page-loader.ts). */
export const pageLoader = PAGE_LOADER;

/** The executable inline scripts a page may carry, the same text in every page: the gateway's CSP allows them by hash. */
export const inlineScripts: readonly string[] = [BEFORE_PAINT, PAGE_LOADER];

export interface RendererSetup {
  /** How the renderer reads the API: the gateway hands in a fetch bound to itself. */
  transport: ApiTransport;
  /** PUBLIC_BASE_URL: absolute links, canonical URLs and structured data use it. */
  baseUrl: string;
}

let baseUrl = '';

/**
 * The site stylesheet (scripts/site-css.mjs, written beside this bundle at build time): the theme's global CSS
 * and the rules of the pages rendered from fixtures, one hashed file every page links to. A render writes into
 * its page only the rules that file lacks, and builds no global CSS at all.
 */
interface SiteCss {
  ids: Set<string>;
  /** The theme without its global CSS: that CSS is in the file. */
  theme: SystemContext;
}
let siteCss: SiteCss | null = null;

export function configure(setup: RendererSetup): void {
  setApiTransport(setup.transport);
  setSiteBaseUrl(setup.baseUrl);
  baseUrl = setup.baseUrl;
  const file = join(__dirname, SITE_CSS_MANIFEST);
  if (existsSync(file)) {
    const { ids } = JSON.parse(readFileSync(file, 'utf8')) as { ids: string[] };
    siteCss = { ids: new Set(ids), theme: Object.create(appSystem(), { _global: { value: [] } }) as SystemContext };
  }
}

/** Beside the bundle: `{ href, ids }` of the site stylesheet. */
export const SITE_CSS_MANIFEST = 'site-css.json';

/**
 * One <style> with the rules of this page that the site stylesheet lacks, naming every rule the page uses so the
 * browser's emotion counts them as inserted (it reads `data-emotion="css id …"`) and does not insert them again.
 */
function pageStyles(cache: EmotionCache, html: string, site: SiteCss): string {
  const used = new Set<string>();
  for (const m of html.matchAll(CLASS_IDS)) used.add(m[1]);
  // By id, not in the order of insertion, which follows whichever Suspense boundary finished first: the same
  // page is the same bytes (its ETag). Each element has one class of its own, so the order of rules does not matter.
  // Empty rules are left out: whether the empty global styles' id ("0") counts as registered depends on whether an
  // element without styles rendered or was copied in a fragment, and naming it changes nothing in the browser.
  const ids = Object.keys(cache.inserted)
    .filter((id) => !!cache.inserted[id] && typeof cache.inserted[id] === 'string' && (used.has(id) || cache.registered[`${cache.key}-${id}`] === undefined))
    .sort();
  const css = ids.map((id) => (site.ids.has(id) ? '' : (cache.inserted[id] as string))).join('');
  return `<style data-emotion="${cache.key} ${ids.join(' ')}">${css}</style>`;
}

/**
 * Build time (scripts/site-css.mjs): renders `urls` (their data from the configured transport) into one emotion
 * cache with the theme's global CSS and returns every rule inserted, in order, with their ids.
 */
export async function collectSiteCss(urls: readonly string[]): Promise<{ css: string; ids: string[] }> {
  const cache = createCache({ key: 'css' });
  createEmotionServer(cache);
  for (const url of urls) await renderPage(url, cache, undefined);
  const ids = Object.keys(cache.inserted).filter((id) => typeof cache.inserted[id] === 'string');
  return { css: ids.map((id) => cache.inserted[id]).join(''), ids };
}

/** React's mark of a Suspense boundary it could not finish (React DOM's `<!--$!-->`): its fallback was written instead. */
const UNFINISHED_BOUNDARY = '<!--$!-->';

/**
 * The page's HTML. Once a page's chunks have loaded (every render after its first), nothing suspends and the
 * synchronous renderer writes the same markup as one string: the streaming one encodes it into byte chunks and
 * joins them (~10 % of a conference page's render, a sixth of its garbage). A page that did suspend is rendered again
 * by the streaming renderer, which waits for it. User text is escaped, so it cannot spell the mark.
 */
function renderToString(element: ReactNode): Promise<string> {
  const html = renderToStringNow(element);
  return html.includes(UNFINISHED_BOUNDARY) ? renderWhenReady(element) : Promise.resolve(html);
}

function renderWhenReady(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    // Crawlers and link previews need the whole page: wait for every lazy chunk, then write once.
    // One piece, no out-of-order segments, so React writes no script of its own.
    const stream = renderToPipeableStream(element, {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

/** The header, footer and forms this process has rendered (ServerFragment): each is rendered once, then copied. */
const fragments = new FragmentCache();

export async function render({ url }: RenderInput): Promise<RenderResult> {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const source = fragments.forRender(cache);
  const page = await renderPage(url, cache, siteCss?.theme, source);
  if ('redirect' in page) return page;
  // Kept from a page whose data all loaded (a 404 page too): an error state elsewhere changes nothing inside, but skipping costs little.
  if (!page.failed) fragments.keep(page.body, source.missed, cache);
  const styles = siteCss ? pageStyles(cache, page.body, siteCss) : emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(page.body));
  return { ...page, head: page.head + styles };
}

/** The routes with their data loaders, matched and run for each render (the render's QueryClient is the request's context). */
const handler = createStaticHandler(createRoutes(routePageLoader));

async function renderPage(url: string, cache: EmotionCache, theme: SystemContext | undefined, fragmentSource: FragmentSource | null = null): Promise<RenderResult> {
  const queryClient = createQueryClient();
  // A failed load renders its error state (e.g. "Conference not found"), not a loading state that would fetch again.
  queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false } });
  const context = await handler.query(new Request(new URL(url, 'http://ssr.local')), { requestContext: queryClient });
  if (context instanceof Response) return { redirect: context.headers.get('Location') ?? '/', status: context.status };

  const leafRoute = context.matches[context.matches.length - 1]?.route;
  const leaf = leafRoute?.id ?? NOT_FOUND_ROUTE_ID;
  const collector: HeadCollector = {};
  const body = await renderToString(
    <HeadCollectorContext.Provider value={collector}>
      <FragmentContext.Provider value={fragmentSource}>
        <CacheProvider value={cache}>
          <AppProvider queryClient={queryClient} theme={theme}>
            {/* The loaders above filled the query cache; the pages render from it under the browser's own tree. */}
            <StaticRouter location={url}>
              <AppRoutes only={leaf} />
            </StaticRouter>
          </AppProvider>
        </CacheProvider>
      </FragmentContext.Provider>
    </HeadCollectorContext.Provider>,
  );
  const missing = (context.loaderData[leaf] as { notFound?: boolean } | undefined)?.notFound === true;
  const status = leaf === NOT_FOUND_ROUTE_ID || missing ? 404 : 200;
  const errors = queryClient.getQueryCache().getAll().flatMap((q) => (q.state.status === 'error' ? [q.state.error] : []));
  const state = ssrStateScript({ queries: withoutFetchTimes(dehydrate(queryClient)), baseUrl, hydrate: status === 200 && errors.length === 0 });
  // A missing subject is an answer a cache may keep; anything else that failed (a service down, a timeout) is not.
  const failed = errors.some((error) => !(error instanceof ApiError && error.status === 404));
  // Every route renders its head; should one not, the page still gets the site's title and tags.
  const head = headHtml(collector.head ?? { title: SITE_TITLE }, baseUrl);
  return { status, head, body, state, chunk: (leafRoute?.handle as PageHandle | undefined)?.chunk, failed };
}
