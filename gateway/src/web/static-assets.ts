import { existsSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { chooseEncoding } from './accept-encoding';

/** Hashed file names change with their content: caches may keep them for a year without asking. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Precompressed variants written by the web build (web/scripts/precompress.mjs), best first. */
const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves the web build's hashed assets (`/assets/<name>`): the brotli or gzip file the build wrote
 * beside each one when the request's Accept-Encoding allows it, else the plain file, cached for a
 * year. Compressing once at build time (brotli at its best level) costs no CPU per request. Only
 * names listed from the folder at start are served, so a request path never reaches the file system.
 * Anything else passes on (a missing asset becomes the site's plain 404).
 */
export function hashedAssets(webDist: string): RequestHandler {
  const dir = join(webDist, 'assets');
  const names = new Set(existsSync(dir) ? readdirSync(dir) : []);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.startsWith('/assets/') ? req.path.slice('/assets/'.length) : '';
    if (!name || name.includes('/') || !names.has(name)) return next();
    res.vary('Accept-Encoding');
    const variant = chooseEncoding(req.headers['accept-encoding'], VARIANTS.filter((v) => names.has(name + v.suffix)));
    // The type of the original file, not of `.br`; `send` keeps a Content-Type already set.
    res.type(extname(name));
    if (variant) res.setHeader('Content-Encoding', variant.encoding);
    res.sendFile(join(dir, variant ? name + variant.suffix : name), { headers: { 'Cache-Control': IMMUTABLE }, cacheControl: false, dotfiles: 'deny' }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  };
}
