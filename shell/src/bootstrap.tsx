import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, queryClient, useAuthStore } from 'shared-api';
import { ErrorScreen, Toaster } from 'shared-ui';
import { startFederation } from './federation/early-start';
import { AppRouter } from './navigation/app-router';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    // Already started by index.ts (runtime map read, remotes registered, this page's remotes loading).
    const config = await startFederation();
    configureApi({ apiBase: config.apiBase });
  } catch (error) {
    console.error('[shell] runtime config could not be read', error);
    root.render(<ErrorScreen onRetry={() => window.location.reload()} detail="The site's configuration could not be loaded." />);
    return;
  }

  // Auth bootstrap: verify a stored token once for the whole page (spec §4).
  void useAuthStore.getState().initialize();

  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppRouter />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
