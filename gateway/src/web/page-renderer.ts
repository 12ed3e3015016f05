import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { ChunkPreloads } from './chunk-preloads';

type Transport = (url: string, init?: RequestInit) => Promise<Response>;
type RenderResult = { redirect: string; status: number } | { status: number; head: string; body: string; state: string; chunk?: string };
interface ServerBundle {
  configure(setup: { transport: Transport; baseUrl: string }): void;
  render(input: { url: string; nonce: string }): Promise<RenderResult>;
}

export type Page = { redirect: string; status: number } | { status: number; html: string };

const ROOT = '<div id="root"></div>';
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
    const template = this.shell();
    const bundle = this.load();
    if (!template || !bundle) return undefined;
    this.apiOrigin ??= apiOrigin;
    try {
      const page = await bundle.render({ url, nonce });
      if ('redirect' in page) return page;
      // The page's head brings its own title (and description): the template's generic one goes.
      const html = template
        .replace(TEMPLATE_TITLE, '')
        .replace('</head>', () => `${this.preloads.for(page.chunk)}${page.head}</head>`)
        .replace(ROOT, () => `<div id="root">${page.body}</div>${page.state}`);
      return { status: page.status, html };
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
    bundle.configure({ transport: (path, init) => fetch(`${this.apiOrigin}${path}`, { ...init, credentials: undefined }), baseUrl: this.publicBaseUrl });
    return (this.bundle = bundle);
  }
}
