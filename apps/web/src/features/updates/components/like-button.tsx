import { Heart } from 'lucide-react';
import { useId } from 'react';
import { updateMessages } from '@shiplog/contract';
import { engagementButtonClasses } from '@/components/ui/engagement-button';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { formatCompactNumber } from '@/lib/format';
import { useLikes } from '../api/get-likes';
import { useToggleLike } from '../api/toggle-like';
import type { ViewerKey } from '../api/query-keys';

export interface LikeButtonProps {
  updateId: string;
  viewer: ViewerKey;
  /** The count the update came with, shown until the viewer's own state is known. */
  initialCount: number;
}

/**
 * Likes toggle on and off (aria-pressed). Disabled while a request runs and when signed out;
 * signed out, a tooltip and the button's description say to sign in.
 */
export function LikeButton({ updateId, viewer, initialCount }: LikeButtonProps) {
  const hintId = useId();
  const likes = useLikes(updateId, viewer, initialCount);
  const toggle = useToggleLike(updateId, viewer);
  const state = likes.data ?? { count: initialCount, hasLiked: false };
  const signedOut = viewer === null;
  const busy = toggle.isPending || likes.isPlaceholderData || likes.isFetching;

  const button = (
    <button
      type="button"
      aria-pressed={state.hasLiked}
      // The name holds the count as it shows (axe: label-content-name-mismatch).
      aria-label={`Like, ${formatCompactNumber(state.count)}`}
      aria-describedby={signedOut ? hintId : undefined}
      disabled={signedOut || busy}
      onClick={() => toggle.mutate(!state.hasLiked)}
      className={cn(engagementButtonClasses, state.hasLiked && 'text-rose-400 hover:text-rose-300')}
    >
      <Heart aria-hidden className={cn('size-4', state.hasLiked && 'fill-current')} />
      <span aria-hidden>{formatCompactNumber(state.count)}</span>
    </button>
  );

  if (!signedOut) return button;
  return (
    <>
      <Tooltip content={updateMessages.signInToLike}>
        {/* A disabled button gets no pointer or focus events: the wrapper carries the tooltip. */}
        <span tabIndex={0} className="inline-flex rounded-md">
          {button}
        </span>
      </Tooltip>
      <span id={hintId} className="sr-only">
        {updateMessages.signInToLike}
      </span>
    </>
  );
}
