import { HStack, Icon, Text } from '@chakra-ui/react';
import { CalendarDays, MapPin } from 'lucide-react';
import { formatDateRange } from '@/lib/dates';

/** Date range and, when known, location: the two facts every conference listing shows. */
export function ConferenceMeta({ startDateUTC, endDateUTC, location }: { startDateUTC: string | null; endDateUTC: string | null; location: string | null }) {
  return (
    <>
      <HStack gap="2" color="fg.muted" fontSize="sm">
        <Icon as={CalendarDays} boxSize="4" aria-hidden flexShrink={0} />
        <Text>{formatDateRange(startDateUTC, endDateUTC)}</Text>
      </HStack>
      {location && (
        <HStack gap="2" color="fg.muted" fontSize="sm">
          <Icon as={MapPin} boxSize="4" aria-hidden flexShrink={0} />
          <Text wordBreak="break-word">
            {location}
          </Text>
        </HStack>
      )}
    </>
  );
}
