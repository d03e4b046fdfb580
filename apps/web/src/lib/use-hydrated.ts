import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False while React hydrates a pre-rendered page (as on the server that rendered it), true from
 * the next render on, and always true on a page the app draws itself. What depends on the URL's
 * query or on the browser waits for it, so hydration matches the pre-rendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
