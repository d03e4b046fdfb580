import { GitCommitHorizontal, RefreshCw } from 'lucide-react';
import { CommitSearchBar } from '@/components/commits/commit-search-bar';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCommitSearch } from '@/lib/commit-search';
import { useRepoCommitPages } from '../api/get-repo-commits';
import { CommitChoice } from './commit-choice';
import { CommitResults, needsGithub } from './commit-results';

export interface CommitPickerProps {
  id: string;
  repositoryName: string;
  selectedSha: string | null;
  disabled: boolean;
  onSelect: (sha: string) => void;
}

function CommitSkeletons() {
  return (
    <div role="status" aria-label="Loading commits" className="grid gap-2">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-3 px-3 py-2">
          <Skeleton className="size-4 rounded-full" />
          <Skeleton className="h-4 flex-1" />
        </div>
      ))}
    </div>
  );
}

/**
 * The repository's commits as a radio group (arrow keys move the choice): the newest ten, then
 * any commit by search, dates and Load more, with Refresh.
 */
export function CommitPicker({ id, repositoryName, selectedSha, disabled, onSelect }: CommitPickerProps) {
  const search = useCommitSearch();
  const pages = useRepoCommitPages(repositoryName, search.query);
  const notConnected = needsGithub(pages);
  const refreshing = pages.isRefetching && !pages.isFetchingNextPage;

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-3">
        <p id={`${id}-commits`} className="text-sm font-medium">
          Recent commits
        </p>
        {!notConnected && (
          <Button
            variant="ghost"
            size="sm"
            loading={refreshing}
            aria-label="Refresh commits"
            onClick={() => void pages.refresh()}
          >
            {!refreshing && <RefreshCw aria-hidden className="size-3.5" />}
            Refresh
          </Button>
        )}
      </div>
      {!notConnected && (
        <CommitSearchBar
          search={search}
          label={`Search commits of ${repositoryName}`}
          searching={pages.isPending && search.active}
        />
      )}
      <CommitResults
        pages={pages}
        search={search}
        skeleton={<CommitSkeletons />}
        empty={
          <p className="flex items-center gap-2 rounded-lg border border-dashed border-border-strong px-4 py-6 text-sm text-muted-foreground">
            <GitCommitHorizontal aria-hidden className="size-4 text-accent" />
            No commits yet. Push to {repositoryName} and they show up here.
          </p>
        }
        renderList={(commits) => (
          <div
            role="radiogroup"
            aria-labelledby={`${id}-commits`}
            className="grid max-h-96 gap-1 overflow-y-auto"
          >
            {commits.map((commit) => (
              <CommitChoice
                key={commit.sha}
                commit={commit}
                name={`${id}-commit`}
                checked={commit.sha === selectedSha}
                disabled={disabled}
                onSelect={() => onSelect(commit.sha)}
              />
            ))}
          </div>
        )}
      />
    </div>
  );
}
