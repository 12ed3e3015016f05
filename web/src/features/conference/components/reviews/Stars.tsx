import { chakra, HStack } from '@chakra-ui/react';
import { Star } from 'lucide-react';

/** A read-only rating out of 5, announced as text. */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  return (
    <HStack gap="0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <chakra.span key={n} display="inline-flex" color={n <= rating ? 'yellow.500' : 'fg.muted'}>
          <Star size={size} aria-hidden="true" fill={n <= rating ? 'currentColor' : 'none'} />
        </chakra.span>
      ))}
    </HStack>
  );
}
