import { HStack, Link, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** One entry of a ranked list (recommendations, similar companies): its link, how well it matches, then its details. */
export function RankedItem({ to, title, score, children }: { to: string; title: string; score: ReactNode; children: ReactNode }) {
  return (
    <Stack as="li" gap="1.5" borderBottomWidth="1px" pb="3" _last={{ borderBottomWidth: 0, pb: 0 }}>
      <HStack justify="space-between" align="flex-start" gap="3">
        <Link asChild color="brand.fg" fontWeight="semibold" minW="0" wordBreak="break-word">
          <RouterLink to={to}>{title}</RouterLink>
        </Link>
        {score}
      </HStack>
      {children}
    </Stack>
  );
}
