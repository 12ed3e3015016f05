import type { ConferenceListResponse } from '@confdir/contracts/web';
import { CATALOG_LIMITS } from '@confdir/contracts/web';
import { CONTINENTS, countryName } from '@/lib/discovery';
import { MODE_LABELS, topicLabel } from '@/lib/discovery-labels';
import { itemList } from '@/lib/json-ld';
import { withQuery, type PageHeadData } from '@/lib/page-head';
import { conferencePath } from '@/lib/site';
import { canonicalListingQuery, type BrowseFilters } from '@/lib/listing-filters';

/** "Upcoming AI Rust Conferences in Germany" (hybrid, …), from the facets set. */
function listingTitle(f: BrowseFilters): string {
  const what = [f.type !== 'all' ? f.type : '', f.topic ? topicLabel(f.topic) : '', f.mode ? MODE_LABELS[f.mode as keyof typeof MODE_LABELS] : ''].filter(Boolean).join(' ');
  const place = f.country ? countryName(f.country) : f.continent ? CONTINENTS[f.continent as keyof typeof CONTINENTS] : '';
  const title = `${f.sort === 'recent' ? 'Recently Added' : 'Upcoming'} ${what ? `${what} ` : ''}Conferences${place ? ` in ${place}` : ''}`;
  return f.page > 1 ? `${title} — Page ${f.page}` : title;
}

/** The head of /upcoming: its facets in the title, its page of conferences as an ItemList. */
export function browseHead(filters: BrowseFilters, data: ConferenceListResponse | undefined, baseUrl: string): PageHeadData {
  const title = listingTitle(filters);
  const count = data ? `${data.total} conferences: ` : '';
  const first = (filters.page - 1) * CATALOG_LIMITS.pageSize + 1;
  return {
    title,
    description: `${title}. ${count}dates, places, calls for papers, reviews and the companies that attend, on ConfDir.`,
    canonicalPath: withQuery('/upcoming', canonicalListingQuery(filters)),
    jsonLd: data?.conferences.length ? [itemList(data.conferences.map((c) => new URL(conferencePath(c.slug), baseUrl).href), first)] : [],
  };
}
