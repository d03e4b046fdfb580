import { FolderGit2, GitCommitHorizontal, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { githubMessages, paths, postMessages, type DashboardCommit, type Post } from '@shiplog/contract';
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
  /** Commits ticked for one story, and what to show for them above the list (composed in by the route). */
  picks?: { ids: ReadonlySet<string>; onToggle: (commit: DashboardCommit) => void; panel: ReactNode };
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
export function CommitsTab({ writing, onWritingChange, onGenerated, picks }: CommitsTabProps) {
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
  const listed = commits.commits;
  let body;
  if (commits.isPending) body = <ListSkeleton label="Loading commits" />;
  else if (!commits.data) body = null;
  else if (listed.length === 0) body = search.active ? <NoMatchingCommits search={search} /> : <NoCommits />;
  else
    body = (
      <>
        <ul aria-label="Commits" className="grid gap-3">
          {listed.map((commit) => (
            <CommitRow
              key={commit.id}
              commit={commit}
              writing={writing}
              onGenerated={onGenerated}
              {...(picks && commit.project_id
                ? { pick: { picked: picks.ids.has(commit.id), onToggle: () => picks.onToggle(commit) } }
                : {})}
            />
          ))}
        </ul>
        <CommitListFooter
          pages={commits}
          search={search}
          failure={commits.isFetchNextPageError ? githubDetail(commits.error) : undefined}
        />
      </>
    );

  // Each part keeps its place, so the search box keeps focus while its answer loads.
  return (
    <div className="grid gap-5">
      {banner}
      {listed.length > 0 && (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <TabHeading
            title={search.active ? 'Commits found' : 'Recent commits'}
            detail={countLabel(listed.length, new Set(listed.map((c) => c.repo_name)).size)}
          />
          <WritingOptions value={writing} onChange={onWritingChange} />
        </div>
      )}
      {(search.active || listed.length > 0) && (
        <CommitSearchBar
          search={search}
          label="Search your commits"
          searching={commits.isPending && search.active}
        />
      )}
      {listed.length > 0 && picks?.panel}
      {body}
    </div>
  );
}

/** 'No commits found': no project yet, or its repository has none. */
function NoCommits() {
  return (
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
  );
}
