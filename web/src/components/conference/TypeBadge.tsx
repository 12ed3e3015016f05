import { Badge } from '@chakra-ui/react';
import { typePalette } from '@/config/theme';

/** The conference type as a badge; unknown types take the General style (SPEC §9). */
export function TypeBadge({ type }: { type: string | null | undefined }) {
  return (
    <Badge colorPalette={typePalette(type)} variant="subtle">
      {type || 'General'}
    </Badge>
  );
}
