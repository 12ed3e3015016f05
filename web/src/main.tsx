import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { readSsrState, withServerDataTimes } from './app/ssr-state';
import { appSystem, includeGlobalStyles } from './config/theme';
import { createQueryClient, SERVER_DATA_AT } from './lib/query-client';
import { setSiteBaseUrl } from './lib/site';

/** Lets the browser paint and handle input between the start-up steps. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Evaluating the modules, building the Chakra system and hydrating run as three tasks, not one: on a
 * phone's CPU each is a long task already, together they blocked input for their sum.
 */
async function start(): Promise<void> {
  await nextTask();
  // A served page links the site stylesheet (scripts/site-css.mjs), which holds the theme's global CSS (every
  // token as a CSS variable, the reset), or carries it in <style data-emotion="css-global …"> tags: the browser's theme leaves that
  // CSS out instead of computing and serializing it again on a phone's CPU (vite.config.ts makes it lazy),
  // and only a page without it loads the config that CSS is made from.
  const serverGlobalCss = document.querySelector('link[data-site-css], style[data-emotion^="css-global"]') !== null;
  if (!serverGlobalCss) includeGlobalStyles((await import('./config/theme-global')).globalStyles);
  const system = appSystem();
  await nextTask();
  const root = document.getElementById('root')!;
  const state = readSsrState();
  const queryClient = createQueryClient();
  const theme = serverGlobalCss ? Object.create(system, { _global: { value: [] } }) : system;
  const app = (
    <StrictMode>
      <App queryClient={queryClient} theme={theme} />
    </StrictMode>
  );

  // A server-rendered page is hydrated with the data it was rendered from; without it (no server bundle) the app renders from scratch.
  if (state) setSiteBaseUrl(state.baseUrl);
  if (state?.hydrate) {
    hydrate(queryClient, withServerDataTimes(state.queries, SERVER_DATA_AT));
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
}

void start();
