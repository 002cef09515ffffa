import { useLocation } from 'react-router-dom';

/** Shows the router's current path and query, so tests can assert where a click navigated. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export function currentLocation(): URL {
  const text = document.querySelector('[data-testid="location"]')?.textContent ?? '';
  return new URL(text, 'http://localhost');
}
