import { Alert, Skeleton, Stack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-client';
import type { ReviewsResponse } from '../../api/reviews';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';
import { ReviewSummary } from './ReviewSummary';

/** Reviews tab: summary, the 'Leave a Review' form, then the list. */
export function ReviewsTab({ conferenceId, reviews }: { conferenceId: number; reviews: UseQueryResult<ReviewsResponse> }) {
  return (
    <Stack gap="6">
      {reviews.isPending ? (
        <Skeleton h="28" rounded="card" />
      ) : reviews.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(reviews.error, 'Failed to load reviews')}</Alert.Title>
        </Alert.Root>
      ) : (
        <ReviewSummary data={reviews.data} />
      )}
      <ReviewForm conferenceId={conferenceId} />
      {reviews.isPending ? (
        <Stack gap="3" aria-busy="true" aria-label="Loading reviews">
          <Skeleton h="24" rounded="card" />
          <Skeleton h="24" rounded="card" />
        </Stack>
      ) : reviews.isSuccess ? (
        <ReviewList reviews={reviews.data.reviews} />
      ) : null}
    </Stack>
  );
}
