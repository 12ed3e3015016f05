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

/**
 * HydrationGate for a region of form fields only (the listing filters): the region is `inert` until
 * hydrated. Enabling a fieldset restyles every field and every `<option>` inside it; with the
 * country, language and topic lists that was one long task of hydration on a phone (Lighthouse
 * TBT on /upcoming ≈ 1.9 s → ≈ 0.2 s). `aria-disabled` on the group says the same to tools that
 * do not know `inert` (browser tests wait for it). No links inside: `inert` would stop them too.
 */
export function FieldsHydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <chakra.div display="contents" inert={!hydrated} role={hydrated ? undefined : 'group'} aria-disabled={hydrated ? undefined : true}>
      {children}
    </chakra.div>
  );
}
