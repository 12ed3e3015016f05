import { CATALOG_LIMITS } from '@confdir/contracts/web';

/** Entries the first screen shows, and how many more each "Show more" adds: enough to fill a phone screen a few times. */
export const SHOW_STEP = 25;

/**
 * How many of the ranking the page shows, from `?show=`: a step of SHOW_STEP, at least one step and at most
 * the API's top (100); anything else shows the first step, so every URL renders a bounded page.
 */
export function readShown(params: URLSearchParams): number {
  const asked = Number(params.get('show'));
  if (!Number.isInteger(asked) || asked <= SHOW_STEP) return SHOW_STEP;
  return Math.min(Math.ceil(asked / SHOW_STEP) * SHOW_STEP, CATALOG_LIMITS.topSize);
}

/** The URL of "Show more": the same selection, one step longer; none once the list is shorter than asked or is the whole top. */
export function showMoreSearch(params: URLSearchParams, shown: number, received: number): string | undefined {
  if (received < shown || shown >= CATALOG_LIMITS.topSize) return undefined;
  const next = new URLSearchParams(params);
  next.set('show', String(shown + SHOW_STEP));
  return `?${next.toString()}`;
}
