import { Box, Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';
import { safeImageUrl } from '@/lib/urls';

/**
 * An image that turns into a grey placeholder of the same size when it cannot be loaded (SPEC §2),
 * or when its address is not http(s) or a path on this site (issue 11).
 */
export function ImageWithFallback({ src, alt, ...rest }: ImageProps & { src: string; alt: string }) {
  const [broken, setBroken] = useState(false);
  const safeSrc = safeImageUrl(src);
  if (broken || !safeSrc) {
    return <Box role="img" aria-label={alt || 'Image unavailable'} bg="gray.300" _dark={{ bg: 'gray.600' }} {...(rest as object)} />;
  }
  return <Image src={safeSrc} alt={alt} onError={() => setBroken(true)} loading="lazy" {...rest} />;
}
