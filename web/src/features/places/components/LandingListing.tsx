import { Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { CalendarDays, Map as MapIcon } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { NoScriptFilters } from '@/components/discovery/FilterCard';
import { PageHead } from '@/components/head/PageHead';
import { ScriptOnly } from '@/components/layout/ScriptOnly';
import { ListingResults } from '@/components/listing/ListingResults';
import { browsePlainFields, FilterPanel, type ListingFacet } from '@/components/listing/FilterPanel';
import type { BrowseFilters } from '@/lib/listing-filters';
import { siteBaseUrl } from '@/lib/site';
import { useListingFilters } from '@/lib/use-listing-filters';
import { useListingPage } from '@/lib/use-listing-page';
import { useLandingConferences, type LandingScope } from '../api/get-landing-conferences';
import { landingHead, type Landing } from '../lib/landing-head';

const LISTING_ID = 'conferences';

interface Props {
  landing: Landing;
  scope: LandingScope;
  /** The page's reader of its query (the listing's filters less what the path fixes); stable across renders. */
  read: (params: URLSearchParams) => BrowseFilters;
  omit: readonly ListingFacet[];
  /** The map's and the calendar's query that shows the same place or topic, e.g. `country=DE`. */
  related: string;
  /** Links to the related landing pages, after the listing. */
  children?: ReactNode;
}

/**
 * A topic's, a country's or a city's page: its heading and counts, the upcoming conferences there paged and
 * filtered like /upcoming (the same panel, pager and cards), then links to related pages. Each interactive part
 * sits in a Suspense boundary and hydration gate of its own, as on /upcoming.
 */
export function LandingListing({ landing, scope, read, omit, related, children }: Props) {
  const { filters, setFilters, pageHref, replacePage, clearFilters } = useListingFilters(landing.path, read);
  const query = useLandingConferences(scope, filters);
  const data = query.data;
  useListingPage(data, replacePage);

  return (
    <Stack gap={{ base: '8', md: '10' }}>
      <PageHead {...landingHead(landing, filters, data, siteBaseUrl())} />
      <Stack gap="3">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} lineHeight="1.15" wordBreak="break-word">
          {landing.heading}
        </Heading>
        <Text color="fg.muted">
          {landing.counts.upcoming} upcoming · {landing.counts.total} listed in all
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button asChild variant="outline" size="sm">
            <RouterLink to={`/map?${related}`}>
              <MapIcon aria-hidden /> On the map
            </RouterLink>
          </Button>
          <Button asChild variant="outline" size="sm">
            <RouterLink to={`/calendar?${related}`}>
              <CalendarDays aria-hidden /> In the calendar
            </RouterLink>
          </Button>
        </HStack>
      </Stack>
      <Stack as="section" id={LISTING_ID} aria-labelledby="listing-title" gap="6" scrollMarginTop="20">
        <Suspense>
          <ScriptOnly>
            <FilterPanel filters={filters} onChange={setFilters} onClear={clearFilters} omit={omit} />
          </ScriptOnly>
          <NoScriptFilters action={landing.path} fields={browsePlainFields(filters, undefined, omit)} />
        </Suspense>
        <Flex justify="space-between" align={{ base: 'start', sm: 'baseline' }} direction={{ base: 'column', sm: 'row' }} gap="1">
          <Heading as="h2" id="listing-title" size="2xl">
            {filters.sort === 'recent' ? 'Recently Added' : 'Upcoming Conferences'}
          </Heading>
          {data && (
            <Text color="fg.muted" fontSize="sm" aria-live="polite">
              Showing {data.total} conferences
            </Text>
          )}
        </Flex>
        <ListingResults query={query} pageHref={pageHref} />
      </Stack>
      {children}
    </Stack>
  );
}
