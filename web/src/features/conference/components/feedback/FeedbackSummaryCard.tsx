import { Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import type { FeedbackSummary } from './feedback-kind';

/** The summary card of a feedback tab: an optional headline figure and a count per kind. */
export function FeedbackSummaryCard({ summary }: { summary: FeedbackSummary }) {
  return (
    <Card.Root variant="outline" rounded="card">
      <Card.Body>
        <Stack direction={{ base: 'column', md: 'row' }} gap="6" justify="space-between">
          <Stack gap="1">
            <Heading as="h2" size="md">
              {summary.title}
            </Heading>
            {summary.headline && (
              <HStack gap="2" align="center">
                <Star size={28} aria-hidden="true" color="var(--chakra-colors-yellow-500)" fill="var(--chakra-colors-yellow-500)" />
                <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
                  {summary.headline.value}
                </Text>
                <Text color="fg.muted">{summary.headline.label}</Text>
              </HStack>
            )}
          </Stack>
          <SimpleGrid as="dl" columns={{ base: 2, sm: summary.counts.length }} gap="3">
            {summary.counts.map((count) => (
              <Stack key={count.label} gap="0">
                <Text as="dt" fontSize="sm" color="fg.muted">
                  {count.label}
                </Text>
                <Text as="dd" fontSize="2xl" fontWeight="bold">
                  {count.value}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
