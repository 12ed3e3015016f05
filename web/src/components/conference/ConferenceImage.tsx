import { Box, Icon, Image, type BoxProps } from '@chakra-ui/react';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { typePalette } from '@/config/theme';
import { safeImageUrl } from '@/lib/urls';

/** The conference picture, or a gradient in the type's colours when there is none or it fails to load. */
export function ConferenceImage({ imageUrl, type, height = { base: '28', md: '40' } }: { imageUrl: string | null; type: string; height?: BoxProps['h'] }) {
  const [broken, setBroken] = useState(false);
  const src = safeImageUrl(imageUrl);
  if (src && !broken) {
    return <Image src={src} alt="" h={height} w="full" objectFit="cover" loading="lazy" onError={() => setBroken(true)} />;
  }
  const palette = typePalette(type);
  return (
    <Box h={height} w="full" bgGradient="to-br" gradientFrom={`${palette}.400`} gradientTo="brand.700" display="flex" alignItems="center" justifyContent="center" aria-hidden>
      <Icon as={CalendarDays} boxSize="10" color="white" opacity={0.85} />
    </Box>
  );
}
