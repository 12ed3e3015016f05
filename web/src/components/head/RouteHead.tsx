import { useMatches } from 'react-router-dom';
import type { PageHeadData } from '@/lib/page-head';
import { PageHead } from './PageHead';

/** The head of a page whose head never changes (a form, the 404 page): its route carries it in `handle.head`. */
export function RouteHead() {
  const matches = useMatches();
  const head = (matches[matches.length - 1]?.handle as { head?: PageHeadData } | undefined)?.head;
  return head ? <PageHead {...head} /> : null;
}
