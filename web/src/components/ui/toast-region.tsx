import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { TOAST_DURATION_MS } from '@/config/constants';
import { addRecipes } from '@/config/theme';
import type { Notice } from './toaster';

// The toast's recipe loads with the region, not with the first page (config/theme.ts).
addRecipes({ slotRecipes: { toast: toastSlotRecipe } });

/**
 * The app's single toaster: one toast visible at a time (SPEC §4), 5000 ms each. A new toast
 * replaces the one showing instead of queueing behind it, so what a person sees is always the
 * outcome of what they just did. The app calls it through `notify` (toaster.tsx).
 */
export const toaster = createToaster({ placement: 'top-end', max: 1, pauseOnPageIdle: true });

export function showToast({ title, description, type = 'success' }: Notice): void {
  toaster.remove();
  toaster.create({ title, description, type, duration: TOAST_DURATION_MS, closable: true });
}

/** Where the app's toasts show. */
export default function ToastRegion() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} maxW="420px" css={{ '&[data-type=success]': { bg: 'green.700' } }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notification" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
