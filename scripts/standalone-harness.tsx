// Renders one remote on its own page during development (npm run dev -w remote-x), with the same
// providers the shell gives it in the composed site.
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { queryClient, useAuthStore } from 'shared-api';
import { Toaster } from 'shared-ui';

export function renderStandalone(children: ReactNode): void {
  void useAuthStore.getState().initialize();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>{children}</BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
}
