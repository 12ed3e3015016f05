import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { TOAST_DURATION_MS } from '@/config/constants';

/**
 * The app's single toaster: one toast visible at a time (SPEC §4), 5000 ms each. A new toast
 * replaces the one showing instead of queueing behind it, so what a person sees is always the
 * outcome of what they just did.
 */
export const toaster = createToaster({ placement: 'top-end', max: 1, pauseOnPageIdle: true });

export interface Notice {
  title: string;
  description?: ReactNode;
  type?: 'success' | 'error' | 'info';
}

export function notify({ title, description, type = 'success' }: Notice): void {
  toaster.remove();
  toaster.create({ title, description, type, duration: TOAST_DURATION_MS, closable: true });
}

// The toast region's code (the toast machines, dismiss and focus handling) loads after the page,
// not with it: nothing is announced before the page has hydrated.
const ToastRegion = lazy(() => import('./toast-region'));

export function Toaster() {
  return (
    <Suspense>
      <ToastRegion />
    </Suspense>
  );
}
