import { Search, X } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { MAX_UPDATE_SEARCH_LENGTH, timelineQuery, type UpdateFilter } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PillNav } from '@/components/ui/pill-nav';
import type { TimelineFilter } from '../api/get-updates';

const FILTERS: Array<{ value: UpdateFilter | undefined; label: string }> = [
  { value: undefined, label: 'All' },
  { value: 'text', label: 'Text' },
  { value: 'commit', label: 'Commits' },
  { value: 'release', label: 'Releases' },
  { value: 'major', label: 'Major' },
];

/** How long typing may pause before the search runs. */
const SEARCH_DELAY_MS = 300;

/** The query string of a timeline view (links work without JavaScript, and can be shared). */
export function timelineSearch(address: TimelineFilter & { before?: string }): string {
  const search = timelineQuery(address);
  return search ? `?${search}` : '?';
}

export interface TimelineToolbarProps {
  filter: TimelineFilter;
  onSearch: (q: string) => void;
}

/** Type filters as links (`?type=release`) and a search form (`?q=…`) over the project's updates. */
export function TimelineToolbar({ filter, onSearch }: TimelineToolbarProps) {
  const id = useId();
  const [text, setText] = useState(filter.q ?? '');
  // Another search in the address (a type link, back/forward) replaces what was typed.
  const [shown, setShown] = useState(filter.q);
  if (shown !== filter.q) {
    setShown(filter.q);
    setText(filter.q ?? '');
  }
  useEffect(() => {
    if (text.trim() === (filter.q ?? '')) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filter.q, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <PillNav
        label="Update types"
        items={FILTERS.map(({ value, label }) => ({
          label,
          to: timelineSearch({ type: value, q: filter.q }),
          active: filter.type === value,
        }))}
      />
      <form role="search" method="get" onSubmit={submit} className="relative sm:w-64">
        <label htmlFor={`${id}-q`} className="sr-only">
          Search updates
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        {filter.type && <input type="hidden" name="type" value={filter.type} />}
        <Input
          id={`${id}-q`}
          type="search"
          name="q"
          placeholder="Search updates"
          maxLength={MAX_UPDATE_SEARCH_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="h-9 pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label="Clear search"
            className="absolute top-1/2 right-1 size-7 -translate-y-1/2"
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            <X aria-hidden className="size-3.5" />
          </Button>
        )}
      </form>
    </div>
  );
}
