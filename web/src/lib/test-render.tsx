import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ColorModeProvider } from '@/components/ui/color-mode';
import { Toaster } from '@/components/ui/toaster';
import { appSystem } from '@/config/theme';
import { createQueryClient } from './query-client';

/** The router's current location, kept up to date for assertions. */
export interface LocationProbe {
  current: Location | undefined;
}

function TrackLocation({ probe }: { probe: LocationProbe }) {
  probe.current = useLocation();
  return null;
}

/**
 * Renders `path → element` routes at `url` inside the providers pages rely on (theme, colour mode, a
 * fresh query client, the toaster), for unit tests of pages (jsdom, mocked fetch). Built from the shared
 * pieces rather than the app shell, so tests never depend on the app. A plain MemoryRouter: jsdom
 * lacks the Request the data routers need.
 */
export function renderRoutes(routes: { path: string; element: ReactElement }[], url: string) {
  const queryClient = createQueryClient();
  const location: LocationProbe = { current: undefined };
  const view = render(
    <ChakraProvider value={appSystem()}>
      <ColorModeProvider>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[url]}>
            <TrackLocation probe={location} />
            <Routes>
              {routes.map((r) => (
                <Route key={r.path} path={r.path} element={r.element} />
              ))}
            </Routes>
          </MemoryRouter>
          <Toaster />
        </QueryClientProvider>
      </ColorModeProvider>
    </ChakraProvider>,
  );
  return { ...view, location, queryClient };
}

export function renderWithProviders(ui: ReactElement, url = '/') {
  return renderRoutes([{ path: '*', element: ui }], url);
}

/** A fetch mock answering JSON per request; unmatched requests fail loudly. */
export function mockFetch(handler: (method: string, url: URL, body: unknown) => { status?: number; body?: unknown; headers?: Record<string, string> } | undefined) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const answer = handler(method, url, body);
    if (!answer) throw new Error(`unexpected ${method} ${url.pathname}${url.search}`);
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    // jsdom has no Response; the api client reads only these members.
    const headers = { get: (name: string) => answer.headers?.[name.toLowerCase()] ?? null };
    return { ok: status >= 200 && status < 300, status, statusText: String(status), headers, text: async () => text, json: async () => JSON.parse(text) };
  });
  global.fetch = fn as unknown as typeof fetch;
  return { fn, calls };
}
