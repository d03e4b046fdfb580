import { useQueryClient } from '@tanstack/react-query';
import { githubKeys } from './query-keys';

/** Drops the cached repositories, so the next look asks GitHub again. */
export function useForgetGithubRepos() {
  const queryClient = useQueryClient();
  return () => queryClient.removeQueries({ queryKey: githubKeys.repos() });
}

/** Drops a repository's cached commits (its project is gone). */
export function useForgetRepoCommits() {
  const queryClient = useQueryClient();
  return (repositoryName: string) =>
    queryClient.removeQueries({ queryKey: githubKeys.commits(repositoryName) });
}
