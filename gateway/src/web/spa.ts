import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { PageRenderer } from './page-renderer';
import { robotsTxt } from './robots';
import { hashedAssets } from './static-assets';

export interface SiteOptions {
  webDist: string;
  webSsrDist: string;
  publicBaseUrl: string;
}

/**
 * Pages are short-cached, in the browser only: each carries its own CSP nonce, which a shared cache
 * would hand to every visitor; 30 s keeps back/forward and quick revisits instant and votes fresh.
 */
const PAGE_CACHE = 'private, max-age=30';

/**
 * Writes a page's pieces as they are. Not `res.send`: it would join them and hash the whole page for an
 * ETag that can never match again (every response carries its own nonce).
 */
function sendPage(res: Response, status: number, parts: Buffer[]): void {
  res.setHeader('Cache-Control', status === 200 ? PAGE_CACHE : 'no-cache');
  res.status(status).type('html');
  res.setHeader('Content-Length', parts.reduce((n, part) => n + part.length, 0));
  res.cork();
  for (const part of parts) res.write(part);
  res.uncork();
  res.end();
}

/** A request for a file (its last segment has an extension) that static serving did not find. */
function isFileRequest(path: string): boolean {
  return path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** This server's own address as the connection reached it, for the renderer's API reads. */
function ownOrigin(req: Request): string {
  const host = req.socket.localAddress ?? '127.0.0.1';
  return `http://${host.includes(':') ? `[${host}]` : host}:${req.socket.localPort}`;
}

/**
 * Serves the site: hashed assets precompressed and cached for a year, robots.txt, a plain 404 for a missing file (a
 * stale script URL must not receive HTML), and every other GET as a server-rendered page.
 */
export function serveWebApp(app: Express, { webDist, webSsrDist, publicBaseUrl }: SiteOptions): void {
  const renderer = new PageRenderer(webDist, webSsrDist, publicBaseUrl);
  const robots = robotsTxt(publicBaseUrl);
  app.get('/robots.txt', (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robots);
  });
  app.use(hashedAssets(webDist));
  // The rest of the build's files (favicon): unhashed names, so caches check before reuse.
  const files = express.static(webDist, { index: false, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') });
  // API calls never look on disk: static serving stats a file per request (~9% of the gateway's CPU on a
  // cache-missing API read in bench:scale), and the web build has no /api folder.
  app.use((req: Request, res: Response, next: NextFunction) => (isApiPath(req.path) ? next() : files(req, res, next)));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) return next();
    if (isFileRequest(req.path)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const shell = renderer.shell();
    if (!shell) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    renderer
      .render(req.originalUrl, String(res.locals.cspNonce ?? ''), ownOrigin(req))
      .then((page) => {
        if (page && 'redirect' in page) return res.redirect(page.status, page.redirect);
        sendPage(res, page?.status ?? 200, page ? page.parts : [Buffer.from(shell)]);
      })
      .catch(next);
  });
}
