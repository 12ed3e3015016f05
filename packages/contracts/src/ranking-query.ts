/** How the ranking (`/`) reads its URL query and writes it back (see listing-query.ts). */
import { CATALOG_LIMITS, CONFERENCE_TYPES } from './catalog.types';

export const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
export type Quarter = (typeof QUARTERS)[number];

/** What the Top page (`/`) shows: a quarter of a year and a category ('all' = every type). */
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

/** Reads the ranking's selection from the URL query; anything the selectors cannot show falls back to its default. */
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

/** The ranking's URL query as its selectors write it: quarter and year always, the type unless 'all'. */
export function writeSelection(selection: TopSelection): URLSearchParams {
  const params = new URLSearchParams({ quarter: selection.quarter, year: String(selection.year) });
  if (selection.type !== 'all') params.set('type', selection.type);
  return params;
}

/** Entries the ranking's first screen shows, and how many more each "Show more" adds. */
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
