import { RefreshCw, Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { Repository } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { RepositoryOption } from './repository-option';

export interface RepositoryPickerProps {
  repositories: Repository[];
  selected: Repository | null;
  onSelect: (repository: Repository) => void;
  refreshing: boolean;
  onRefresh: () => void;
  /** Id of the 'Please select a repository' message, when shown. */
  errorId?: string;
}

function matches(repository: Repository, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  if (!needle) return true;
  return [repository.full_name, repository.description ?? '', repository.language ?? ''].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/**
 * The user's repositories as one radio group (arrow keys move between them), with a filter box for
 * accounts with many repositories.
 */
export function RepositoryPicker({
  repositories,
  selected,
  onSelect,
  refreshing,
  onRefresh,
  errorId,
}: RepositoryPickerProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const shown = repositories.filter((repository) => matches(repository, filter));

  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={errorId}>
      <legend className="mb-2 text-sm font-medium">Repository</legend>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-subtle-foreground"
          />
          <Input
            type="search"
            aria-label="Filter repositories"
            aria-controls={`${id}-list`}
            placeholder="Filter repositories"
            className="pl-9"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            // Enter in the filter must not submit the form.
            onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          />
        </div>
        <Button
          variant="secondary"
          size="icon"
          aria-label="Refresh repositories"
          loading={refreshing}
          onClick={onRefresh}
        >
          {!refreshing && <RefreshCw aria-hidden className="size-4" />}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {filter.trim()
          ? `${shown.length} of ${repositories.length} repositories`
          : `${repositories.length} ${repositories.length === 1 ? 'repository' : 'repositories'}`}
      </p>
      <div id={`${id}-list`}>
        {shown.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border-strong px-4 py-8 text-center text-sm text-muted-foreground">
            {repositories.length === 0
              ? 'No repositories on your GitHub account yet.'
              : `No repositories match “${filter.trim()}”.`}
          </p>
        ) : (
          <ul className="max-h-72 divide-y divide-border overflow-y-auto rounded-lg border border-border bg-background/40">
            {shown.map((repository) => (
              <RepositoryOption
                key={repository.id}
                repository={repository}
                name={`${id}-repository`}
                checked={selected?.id === repository.id}
                onChoose={() => onSelect(repository)}
              />
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
