import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import type { SystemContext } from '@chakra-ui/react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider';
import { createRoutes } from './routes';

// Built once: the route table never changes while the app runs.
const routes = createRoutes();

/**
 * The pages under whichever router wraps them. The server renders this very component under a
 * StaticRouter: the same tree on both sides keeps React's useId (Chakra's ARIA ids) equal, so a
 * tab's aria-controls still names its panel after hydration.
 */
export function AppRoutes({ only }: { only?: string }) {
  return useRoutes(only ? routeTableOf(only) : routes);
}

const tables = new Map<string, RouteObject[]>();
/**
 * The route table with the page route `id` alone under the layout, for a server that has matched the URL already:
 * React Router matches by flattening the whole table and compiling a pattern per route on every render (~5 % of a
 * conference page's render); with one route left, the same page renders.
 */
function routeTableOf(id: string): RouteObject[] {
  let table = tables.get(id);
  if (!table) {
    table = routes.map((layout) => (layout.children ? { ...layout, children: layout.children.filter((route) => route.id === id) } : layout));
    tables.set(id, table);
  }
  return table;
}

/**
 * The browser's app. A declarative router, not a data router: pages fetch their own data in the
 * browser (the server runs the loaders), and the data router would add ~18 KB gzip to the first load.
 */
export function App({ queryClient, theme }: { queryClient?: QueryClient; theme?: SystemContext }) {
  return (
    <AppProvider queryClient={queryClient} theme={theme}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
