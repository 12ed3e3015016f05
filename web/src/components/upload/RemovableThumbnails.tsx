import { Box, CloseButton, Wrap } from '@chakra-ui/react';
import { ImageWithFallback } from './ImageWithFallback';

/** Attached images as small thumbnails, each with a button that removes it. */
export function RemovableThumbnails({ urls, onRemove, noun = 'photo' }: { urls: string[]; onRemove: (url: string) => void; noun?: string }) {
  if (!urls.length) return null;
  return (
    <Wrap gap="2" as="ul" listStyleType="none" aria-label={`Attached ${noun}s`}>
      {urls.map((url, i) => (
        <Box as="li" key={url} position="relative" w="20" h="20">
          <ImageWithFallback src={url} alt={`Attached ${noun} ${i + 1}`} w="20" h="20" objectFit="cover" rounded="md" borderWidth="1px" />
          <CloseButton
            size="2xs"
            variant="solid"
            position="absolute"
            top="1"
            right="1"
            aria-label={`Remove ${noun} ${i + 1}`}
            onClick={() => onRemove(url)}
          />
        </Box>
      ))}
    </Wrap>
  );
}
