import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { readMapFilters } from '@confdir/contracts/web';
import { lazy, Suspense } from 'react';
import { PageHead } from '@/components/head/PageHead';
import { LoadError } from '@/components/layout/LoadError';
import { canonicalListingQuery } from '@/lib/listing-filters';
import { withQuery } from '@/lib/page-head';
import { useHydrated } from '@/lib/use-hydrated';
import { useListingFilters } from '@/lib/use-listing-filters';
import { useMap } from '../api/get-map';
import { MapClusterList } from '../components/MapClusterList';
import { PlaceFilters } from '../components/PlaceFilters';
import { SubjectLoading } from '../components/SubjectState';
import { MAP_HEIGHT, MAP_WIDTH } from '../lib/map-size';

// The atlas and d3 are a chunk of their own, fetched once the page has hydrated: the list is the page's
// content and loads first; no other page fetches them.
const WorldMap = lazy(() => import('../components/WorldMap'));

/** Keeps the map's box while its script loads (no layout shift), and says what it needs without scripts. */
function MapPlaceholder() {
  return (
    <Box aspectRatio={`${MAP_WIDTH} / ${MAP_HEIGHT}`} borderWidth="1px" rounded="card" bg="blue.subtle" display="flex" alignItems="center" justifyContent="center" p="4">
      <noscript>
        <Text color="fg.muted" textAlign="center">
          The map needs JavaScript; the list of cities shows the same.
        </Text>
      </noscript>
    </Box>
  );
}

/** /map: the upcoming conferences on a world map, clustered by city, with the listing's filters and the cities as a list (issue 35). */
export function MapPage() {
  const { filters, setFilters, clearFilters } = useListingFilters('/map', readMapFilters);
  const query = useMap(filters);
  const hydrated = useHydrated();
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <PageHead
        title="Conference Map"
        description={`Upcoming technology conferences on a world map, by city${query.data ? `: ${query.data.placed} conferences in ${query.data.clustersTotal} cities` : ''}. Zoom in and open a city's conferences on ConfDir.`}
        canonicalPath={withQuery('/map', canonicalListingQuery(filters))}
      />
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
        Conference Map
      </Heading>
      <PlaceFilters path="/map" filters={filters} onChange={setFilters} onClear={clearFilters} />
      {query.isPending ? (
        <SubjectLoading />
      ) : query.isError ? (
        <Suspense>
          <LoadError title="Could not load the map" error={query.error} onRetry={() => query.refetch()} />
        </Suspense>
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(16rem, 1fr)' }} gap="6" alignItems="start">
          <Box as="section" aria-label="Map">
            {hydrated ? (
              <Suspense fallback={<MapPlaceholder />}>
                <WorldMap clusters={query.data.clusters} />
              </Suspense>
            ) : (
              <MapPlaceholder />
            )}
          </Box>
          <Stack as="section" aria-labelledby="map-cities" gap="3" maxH={{ lg: '36rem' }} overflowY={{ lg: 'auto' }} tabIndex={0} pe="2">
            <Heading as="h2" size="lg" id="map-cities">
              Cities
            </Heading>
            <MapClusterList data={query.data} />
          </Stack>
        </Grid>
      )}
    </Stack>
  );
}
