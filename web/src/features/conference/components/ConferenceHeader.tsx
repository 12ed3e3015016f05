import { Box, Button, Flex, Heading, HStack, Icon, Image, Link, Stack, Text } from '@chakra-ui/react';
import { Building2, CalendarDays, ExternalLink, MapPin } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DiscoveryFacts } from '@/components/conference/DiscoveryFacts';
import { EventStatusBanner } from '@/components/conference/EventStatusBanner';
import { TypeBadge } from '@/components/conference/TypeBadge';
import { formatDateRange } from '@/lib/dates';
import { countryName } from '@/lib/discovery';
import { safeHttpUrl, safeImageUrl } from '@/lib/urls';
import type { Conference } from '@/types/conference';
import { AddToCalendarMenu } from './AddToCalendarMenu';
import { CfpAndTopics } from './CfpAndTopics';
import { ListedOn } from './ListedOn';
import { PlaceMap } from './PlaceMap';
import { cityPath, countryPath } from '@/lib/site';

function Fact({ icon, children }: { icon: typeof CalendarDays; children: ReactNode }) {
  return (
    <HStack gap="2" color="fg.muted" align="start">
      <Icon as={icon} boxSize="5" mt="0.5" aria-hidden flexShrink={0} />
      <Text wordBreak="break-word">{children}</Text>
    </HStack>
  );
}

/** Shown only while it loads: a dead image link leaves no broken-image icon in the header. */
function HeaderImage({ src, alt }: { src: string; alt: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) return null;
  return <Image src={src} alt={alt} w={{ base: 'full', md: 'sm' }} h={{ base: '48', md: '64' }} objectFit="cover" rounded="card" borderWidth="1px" onError={() => setBroken(true)} />;
}

/** Links to the pages of the conference's city and country (issue 35), and the city on a small map. */
function PlaceLinks({ conference }: { conference: Conference }) {
  const { country, citySlug, city, latitude, longitude } = conference;
  if (!country || conference.attendanceMode === 'online') return null;
  const countryLabel = countryName(country);
  const link = (to: string, text: string) => (
    <Link asChild color="brand.fg" textDecoration="underline">
      <RouterLink to={to}>{text}</RouterLink>
    </Link>
  );
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        More conferences in {citySlug && city ? <>{link(cityPath(country, citySlug), city)} and </> : null}
        {link(countryPath(country), countryLabel)}
      </Text>
      {citySlug && latitude !== null && longitude !== null && <PlaceMap latitude={latitude} longitude={longitude} place={city ? `${city}, ${countryLabel}` : countryLabel} />}
    </Stack>
  );
}

/** The conference page header of SPEC §2. */
export function ConferenceHeader({ conference }: { conference: Conference }) {
  const website = safeHttpUrl(conference.url);
  const image = safeImageUrl(conference.imageUrl);
  return (
    <Flex as="header" gap={{ base: '6', md: '10' }} direction={{ base: 'column-reverse', md: 'row' }} align={{ md: 'start' }}>
      <Stack gap="4" flex="1" minW="0">
        <EventStatusBanner status={conference.eventStatus} />
        <Box>
          <TypeBadge type={conference.type} />
        </Box>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} lineHeight="1.15" wordBreak="break-word">
          {conference.title}
        </Heading>
        <Stack gap="2">
          {conference.startDateUTC && <Fact icon={CalendarDays}>{formatDateRange(conference.startDateUTC, conference.endDateUTC)}</Fact>}
          {conference.location && <Fact icon={MapPin}>{conference.location}</Fact>}
          {conference.venue && <Fact icon={Building2}>{conference.venue}</Fact>}
        </Stack>
        <PlaceLinks conference={conference} />
        <DiscoveryFacts conference={conference} />
        <CfpAndTopics conference={conference} />
        <ListedOn conference={conference} />
        <HStack gap="3" wrap="wrap">
          {website && (
            <Button asChild colorPalette="brand">
              <a href={website} target="_blank" rel="noopener noreferrer">
                Visit Website <ExternalLink aria-hidden />
                <Box as="span" srOnly>
                  (opens in a new tab)
                </Box>
              </a>
            </Button>
          )}
          {/* Its own hydration task (see Layout): the menu's state machine starts apart from the header. */}
          <Suspense>
            <AddToCalendarMenu conference={conference} />
          </Suspense>
        </HStack>
      </Stack>
      {image && <HeaderImage key={image} src={image} alt={conference.title} />}
    </Flex>
  );
}
