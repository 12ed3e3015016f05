import { Suspense } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '@/components/layout/LoadError';
import type { Conference } from '@/types/conference';
import { ConferenceResults } from './ConferenceResults';
import { PaginationBar } from './PaginationBar';

interface ListingPage {
  conferences: Conference[];
  page: number;
  totalPages: number;
}

/** A listing's cards (or its load error) and its pager: `/upcoming` and the landing pages of a topic or a place. */
export function ListingResults({ query, pageHref }: { query: UseQueryResult<ListingPage>; pageHref: (page: number) => string }) {
  const data = query.data;
  return (
    <>
      <Suspense>
        {query.isError ? (
          <LoadError title="Could not load conferences" error={query.error} onRetry={() => query.refetch()} />
        ) : (
          <ConferenceResults conferences={data?.conferences} loading={query.isPending} />
        )}
      </Suspense>
      {data && (
        <Suspense>
          <PaginationBar page={data.page} totalPages={data.totalPages} hrefFor={pageHref} />
        </Suspense>
      )}
    </>
  );
}
