import { createHash } from 'node:crypto';
import helmet, { type HelmetOptions } from 'helmet';
import type { NextFunction, Request, Response } from 'express';

type Directives = NonNullable<Exclude<HelmetOptions['contentSecurityPolicy'], boolean>>['directives'];

/** The site's policy; `inlineScripts` are allowed to run by their sha256 hashes (the few a server-rendered page carries). */
function policy(s3PublicOrigin: string, inlineScripts: readonly string[]): HelmetOptions {
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`)],
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
 * Security headers for every response, computed once: script-src 'self', no inline script. Every response
 * carries the same headers, so a shared cache can hand a page to every visitor.
 */
export function securityHeaders(s3PublicOrigin: string) {
  const headers = fixedHeaders(policy(s3PublicOrigin, []));
  return (_req: Request, res: Response, next: NextFunction): void => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/**
 * The Content-Security-Policy of a server-rendered page: the site's policy with the page's inline scripts
 * (the colour-mode script, the script loader) allowed by their hashes. They are the same text in every
 * page, so no per-response nonce is needed and the page's bytes are the same for every visitor.
 */
export function pageContentSecurityPolicy(s3PublicOrigin: string, inlineScripts: readonly string[]): string {
  const header = fixedHeaders(policy(s3PublicOrigin, inlineScripts)).find(([name]) => name.toLowerCase() === 'content-security-policy');
  if (!header) throw new Error('helmet set no Content-Security-Policy');
  return header[1];
}
