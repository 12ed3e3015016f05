import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { INTEREST_STATUSES, type InterestsResponse } from '../../api/interests';
import { STATUS_LABELS } from './interest-form';

export function hasAnyInterest(counts: InterestsResponse['countsByStatus']): boolean {
  return INTEREST_STATUSES.some((status) => (counts[status] ?? 0) > 0);
}

/** Counts by status; the tab shows it only when some count is above 0 (SPEC §2). */
export function InterestSummary({ counts }: { counts: InterestsResponse['countsByStatus'] }) {
  return (
    <Card.Root variant="outline" rounded="card">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          Interest Summary
        </Heading>
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3">
          {INTEREST_STATUSES.map((status) => (
            <Stack key={status} gap="0">
              <Text as="dt" fontSize="sm" color="fg.muted">
                {STATUS_LABELS[status]}
              </Text>
              <Text as="dd" fontSize="2xl" fontWeight="bold">
                {counts[status] ?? 0}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
