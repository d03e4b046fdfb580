import { GitCommitHorizontal, RefreshCw } from 'lucide-react';
import { githubMessages, projectMessages } from '@shiplog/contract';
import { ConnectGithubPrompt } from '@/components/github/connect-github-prompt';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { githubDetail, isNotConnected } from '@/lib/github-errors';
import { useRepoCommits } from '../api/get-repo-commits';
import { useRefreshRepoCommits } from '../api/refresh-github';
import { CommitChoice } from './commit-choice';

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

/** The repository's recent commits (up to 10) as a radio group, with Refresh. */
export function CommitPicker({ id, repositoryName, selectedSha, disabled, onSelect }: CommitPickerProps) {
  const commits = useRepoCommits(repositoryName);
  const refreshCommits = useRefreshRepoCommits(repositoryName);
  const refresh = () => void refreshCommits();

  let body;
  if (commits.isPending) body = <CommitSkeletons />;
  else if (commits.isError && isNotConnected(commits.error))
    body = <ConnectGithubPrompt message={githubMessages.connectPrompt} />;
  else if (commits.isError)
    body = (
      <RetryAlert title={projectMessages.fetchCommitsFailed} retrying={commits.isFetching} onRetry={refresh}>
        {githubDetail(commits.error)}
      </RetryAlert>
    );
  else if (commits.data.length === 0)
    body = (
      <p className="flex items-center gap-2 rounded-lg border border-dashed border-border-strong px-4 py-6 text-sm text-muted-foreground">
        <GitCommitHorizontal aria-hidden className="size-4 text-accent" />
        No commits yet. Push to {repositoryName} and they show up here.
      </p>
    );
  else
    body = (
      <div
        role="radiogroup"
        aria-labelledby={`${id}-commits`}
        className="grid max-h-96 gap-1 overflow-y-auto"
      >
        {commits.data.map((commit) => (
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
    );

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-3">
        <p id={`${id}-commits`} className="text-sm font-medium">
          Recent commits
        </p>
        <Button
          variant="ghost"
          size="sm"
          loading={commits.isFetching && !commits.isPending}
          aria-label="Refresh commits"
          onClick={refresh}
        >
          {!(commits.isFetching && !commits.isPending) && <RefreshCw aria-hidden className="size-3.5" />}
          Refresh
        </Button>
      </div>
      {body}
    </div>
  );
}
