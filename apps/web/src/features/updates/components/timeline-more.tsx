import { ArrowUp, ChevronDown } from 'lucide-react';
import { useSyncExternalStore, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export interface TimelineMoreProps {
  /** The older page's address (`?before=…`), or null on the last page. */
  next: string | null;
  /** Back to the newest updates, when the reader started further down. */
  newest: string | null;
  loading: boolean;
  onMore: () => void;
}

const noChanges = () => () => {};

/**
 * "Older updates": a real link to the next page (crawlers and readers without JavaScript follow
 * it, as the server renders it). Once the app runs the same link reads "Load more" and loads
 * that page in place under the current one.
 */
export function TimelineMore({ next, newest, loading, onMore }: TimelineMoreProps) {
  // False while the server renders and while the browser hydrates its HTML, true after.
  const running = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  if (!next && !newest) return null;
  const more = (event: MouseEvent) => {
    event.preventDefault();
    if (!loading) onMore();
  };
  return (
    <div className="flex flex-wrap items-center justify-center gap-3 pt-2">
      {newest && (
        <Button asChild variant="ghost">
          <Link to={newest} preventScrollReset>
            <ArrowUp aria-hidden className="size-4" />
            Newest updates
          </Link>
        </Button>
      )}
      {next && (
        <Button asChild variant="secondary">
          <a href={next} rel="next" onClick={more} aria-busy={loading || undefined}>
            {loading ? <Spinner size="sm" /> : <ChevronDown aria-hidden className="size-4" />}
            {loading ? 'Loading…' : running ? 'Load more' : 'Older updates'}
          </a>
        </Button>
      )}
    </div>
  );
}
