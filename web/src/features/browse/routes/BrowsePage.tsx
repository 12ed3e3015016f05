import { Suspense } from 'react';
import { Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { NoScriptFilters } from '@/components/discovery/FilterCard';
import { SubscribeControl } from '@/components/discovery/SubscribeControl';
import { PageHead } from '@/components/head/PageHead';
import { ScriptOnly } from '@/components/layout/ScriptOnly';
import { siteBaseUrl } from '@/lib/site';
import { useConferences } from '../api/get-conferences';
import { BrowseHero } from '../components/BrowseHero';
import { ListingResults } from '@/components/listing/ListingResults';
import { browsePlainFields, FilterPanel } from '@/components/listing/FilterPanel';
import { readFilters, writeFilters } from '@/lib/listing-filters';
import { useListingFilters } from '@/lib/use-listing-filters';
import { useListingPage } from '@/lib/use-listing-page';
import { browseHead } from '../lib/browse-head';

const LISTING_ID = 'conferences';

/**
 * The filter panel, the subscribe menu, the results and the pager each sit in a Suspense boundary that
 * never shows a fallback (see Layout): React hydrates each as its own render and commit, so the
 * widgets' state machines do not start in the same long task as the twelve cards. Each keeps its
 * controls behind a hydration gate of its own (routes.tsx: SELF_GATED).
 */
export default function BrowsePage() {
  const { filters, setFilters, pageHref, replacePage, clearFilters } = useListingFilters('/upcoming', readFilters);
  const query = useConferences(filters);
  const data = query.data;
  useListingPage(data, replacePage);

  return (
    <Stack gap={{ base: '8', md: '12' }}>
      <PageHead {...browseHead(filters, data, siteBaseUrl())} />
      <BrowseHero listingId={LISTING_ID} />
      <Stack as="section" id={LISTING_ID} aria-labelledby="listing-title" gap="6" scrollMarginTop="20">
        <Suspense>
          <ScriptOnly>
            <FilterPanel filters={filters} onChange={setFilters} onClear={clearFilters} facets={data?.facets} />
          </ScriptOnly>
          <NoScriptFilters action="/upcoming" fields={browsePlainFields(filters, data?.facets)} />
        </Suspense>
        <Flex justify="space-between" align={{ base: 'start', sm: 'baseline' }} direction={{ base: 'column', sm: 'row' }} gap="1">
          <Heading as="h2" id="listing-title" size="2xl">
            {filters.sort === 'recent' ? 'Recently Added' : 'Upcoming Conferences'}
          </Heading>
          <HStack gap="3">
            {data && (
              <Text color="fg.muted" fontSize="sm" aria-live="polite">
                Showing {data.total} conferences
              </Text>
            )}
            <Suspense>
              <ScriptOnly>
                <SubscribeControl calendarPath="/api/calendar.ics" feedPath="/api/feed.xml" query={writeFilters({ ...filters, sort: 'upcoming', page: 1 }).toString()} />
              </ScriptOnly>
            </Suspense>
          </HStack>
        </Flex>
        {data?.didYouMean && (
          <Text>
            Did you mean{' '}
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to={`/upcoming?${writeFilters({ ...filters, q: data.didYouMean, page: 1 }).toString()}`}>{data.didYouMean}</RouterLink>
            </Link>
            ?
          </Text>
        )}
        <ListingResults query={query} pageHref={pageHref} />
      </Stack>
    </Stack>
  );
}
