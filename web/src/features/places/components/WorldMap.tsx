import { Box, Button, HStack, Text } from '@chakra-ui/react';
import type { MapCluster } from '@confdir/contracts/web';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
import { Minus, Plus, RotateCcw } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LAND_PATH, MAP_HEIGHT, MAP_WIDTH, project } from '../lib/world-projection';
import { cityPath } from '@/lib/site';

/** How far in the map zooms, and how much a button press or a key zooms and pans. */
const MAX_ZOOM = 16;
const ZOOM_STEP = 1.6;
const PAN_STEP = 60;
const PAN_KEYS: Record<string, [number, number]> = { ArrowLeft: [PAN_STEP, 0], ArrowRight: [-PAN_STEP, 0], ArrowUp: [0, PAN_STEP], ArrowDown: [0, -PAN_STEP] };

/** A cluster's dot grows with the square root of its count, so its area follows the count. */
const radius = (count: number) => 2.5 + Math.sqrt(count) * 1.6;

/**
 * The world map of /map (issue 35): Natural Earth land drawn in the browser, a dot per city sized by its
 * conferences. Drag, pinch and ctrl/⌘ + wheel zoom and pan (d3-zoom); so do the buttons and, with the map
 * focused, the arrow keys and + / −. A click on a dot opens its city's page. A picture for pointer users: the
 * list beside it says the same to screen readers and keyboards (the dots are not focusable).
 */
export default function WorldMap({ clusters }: { clusters: MapCluster[] }) {
  const svgRef = useRef<SVGSVGElement>(null);
  const behaviour = useRef<ZoomBehavior<SVGSVGElement, unknown>>(undefined);
  const [transform, setTransform] = useState<ZoomTransform>(zoomIdentity);
  const navigate = useNavigate();
  const points = useMemo(
    () => clusters.flatMap((c) => (project(c.longitude, c.latitude) ? [{ cluster: c, at: project(c.longitude, c.latitude) as [number, number] }] : [])).reverse(),
    [clusters],
  );

  useEffect(() => {
    const svg = select(svgRef.current as SVGSVGElement);
    const z = zoom<SVGSVGElement, unknown>()
      .extent([
        [0, 0],
        [MAP_WIDTH, MAP_HEIGHT],
      ])
      .scaleExtent([1, MAX_ZOOM])
      .translateExtent([
        [0, 0],
        [MAP_WIDTH, MAP_HEIGHT],
      ])
      // A plain wheel scrolls the page; ctrl/⌘ + wheel (and a trackpad's pinch) zooms.
      .filter((event: Event) => (event.type === 'wheel' ? (event as WheelEvent).ctrlKey || (event as WheelEvent).metaKey : !(event as MouseEvent).button))
      .on('zoom', (event: { transform: ZoomTransform }) => setTransform(event.transform));
    behaviour.current = z;
    svg.call(z);
    return () => {
      svg.on('.zoom', null);
    };
  }, []);

  const zoomBy = (factor: number) => behaviour.current && select(svgRef.current as SVGSVGElement).call(behaviour.current.scaleBy, factor);
  const panBy = (dx: number, dy: number) => behaviour.current && select(svgRef.current as SVGSVGElement).call(behaviour.current.translateBy, dx / transform.k, dy / transform.k);
  const reset = () => behaviour.current && select(svgRef.current as SVGSVGElement).call(behaviour.current.transform, zoomIdentity);

  const onKeyDown = (event: KeyboardEvent) => {
    const pan = PAN_KEYS[event.key];
    if (pan) panBy(...pan);
    else if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') zoomBy(1 / ZOOM_STEP);
    else if (event.key === '0') reset();
    else return;
    event.preventDefault();
  };

  return (
    <Box position="relative">
      <Box
        tabIndex={0}
        role="group"
        aria-label="World map of the conferences by city. Arrow keys pan, plus and minus zoom, 0 resets. The list of cities follows the map."
        aria-describedby="map-zoom-level"
        onKeyDown={onKeyDown}
        borderWidth="1px"
        rounded="card"
        overflow="hidden"
        bg="blue.subtle"
        _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        data-testid="world-map"
      >
        <svg ref={svgRef} viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} width="100%" role="img" aria-label={`Map of ${clusters.length} cities with conferences`} style={{ display: 'block', touchAction: 'none', cursor: 'grab' }}>
          <g transform={transform.toString()} data-testid="map-layer">
            <path d={LAND_PATH} fill="var(--chakra-colors-bg-panel)" stroke="var(--chakra-colors-border-emphasized)" strokeWidth={0.5 / transform.k} />
            {points.map(({ cluster, at: [x, y] }) => (
              <circle
                key={`${cluster.country}/${cluster.city}`}
                cx={x}
                cy={y}
                r={radius(cluster.count) / Math.sqrt(transform.k)}
                fill="var(--chakra-colors-brand-solid)"
                fillOpacity={0.75}
                stroke="var(--chakra-colors-bg)"
                strokeWidth={0.8 / transform.k}
                style={{ cursor: 'pointer' }}
                onClick={() => navigate(cityPath(cluster.country, cluster.city))}
              >
                <title>{`${cluster.name}: ${cluster.count} conference${cluster.count === 1 ? '' : 's'}`}</title>
              </circle>
            ))}
          </g>
        </svg>
      </Box>
      <HStack position="absolute" top="2" right="2" gap="1">
        <Button size="xs" variant="surface" aria-label="Zoom in" onClick={() => zoomBy(ZOOM_STEP)}>
          <Plus aria-hidden />
        </Button>
        <Button size="xs" variant="surface" aria-label="Zoom out" onClick={() => zoomBy(1 / ZOOM_STEP)}>
          <Minus aria-hidden />
        </Button>
        <Button size="xs" variant="surface" aria-label="Reset the map" onClick={reset}>
          <RotateCcw aria-hidden />
        </Button>
      </HStack>
      <Text id="map-zoom-level" srOnly aria-live="polite" data-testid="map-zoom-level">
        Zoom {Math.round(transform.k * 10) / 10}×
      </Text>
    </Box>
  );
}
