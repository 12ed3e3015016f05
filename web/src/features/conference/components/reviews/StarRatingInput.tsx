import { Button, chakra, HStack } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Fieldset } from '@/components/ui/widgets/fieldset';

const STARS = [1, 2, 3, 4, 5] as const;

interface Props {
  /** The chosen rating as the form holds it: '' or '1'..'5'. */
  value: string;
  registration: UseFormRegisterReturn;
  onClear: () => void;
}

/**
 * Rating 1-5 as a group of native radio buttons drawn as stars: arrow keys move between stars,
 * and a screen reader hears "3 stars, radio, 3 of 5".
 */
export function StarRatingInput({ value, registration, onClear }: Props) {
  const chosen = Number(value) || 0;
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="sm" fontWeight="medium" color="fg">
        Rating
      </Fieldset.Legend>
      <HStack gap="2" wrap="wrap">
        <HStack gap="0.5">
          {STARS.map((n) => (
            <chakra.label
              key={n}
              position="relative"
              display="inline-flex"
              cursor="pointer"
              rounded="sm"
              p="0.5"
              color={n <= chosen ? 'yellow.500' : 'fg.muted'}
              css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' } }}
            >
              <chakra.input type="radio" value={String(n)} srOnly aria-label={n === 1 ? '1 star' : `${n} stars`} {...registration} />
              <Star size={26} aria-hidden="true" fill={n <= chosen ? 'currentColor' : 'none'} />
            </chakra.label>
          ))}
        </HStack>
        {chosen > 0 && (
          <Button type="button" variant="ghost" size="xs" onClick={onClear}>
            Clear rating
          </Button>
        )}
      </HStack>
    </Fieldset.Root>
  );
}
