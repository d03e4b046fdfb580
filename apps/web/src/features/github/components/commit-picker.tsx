import { GitCommitHorizontal, RefreshCw } from 'lucide-react';
import type { RepoCommit } from '@shiplog/contract';
import { CommitSearchBar } from '@/components/commits/commit-search-bar';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useCommitSearch } from '@/lib/commit-search';
import { useRepoCommitPages } from '../api/get-repo-commits';
import { CommitChoice } from './commit-choice';
import { CommitResults, needsGithub } from './commit-results';
import { RecentCommitRow } from './recent-commit-row';

/** The picker as one field of a form: its ids start with `id`, its label is `${id}-commits`. */
export interface CommitPickerField {
  id: string;
  disabled: boolean;
}

export interface CommitPickerProps {
  /** `owner/repo` */
  repositoryName: string;
  selectedSha: string | null;
  onSelect: (commit: RepoCommit) => void;
  /**
   * Inside a form (project settings): a labelled radio group, arrow keys move the choice.
   * Without it (My Projects): a 'Recent Commits' section of commit buttons.
   */
  field?: CommitPickerField;
  /** My Projects: several commits picked for one story (each row gets a checkbox). */
  picks?: { shas: ReadonlySet<string>; onToggle: (commit: RepoCommit) => void };
}

/** Rows in the shape of the commits to come, while the first page loads. */
function CommitSkeletons({ compact }: { compact: boolean }) {
  return (
    <div role="status" aria-label="Loading commits" className={cn('grid', compact ? 'gap-2' : 'gap-1.5')}>
      {Array.from({ length: compact ? 4 : 5 }, (_, i) => (
        <div key={i} className={cn('flex items-center gap-3 px-3', compact ? 'py-2' : 'py-2.5')}>
          <Skeleton className={compact ? 'size-4 rounded-full' : 'h-5 w-16'} />
          <Skeleton className="h-4 flex-1" />
          {!compact && <Skeleton className="hidden h-3.5 w-24 sm:block" />}
        </div>
      ))}
    </div>
  );
}

/** 'No commits yet': a line inside a form, a centred note in a section. */
function NoCommits({ repositoryName, compact }: { repositoryName: string; compact: boolean }) {
  if (compact)
    return (
      <p className="flex items-center gap-2 rounded-lg border border-dashed border-border-strong px-4 py-6 text-sm text-muted-foreground">
        <GitCommitHorizontal aria-hidden className="size-4 text-accent" />
        No commits yet. Push to {repositoryName} and they show up here.
      </p>
    );
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-border-strong px-6 py-10 text-center">
      <GitCommitHorizontal aria-hidden className="mb-3 size-5 text-accent" />
      <p className="text-sm font-medium">No commits yet</p>
      <p className="mt-1 text-sm text-muted-foreground">
        Push to {repositoryName} and its commits show up here.
      </p>
    </div>
  );
}

/**
 * The repository's commits to pick one from: the newest ten first, then any commit by search
 * (message, sha or author), dates and Load more, with Refresh. One list for project settings
 * (a form field) and My Projects (a section).
 */
export function CommitPicker({ repositoryName, selectedSha, onSelect, field, picks }: CommitPickerProps) {
  const search = useCommitSearch();
  const pages = useRepoCommitPages(repositoryName, search.query);
  const notConnected = needsGithub(pages);
  const refreshing = pages.isRefetching && !pages.isFetchingNextPage;
  const compact = field !== undefined;
  const Wrapper = compact ? 'div' : 'section';

  return (
    <Wrapper aria-labelledby={compact ? undefined : 'recent-commits-title'} className="grid gap-3">
      <div className="flex items-center justify-between gap-3">
        {field ? (
          <p id={`${field.id}-commits`} className="text-sm font-medium">
            Recent commits
          </p>
        ) : (
          <div>
            <h3 id="recent-commits-title" className="font-semibold">
              Recent Commits
            </h3>
            <p className="text-sm text-muted-foreground">
              {picks
                ? 'Pick a commit to turn it into a build update, or tick several for one story.'
                : 'Pick a commit to turn it into a build update.'}
            </p>
          </div>
        )}
        {!notConnected && (
          <Button
            variant={compact ? 'ghost' : 'secondary'}
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
        skeleton={<CommitSkeletons compact={compact} />}
        empty={<NoCommits repositoryName={repositoryName} compact={compact} />}
        renderList={(commits) =>
          field ? (
            <div
              role="radiogroup"
              aria-labelledby={`${field.id}-commits`}
              className="grid max-h-96 gap-1 overflow-y-auto"
            >
              {commits.map((commit) => (
                <CommitChoice
                  key={commit.sha}
                  commit={commit}
                  name={`${field.id}-commit`}
                  checked={commit.sha === selectedSha}
                  disabled={field.disabled}
                  onSelect={() => onSelect(commit)}
                />
              ))}
            </div>
          ) : (
            <ul aria-label={`Commits of ${repositoryName}`} className="grid gap-1">
              {commits.map((commit) => (
                <RecentCommitRow
                  key={commit.sha}
                  commit={commit}
                  selected={commit.sha === selectedSha}
                  onSelect={() => onSelect(commit)}
                  {...(picks
                    ? { pick: { picked: picks.shas.has(commit.sha), onToggle: () => picks.onToggle(commit) } }
                    : {})}
                />
              ))}
            </ul>
          )
        }
      />
    </Wrapper>
  );
}
