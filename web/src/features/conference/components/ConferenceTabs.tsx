import { Tabs } from '@chakra-ui/react';
import { useInterests } from '../api/interests';
import { useReviews } from '../api/reviews';
import { InterestsTab } from './interests/InterestsTab';
import { ReviewsTab } from './reviews/ReviewsTab';

/** Reviews (default) and Company Interest tabs of the conference page; each title carries its count. */
export function ConferenceTabs({ conferenceId }: { conferenceId: number }) {
  const reviews = useReviews(conferenceId);
  const interests = useInterests(conferenceId);
  return (
    <Tabs.Root defaultValue="reviews" variant="line" colorPalette="brand">
      <Tabs.List>
        <Tabs.Trigger value="reviews">Reviews ({reviews.data?.reviews.length ?? 0})</Tabs.Trigger>
        <Tabs.Trigger value="interests">Company Interest ({interests.data?.interests.length ?? 0})</Tabs.Trigger>
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
