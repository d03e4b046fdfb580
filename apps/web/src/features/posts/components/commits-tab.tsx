import { FolderGit2, GitCommitHorizontal, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { githubMessages, paths, postMessages, type Post } from '@shiplog/contract';
import { ConnectGithubPrompt } from '@/components/github/connect-github-prompt';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CommitSearchBar } from '@/components/commits/commit-search-bar';
import { CommitListFooter, NoMatchingCommits } from '@/components/commits/commit-list-footer';
import { useCommitSearch } from '@/lib/commit-search';
import { isGithubConnected } from '@/lib/github-connect';
import { githubDetail, isNotConnected } from '@/lib/github-errors';
import { useCurrentSession } from '@/lib/session';
import { useDashboardCommits } from '../api/fetch-commits';
import { CommitRow } from './commit-row';
import { ListSkeleton } from './list-skeleton';
import { TabHeading } from './tab-heading';
import { WritingOptions, type WritingChoice } from './writing-options';

export interface CommitsTabProps {
  writing: WritingChoice;
  onWritingChange: (value: WritingChoice) => void;
  onGenerated: (post: Post) => void;
}

/** '12 commits from 2 repositories' */
function countLabel(commits: number, repositories: number): string {
  const commitWord = commits === 1 ? 'commit' : 'commits';
  const repositoryWord = repositories === 1 ? 'repository' : 'repositories';
  return `${commits} ${commitWord} from ${repositories} ${repositoryWord}`;
}

/**
 * The Commits tab: recent commits of every project's repository, each with 'Generate Post'; any
 * older one by search, dates and Load more. Without GitHub connected it asks to connect.
 */
export function CommitsTab({ writing, onWritingChange, onGenerated }: CommitsTabProps) {
  // Without a GitHub token the server can only refuse: the prompt shows without asking it.
  const connected = isGithubConnected(useCurrentSession().user);
  const search = useCommitSearch();
  const commits = useDashboardCommits(search.query, connected);

  if (!connected || (commits.isError && isNotConnected(commits.error)))
    return (
      <ConnectGithubPrompt
        className="bg-card/40 py-14"
        title={githubMessages.connectPrompt}
        message="Shiplog reads the recent commits of your projects' repositories. Your token stays on the server."
      />
    );
  const searchBar = (
    <CommitSearchBar
      search={search}
      label="Search your commits"
      searching={commits.isPending && search.active}
    />
  );
  if (commits.isPending)
    return (
      <div className="grid gap-5">
        {search.active && searchBar}
        <ListSkeleton label="Loading commits" />
      </div>
    );
  // A failed refresh keeps the list it had, under the banner.
  const banner = commits.isError && !commits.isFetchNextPageError && (
    <Alert
      variant="error"
      title={postMessages.fetchCommitsFailed}
      action={
        <Button
          variant="secondary"
          size="sm"
          loading={commits.isFetching}
          onClick={() => void commits.refetch()}
        >
          {!commits.isFetching && <RotateCw aria-hidden className="size-3.5" />}
          Try again
        </Button>
      }
    >
      {githubDetail(commits.error)}
    </Alert>
  );
  if (!commits.data) return banner;
  if (commits.commits.length === 0 && search.active)
    return (
      <div className="grid gap-5">
        {banner}
        {searchBar}
        <NoMatchingCommits search={search} />
      </div>
    );
  if (commits.commits.length === 0)
    return (
      <div className="grid gap-5">
        {banner}
        <EmptyState
          icon={GitCommitHorizontal}
          title={postMessages.noCommits}
          description="Commits from your projects' repositories show up here. Add a project for a repository to get started."
          action={
            <Button asChild>
              <Link to={paths.projects}>
                <FolderGit2 aria-hidden className="size-4" />
                Set Up a Project
              </Link>
            </Button>
          }
        />
      </div>
    );

  const repositories = new Set(commits.commits.map((commit) => commit.repo_name)).size;
  return (
    <div className="grid gap-5">
      {banner}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <TabHeading title="Recent commits" detail={countLabel(commits.commits.length, repositories)} />
        <WritingOptions value={writing} onChange={onWritingChange} />
      </div>
      {searchBar}
      <ul aria-label="Commits" className="grid gap-3">
        {commits.commits.map((commit) => (
          <CommitRow key={commit.id} commit={commit} writing={writing} onGenerated={onGenerated} />
        ))}
      </ul>
      <CommitListFooter
        pages={commits}
        search={search}
        failure={commits.isFetchNextPageError ? githubDetail(commits.error) : undefined}
      />
    </div>
  );
}
