import { Badge, HStack, Icon, Text } from '@chakra-ui/react';
import { Megaphone } from 'lucide-react';
import { cfpState } from '@/lib/cfp';
import { MODE_LABELS } from '@/lib/discovery-labels';
import type { Conference } from '@/types/conference';

/** Attendance mode and, when there is a deadline, where the call for papers stands. */
export function DiscoveryFacts({ conference, now }: { conference: Conference; now?: number }) {
  const cfp = conference.eventStatus === 'cancelled' ? null : cfpState(conference, now);
  return (
    <HStack gap="2" wrap="wrap" fontSize="sm">
      <Badge variant="outline" colorPalette={conference.attendanceMode === 'in-person' ? 'gray' : 'teal'}>
        {MODE_LABELS[conference.attendanceMode] ?? conference.attendanceMode}
      </Badge>
      {cfp && (
        <HStack gap="1.5" color={cfp.open ? 'fg' : 'fg.muted'}>
          <Icon as={Megaphone} boxSize="4" aria-hidden flexShrink={0} />
          <Text>{cfp.open ? `CFP open, ${cfp.countdown}` : 'CFP closed'}</Text>
        </HStack>
      )}
    </HStack>
  );
}
