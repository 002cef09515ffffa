/**
 * The part of React Router the platform uses, and the module every app receives for
 * `react-router-dom` (see sharedModules in scripts/webpack-app-config.cjs and `paths` in
 * tsconfig.base.json).
 *
 * A federated shared module cannot be tree-shaken: sharing the package itself shipped all of React
 * Router, 62 KB gzip, to every page. Sharing this list instead lets webpack drop the rest (the data
 * routers, server rendering, forms), which leaves about 14 KB. Whatever is not exported here does not
 * exist in the browser, so TypeScript reports a missing name as an import error; add it here first.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { InitialEntry, Location, NavigateFunction, RouteObject } from 'react-router';
