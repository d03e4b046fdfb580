import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { MAX_COMMIT_SEARCH_LENGTH } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { CommitSearch } from '@/lib/commit-search';

export interface CommitSearchBarProps {
  search: CommitSearch;
  /** Names the search landmark, e.g. 'Search commits of ada/shiplog'. */
  label: string;
  /** True while a search is being answered. */
  searching?: boolean;
}

/**
 * Search by message, sha or author (Enter or Search), and a date range that applies at once.
 * Not a form: it also sits inside other forms (project settings).
 */
export function CommitSearchBar({ search, label, searching = false }: CommitSearchBarProps) {
  const id = useId();
  const { fields } = search;
  return (
    // Side by side only where the list is wide (the dashboard), stacked in panels and forms.
    <div role="search" aria-label={label} className="@container">
      <div className="grid gap-3 @3xl:grid-cols-[minmax(0,1fr)_auto] @3xl:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-q`}>Search commits</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-q`}
              type="search"
              value={fields.text}
              placeholder="Message, sha or author"
              autoComplete="off"
              enterKeyHint="search"
              maxLength={MAX_COMMIT_SEARCH_LENGTH}
              onChange={(event) => search.setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                search.submit();
              }}
            />
            <Button type="button" variant="secondary" loading={searching} onClick={search.submit}>
              {!searching && <Search aria-hidden className="size-4" />}
              Search
            </Button>
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor={`${id}-from`}>From</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={fields.from}
              max={fields.to || undefined}
              className="min-w-36"
              onChange={(event) => search.setDates({ from: event.target.value, to: fields.to })}
            />
          </div>
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor={`${id}-to`}>To</Label>
            <Input
              id={`${id}-to`}
              type="date"
              value={fields.to}
              min={fields.from || undefined}
              className="min-w-36"
              onChange={(event) => search.setDates({ from: fields.from, to: event.target.value })}
            />
          </div>
          {(search.active || fields.text) && (
            <Button type="button" variant="ghost" onClick={search.clear}>
              <X aria-hidden className="size-4" />
              Clear
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
