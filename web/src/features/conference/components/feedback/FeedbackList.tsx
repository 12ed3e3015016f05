import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDateRange } from '@/lib/dates';
import { Stars } from '../reviews/Stars';
import type { FeedbackEntry } from './feedback-kind';

/** Reviews or interests, newest first. Everything a visitor wrote is rendered as plain text. */
export function FeedbackList({ entries, emptyText }: { entries: FeedbackEntry[]; emptyText: string }) {
  if (entries.length === 0) return <Text color="fg.muted">{emptyText}</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {entries.map((entry) => (
        <Card.Root as="li" key={entry.id} variant="outline" rounded="card">
          <Card.Body gap="2">
            <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
              <HStack gap="2" wrap="wrap" minW="0">
                <Text fontWeight="semibold" overflowWrap="anywhere">
                  {entry.name}
                </Text>
                <Badge colorPalette={entry.badge.palette} variant="subtle">
                  {entry.badge.label}
                </Badge>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {formatDateRange(entry.date, null)}
              </Text>
            </HStack>
            {typeof entry.rating === 'number' && <Stars rating={entry.rating} />}
            {entry.title && (
              <Heading as="h3" size="sm" overflowWrap="anywhere">
                {entry.title}
              </Heading>
            )}
            {entry.text && (
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                {entry.text}
              </Text>
            )}
            {entry.byline && (
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {entry.byline}
              </Text>
            )}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
