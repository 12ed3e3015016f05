import { CONFERENCE_TYPES } from '@/config/constants';

export const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
export type Quarter = (typeof QUARTERS)[number];

/** What the Top page shows: a quarter of a year and a category ('all' = every type). */
export interface TopSelection {
  quarter: Quarter;
  year: number;
  type: string;
}

/** SPEC §9: the quarter comes from the UTC month. */
export function currentSelection(now: Date): TopSelection {
  return { quarter: QUARTERS[Math.floor(now.getUTCMonth() / 3)], year: now.getUTCFullYear(), type: 'all' };
}

/** SPEC §9: previous, current and next year. */
export function yearOptions(now: Date): number[] {
  const year = now.getUTCFullYear();
  return [year - 1, year, year + 1];
}

/** Reads the selection from the URL query; anything the selectors cannot show falls back to its default. */
export function readSelection(params: URLSearchParams, now: Date): TopSelection {
  const defaults = currentSelection(now);
  const quarter = params.get('quarter') ?? '';
  const year = Number(params.get('year'));
  const type = params.get('type') ?? '';
  return {
    quarter: (QUARTERS as readonly string[]).includes(quarter) ? (quarter as Quarter) : defaults.quarter,
    year: yearOptions(now).includes(year) ? year : defaults.year,
    type: (CONFERENCE_TYPES as readonly string[]).includes(type) ? type : 'all',
  };
}

export function writeSelection(selection: TopSelection): URLSearchParams {
  const params = new URLSearchParams({ quarter: selection.quarter, year: String(selection.year) });
  if (selection.type !== 'all') params.set('type', selection.type);
  return params;
}

/** The `quarter` parameter of GET /api/top: `{year}-{Q1..Q4}`. */
export function apiQuarter(selection: TopSelection): string {
  return `${selection.year}-${selection.quarter}`;
}
