import { Box } from '@chakra-ui/react';
import { Building2 } from 'lucide-react';
import { ImageWithFallback } from '@/components/upload/ImageWithFallback';

/** The company logo at 64x64 (SPEC §9), or a neutral tile when there is none. */
export function CompanyLogo({ url, name, size = '64px' }: { url: string | null; name: string; size?: string }) {
  if (!url) {
    return (
      <Box w={size} h={size} flexShrink={0} rounded="lg" bg="bg.muted" color="fg.muted" display="flex" alignItems="center" justifyContent="center" aria-hidden>
        <Building2 size={28} />
      </Box>
    );
  }
  return <ImageWithFallback src={url} alt={`${name} logo`} w={size} h={size} flexShrink={0} objectFit="contain" rounded="lg" borderWidth="1px" bg="white" />;
}
