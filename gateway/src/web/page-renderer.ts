import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { countRefusedRender } from '@confdir/service-kit/dist/metrics/metrics';
import { StaleWhileRevalidate } from '@confdir/service-kit/dist/stale-while-revalidate';
import { currentTraceparent } from '../common/request-context';
import { publicWrites } from '../common/public-read-cache';
import { ChunkPreloads } from './chunk-preloads';
import type { ScriptTiming } from './deferred-scripts';
import { framed, pageFrame, type PageFrame } from './page-frame';
import type { EncodedBody } from './page-encoding';
import type { ServerReads } from './server-reads';
import { pageSource, type PageSource } from './page-source';
import { RendersBusy } from './render-gate';
import type { BundleMeta } from './server-bundle';

/**
 * A rendered page: its bytes and their ETag, the same for every visitor. `complete` is false when some of
 * its data failed to load (it shows an error state): such a page is neither kept here nor by shared caches.
 */
export type Page = { redirect: string; status: number } | ({ status: number; body: Buffer; etag: string; complete: boolean } & EncodedBody);

/**
 * Rendered pages kept at most: a listing page is ~230 KB of HTML, a home page of 100 ranked cards ~400 KB.
 * Distinct first renders (a crawler) fill it with pages nobody asks for again, so it stays small: the
 * gateway's resident budget is 250 MB. The weight is the plain bytes; the compressed forms kept with a page add
 * about a quarter each.
 */
const MAX_PAGE_BYTES = 4_000_000;
const MAX_PAGES = 200;
/** A page is given as it is for this long, then for as long again while it renders anew in the background. */
const PAGE_FRESH_MS = 5_000;
const PAGE_STALE_MS = 5_000;
/**
 * Pages that are an app rather than something to read (forms, the dashboard): their scripts load after the first
 * frame. Every other page (the map too: the server draws it as a picture) loads them on the first interaction.
 */
const APP_CHUNKS = new Set(['SubmitPage', 'CreateCompanyPage', 'AdminPage']);
function scriptTiming(chunk: string | undefined): ScriptTiming {
  return chunk && APP_CHUNKS.has(chunk) ? 'paint' : 'intent';
}

/** A weak validator (the bytes may be compressed on the way): the page's SHA-1, as Express's own ETags are. */
export function etagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Renders the site's pages on the server with the web app's own SSR bundle and writes them into
 * the built index.html (which holds the hashed script and style links). Without a bundle, or
 * when rendering fails, the plain index.html goes out and the browser renders as before.
 */
export class PageRenderer {
  private readonly logger = new Logger('PageRenderer');
  private source: PageSource | null | undefined;
  private meta: BundleMeta | undefined;
  private template: string | undefined;
  private readonly preloads: ChunkPreloads;
  /** The template around a page, per page chunk (a handful: one per lazy route). */
  private readonly frames = new Map<string, PageFrame | undefined>();
  /**
   * Pages are the same for every visitor (rendered from public reads, without cookies). A shared cache in
   * front (deploy/nginx) keeps them as their Cache-Control says; this one is for a gateway without one
   * (`npm start`) and answers the proxy's revalidations: a burst of one URL renders once, and an expired
   * page is given while it renders anew (no visitor waits for a render of a page being asked for). Any
   * write through this gateway drops every page.
   */
  private readonly pages = new StaleWhileRevalidate<Page | undefined>({
    freshMs: PAGE_FRESH_MS,
    staleMs: PAGE_STALE_MS,
    maxEntries: MAX_PAGES,
    weigh: (page) => (page && 'body' in page ? page.body.length : 0),
    maxWeight: MAX_PAGE_BYTES,
    keep: (page) => page !== undefined && 'body' in page && page.complete,
    metric: 'rendered_pages',
  });
  private generation = publicWrites.generation;

  constructor(
    private readonly webDist: string,
    private readonly ssrDist: string,
    private readonly publicBaseUrl: string,
    /** RENDER_THREADS. */
    private readonly renderThreads: number,
    /** The reads the renderer makes in-process when it renders on the gateway's own thread. */
    private readonly reads?: ServerReads,
  ) {
    this.preloads = new ChunkPreloads(webDist);
  }

  /** The built index.html, or undefined before `npm run build`. */
  shell(): string | undefined {
    if (this.template === undefined) {
      const file = join(this.webDist, 'index.html');
      if (!existsSync(file)) return undefined;
      this.template = readFileSync(file, 'utf8');
    }
    return this.template;
  }

  /** The text of every inline script a rendered page may run, for the CSP: known once a page was rendered. */
  inlineScripts(): readonly string[] {
    return this.meta?.inlineScripts ?? [];
  }

  /**
   * `url` is the page's canonical URL. `apiOrigin` is this gateway's own listening address: the bundle
   * reads the public API through it, without cookies, so no visitor's personal data can end up in a page.
   * `fresh` renders anew whatever is kept (the request said `Cache-Control: no-cache`: a hard reload).
   */
  render(url: string, apiOrigin: string, fresh = false): Promise<Page | undefined> {
    if (this.generation !== publicWrites.generation) {
      this.pages.clear();
      this.generation = publicWrites.generation;
    }
    const load = () => this.renderOnce(url, apiOrigin);
    return fresh ? this.pages.reload(url, load) : this.pages.get(url, load);
  }

  private async renderOnce(url: string, apiOrigin: string): Promise<Page | undefined> {
    const template = this.shell();
    const source = this.load();
    if (!template || !source) return undefined;
    try {
      const meta = (this.meta ??= await source.run({ kind: 'meta' }));
      const page = await source.run({ kind: 'render', url, origin: apiOrigin, traceparent: currentTraceparent() });
      if ('redirect' in page) return page;
      const frame = this.frameOf(template, page.chunk, meta.pageLoader);
      if (!frame) throw new Error('the built index.html has no </head> or no <div id="root"></div> to render into');
      const body = Buffer.from(framed(frame, page));
      return { status: page.status, body, etag: etagOf(body), complete: page.failed !== true };
    } catch (err) {
      // A burst past the render gate is load, not a fault: counted, and the browser renders the page itself.
      if (err instanceof RendersBusy) {
        countRefusedRender();
        return undefined;
      }
      this.logger.error(`server render of ${url} failed, sending the client-rendered shell: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      return undefined;
    }
  }

  private frameOf(template: string, chunk: string | undefined, loader: string): PageFrame | undefined {
    const key = chunk ?? '';
    if (!this.frames.has(key)) this.frames.set(key, pageFrame(template, this.preloads.for(chunk), scriptTiming(chunk), loader));
    return this.frames.get(key);
  }

  private load(): PageSource | null {
    if (this.source !== undefined) return this.source;
    const entry = join(this.ssrDist, 'entry-server.cjs');
    if (!existsSync(entry)) return (this.source = null);
    return (this.source = pageSource({ entry, baseUrl: this.publicBaseUrl }, this.renderThreads, this.reads));
  }
}
