import { RouterProvider } from 'react-router-dom';
import { useState } from 'react';
import { AppProvider } from './provider';
import { createRouter } from './routes';

export function App() {
  const [router] = useState(createRouter);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
