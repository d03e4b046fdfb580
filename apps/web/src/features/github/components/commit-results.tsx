import type { ReactNode } from 'react';
import { githubMessages, projectMessages, type RepoCommit } from '@shiplog/contract';
import { CommitListFooter, NoMatchingCommits } from '@/components/commits/commit-list-footer';
import { ConnectGithubPrompt } from '@/components/github/connect-github-prompt';
import { RetryAlert } from '@/components/ui/retry-alert';
import type { CommitSearch } from '@/lib/commit-search';
import { githubDetail, isNotConnected } from '@/lib/github-errors';
import type { useRepoCommitPages } from '../api/get-repo-commits';

export interface CommitResultsProps {
  pages: ReturnType<typeof useRepoCommitPages>;
  search: CommitSearch;
  /** Shown while the first page loads. */
  skeleton: ReactNode;
  /** Shown when the repository has no commits at all. */
  empty: ReactNode;
  renderList: (commits: RepoCommit[]) => ReactNode;
}

/** True when the list cannot be searched: GitHub is not connected. */
export const needsGithub = (pages: CommitResultsProps['pages']) =>
  pages.isError && isNotConnected(pages.error);

/**
 * A picker's commits in every state: loading, connect GitHub, failed (Try again), none, none
 * matching the search, or the list with Load more.
 */
export function CommitResults({ pages, search, skeleton, empty, renderList }: CommitResultsProps) {
  if (pages.isPending) return skeleton;
  if (needsGithub(pages)) return <ConnectGithubPrompt message={githubMessages.connectPrompt} />;
  const failed = pages.isError && !pages.isFetchNextPageError && (
    <RetryAlert
      title={projectMessages.fetchCommitsFailed}
      retrying={pages.isFetching}
      onRetry={() => void pages.refresh()}
    >
      {githubDetail(pages.error)}
    </RetryAlert>
  );
  if (!pages.data) return failed;
  if (pages.commits.length === 0)
    return (
      <>
        {failed}
        {search.active ? <NoMatchingCommits search={search} /> : empty}
      </>
    );
  return (
    <>
      {failed}
      {renderList(pages.commits)}
      <CommitListFooter
        pages={pages}
        search={search}
        failure={pages.isFetchNextPageError ? githubDetail(pages.error) : undefined}
      />
    </>
  );
}
