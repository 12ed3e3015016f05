import { CATALOG_LIMITS, SHOW_STEP } from '@confdir/contracts/web';

/** How many of the ranking the page shows (`?show=`): in the contracts, where the gateway's canonical page URLs read it too. */
export { SHOW_STEP, readShown } from '@confdir/contracts/web';

/** The URL of "Show more": the same selection, one step longer; none once the list is shorter than asked or is the whole top. */
export function showMoreSearch(params: URLSearchParams, shown: number, received: number): string | undefined {
  if (received < shown || shown >= CATALOG_LIMITS.topSize) return undefined;
  const next = new URLSearchParams(params);
  next.set('show', String(shown + SHOW_STEP));
  return `?${next.toString()}`;
}
