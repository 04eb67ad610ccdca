import { useLocation } from 'react-router';

/** Shows where the app is, so a test can read the URL the filters wrote. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export function currentLocation(): URL {
  const text = document.querySelector('[data-testid="location"]')?.textContent ?? '/';
  return new URL(text, 'http://localhost');
}
