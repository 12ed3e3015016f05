import { Box, Card, Heading, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { safeHttpUrl } from '@/lib/urls';
import type { Conference } from '@/types/conference';
import { ConferenceImage } from './ConferenceImage';
import { ConferenceJsonLd } from './ConferenceJsonLd';
import { ConferenceMeta } from './ConferenceMeta';
import { DiscoveryFacts } from './DiscoveryFacts';
import { EventStatusBanner } from './EventStatusBanner';
import { TypeBadge } from './TypeBadge';

/** A conference in the browse grid (SPEC §2), with its schema.org Event data. */
export function ConferenceCard({ conference }: { conference: Conference }) {
  const href = safeHttpUrl(conference.url);
  return (
    <Card.Root
      as="article"
      overflow="hidden"
      rounded="card"
      variant="outline"
      transition="box-shadow 0.2s, transform 0.2s, border-color 0.2s"
      _hover={{ shadow: 'lg', transform: 'translateY(-2px)', borderColor: 'brand.emphasized' }}
      h="full"
    >
      <ConferenceImage imageUrl={conference.imageUrl} type={conference.type} />
      <Card.Body gap="3" p="5">
        <Box>
          <TypeBadge type={conference.type} />
        </Box>
        <EventStatusBanner status={conference.eventStatus} compact />
        <Heading as="h3" size="md" lineHeight="short" wordBreak="break-word">
          {href ? (
            <Link href={href} target="_blank" rel="noopener noreferrer" color="fg" _hover={{ color: 'brand.fg' }}>
              {conference.title}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Link>
          ) : (
            conference.title
          )}
        </Heading>
        <Stack gap="1.5">
          <ConferenceMeta startDateUTC={conference.startDateUTC} endDateUTC={conference.endDateUTC} location={conference.location} />
        </Stack>
        <DiscoveryFacts conference={conference} />
        <Text fontSize="xs" color="fg.muted" mt="auto">
          Added by {conference.source}
        </Text>
      </Card.Body>
      <Card.Footer px="5" pb="5" pt="0">
        <Link asChild color="brand.fg" fontWeight="semibold" fontSize="sm">
          <RouterLink to={`/conference/${encodeURIComponent(conference.slug)}`}>
            View Details <span aria-hidden>→</span>
            <VisuallyHidden> about {conference.title}</VisuallyHidden>
          </RouterLink>
        </Link>
      </Card.Footer>
      <ConferenceJsonLd conference={conference} />
    </Card.Root>
  );
}
