import { useEffect, useState } from 'react';

/**
 * False on the server and during hydration, true once mounted: what depends on this browser's
 * storage (votes, edit tokens) renders only then, so the server markup and the first client render agree.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
