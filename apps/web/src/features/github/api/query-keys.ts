import type { CommitSearchQuery } from '@shiplog/contract';

/** Cache keys of the github feature: the user's repositories and each repository's commits. */
export const githubKeys = {
  all: ['github'] as const,
  repos: () => [...githubKeys.all, 'repos'] as const,
  commits: (repositoryName: string) => [...githubKeys.all, 'commits', repositoryName] as const,
  /** Pages of commits for a search (or none), below the repository's key so forgetting it drops them. */
  search: (repositoryName: string, search: CommitSearchQuery) =>
    [...githubKeys.commits(repositoryName), 'pages', search] as const,
};
