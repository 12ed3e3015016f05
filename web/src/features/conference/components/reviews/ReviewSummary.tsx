import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { REVIEW_ROLES, type ReviewsResponse } from '../../api/reviews';
import { ROLE_LABELS } from './review-form';

/** SPEC §3: the average to one decimal, 'N/A' when missing or zero; a count per role. */
export function formatAverage(avgRating: number | null | undefined): string {
  return avgRating ? avgRating.toFixed(1) : 'N/A';
}

export function ReviewSummary({ data }: { data: ReviewsResponse }) {
  return (
    <Card.Root variant="outline" rounded="card">
      <Card.Body>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="6" justify="space-between">
          <Stack gap="1">
            <Heading as="h2" size="md">
              Review Summary
            </Heading>
            <HStack gap="2" align="center">
              <Star size={28} aria-hidden="true" color="var(--chakra-colors-yellow-500)" fill="var(--chakra-colors-yellow-500)" />
              <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
                {formatAverage(data.avgRating)}
              </Text>
              <Text color="fg.muted">average rating</Text>
            </HStack>
          </Stack>
          <Stack as="dl" gap="1" minW="44">
            {REVIEW_ROLES.map((role) => (
              <HStack key={role} justify="space-between" gap="4">
                <Text as="dt" color="fg.muted">
                  {ROLE_LABELS[role]}
                </Text>
                <Text as="dd" fontWeight="semibold">
                  {data.countsByRole[role] ?? 0}
                </Text>
              </HStack>
            ))}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
