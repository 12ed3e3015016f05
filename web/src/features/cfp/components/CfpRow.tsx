import { Badge, Box, Card, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ConferenceMeta } from '@/components/conference/ConferenceMeta';
import { cfpState, deadlineLabel } from '@/lib/cfp';
import { MODE_LABELS } from '@/lib/discovery-labels';
import { safeHttpUrl } from '@/lib/urls';
import type { Conference } from '@/types/conference';

/** One open call for papers: the deadline and countdown first, then the conference. */
export function CfpRow({ conference, now }: { conference: Conference; now: number }) {
  const state = cfpState(conference, now);
  const cfpUrl = safeHttpUrl(conference.cfpUrl);
  return (
    <Card.Root as="article" variant="outline" rounded="card">
      <Card.Body p="5">
        <Flex gap={{ base: '3', md: '6' }} direction={{ base: 'column', md: 'row' }}>
          <Stack gap="0.5" minW={{ md: '52' }}>
            <Text fontWeight="semibold" color={state?.open ? 'fg' : 'fg.muted'}>
              {state?.open ? state.countdown.replace(/^c/, 'C') : 'Closed'}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              Last day {deadlineLabel(conference)}
            </Text>
          </Stack>
          <Stack gap="1.5" flex="1" minW="0">
            <Heading as="h2" size="md" wordBreak="break-word">
              <Link asChild color="fg">
                <RouterLink to={`/conference/${encodeURIComponent(conference.slug)}`}>{conference.title}</RouterLink>
              </Link>
            </Heading>
            <ConferenceMeta startDateUTC={conference.startDateUTC} endDateUTC={conference.endDateUTC} location={conference.location} />
            <Box>
              <Badge variant="outline">{MODE_LABELS[conference.attendanceMode]}</Badge>
            </Box>
          </Stack>
          {cfpUrl && (
            <Link href={cfpUrl} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="semibold" alignSelf={{ md: 'center' }}>
              Submit a talk
              <Text as="span" srOnly>
                {' '}
                to {conference.title} (opens in a new tab)
              </Text>
            </Link>
          )}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
