import type { Request } from 'express';

/** Distinct labels kept; past it, new ones are counted together, so no request can grow a metric without end. */
const MAX_LABELS = 200;
const seen = new Set<string>();

/**
 * What a request is grouped under in the access line and the metrics: the route template for API
 * routes (`/api/conferences/:slug`), never the raw URL; for the rest of the site a few fixed groups:
 * assets, sitemap files, and pages by their first path segment when they answered below 400 (an
 * unknown path is a 404 and goes to one group, so made-up URLs add nothing).
 */
export function routeLabel(req: Request, status: number): string {
  const route = (req as Request & { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') return bounded(`${req.baseUrl ?? ''}${route.path}`);
  const url = req.originalUrl ?? req.url ?? '';
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (path === '/api' || path.startsWith('/api/')) return status === 404 ? '/api (not found)' : '/api (unrouted)';
  if (path.startsWith('/assets/')) return '/assets/*';
  if (path.startsWith('/sitemap')) return '/sitemap*.xml';
  if (status >= 400) return `page (${status === 404 ? 'not found' : 'failed'})`;
  const slash = path.indexOf('/', 1);
  return bounded(slash === -1 ? path : `${path.slice(0, slash)}/*`);
}

function bounded(label: string): string {
  if (seen.has(label)) return label;
  if (seen.size >= MAX_LABELS) return 'other';
  seen.add(label);
  return label;
}
