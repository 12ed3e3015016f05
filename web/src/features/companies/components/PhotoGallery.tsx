import { Box, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ImageWithFallback } from '@/components/upload/ImageWithFallback';
import { GALLERY_MAX } from '@/config/constants';
import type { GalleryPhoto } from '../utils/display';

/** 'Our Conference Experience': at most 12 photos, each opening in a new tab, captioned on hover or focus. */
export function PhotoGallery({ photos }: { photos: GalleryPhoto[] }) {
  if (!photos.length) return null;
  const shown = photos.slice(0, GALLERY_MAX);
  return (
    <Stack as="section" aria-labelledby="gallery-heading" gap="4">
      <Heading as="h2" size="xl" id="gallery-heading">
        Our Conference Experience
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, md: 4 }} gap="3">
        {shown.map((photo, i) => (
          <li key={`${photo.url}-${i}`}>
            <Link href={photo.url} target="_blank" rel="noopener noreferrer" className="group" display="block" position="relative" rounded="lg" overflow="hidden" aria-label={`${photo.caption} (opens in a new tab)`}>
              <ImageWithFallback src={photo.url} alt={photo.caption} w="full" aspectRatio="4 / 3" objectFit="cover" />
              <Box
                position="absolute"
                insetX="0"
                bottom="0"
                px="2"
                py="1.5"
                bg="blackAlpha.800"
                color="white"
                fontSize="xs"
                fontWeight="medium"
                opacity="0"
                transition="opacity 0.15s"
                _groupHover={{ opacity: 1 }}
                _groupFocusVisible={{ opacity: 1 }}
                aria-hidden
              >
                {photo.caption}
              </Box>
            </Link>
          </li>
        ))}
      </SimpleGrid>
      {photos.length > GALLERY_MAX && (
        <Text fontSize="sm" color="fg.muted">
          Showing {GALLERY_MAX} of {photos.length} photos
        </Text>
      )}
    </Stack>
  );
}
