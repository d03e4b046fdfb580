import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format';
import type { ListSelectionState } from '@/lib/use-list-selection';

export interface BulkSelectionBarProps {
  selection: ListSelectionState;
  /** How many rows the current search matches (all of them, not only those loaded). */
  matching: number;
  /** How many rows are loaded. */
  loaded: number;
  /** What a row is called: `['subscriber', 'subscribers']`. */
  noun: readonly [string, string];
  /** The actions on the selection (remove, export). */
  children: ReactNode;
}

const counted = (n: number, [one, many]: readonly [string, string]) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * Shown while rows are selected: how many, the offer to extend the selection to every row the
 * search matches (beyond those loaded), the way back, and the actions.
 */
export function BulkSelectionBar({ selection, matching, loaded, noun, children }: BulkSelectionBarProps) {
  const selected = selection.count(matching);
  if (selected === 0) return null;
  const all = selection.selection.kind === 'matching';
  const offerAll = !all && selected === loaded && matching > loaded;
  return (
    <div
      role="region"
      aria-label="Selection"
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-y border-primary/25 bg-primary/8 px-5 py-2.5"
    >
      <p aria-live="polite" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-medium">
          {all ? `All ${counted(selected, noun)} matching selected` : `${counted(selected, noun)} selected`}
        </span>
        {offerAll && (
          <Button variant="link" size="sm" className="h-auto p-0" onClick={selection.selectMatching}>
            Select all {formatCount(matching)} matching
          </Button>
        )}
        <Button
          variant="link"
          size="sm"
          className="h-auto p-0 text-muted-foreground"
          onClick={selection.clear}
        >
          Clear selection
        </Button>
      </p>
      <div className="flex flex-wrap items-center gap-2">{children}</div>
    </div>
  );
}
