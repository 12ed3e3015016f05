import type { Conference } from '@/types/conference';
import { itemList } from '@/lib/json-ld';
import { SITE_TITLE, withQuery, type PageHeadData } from '@/lib/page-head';
import { conferencePath } from '@/lib/site';
import { currentSelection, writeSelection, type TopSelection } from './quarters';

/** The head of the ranking (`/`): the current quarter is the home page itself; other quarters are their own pages. */
export function topHead(selection: TopSelection, conferences: Conference[] | undefined, now: Date, baseUrl: string): PageHeadData {
  const current = currentSelection(now);
  const isHome = selection.quarter === current.quarter && selection.year === current.year && selection.type === 'all';
  const what = selection.type === 'all' ? 'conferences' : `${selection.type} conferences`;
  return {
    title: isHome ? SITE_TITLE : `Top ${selection.type === 'all' ? '' : `${selection.type} `}Conferences • ${selection.quarter} ${selection.year}`,
    description: `The ${what} the community ranks highest in ${selection.quarter} ${selection.year}. Upvote what you think matters this quarter; browse, review and submit technology conferences worldwide.`,
    canonicalPath: isHome ? '/' : withQuery('/', writeSelection(selection)),
    jsonLd: conferences?.length ? [itemList(conferences.map((c) => new URL(conferencePath(c.slug), baseUrl).href))] : [],
  };
}
