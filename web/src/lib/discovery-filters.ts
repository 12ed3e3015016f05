import { writeDiscoveryFilters, type DiscoveryFilterState } from '@confdir/contracts/web';

/**
 * The discovery filters (attendance mode, country, continent, language, topic, open CFP) as the
 * listing, the CFP page and their calendar/feed links share them. How a URL reads and writes them is
 * in the contracts, which the gateway's canonical page URLs read too.
 */
export { NO_DISCOVERY_FILTERS, readDiscoveryFilters, writeDiscoveryFilters, type DiscoveryFilterState } from '@confdir/contracts/web';

export function discoveryApiQuery(f: DiscoveryFilterState): Record<string, string | undefined> {
  return Object.fromEntries(writeDiscoveryFilters(new URLSearchParams(), f).entries());
}
