import { cn } from '@/lib/cn';
import { isXThread, X_MAX_LENGTH, xLength, xThread } from '@shiplog/contract';

/**
 * How long the text is on X (links count 23), red once it is over the 280 limit; a numbered
 * thread (a story's) is counted by its longest part.
 */
export function XCounter({ id, text }: { id: string; text: string }) {
  const parts = isXThread(text) ? xThread(text) : null;
  const length = parts ? Math.max(...parts.map(xLength)) : xLength(text);
  const over = length - X_MAX_LENGTH;
  const ratio = Math.min(length / X_MAX_LENGTH, 1);
  return (
    <div id={id} className="flex items-center gap-2.5 text-xs">
      <span aria-hidden className="h-1.5 w-20 overflow-hidden rounded-full bg-muted">
        <span
          className={cn(
            'block h-full rounded-full',
            over > 0 ? 'bg-danger' : ratio > 0.9 ? 'bg-warning' : 'bg-accent',
          )}
          style={{ width: `${ratio * 100}%` }}
        />
      </span>
      <span className={cn('tabular-nums', over > 0 ? 'font-medium text-danger' : 'text-muted-foreground')}>
        {parts
          ? `X thread of ${parts.length} parts, the longest ${length}/${X_MAX_LENGTH} characters`
          : `${length}/${X_MAX_LENGTH} characters on X`}
        {over > 0 && ` · ${over} over the limit`}
      </span>
    </div>
  );
}
