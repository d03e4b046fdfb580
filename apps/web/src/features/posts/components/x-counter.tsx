import { cn } from '@/lib/cn';
import { X_MAX_LENGTH, xLength, xThreadParts } from '@shiplog/contract';

/**
 * How long the text is on X (links count 23): one post, or the thread it is posted as, counted
 * by its longest part. Every part fits, so the bar only warns when a post nears the limit.
 */
export function XCounter({ id, text }: { id: string; text: string }) {
  const parts = xThreadParts(text);
  const length = Math.max(...parts.map(xLength));
  const ratio = length / X_MAX_LENGTH;
  return (
    <div id={id} className="flex items-center gap-2.5 text-xs">
      <span aria-hidden className="h-1.5 w-20 overflow-hidden rounded-full bg-muted">
        <span
          className={cn('block h-full rounded-full', ratio > 0.9 ? 'bg-warning' : 'bg-accent')}
          style={{ width: `${ratio * 100}%` }}
        />
      </span>
      <span className="text-muted-foreground tabular-nums">
        {parts.length > 1
          ? `X thread of ${parts.length} parts, the longest ${length}/${X_MAX_LENGTH} characters`
          : `${length}/${X_MAX_LENGTH} characters on X`}
      </span>
    </div>
  );
}
