import { BrowserRouter, useRoutes } from 'react-router-dom';
import { routes } from '../routes';
import { NavigatorBridge } from './navigator-bridge';
import { ScrollRestoration } from './scroll-restoration';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The page's one router. A declarative BrowserRouter rather than a data router: no route here loads
 * data before it renders (each remote fetches its own), and the data router's code is most of React Router.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <NavigatorBridge />
      <ScrollRestoration />
      <AppRoutes />
    </BrowserRouter>
  );
}
