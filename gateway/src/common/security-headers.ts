import helmet, { type HelmetOptions } from 'helmet';
import type { NextFunction, Request, Response } from 'express';
import { cspNonce } from '../web/csp-nonce';

type Directives = NonNullable<Exclude<HelmetOptions['contentSecurityPolicy'], boolean>>['directives'];

/** The site's policy; `scriptNonce` adds the response's nonce to script-src (the theme script of a server-rendered page). */
function policy(s3PublicOrigin: string, scriptNonce: boolean): HelmetOptions {
  const directives: Directives = {
    'default-src': ["'self'"],
    // The server-rendered page's one inline script (the colour theme, set before paint) carries the nonce.
    'script-src': scriptNonce ? ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`] : ["'self'"],
    // Conference images live on the conferences' own sites.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    // Chakra (emotion) injects style elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Presigned uploads go straight to object storage.
    'connect-src': ["'self'", s3PublicOrigin],
    'upgrade-insecure-requests': null,
  };
  return { contentSecurityPolicy: { directives }, crossOriginEmbedderPolicy: false };
}

/** The headers helmet sets for a request, captured once: without a per-response value they never change. */
function fixedHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const res = {
    locals: {},
    setHeader: (name: string, value: string) => void headers.push([name, value]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as Request, res as unknown as Response, () => undefined);
  return headers;
}

/**
 * Security headers for every response. The JSON API (hot: votes, detail reads) gets the same headers with
 * script-src 'self' and no nonce, precomputed once; pages, where a server render may carry an inline
 * script, and the API docs get a fresh nonce and the policy built for it.
 */
export function securityHeaders(s3PublicOrigin: string) {
  const nonce = cspNonce();
  const page = helmet(policy(s3PublicOrigin, true));
  const api = fixedHeaders(policy(s3PublicOrigin, false));
  return (req: Request, res: Response, next: NextFunction): void => {
    if (isJsonApi(req.url)) {
      for (const [name, value] of api) res.setHeader(name, value);
      next();
      return;
    }
    nonce(req, res, () => page(req, res, next));
  };
}

/** /api/… except the docs UI, an HTML page. */
function isJsonApi(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}
