import { PAGE_ROUTES } from '@confdir/contracts/web';
import { createRoutes, NOT_FOUND_ROUTE_ID } from './routes';

describe('page routes', () => {
  it('are the ones the gateway redirects to (canonical page URLs in the contracts)', () => {
    const pages = (createRoutes()[0].children ?? []).filter((route) => route.id !== NOT_FOUND_ROUTE_ID);
    expect(pages.map((route) => route.path).sort()).toEqual(PAGE_ROUTES.map((route) => route.path).sort());
    expect(pages.every((route) => !route.caseSensitive)).toBe(true);
  });
});
