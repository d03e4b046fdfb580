import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMMIT_LIST_LIMIT, repoCommitListSchema, type RepoCommit } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { webhookKeys } from './query-keys';

/** GET /api/repos/{owner}/{repo}/commits?limit=10: the repository's recent commits to pick from. */
export function getCommits(
  client: ApiClient,
  repositoryName: string,
  options: { refresh?: boolean; signal?: AbortSignal } = {},
): Promise<RepoCommit[]> {
  const [owner = '', repo = ''] = repositoryName.split('/');
  return client.get(`/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/commits`, {
    query: { limit: COMMIT_LIST_LIMIT, refresh: options.refresh ? '1' : undefined },
    schema: repoCommitListSchema,
    signal: options.signal,
  });
}

export function commitsQueryOptions(client: ApiClient, repositoryName: string) {
  return queryOptions({
    queryKey: webhookKeys.commits(repositoryName),
    queryFn: ({ signal }) => getCommits(client, repositoryName, { signal }),
    retry: false,
    staleTime: 30_000,
  });
}

export function useCommits(repositoryName: string) {
  return useQuery(commitsQueryOptions(useApiClient(), repositoryName));
}
