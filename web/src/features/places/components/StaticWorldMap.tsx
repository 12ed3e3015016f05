import { Box } from '@chakra-ui/react';
import type { MapCluster } from '@confdir/contracts/web';
import worldUrl from '@/generated/world-equirectangular.svg?url';
import { placeOnWorldPicture } from '@/lib/world-picture';
import { MAP_HEIGHT, MAP_WIDTH } from '../lib/map-size';

/** Dots drawn on the server's map: the busiest cities, enough to show where conferences are without thousands of nodes. */
const STATIC_DOTS = 300;

/** One rule for every dot; each dot's place is its own inline style, not a generated class per position. */
const DOTS_CSS = {
  '& .static-map-dot': {
    position: 'absolute',
    transform: 'translate(-50%, -50%)',
    rounded: 'full',
    bg: 'red.solid',
    borderWidth: '1px',
    borderColor: 'white',
    boxSize: '2',
  },
  '& .static-map-dot[data-busy]': { boxSize: '3' },
};

/**
 * The map as the server draws it (issue 30 and 35): the world (the build's equirectangular picture, one unit a degree,
 * as the conference page's small map) with a dot on each of the busiest cities at its longitude and latitude as
 * percentages. It is the map until the visitor's first interaction loads the zoomable one in its place (the same
 * box, so nothing moves), and the map of a browser without JavaScript. The list of cities beside it names them.
 */
export function StaticWorldMap({ clusters }: { clusters: MapCluster[] }) {
  const busy = clusters[Math.min(clusters.length, 20) - 1]?.count ?? Infinity;
  return (
    <Box aspectRatio={`${MAP_WIDTH} / ${MAP_HEIGHT}`} borderWidth="1px" rounded="card" bg="blue.subtle" display="flex" alignItems="center" overflow="hidden">
      <Box position="relative" w="full" aspectRatio="2 / 1" css={DOTS_CSS}>
        <img src={worldUrl} alt={`World map with the ${Math.min(clusters.length, STATIC_DOTS)} busiest cities marked; the list of cities names them`} width={MAP_WIDTH} height={MAP_WIDTH / 2} style={{ width: '100%', height: '100%', display: 'block' }} decoding="async" />
        {clusters.slice(0, STATIC_DOTS).map((c) => (
          <span
            key={`${c.country}/${c.city}`}
            className="static-map-dot"
            data-busy={c.count >= busy ? '' : undefined}
            aria-hidden
            style={placeOnWorldPicture(c.latitude, c.longitude)}
          />
        ))}
      </Box>
    </Box>
  );
}
