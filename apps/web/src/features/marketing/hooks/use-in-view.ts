import { useEffect, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

export interface InViewOptions {
  /** Share of the element that must be on screen (0 = any part). */
  threshold?: number;
  /** Stop observing once the element has been seen. */
  once?: boolean;
  /**
   * The answer before the observer's first report, in the pre-rendered HTML and while hydrating
   * (the same on server and browser, so hydration matches). False unless the element is shown
   * from the first paint, like the hero.
   */
  initial?: boolean;
}

const observerMissing = () => typeof IntersectionObserver === 'undefined';

/**
 * Whether an element is on screen, from an IntersectionObserver. Where there is none (old
 * browsers, jsdom) the element counts as visible, so content is never stuck hidden.
 */
export function useInView<T extends Element>({
  threshold = 0,
  once = false,
  initial = false,
}: InViewOptions = {}) {
  const [node, setNode] = useState<T | null>(null);
  const [inView, setInView] = useState(initial);
  // Read after hydration only: the server (which has no observer either) renders `initial`.
  const missing = useHydrated() && observerMissing();

  useEffect(() => {
    if (!node || missing) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        const visible = entry.isIntersecting && entry.intersectionRatio >= threshold * 0.99;
        setInView(visible);
        if (visible && once) observer.disconnect();
      },
      { threshold },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, threshold, once, missing]);

  return [setNode, missing || inView] as const;
}
