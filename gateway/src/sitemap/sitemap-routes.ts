import type { Express, NextFunction, Request, Response } from 'express';
import { AllExceptionsFilter } from '../errors/all-exceptions.filter';
import { plainXml, SITEMAP_CACHE_SECONDS, SitemapFile, SitemapKind, SitemapService } from './sitemap.service';

/** `/sitemap.xml`, `/sitemap-pages.xml`, `/sitemap-places.xml`, `/sitemap-conferences-3.xml`, `/sitemap-companies-1.xml`. */
const SITEMAP_PATH = /^\/sitemap(?:-(pages|places)|-(conferences|companies)-([1-9]\d{0,3}))?\.xml$/;

const errors = new AllExceptionsFilter();

/**
 * Serves the sitemap files as express routes beside robots.txt: they are site files, not part of the
 * JSON API under /api. Other `/sitemap…` names fall through to the site's plain 404 for files.
 */
export function serveSitemap(app: Express, sitemap: SitemapService): void {
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const match = SITEMAP_PATH.exec(req.path);
    if (!match) return next();
    const [, pages, kind, part] = match;
    const file = pages === 'places' ? () => sitemap.places() : pages ? () => sitemap.pages() : kind ? () => sitemap.part(kind as SitemapKind, Number(part)) : () => sitemap.index();
    void answer(req, res, file);
  });
}

async function answer(req: Request, res: Response, file: () => Promise<SitemapFile | null>): Promise<void> {
  try {
    const found = await file();
    if (found) await send(req, res, found);
    else res.status(404).type('text/plain').send('Not found');
  } catch (err) {
    // A service that is down or slow: the same {statusCode, error, message} and status as the API.
    const body = errors.toBody(err);
    if (!res.headersSent) res.status(body.statusCode).json(body);
  }
}

/** Gzipped as kept when the client takes it; express adds the ETag and answers 304 to a fresh revalidation. */
async function send(req: Request, res: Response, file: SitemapFile): Promise<void> {
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', `public, max-age=${SITEMAP_CACHE_SECONDS}`);
  res.setHeader('Vary', 'Accept-Encoding');
  if (file.lastModified) res.setHeader('Last-Modified', file.lastModified.toUTCString());
  if (req.acceptsEncodings('gzip') === 'gzip') {
    res.setHeader('Content-Encoding', 'gzip');
    res.send(file.gzip);
  } else {
    res.send(await plainXml(file));
  }
}
