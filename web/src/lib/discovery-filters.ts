import { ATTENDANCE_MODES, CONFERENCE_TOPICS, CONTINENT_CODES, isCountryCode, isLanguageCode } from './discovery';

/**
 * The discovery filters (attendance mode, country, continent, language, topic, open CFP) as the
 * listing, the CFP page and their calendar/feed links share them; '' means no filter.
 */
export interface DiscoveryFilterState {
  mode: string;
  country: string;
  continent: string;
  language: string;
  topic: string;
  cfpOpen: boolean;
}

export const NO_DISCOVERY_FILTERS: DiscoveryFilterState = { mode: '', country: '', continent: '', language: '', topic: '', cfpOpen: false };

const oneOf = (list: readonly string[]) => (v: string) => list.includes(v);
const READERS: Record<Exclude<keyof DiscoveryFilterState, 'cfpOpen'>, (v: string) => boolean> = {
  mode: oneOf(ATTENDANCE_MODES),
  country: isCountryCode,
  continent: oneOf(CONTINENT_CODES),
  language: isLanguageCode,
  topic: oneOf(CONFERENCE_TOPICS),
};

/** From the URL query; a value the API would refuse counts as no filter. */
export function readDiscoveryFilters(params: URLSearchParams): DiscoveryFilterState {
  const state = { ...NO_DISCOVERY_FILTERS, cfpOpen: params.get('cfp') === 'open' };
  for (const [key, valid] of Object.entries(READERS) as [keyof typeof READERS, (v: string) => boolean][]) {
    const value = params.get(key) ?? '';
    if (valid(value)) state[key] = value;
  }
  return state;
}

/** Adds the set filters to `params`, in the API's own names (also the calendar and feed query). */
export function writeDiscoveryFilters(params: URLSearchParams, f: DiscoveryFilterState, withCfp = true): URLSearchParams {
  for (const key of Object.keys(READERS) as (keyof typeof READERS)[]) if (f[key]) params.set(key, f[key]);
  if (withCfp && f.cfpOpen) params.set('cfp', 'open');
  return params;
}

export function discoveryApiQuery(f: DiscoveryFilterState): Record<string, string | undefined> {
  return Object.fromEntries(writeDiscoveryFilters(new URLSearchParams(), f).entries());
}
