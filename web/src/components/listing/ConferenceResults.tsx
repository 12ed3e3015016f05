import { EmptyState, Link, SimpleGrid, VStack } from '@chakra-ui/react';
import { CalendarX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConferenceCard } from '@/components/conference/ConferenceCard';
import { ConferenceCardSkeleton } from '@/components/conference/ConferenceCardSkeleton';
import { CONFERENCE_CARD_CSS } from '@/components/conference/conference-card.styles';
import { SKELETON_CARDS } from '@/config/constants';
import type { Conference } from '@/types/conference';

function Grid({ children, list }: { children: ReactNode; list?: boolean }) {
  return (
    <SimpleGrid as={list ? 'ul' : 'div'} columns={{ base: 1, md: 2 }} gap="6" aria-busy={list ? undefined : true} css={list ? CONFERENCE_CARD_CSS : undefined}>
      {children}
    </SimpleGrid>
  );
}

export function ConferenceResults({ conferences, loading }: { conferences: Conference[] | undefined; loading: boolean }) {
  if (loading) {
    return (
      <Grid>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <ConferenceCardSkeleton key={i} />
        ))}
      </Grid>
    );
  }
  if (!conferences?.length) {
    return (
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="card" py="14">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <CalendarX aria-hidden />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>No conferences found</EmptyState.Title>
            <EmptyState.Description>
              <Link asChild color="brand.fg" textDecoration="underline">
                <RouterLink to="/submit">Try clearing filters or submit a conference</RouterLink>
              </Link>
            </EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Grid list>
      {conferences.map((c) => (
        <li key={c.id} className="conf-card-item">
          <ConferenceCard conference={c} />
        </li>
      ))}
    </Grid>
  );
}
