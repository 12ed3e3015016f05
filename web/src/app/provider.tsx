import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ColorModeProvider } from '@/components/ui/color-mode';
import { Toaster } from '@/components/ui/toaster';
import { appSystem } from '@/config/theme';
import { createQueryClient } from '@/lib/query-client';

interface Props {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The theme; the browser hands in one without the global CSS the server page already carries (main.tsx). */
  theme?: SystemContext;
}

export function AppProvider({ children, queryClient, theme }: Props) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ChakraProvider value={theme ?? appSystem()}>
      <ColorModeProvider>
        <QueryClientProvider client={client}>
          {children}
          <Toaster />
        </QueryClientProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}
