import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Subscriber } from '@shiplog/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { formatCount, formatDate } from '@/lib/format';
import type { ListSelectionState } from '@/lib/use-list-selection';

export interface WaitlistEntriesProps {
  entries: Subscriber[];
  selection: ListSelectionState;
  onRemove: (entry: Subscriber) => void;
}

/** Select, email, date, updates preference (and digest), comment frequency, remove: the same on every row. */
const columns = '@lg:grid-cols-[1rem_minmax(0,1fr)_6.5rem_6rem_4.5rem_2.5rem]';
/** Above the columns where rows are table-like (each row's cells carry their own labels too). */
const HEADINGS = ['Email', 'Subscribed', 'Updates', 'Comments'];

/**
 * The entries: table-like rows where the card is wide enough, stacked cards where it is not
 * (one list either way, so screen readers hear each entry once with its labels). Each row has a
 * checkbox; the one above them selects every row shown.
 */
export function WaitlistEntries({ entries, selection, onRemove }: WaitlistEntriesProps) {
  const picked = entries.filter((entry) => selection.isSelected(entry.id)).length;
  const ids = entries.map((entry) => entry.id);
  return (
    <div className="@container">
      <div
        className={`flex items-center gap-3 border-b border-border px-5 py-2.5 text-xs font-medium text-muted-foreground @lg:grid ${columns}`}
      >
        <label className="flex items-center gap-3">
          <Checkbox
            checked={picked > 0 && picked === entries.length}
            ref={(box) => {
              if (box) box.indeterminate = picked > 0 && picked < entries.length;
            }}
            onChange={(event) => selection.toggleRows(ids, event.target.checked)}
          />
          <span className="@lg:sr-only">Select all {formatCount(entries.length)} shown</span>
        </label>
        {HEADINGS.map((heading) => (
          <span key={heading} aria-hidden className="hidden @lg:block">
            {heading}
          </span>
        ))}
      </div>
      <ul aria-label="Subscribers" className="grid gap-3 p-4 @lg:gap-0 @lg:p-0">
        {entries.map((entry) => {
          const selected = selection.isSelected(entry.id);
          return (
            <li
              key={entry.id}
              className={`grid grid-cols-[1rem_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-3 rounded-lg border border-border p-4 @lg:rounded-none @lg:border-0 @lg:border-b @lg:px-5 @lg:py-3 @lg:last:border-b-0 ${columns} ${selected ? 'bg-primary/6' : 'bg-background/40 @lg:bg-transparent'}`}
            >
              <Checkbox
                aria-label={`Select ${entry.email}`}
                checked={selected}
                disabled={selection.selection.kind === 'matching'}
                onChange={(event) => selection.toggle(entry.id, event.target.checked)}
              />
              <div className="grid min-w-0 justify-items-start gap-1">
                <span className="w-full truncate text-sm font-medium" title={entry.email}>
                  {entry.email}
                </span>
                {entry.status === 'pending' && (
                  <Badge variant="warning" title="Has not confirmed by mail yet">
                    Pending
                  </Badge>
                )}
              </div>
              <dl className="col-span-3 grid grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)] gap-3 text-sm @lg:contents">
                <Value label="Subscribed">
                  <time dateTime={entry.subscribed_at}>{formatDate(entry.subscribed_at)}</time>
                </Value>
                <Value label="Updates">
                  <span className="block @lg:truncate">{entry.notification_preference}</span>
                  {entry.update_frequency !== 'instant' && (
                    <span className="block text-xs text-muted-foreground @lg:truncate">
                      {entry.update_frequency} digest
                    </span>
                  )}
                </Value>
                <Value label="Comments">{entry.comment_frequency}</Value>
              </dl>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${entry.email}`}
                className="col-start-3 row-start-1 hover:text-danger @lg:col-start-6"
                onClick={() => onRemove(entry)}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Value({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs text-muted-foreground @lg:sr-only">{label}</dt>
      <dd className="text-muted-foreground @lg:truncate @lg:text-foreground/85">{children}</dd>
    </div>
  );
}
