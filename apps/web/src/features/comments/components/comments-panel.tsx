import { MessageSquare } from 'lucide-react';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCompactNumber } from '@/lib/format';
import { engagementButtonClasses } from '@/components/ui/engagement-button';
import { useComments } from '../api/comments';
import { CommentForm, SignInToComment } from './comment-form';
import { CommentItem } from './comment-item';

interface CommentsProps {
  updateId: string;
  open: boolean;
}

/** The comment count button; it opens and closes the list (aria-expanded). */
export function CommentsToggle({
  updateId,
  open,
  initialCount,
  panelId,
  onToggle,
}: CommentsProps & { initialCount: number; panelId: string; onToggle: () => void }) {
  const comments = useComments(updateId, open);
  const loaded = comments.comments?.length;
  // Until every page is read, the count the page was rendered with may be the larger.
  const count =
    loaded === undefined ? initialCount : comments.hasNextPage ? Math.max(loaded, initialCount) : loaded;
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      // The name holds the count as it shows (axe: label-content-name-mismatch).
      aria-label={`Comments, ${formatCompactNumber(count)}`}
      onClick={onToggle}
      className={engagementButtonClasses}
    >
      <MessageSquare aria-hidden className="size-4" />
      <span aria-hidden>{formatCompactNumber(count)}</span>
    </button>
  );
}

/** Rows held while comments load: as many as the page said there were, up to what the list shows. */
const MAX_PLACEHOLDER_ROWS = 4;

/**
 * The comments, loaded when opened: a list of about 20rem at most that scrolls, then the form.
 * While they load, the panel holds the room they will take (the count the page was rendered
 * with), so nothing under it moves when they arrive (an update's own page opens them at once).
 * A failed load is only logged.
 */
export function CommentsPanel({
  updateId,
  open,
  viewer,
  id,
  initialCount = 0,
}: CommentsProps & { viewer: string | null; id: string; initialCount?: number }) {
  const comments = useComments(updateId, open);
  if (!open) return null;
  const rows = Math.min(initialCount, MAX_PLACEHOLDER_ROWS);
  return (
    <section id={id} aria-label="Comments" className="mt-4 border-t border-border pt-2">
      {comments.isPending ? (
        <div className="grid gap-3 py-3" role="status" aria-label="Loading comments">
          {rows === 0 ? (
            <Skeleton className="h-5" />
          ) : (
            Array.from({ length: rows }, (_, i) => <Skeleton key={i} className="h-14" />)
          )}
        </div>
      ) : comments.isError || !comments.comments ? null : comments.comments.length === 0 ? (
        <p className="py-3 text-sm leading-5 text-muted-foreground">
          No comments yet. Be the first to comment.
        </p>
      ) : (
        <ul
          tabIndex={0}
          aria-label="Comment list"
          className="max-h-80 divide-y divide-border overflow-y-auto pr-1"
        >
          {comments.comments.map((comment) => (
            <CommentItem
              key={comment.id}
              updateId={updateId}
              comment={comment}
              own={comment.user.id === viewer}
            />
          ))}
          {comments.hasNextPage && (
            <li className="py-2">
              <LoadMore
                className="mt-0"
                loading={comments.isFetchingNextPage}
                auto={!comments.isFetchNextPageError}
                onLoadMore={() => void comments.fetchNextPage()}
              />
            </li>
          )}
        </ul>
      )}
      <div className="pt-2">
        {viewer === null ? <SignInToComment /> : <CommentForm updateId={updateId} />}
      </div>
    </section>
  );
}
