import { History, Undo2 } from 'lucide-react';
import type { Post } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { Timestamp } from './timestamp';

export interface PostHistoryProps {
  history: NonNullable<Post['history']>;
  /** Takes an earlier wording back (into the editor, or as the post's text). */
  onUse: (content: string) => void;
  /** True while a wording is being taken back. */
  busy?: boolean;
}

/**
 * The wordings Regenerate replaced, newest first: the post keeps one id, and the owner can go
 * back to any earlier text. Nothing shows before the first Regenerate.
 */
export function PostHistory({ history, onUse, busy }: PostHistoryProps) {
  if (!history.length) return null;
  return (
    <details className="group rounded-lg border border-border bg-background/60 text-sm">
      <summary className="flex cursor-pointer items-center gap-2 px-3 py-2 font-medium select-none">
        <History aria-hidden className="size-4 text-muted-foreground" />
        Earlier versions ({history.length})
      </summary>
      <ol className="grid gap-2 border-t border-border p-3">
        {history.map((version, index) => (
          <li key={`${version.written_at}-${index}`} className="grid gap-2 rounded-md bg-muted/50 p-3">
            <p className="text-xs text-muted-foreground">
              <Timestamp value={version.written_at} prefix="written" />
            </p>
            <p className="line-clamp-4 break-words whitespace-pre-line">{version.content}</p>
            <div>
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => onUse(version.content)}>
                <Undo2 aria-hidden className="size-3.5" />
                Use this version
              </Button>
            </div>
          </li>
        ))}
      </ol>
    </details>
  );
}
