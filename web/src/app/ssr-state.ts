import type { DehydratedState } from '@tanstack/react-query';

/** What the server hands the browser next to the HTML: the query cache it rendered with. */
export interface SsrState {
  queries: DehydratedState;
  /** PUBLIC_BASE_URL, for absolute URLs the page renders. */
  baseUrl: string;
  /**
   * False when the page rendered a not-found or error state: errors are not handed over, so the
   * browser renders such a page afresh instead of hydrating markup it could not reproduce.
   */
  hydrate: boolean;
}

export const SSR_STATE_ID = 'ssr-state';

/**
 * The query cache without the moments of its fetches (set to 0), so two renders of the same data are the same
 * bytes and the page's ETag holds across renders (a 304 for a revalidation after the copy expired).
 * The browser dates them itself when it hydrates (withServerDataTimes).
 */
export function withoutFetchTimes(state: DehydratedState): DehydratedState {
  return { ...state, queries: state.queries.map((q) => ({ ...q, dehydratedAt: 0, state: { ...q.state, dataUpdatedAt: 0, errorUpdatedAt: 0 } })) };
}

/** The server's queries dated `at` (the browser's start): data the page came with, fresh as query-client.ts says. */
export function withServerDataTimes(state: DehydratedState, at: number): DehydratedState {
  return { ...state, queries: state.queries.map((q) => ({ ...q, dehydratedAt: at, state: { ...q.state, dataUpdatedAt: q.state.data === undefined ? 0 : at, errorUpdatedAt: q.state.status === 'error' ? at : 0 } })) };
}

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/** A non-executable JSON script (the CSP does not apply to it); `<`, `>`, `&` escaped so data cannot end the element. */
export function ssrStateScript(state: SsrState): string {
  const json = JSON.stringify(state).replace(UNSAFE_IN_SCRIPT, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${SSR_STATE_ID}">${json}</script>`;
}

export function readSsrState(): SsrState | null {
  const el = document.getElementById(SSR_STATE_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as SsrState;
  } catch {
    return null;
  }
}
