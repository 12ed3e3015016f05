import { BrowserRouter, useRoutes } from 'react-router-dom';
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
export function AppRoutes() {
  return useRoutes(routes);
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
