import { Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * A portal that mounts once the page has hydrated, for overlays that start closed (menus, popovers).
 * Chakra's Portal renders its children in place on the server and moves them after hydration through
 * a store snapshot that differs between server and browser; React answers that with a synchronous
 * re-render and a commit that walks the whole page, in the middle of hydration (browser CPU profile
 * of `/upcoming`). Mounted after hydration, the portal is created directly, as an ordinary update.
 */
export function ClientPortal({ children }: { children: ReactNode }) {
  return useHydrated() ? <Portal>{children}</Portal> : null;
}
