import { Link, List, Text } from '@chakra-ui/react';
import type { MapResponse } from '@confdir/contracts/web';
import { Link as RouterLink } from 'react-router-dom';
import { countryName } from '@/lib/discovery';
import { cityPath } from '@/lib/site';

/**
 * The map's cities as a list, busiest first (issue 35): what the map shows, for screen readers, keyboards and
 * browsers without JavaScript. Server-rendered; each city links to its page.
 */
export function MapClusterList({ data }: { data: MapResponse }) {
  const unplaced = data.total - data.placed;
  return (
    <>
      <Text fontSize="sm" color="fg.muted">
        {data.placed} conferences in {data.clustersTotal} cities
        {unplaced > 0 ? `; ${unplaced} more online or at no known place` : ''}
        {data.clustersTotal > data.clusters.length ? `. The ${data.clusters.length} busiest cities:` : '.'}
      </Text>
      {/* Up to 2,000 cities, most of them off screen: each skips style and layout until it nears the screen. */}
      <List.Root as="ol" gap="1" ps="6" fontSize="sm" data-testid="map-list" css={{ '& > li': { contentVisibility: 'auto', containIntrinsicSize: 'auto 1.25rem' } }}>
        {data.clusters.map((c) => (
          <List.Item key={`${c.country}/${c.city}`}>
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to={cityPath(c.country, c.city)}>
                {c.name}, {countryName(c.country)}
              </RouterLink>
            </Link>{' '}
            <Text as="span" color="fg.muted">
              {c.count} conference{c.count === 1 ? '' : 's'}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </>
  );
}
