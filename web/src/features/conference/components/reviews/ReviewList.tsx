import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDateRange } from '@/lib/dates';
import type { Review, ReviewRole } from '../../api/reviews';
import { ROLE_LABELS } from './review-form';
import { Stars } from './Stars';

const ROLE_PALETTE: Record<ReviewRole, string> = { ATTENDED: 'green', SPONSORED: 'purple', DID_NOT_ATTEND: 'gray' };

/** Reviews newest first. Everything a visitor wrote is rendered as plain text. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  if (reviews.length === 0) {
    return <Text color="fg.muted">No reviews yet. Be the first to share your experience!</Text>;
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {reviews.map((review) => (
        <Card.Root as="li" key={review.id} variant="outline" rounded="card">
          <Card.Body gap="2">
            <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
              <HStack gap="2" wrap="wrap" minW="0">
                <Text fontWeight="semibold" overflowWrap="anywhere">
                  {review.userName}
                </Text>
                <Badge colorPalette={ROLE_PALETTE[review.role] ?? 'gray'} variant="subtle">
                  {ROLE_LABELS[review.role] ?? review.role}
                </Badge>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {formatDateRange(review.createdAt, null)}
              </Text>
            </HStack>
            {review.rating !== null && <Stars rating={review.rating} />}
            {review.title && (
              <Heading as="h3" size="sm" overflowWrap="anywhere">
                {review.title}
              </Heading>
            )}
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
              {review.body}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
