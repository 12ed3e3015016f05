import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from './query-client';

/** Renders routes inside the real providers at `url`, for unit tests of pages (jsdom, mocked fetch). */
export function renderRoutes(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = createQueryClient();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

export function renderWithProviders(ui: ReactElement, url = '/') {
  return renderRoutes([{ path: '*', element: ui }], url);
}

/** A fetch mock answering JSON by `METHOD path` prefix; unmatched requests fail loudly. */
export function mockFetch(handler: (method: string, url: URL, body: unknown) => { status?: number; body?: unknown } | undefined) {
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
    return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
  });
  global.fetch = fn as unknown as typeof fetch;
  return { fn, calls };
}
