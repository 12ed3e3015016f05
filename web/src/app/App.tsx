import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider';
import { createRoutes } from './routes';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
