import { GitCommitHorizontal, RefreshCw } from 'lucide-react';
import { COMMIT_LIST_LIMIT, githubMessages, projectMessages, type RepoCommit } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ConnectGithubPrompt } from '@/components/github/connect-github-prompt';
import { githubDetail, isNotConnected } from '@/lib/github-errors';
import { useRepoCommits } from '../api/get-repo-commits';
import { useRefreshRepoCommits } from '../api/refresh-github';
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

/** 'Recent Commits' of the project's repository (up to 10), with Refresh. */
export function RecentCommits({ repositoryName, selectedSha, onSelect }: RecentCommitsProps) {
  const commits = useRepoCommits(repositoryName);
  const refresh = useRefreshRepoCommits(repositoryName);
  const notConnected = commits.isError && isNotConnected(commits.error);

  let body;
  if (commits.isPending) body = <CommitSkeletons />;
  else if (notConnected) body = <ConnectGithubPrompt message={githubMessages.connectPrompt} />;
  else if (commits.isError)
    body = (
      <Alert variant="error" title={projectMessages.fetchCommitsFailed}>
        {githubDetail(commits.error)}
      </Alert>
    );
  else if (commits.data.length === 0)
    body = (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-border-strong px-6 py-10 text-center">
        <GitCommitHorizontal aria-hidden className="mb-3 size-5 text-accent" />
        <p className="text-sm font-medium">No commits yet</p>
        <p className="mt-1 text-sm text-muted-foreground">
          Push to {repositoryName} and its commits show up here.
        </p>
      </div>
    );
  else
    body = (
      <ul className="grid gap-1">
        {commits.data.slice(0, COMMIT_LIST_LIMIT).map((commit) => (
          <RecentCommitRow
            key={commit.sha}
            commit={commit}
            selected={commit.sha === selectedSha}
            onSelect={() => onSelect(commit)}
          />
        ))}
      </ul>
    );

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
            loading={commits.isFetching}
            aria-label="Refresh commits"
            onClick={() => void refresh()}
          >
            {!commits.isFetching && <RefreshCw aria-hidden className="size-3.5" />}
            Refresh
          </Button>
        )}
      </div>
      {body}
    </section>
  );
}
