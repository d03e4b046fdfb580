import { useEffect } from 'react';

/**
 * Marks `<html data-app-ready>` once the page inside the layout has rendered (for a pre-rendered
 * page: once it is hydrated), so from then on its controls answer. Renders nothing.
 */
export function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}
