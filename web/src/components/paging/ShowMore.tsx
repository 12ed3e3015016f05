import { Button, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * "Showing N of T" and a control that appends the next page: lists that grow with the data
 * (reviews, interests, companies) arrive one bounded page at a time (issue 11). With `href` the
 * control is a link to the longer list (it works without JavaScript; the router takes it), else a button.
 */
export function ShowMore({
  shown,
  total,
  noun,
  hasMore,
  loading,
  onMore,
  href,
}: {
  shown: number;
  total: number;
  noun: string;
  hasMore: boolean;
  loading: boolean;
  onMore?: () => void;
  href?: string;
}) {
  const label = loading ? 'Loading...' : `Show more ${noun}`;
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Showing {shown} of {total} {noun}
      </Text>
      {hasMore &&
        (href ? (
          <Button asChild variant="outline" size="sm">
            <RouterLink to={href} aria-disabled={loading || undefined}>
              {label}
            </RouterLink>
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={onMore} disabled={loading}>
            {label}
          </Button>
        ))}
    </HStack>
  );
}
