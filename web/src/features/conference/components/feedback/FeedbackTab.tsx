import { Alert, Skeleton, Stack } from '@chakra-ui/react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { PageInfo } from '@confdir/contracts/web';
import { ShowMore } from '@/components/paging/ShowMore';
import { ServerFragment } from '@/components/server-fragment/ServerFragment';
import { stack } from '@/components/ui/reading-styles';
import { defineStyles, useStyles } from '@/components/ui/static-styles';
import { errorMessage } from '@/lib/api-client';
import type { FeedbackKind, FormValues } from './feedback-kind';
import { FeedbackForm } from './FeedbackForm';
import { FeedbackList } from './FeedbackList';
import { FeedbackSummaryCard } from './FeedbackSummaryCard';

const styles = defineStyles({ tab: stack('6'), entries: stack('4') });

/**
 * A feedback tab: summary (from the first page, whose aggregates cover every entry), the form, then
 * the entries a page at a time with "Show more".
 */
export function FeedbackTab<R extends PageInfo, V extends FormValues, P>({
  kind,
  conferenceId,
  query,
}: {
  kind: FeedbackKind<R, V, P>;
  conferenceId: number;
  query: UseInfiniteQueryResult<InfiniteData<R>>;
}) {
  const s = useStyles(styles);
  const first = query.data?.pages[0];
  const summary = first ? kind.summary(first) : null;
  const entries = query.data?.pages.flatMap(kind.entries) ?? [];
  // Most conferences have no entries yet: such a tab (summary, form, empty list) is the same on every page.
  const empty = first?.total === 0 && !query.isError && !query.isFetching;
  return (
    <ServerFragment name={`empty${kind.path.replace(/\W/g, '-')}`} copy={empty}>
      <div className={s.tab}>
        {query.isError && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{errorMessage(query.error, kind.loadError)}</Alert.Title>
          </Alert.Root>
        )}
        {query.isPending && <Skeleton h="28" rounded="card" />}
        {summary && <FeedbackSummaryCard summary={summary} />}
        {/* An empty form is the same on every conference's page. */}
        <ServerFragment name={`form${kind.path.replace(/\W/g, '-')}`}>
          <FeedbackForm kind={kind} conferenceId={conferenceId} />
        </ServerFragment>
        {query.isPending ? (
          <Stack gap="3" role="status" aria-busy="true" aria-label={`Loading ${kind.noun}`}>
            <Skeleton h="24" rounded="card" />
            <Skeleton h="24" rounded="card" />
          </Stack>
        ) : first ? (
          <div className={s.entries}>
            <FeedbackList entries={entries} emptyText={kind.emptyText} />
            {first.total > 0 && (
              <ShowMore
                shown={entries.length}
                total={first.total}
                noun={kind.noun}
                hasMore={query.hasNextPage}
                loading={query.isFetchingNextPage}
                onMore={() => void query.fetchNextPage()}
              />
            )}
          </div>
        ) : null}
      </div>
    </ServerFragment>
  );
}
