import { EmptyState, Link, VStack } from '@chakra-ui/react';
import { CalendarX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConferenceCard } from '@/components/conference/ConferenceCard';
import { ConferenceCardSkeleton } from '@/components/conference/ConferenceCardSkeleton';
import { cardStyles } from '@/components/conference/conference-card.styles';
import { defineStyles, useStyles } from '@/components/ui/static-styles';
import { SKELETON_CARDS } from '@/config/constants';
import type { Conference } from '@/types/conference';

const styles = defineStyles({
  grid: { display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))' }, gap: '6' },
});

function Grid({ children, list }: { children: ReactNode; list?: boolean }) {
  const { grid } = useStyles(styles);
  return list ? (
    <ul className={grid}>{children}</ul>
  ) : (
    <div className={grid} aria-busy>
      {children}
    </div>
  );
}

export function ConferenceResults({ conferences, loading }: { conferences: Conference[] | undefined; loading: boolean }) {
  const card = useStyles(cardStyles);
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
        <li key={c.id} className={card.item}>
          <ConferenceCard conference={c} />
        </li>
      ))}
    </Grid>
  );
}
