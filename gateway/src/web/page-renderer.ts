import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { TRACEPARENT_HEADER } from '@confdir/service-kit/dist/tracing';
import { currentTraceparent } from '../common/request-context';
import { PUBLIC_READ_TTL_MS, publicWrites } from '../common/public-read-cache';
import { TtlCache } from '../recommendations/ttl-cache';
import { ChunkPreloads } from './chunk-preloads';
import { deferScripts } from './deferred-scripts';

type Transport = (url: string, init?: RequestInit) => Promise<Response>;
type RenderResult = { redirect: string; status: number } | { status: number; head: string; body: string; state: string; chunk?: string };
interface ServerBundle {
  configure(setup: { transport: Transport; baseUrl: string }): void;
  render(input: { url: string; nonce: string }): Promise<RenderResult>;
}

/** A page's bytes in order: the response writes them as they are, without joining them. */
export type Page = { redirect: string; status: number } | { status: number; parts: Buffer[] };
type Kept = { status: number; parts: Buffer[] };

const ROOT = '<div id="root"></div>';
/**
 * Rendered pages kept at most (they answer bursts of one URL within 5 s): a listing page is ~230 KB of
 * HTML, a home page of 100 ranked cards ~400 KB. Distinct first renders (a crawler) fill it with pages
 * nobody asks for again, so it stays small: the gateway's resident budget is 250 MB.
 */
const MAX_PAGE_BYTES = 4_000_000;
const MAX_PAGES = 200;
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;

/**
 * Renders the site's pages on the server with the web app's own SSR bundle and writes them into
 * the built index.html (which holds the hashed script and style links). Without a bundle, or
 * when rendering fails, the plain index.html goes out and the browser renders as before.
 */
export class PageRenderer {
  private readonly logger = new Logger('PageRenderer');
  private bundle: ServerBundle | null | undefined;
  private template: string | undefined;
  private apiOrigin: string | undefined;
  private readonly preloads: ChunkPreloads;
  /**
   * Pages are the same for every visitor (rendered from public reads, without cookies) except for
   * their CSP nonce: a page is rendered once with a random stand-in and each response gets its own
   * nonce swapped in. Rendering the ranking costs ~300 ms of CPU (bench:scale, GET /), so a burst of
   * one URL renders once; entries live as long as the public answers they came from, and any
   * write through this gateway drops them.
   */
  private readonly pages = new TtlCache<Kept & { generation: number }>(PUBLIC_READ_TTL_MS, MAX_PAGES, (page) => bytesOf(page.parts), MAX_PAGE_BYTES).metered('rendered_pages');
  private readonly rendering = new Map<string, Promise<Page | undefined>>();
  private readonly nonceStandIn = randomBytes(18).toString('base64url');

  constructor(
    private readonly webDist: string,
    private readonly ssrDist: string,
    private readonly publicBaseUrl: string,
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

  /**
   * `apiOrigin` is this gateway's own listening address: the bundle reads the public API through
   * it, without cookies, so no visitor's personal data can end up in a shared page.
   */
  async render(url: string, nonce: string, apiOrigin: string): Promise<Page | undefined> {
    const kept = this.pages.get(url);
    if (kept && kept.generation === publicWrites.generation) return this.withNonce(kept, nonce);
    let rendering = this.rendering.get(url);
    if (!rendering) {
      const generation = publicWrites.generation;
      rendering = this.renderOnce(url, apiOrigin).then((page) => {
        this.rendering.delete(url);
        // Only a whole page read while nothing was written is kept.
        if (page && 'parts' in page && page.status === 200 && generation === publicWrites.generation) this.pages.set(url, { ...page, generation });
        return page;
      });
      this.rendering.set(url, rendering);
    }
    const page = await rendering;
    return page && 'parts' in page ? this.withNonce(page, nonce) : page;
  }

  /**
   * The kept page is stored as UTF-8 pieces split at the stand-in nonce, so a response is those same
   * buffers with its own nonce between them: no copy of a ~400 KB page per response. Joining and
   * re-encoding it per response was what grew the gateway's heap under GET / load (bench:scale).
   */
  private withNonce(page: Kept, nonce: string): Page {
    const own = Buffer.from(nonce);
    return { status: page.status, parts: page.parts.flatMap((part, i) => (i === 0 ? [part] : [own, part])) };
  }

  private async renderOnce(url: string, apiOrigin: string): Promise<Page | undefined> {
    const template = this.shell();
    const bundle = this.load();
    if (!template || !bundle) return undefined;
    this.apiOrigin ??= apiOrigin;
    const nonce = this.nonceStandIn;
    try {
      const page = await bundle.render({ url, nonce });
      if ('redirect' in page) return page;
      // The page's head brings its own title (and description): the template's generic one goes.
      const html = deferScripts(
        template
          .replace(TEMPLATE_TITLE, '')
          .replace('</head>', () => `${this.preloads.for(page.chunk)}${page.head}</head>`)
          .replace(ROOT, () => `<div id="root">${page.body}</div>${page.state}`),
        nonce,
      );
      return { status: page.status, parts: html.split(nonce).map((part) => Buffer.from(part)) };
    } catch (err) {
      this.logger.error(`server render of ${url} failed, sending the client-rendered shell: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      return undefined;
    }
  }

  private load(): ServerBundle | null {
    if (this.bundle !== undefined) return this.bundle;
    const entry = join(this.ssrDist, 'entry-server.cjs');
    if (!existsSync(entry)) return (this.bundle = null);
    const bundle = require(entry) as ServerBundle;
    bundle.configure({ transport: (path, init) => fetch(`${this.apiOrigin}${path}`, { ...init, headers: traced(init?.headers), credentials: undefined }), baseUrl: this.publicBaseUrl });
    return (this.bundle = bundle);
  }
}

/** The page request's traceparent on the renderer's API reads, so they are part of the page's trace. */
function traced(headers: RequestInit['headers']): Headers {
  const out = new Headers(headers);
  const traceparent = currentTraceparent();
  if (traceparent) out.set(TRACEPARENT_HEADER, traceparent);
  return out;
}

function bytesOf(parts: Buffer[]): number {
  return parts.reduce((n, part) => n + part.length, 0);
}
