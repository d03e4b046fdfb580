/** Cache keys of the github feature: the user's repositories and each repository's recent commits. */
export const githubKeys = {
  all: ['github'] as const,
  repos: () => [...githubKeys.all, 'repos'] as const,
  commits: (repositoryName: string) => [...githubKeys.all, 'commits', repositoryName] as const,
};
