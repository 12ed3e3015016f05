import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Server-rendered controls do nothing until their code has hydrated, so they stay disabled until
 * then (links work at once). Inside a Suspense boundary it opens only once that boundary's lazy
 * code has hydrated. `display: contents` keeps the fieldset out of the layout.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <chakra.fieldset disabled={!hydrated} display="contents">
      {children}
    </chakra.fieldset>
  );
}
