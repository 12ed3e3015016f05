import { Button, HStack, Text } from '@chakra-ui/react';

/**
 * "Showing N of T" and a button that appends the next page: lists that grow with the data
 * (reviews, interests, companies) arrive one bounded page at a time (issue 11).
 */
export function ShowMore({ shown, total, noun, hasMore, loading, onMore }: { shown: number; total: number; noun: string; hasMore: boolean; loading: boolean; onMore: () => void }) {
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Showing {shown} of {total} {noun}
      </Text>
      {hasMore && (
        <Button variant="outline" size="sm" onClick={onMore} disabled={loading}>
          {loading ? 'Loading...' : `Show more ${noun}`}
        </Button>
      )}
    </HStack>
  );
}
