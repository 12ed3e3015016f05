import { Alert, Skeleton, Stack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-client';
import type { InterestsResponse } from '../../api/interests';
import { InterestForm } from './InterestForm';
import { InterestList } from './InterestList';
import { hasAnyInterest, InterestSummary } from './InterestSummary';

/** Company Interest tab: summary (only with some interest), the form, then the list. */
export function InterestsTab({ conferenceId, interests }: { conferenceId: number; interests: UseQueryResult<InterestsResponse> }) {
  return (
    <Stack gap="6">
      {interests.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(interests.error, 'Failed to load company interests')}</Alert.Title>
        </Alert.Root>
      )}
      {interests.isSuccess && hasAnyInterest(interests.data.countsByStatus) && <InterestSummary counts={interests.data.countsByStatus} />}
      <InterestForm conferenceId={conferenceId} />
      {interests.isPending ? (
        <Stack gap="3" aria-busy="true" aria-label="Loading company interests">
          <Skeleton h="20" rounded="card" />
          <Skeleton h="20" rounded="card" />
        </Stack>
      ) : interests.isSuccess ? (
        <InterestList interests={interests.data.interests} />
      ) : null}
    </Stack>
  );
}
