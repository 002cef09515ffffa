import type { ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { routes } from '../routes';

export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The page's one router. A declarative BrowserRouter rather than a data router: no route here loads
 * data before it renders (each remote fetches its own), and the data router's code is most of React Router.
 */
export const browserRouter = (children: ReactNode) => <BrowserRouter>{children}</BrowserRouter>;
