import { Tabs } from '@chakra-ui/react';
import { useInterests } from '../api/interests';
import { useReviews } from '../api/reviews';
import { InterestsTab } from './interests/InterestsTab';
import { ReviewsTab } from './reviews/ReviewsTab';

/** A count is only shown once known: '(0)' while loading would claim there is nothing. */
const titled = (title: string, count: number | undefined) => (count === undefined ? title : `${title} (${count})`);

/** Reviews (default) and Company Interest tabs of the conference page; each title carries its count. */
export function ConferenceTabs({ conferenceId }: { conferenceId: number }) {
  const reviews = useReviews(conferenceId);
  const interests = useInterests(conferenceId);
  return (
    <Tabs.Root defaultValue="reviews" variant="line" colorPalette="brand">
      <Tabs.List>
        <Tabs.Trigger value="reviews">{titled('Reviews', reviews.data?.reviews.length)}</Tabs.Trigger>
        <Tabs.Trigger value="interests">{titled('Company Interest', interests.data?.interests.length)}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="reviews" pt="6">
        <ReviewsTab conferenceId={conferenceId} reviews={reviews} />
      </Tabs.Content>
      <Tabs.Content value="interests" pt="6">
        <InterestsTab conferenceId={conferenceId} interests={interests} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
