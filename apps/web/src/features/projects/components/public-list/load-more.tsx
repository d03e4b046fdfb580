import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

export interface LoadMoreProps {
  onLoadMore: () => void;
  loading: boolean;
  /** After a failed page, wait for a click instead of retrying on every scroll. */
  auto: boolean;
}

/** A 'Load more' button that also loads by itself when it scrolls into view. */
export function LoadMore({ onLoadMore, loading, auto }: LoadMoreProps) {
  const button = useRef<HTMLButtonElement>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });

  useEffect(() => {
    const node = button.current;
    if (!node || !auto || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [auto, loading]);

  return (
    <div className="mt-10 flex justify-center">
      <Button ref={button} variant="secondary" loading={loading} onClick={onLoadMore}>
        {loading ? 'Loading...' : 'Load more'}
      </Button>
    </div>
  );
}
