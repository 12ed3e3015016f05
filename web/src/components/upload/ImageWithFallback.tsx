import { Box, Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';

/** An image that turns into a grey placeholder of the same size when it cannot be loaded (SPEC §2). */
export function ImageWithFallback({ src, alt, ...rest }: ImageProps & { src: string; alt: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return <Box role="img" aria-label={alt || 'Image unavailable'} bg="gray.300" _dark={{ bg: 'gray.600' }} {...(rest as object)} />;
  }
  return <Image src={src} alt={alt} onError={() => setBroken(true)} loading="lazy" {...rest} />;
}
