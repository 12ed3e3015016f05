import { Link, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '@/components/layout/SectionCard';

export interface CountedLink {
  to: string;
  label: string;
  /** Words a screen reader (and a crawler) reads after the label: a topic's link says "Go conferences", not "Go". */
  hiddenSuffix?: string;
  /** Upcoming conferences there. */
  count: number;
}

/** Links to related landing pages with how many upcoming conferences each has: a country's cities, the other topics. */
export function CountedLinks({ id, title, description, links }: { id: string; title: string; description?: string; links: CountedLink[] }) {
  if (links.length === 0) return null;
  return (
    <SectionCard id={id} title={title} description={description}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 3, lg: 4 }} gapX="6" gapY="2">
        {links.map((link) => (
          <Text as="li" key={link.to} display="flex" justifyContent="space-between" gap="2" fontSize="sm">
            <Link asChild color="brand.fg" textDecoration="underline" minW="0" wordBreak="break-word">
              <RouterLink to={link.to}>
                {link.label}
                {link.hiddenSuffix && <VisuallyHidden>{link.hiddenSuffix}</VisuallyHidden>}
              </RouterLink>
            </Link>
            <Text as="span" color="fg.muted" flexShrink={0}>
              {link.count} upcoming
            </Text>
          </Text>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
