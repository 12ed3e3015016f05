import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { readSsrState } from './app/ssr-state';
import { createQueryClient } from './lib/query-client';
import { setSiteBaseUrl } from './lib/site';

const root = document.getElementById('root')!;
const state = readSsrState();
const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

// A server-rendered page is hydrated with the data it was rendered from; without it (no server bundle) the app renders from scratch.
if (state) setSiteBaseUrl(state.baseUrl);
if (state?.hydrate) {
  hydrate(queryClient, state.queries);
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
