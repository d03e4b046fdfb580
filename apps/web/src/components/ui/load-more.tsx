import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export interface LoadMoreProps {
  onLoadMore: () => void;
  loading: boolean;
  /** After a failed page, wait for a click instead of retrying on every scroll. */
  auto: boolean;
  /** Replaces the space above it (`mt-10`). */
  className?: string;
}

/** A 'Load more' button that also loads by itself when it scrolls into view. */
export function LoadMore({ onLoadMore, loading, auto, className = 'mt-10' }: LoadMoreProps) {
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
    <div className={cn('flex justify-center', className)}>
      <Button ref={button} variant="secondary" loading={loading} onClick={onLoadMore}>
        {loading ? 'Loading...' : 'Load more'}
      </Button>
    </div>
  );
}
