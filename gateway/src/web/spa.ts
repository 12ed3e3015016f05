import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { canonicalPageUrl } from '@confdir/contracts';
import { pageContentSecurityPolicy } from '../common/security-headers';
import { PageRenderer } from './page-renderer';
import type { ServerReads } from './server-reads';
import { NOT_SHARED, pageCacheControl, SHARED_PAGE_KINDS } from './page-cache-control';
import { robotsTxt } from './robots';
import { hashedAssets } from './static-assets';
import { encodedBody, pageEncoding } from './page-encoding';

export interface SiteOptions {
  webDist: string;
  webSsrDist: string;
  publicBaseUrl: string;
  s3PublicOrigin: string;
  pageMaxAgeSeconds: number;
  renderThreads: number;
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
 * stale script URL must not receive HTML), and every other GET as a server-rendered page at its canonical URL.
 */
export function serveWebApp(app: Express, { webDist, webSsrDist, publicBaseUrl, s3PublicOrigin, pageMaxAgeSeconds, renderThreads }: SiteOptions, reads?: ServerReads): void {
  const renderer = new PageRenderer(webDist, webSsrDist, publicBaseUrl, renderThreads, reads);
  const robots = robotsTxt(publicBaseUrl);
  const sharedPage = pageCacheControl(pageMaxAgeSeconds);
  let policy: string | undefined;
  app.get('/robots.txt', (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robots);
  });
  app.use(hashedAssets(webDist));
  // The rest of the build's files (favicon): unhashed names, so caches check before reuse.
  const files = express.static(webDist, { index: false, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') });
  // Only a request for a file looks on disk: static serving stats a file per request (~9% of the gateway's CPU on a
  // cache-missing API read, ~5% on a first render of a page, in bench:scale); a page's or the API's path names none.
  app.use((req: Request, res: Response, next: NextFunction) => (isApiPath(req.path) || !isFileRequest(req.path) ? next() : files(req, res, next)));
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
    // One URL per page: any other spelling of it (tracking parameters, empty fields…) is sent there, and
    // the redirect itself is not for shared caches, so the variants never become entries of their own.
    const { kind, url } = canonicalPageUrl(req.originalUrl, new Date());
    if (url !== req.originalUrl) {
      res.setHeader('Cache-Control', NOT_SHARED);
      res.redirect(301, url);
      return;
    }
    // A hard reload (and bench:scale's first-render rows) asks for no kept copy: the page is rendered anew.
    const noCache = /(^|[\s,])no-cache([\s,]|$)/i.test(req.get('cache-control') ?? '');
    renderer
      .render(url, ownOrigin(req), noCache)
      .then((page) => {
        res.setHeader('Cache-Control', NOT_SHARED);
        if (!page) return res.type('html').send(shell);
        if ('redirect' in page) return res.redirect(page.status, page.redirect);
        policy ??= pageContentSecurityPolicy(s3PublicOrigin, renderer.inlineScripts());
        res.setHeader('Content-Security-Policy', policy);
        if (page.complete && SHARED_PAGE_KINDS.has(kind)) res.setHeader('Cache-Control', sharedPage);
        // Express answers an If-None-Match that names this ETag with a 304 (2xx pages only) and HEAD without the body.
        res.setHeader('ETag', page.etag);
        res.status(page.status).type('html').vary('Accept-Encoding');
        const encoding = pageEncoding(req.get('accept-encoding'));
        if (!encoding || req.fresh) return res.send(page.body);
        // Compressed here, once per page and encoding; the compression middleware leaves an encoded body alone.
        return encodedBody(page, encoding).then(
          (body) => res.setHeader('Content-Encoding', encoding).send(body),
          () => res.send(page.body),
        );
      })
      .catch(next);
  });
}
