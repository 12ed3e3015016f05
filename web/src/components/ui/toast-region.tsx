import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '@/config/theme';
import { toaster } from './toaster';

// The toast's recipe loads with the region, not with the first page (config/theme.ts).
addRecipes({ slotRecipes: { toast: toastSlotRecipe } });

/** Where the app's toasts show (see toaster.tsx). */
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
