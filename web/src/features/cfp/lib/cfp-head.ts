import type { DiscoveryFilterState } from '@/lib/discovery-filters';
import { itemList } from '@/lib/json-ld';
import { withQuery, type PageHeadData } from '@/lib/page-head';
import { conferencePath } from '@/lib/site';
import type { OpenCfpsResponse } from '../api/get-open-cfps';
import { cfpPageQuery } from './cfp-query';

/** The head of /cfp: its page of open calls as an ItemList of the conferences' pages (numbered within the page). */
export function cfpHead(filters: DiscoveryFilterState, page: number, data: OpenCfpsResponse | undefined, baseUrl: string): PageHeadData {
  return {
    title: page > 1 ? `Open Calls for Papers — Page ${page}` : 'Open Calls for Papers',
    description: `${data ? `${data.total} open calls for papers` : 'Open calls for papers'} at technology conferences, the soonest deadline first: speak at a conference.`,
    canonicalPath: withQuery('/cfp', cfpPageQuery(filters, page)),
    jsonLd: data?.conferences.length ? [itemList(data.conferences.map((c) => new URL(conferencePath(c.slug), baseUrl).href))] : [],
  };
}
