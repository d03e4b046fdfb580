import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storyEndpoints, type RepoCommit, type Update } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { updateKeys } from './query-keys';

/**
 * What to do when the commit already has an update: nothing (the answer is 409 UPDATE_EXISTS
 * naming it), write that draft or scheduled one again (`replace`), or add another (`force`, which
 * also writes when the writer finds nothing worth sharing).
 */
export interface CommitUpdateChoice {
  replace?: boolean;
  force?: boolean;
}

/**
 * POST /api/projects/{id}/updates/generate: the update writer turns the commit into the
 * project's update (the same writer and rules as every other way of generating one); the
 * project's review rule decides whether it is published or held in Drafts.
 */
export function generateCommitUpdate(
  client: ApiClient,
  projectId: string,
  commit: RepoCommit,
  choice: CommitUpdateChoice = {},
): Promise<Update> {
  return callEndpoint(client, storyEndpoints.generateUpdate, {
    params: { id: projectId },
    body: { commit_sha: commit.sha, ...choice },
  });
}

export interface PublishCommitPostOptions {
  /** After it was stored, e.g. to refetch the project (its stats count the updates). */
  onSaved?: (update: Update) => unknown;
}

/** My Projects' Publish Update: the commit's update, written and stored once. */
export function usePublishCommitPost(
  projectId: string,
  commit: RepoCommit,
  { onSaved }: PublishCommitPostOptions = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: CommitUpdateChoice = {}) => generateCommitUpdate(client, projectId, commit, choice),
    onSuccess: async (update) => {
      // The drafts inbox and counts (another feature's caches) are out of date: mark them stale.
      await queryClient.invalidateQueries({ refetchType: 'none' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: updateKeys.lists(projectId) }),
        onSaved?.(update),
      ]);
    },
  });
}
