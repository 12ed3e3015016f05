import { lazy, Suspense, type ReactNode } from 'react';

export interface Notice {
  title: string;
  description?: ReactNode;
  type?: 'success' | 'error' | 'info';
}

// The toast store and region (zag's toast machines, dismiss and focus handling, the recipe) load
// after the page, not with it: nothing is announced before the page has hydrated.
const loadRegion = () => import('./toast-region');

/** Shows a toast; the first one waits for the region's chunk, already loading after the page. */
export function notify(notice: Notice): void {
  void loadRegion().then(({ showToast }) => showToast(notice));
}

const ToastRegion = lazy(loadRegion);

export function Toaster() {
  return (
    <Suspense>
      <ToastRegion />
    </Suspense>
  );
}
