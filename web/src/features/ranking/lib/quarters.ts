import type { TopSelection } from '@confdir/contracts/web';

/** The ranking's selection and its URL query: in the contracts, where the gateway's canonical page URLs read it too. */
export { QUARTERS, currentSelection, readSelection, writeSelection, yearOptions, type Quarter, type TopSelection } from '@confdir/contracts/web';

/** The `quarter` parameter of GET /api/top: `{year}-{Q1..Q4}`. */
export function apiQuarter(selection: TopSelection): string {
  return `${selection.year}-${selection.quarter}`;
}
