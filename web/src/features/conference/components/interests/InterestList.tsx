import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDateRange } from '@/lib/dates';
import type { Interest, InterestStatus } from '../../api/interests';
import { STATUS_LABELS } from './interest-form';

const STATUS_PALETTE: Record<InterestStatus, string> = { CONSIDERING: 'yellow', ATTENDING: 'green', SPONSORING: 'purple', NOT_GOING: 'red' };

/** Interests, most recently updated first. Everything a visitor wrote is rendered as plain text. */
export function InterestList({ interests }: { interests: Interest[] }) {
  if (interests.length === 0) {
    return <Text color="fg.muted">No company interests recorded yet. Be the first!</Text>;
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {interests.map((interest) => (
        <Card.Root as="li" key={interest.id} variant="outline" rounded="card">
          <Card.Body gap="2">
            <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
              <HStack gap="2" wrap="wrap" minW="0">
                <Text fontWeight="semibold" overflowWrap="anywhere">
                  {interest.companyName}
                </Text>
                <Badge colorPalette={STATUS_PALETTE[interest.status] ?? 'gray'} variant="subtle">
                  {STATUS_LABELS[interest.status] ?? interest.status}
                </Badge>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {formatDateRange(interest.updatedAt, null)}
              </Text>
            </HStack>
            {interest.comment && (
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                {interest.comment}
              </Text>
            )}
            {interest.submittedBy && (
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                Submitted by {interest.submittedBy}
              </Text>
            )}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
