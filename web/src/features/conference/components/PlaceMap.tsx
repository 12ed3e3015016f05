import { Box, Image } from '@chakra-ui/react';
import worldUrl from '@/generated/world-equirectangular.svg?url';

interface Props {
  latitude: number;
  longitude: number;
  /** "Berlin, Germany": the picture's text alternative names it. */
  place: string;
}

/**
 * The conference's city on a small world map (issue 35): a static picture of the world built with the app (no map
 * script on this page), one degree a unit, so the marker's place is the longitude and latitude as percentages.
 */
export function PlaceMap({ latitude, longitude, place }: Props) {
  return (
    <Box position="relative" w="full" maxW="xs" aspectRatio="2 / 1" bg="blue.subtle" rounded="l2" borderWidth="1px" overflow="hidden">
      <Image src={worldUrl} alt={`${place} marked on a world map`} w="full" h="full" loading="lazy" decoding="async" />
      <Box
        aria-hidden
        position="absolute"
        left={`${((longitude + 180) / 360) * 100}%`}
        top={`${((90 - latitude) / 180) * 100}%`}
        boxSize="2.5"
        transform="translate(-50%, -50%)"
        rounded="full"
        bg="red.solid"
        borderWidth="2px"
        borderColor="white"
        data-testid="place-marker"
      />
    </Box>
  );
}
