import { GitCommitHorizontal, RefreshCw } from 'lucide-react';
import type { RepoCommit } from '@shiplog/contract';
import { CommitSearchBar } from '@/components/commits/commit-search-bar';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCommitSearch } from '@/lib/commit-search';
import { useRepoCommitPages } from '../api/get-repo-commits';
import { CommitResults, needsGithub } from './commit-results';
import { RecentCommitRow } from './recent-commit-row';

export interface RecentCommitsProps {
  /** `owner/repo` */
  repositoryName: string;
  selectedSha: string | null;
  onSelect: (commit: RepoCommit) => void;
}

function CommitSkeletons() {
  return (
    <div role="status" aria-label="Loading commits" className="grid gap-1.5">
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="flex items-center gap-3 px-3 py-2.5">
          <Skeleton className="h-5 w-16" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="hidden h-3.5 w-24 sm:block" />
        </div>
      ))}
    </div>
  );
}

/**
 * 'Recent Commits' of the project's repository: the newest ten first, then any commit by
 * search (message, sha or author), dates and Load more, with Refresh.
 */
export function RecentCommits({ repositoryName, selectedSha, onSelect }: RecentCommitsProps) {
  const search = useCommitSearch();
  const pages = useRepoCommitPages(repositoryName, search.query);
  const notConnected = needsGithub(pages);
  const refreshing = pages.isRefetching && !pages.isFetchingNextPage;

  return (
    <section aria-labelledby="recent-commits-title" className="grid gap-3">
      <div className="flex items-center justify-between gap-3">
        <div>
          <h3 id="recent-commits-title" className="font-semibold">
            Recent Commits
          </h3>
          <p className="text-sm text-muted-foreground">Pick a commit to turn it into a build update.</p>
        </div>
        {!notConnected && (
          <Button
            variant="secondary"
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
          <div className="flex flex-col items-center rounded-xl border border-dashed border-border-strong px-6 py-10 text-center">
            <GitCommitHorizontal aria-hidden className="mb-3 size-5 text-accent" />
            <p className="text-sm font-medium">No commits yet</p>
            <p className="mt-1 text-sm text-muted-foreground">
              Push to {repositoryName} and its commits show up here.
            </p>
          </div>
        }
        renderList={(commits) => (
          <ul aria-label={`Commits of ${repositoryName}`} className="grid gap-1">
            {commits.map((commit) => (
              <RecentCommitRow
                key={commit.sha}
                commit={commit}
                selected={commit.sha === selectedSha}
                onSelect={() => onSelect(commit)}
              />
            ))}
          </ul>
        )}
      />
    </section>
  );
}
