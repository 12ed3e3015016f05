import type { ConferenceListResponse, PlaceCounts } from '@confdir/contracts/web';
import { CATALOG_LIMITS } from '@confdir/contracts/web';
import { itemList } from '@/lib/json-ld';
import { canonicalListingQuery, type BrowseFilters } from '@/lib/listing-filters';
import { withQuery, type PageHeadData } from '@/lib/page-head';
import { conferencePath } from '@/lib/site';

/** What a landing page (a topic's, a country's, a city's) says about itself: "JavaScript Conferences", "Tech Conferences in Berlin, Germany". */
export interface Landing {
  /** The page's path without query: /topics/javascript, /countries/de/berlin. */
  path: string;
  heading: string;
  /** "JavaScript conferences worldwide", "technology conferences in Berlin, Germany": the description's subject. */
  subject: string;
  counts: PlaceCounts;
}

/** A landing page's head: its own title and canonical URL (its facets and page), its page of conferences as an ItemList. */
export function landingHead(landing: Landing, filters: BrowseFilters, data: ConferenceListResponse | undefined, baseUrl: string): PageHeadData {
  const first = (filters.page - 1) * CATALOG_LIMITS.pageSize + 1;
  const { upcoming, total } = landing.counts;
  return {
    title: filters.page > 1 ? `${landing.heading} — Page ${filters.page}` : landing.heading,
    description: `${upcoming} upcoming ${landing.subject} (${total} listed): dates, places, calls for papers, reviews and the companies that attend, on ConfDir.`,
    canonicalPath: withQuery(landing.path, canonicalListingQuery(filters)),
    jsonLd: data?.conferences.length ? [itemList(data.conferences.map((c) => new URL(conferencePath(c.slug), baseUrl).href), first)] : [],
  };
}
