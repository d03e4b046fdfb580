import { useEffect } from 'react';
import { useLocation } from 'react-router';

const GIVE_UP_AFTER_MS = 2000;

/**
 * Scrolls to the element named by the URL hash after every navigation, waiting for lazily loaded
 * pages to render it. ScrollRestoration handles everything else.
 */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const started = performance.now();
    let frame = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) return target.scrollIntoView({ block: 'start' });
      if (performance.now() - started < GIVE_UP_AFTER_MS) frame = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(frame);
  }, [hash, key]);
}
