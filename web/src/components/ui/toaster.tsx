import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';

export interface Notice {
  title: string;
  description?: ReactNode;
  type?: 'success' | 'error' | 'info';
}

// The toast store and region (zag's toast machines, dismiss and focus handling, the recipe) load
// with the first notice, not with the page: nothing is announced before someone does something.
const loadRegion = () => import('./toast-region');

/**
 * The region mounts with the first notice. Mounted with the page, its store subscription set zag's
 * state through flushSync while the page was hydrating, which made React hydrate every pending
 * Suspense boundary at once: one long task of ~15 % of the page's start-up script time (`/upcoming`).
 */
let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener));

/** Shows a toast; the first one loads the region, which shows what the store holds when it mounts. */
export function notify(notice: Notice): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void loadRegion().then(({ showToast }) => showToast(notice));
}

const ToastRegion = lazy(loadRegion);

export function Toaster() {
  const show = useSyncExternalStore(subscribe, () => wanted, () => false);
  return show ? (
    <Suspense>
      <ToastRegion />
    </Suspense>
  ) : null;
}
