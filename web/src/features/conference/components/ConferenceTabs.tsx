import { Suspense } from 'react';
import type { InterestsResponse, ReviewsResponse } from '@confdir/contracts/web';
import { useFeedback } from '../api/feedback';
import { FeedbackTab } from './feedback/FeedbackTab';
import { interestKind } from './interests/interest-kind';
import { reviewKind } from './reviews/review-kind';
import { Tabs } from '@/components/ui/widgets/tabs';

/** A count is only shown once known: '(0)' while loading would claim there is nothing. */
const titled = (title: string, count: number | undefined) => (count === undefined ? title : `${title} (${count})`);

/**
 * Without JavaScript a tab cannot be chosen: every panel shows, one after the other. Chakra's reset
 * hides `[hidden]` with !important in its first cascade layer, which only a more specific rule in that layer overrides.
 */
const NO_SCRIPT_PANELS = '@layer reset{[role=tabpanel][hidden]{display:block !important}}';

/**
 * Reviews (default) and Company Interest tabs of the conference page; each title carries its total.
 * The server renders both with their first page, so hydration fetches neither; each panel's content
 * hydrates as its own Suspense boundary (see Layout), apart from the tabs.
 */
export function ConferenceTabs({ conferenceId }: { conferenceId: number }) {
  const reviews = useFeedback<ReviewsResponse>(reviewKind.path, conferenceId);
  const interests = useFeedback<InterestsResponse>(interestKind.path, conferenceId);
  return (
    <Tabs.Root defaultValue="reviews" variant="line" colorPalette="brand">
      <noscript>
        <style>{NO_SCRIPT_PANELS}</style>
      </noscript>
      <Tabs.List>
        <Tabs.Trigger value="reviews">{titled(reviewKind.tabTitle, reviews.data?.pages[0]?.total)}</Tabs.Trigger>
        <Tabs.Trigger value="interests">{titled(interestKind.tabTitle, interests.data?.pages[0]?.total)}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="reviews" pt="6">
        <Suspense>
          <FeedbackTab kind={reviewKind} conferenceId={conferenceId} query={reviews} />
        </Suspense>
      </Tabs.Content>
      <Tabs.Content value="interests" pt="6">
        <Suspense>
          <FeedbackTab kind={interestKind} conferenceId={conferenceId} query={interests} />
        </Suspense>
      </Tabs.Content>
    </Tabs.Root>
  );
}
