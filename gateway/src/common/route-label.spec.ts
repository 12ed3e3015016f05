import type { Request } from 'express';
import { routeLabel } from './route-label';

const req = (originalUrl: string, route?: string, baseUrl = ''): Request => ({ originalUrl, baseUrl, route: route ? { path: route } : undefined }) as unknown as Request;

describe('route labels of the access line and the metrics', () => {
  it('uses the route template of an API route, not the URL', () => {
    expect(routeLabel(req('/api/conferences/rustconf-2026?x=1', '/api/conferences/:slug'), 200)).toBe('/api/conferences/:slug');
  });

  it('groups the rest of the site so made-up URLs add no label', () => {
    expect(routeLabel(req('/api/nothing-here/123'), 404)).toBe('/api (not found)');
    expect(routeLabel(req('/assets/index-abc123.js'), 200)).toBe('/assets/*');
    expect(routeLabel(req('/sitemap-conferences-3.xml'), 200)).toBe('/sitemap*.xml');
    expect(routeLabel(req('/conference/rustconf-2026'), 200)).toBe('/conference/*');
    expect(routeLabel(req('/upcoming?type=AI'), 200)).toBe('/upcoming');
    expect(routeLabel(req('/whatever-a-bot-tries/1'), 404)).toBe('page (not found)');
    const labels = new Set(Array.from({ length: 500 }, (_, i) => routeLabel(req(`/page${i}`), 200)));
    expect(labels.size).toBeLessThanOrEqual(201);
    expect(labels.has('other')).toBe(true);
  });
});
