import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureApi, queryClient, useAuthStore } from 'shared-api';
import { ErrorScreen } from 'shared-ui';
import { App } from './app';
import { startFederation } from './federation/early-start';
import { browserRouter } from './navigation/app-router';

async function start() {
  const container = document.getElementById('root')!;
  try {
    // Already started by index.ts (runtime map read, remotes registered, this page's remotes loading).
    const config = await startFederation();
    configureApi({ apiBase: config.apiBase });
  } catch (error) {
    console.error('[shell] runtime config could not be read', error);
    createRoot(container).render(
      <ErrorScreen onRetry={() => window.location.reload()} detail="The site's configuration could not be loaded." />,
    );
    return;
  }

  // Auth bootstrap: verify a stored token once for the whole page (spec §4).
  void useAuthStore.getState().initialize();

  const app = <App router={browserRouter} />;
  // A prerendered page (issue 16) is brought to life where it stands, from the data it was made with
  // (the company's contacts); any other page is rendered here.
  if (container.firstElementChild) {
    try {
      const state = document.getElementById('query-state')?.textContent;
      if (state) hydrate(queryClient, JSON.parse(state));
    } catch (error) {
      // Without it the page fetches the data again after hydration: slower, not broken.
      console.warn('[shell] the prerendered page carried unreadable data', error);
    }
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.warn('[shell] the prerendered page could not be hydrated as it was', error),
    });
  } else {
    createRoot(container).render(app);
  }
}

void start();
