import { Box, Image } from '@chakra-ui/react';
import worldUrl from '@/generated/world-equirectangular.svg?url';
import { placeOnWorldPicture } from '@/lib/world-picture';

interface Props {
  latitude: number;
  longitude: number;
  /** "Berlin, Germany": the picture's text alternative names it. */
  place: string;
}

/**
 * The conference's city on a small world map (issue 35): a static picture of the world built with the app (no map
 * script on this page) with a marker at the city's place on it.
 */
export function PlaceMap({ latitude, longitude, place }: Props) {
  return (
    <Box position="relative" w="full" maxW="xs" aspectRatio="2 / 1" bg="blue.subtle" rounded="l2" borderWidth="1px" overflow="hidden">
      <Image src={worldUrl} alt={`${place} marked on a world map`} w="full" h="full" loading="lazy" decoding="async" />
      <Box
        aria-hidden
        position="absolute"
        style={placeOnWorldPicture(latitude, longitude)}
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
