import { Box, Grid, Heading, Stack } from '@chakra-ui/react';
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
import { StaticWorldMap } from '../components/StaticWorldMap';
import { SubjectLoading } from '../components/SubjectState';

// The atlas and d3 are a chunk of their own, fetched once the page has hydrated (on the visitor's first interaction):
// until then the server's picture is the map (StaticWorldMap); no other page fetches them.
const WorldMap = lazy(() => import('../components/WorldMap'));

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
              <Suspense fallback={<StaticWorldMap clusters={query.data.clusters} />}>
                <WorldMap clusters={query.data.clusters} />
              </Suspense>
            ) : (
              <StaticWorldMap clusters={query.data.clusters} />
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
