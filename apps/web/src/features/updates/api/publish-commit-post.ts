import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { postEndpoints, type RepoCommit, type Update } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { commitUpdateTitle } from '../lib/commit-update';
import { updateKeys } from './query-keys';
import { editUpdate } from './save-update';

/**
 * POST /api/projects/{id}/updates/generate: the commit update the project's review rule decides
 * on (held as a draft, or published), with the owner's edited post as its text in the same call,
 * so subscribers are never mailed words the owner did not approve.
 */
export function generateCommitUpdate(
  client: ApiClient,
  projectId: string,
  commit: RepoCommit,
  content: string,
): Promise<Update> {
  return callEndpoint(client, postEndpoints.generateUpdate, {
    params: { id: projectId },
    body: { commit_sha: commit.sha, custom_title: commitUpdateTitle(commit), content, force: true },
  });
}

/** The owner's words replace the writer's (status and time are left as the server set them). */
function withContent(client: ApiClient, update: Update, content: string): Promise<Update> {
  if (update.content === content) return Promise.resolve(update);
  return editUpdate(client, update.project_id, update.id, {
    type: update.type,
    title: update.title,
    content,
    commit_hash: update.commit_hash,
    commit_message: update.commit_message,
  });
}

export interface PublishCommitPostOptions {
  /** After it was stored, e.g. to refetch the project (its stats count the updates). */
  onSaved?: (update: Update) => unknown;
}

/**
 * My Projects' 'Publish Update': the commit becomes a generated update (so the project's review
 * rule applies and the answer's `status` says whether it was published or held in Drafts), with
 * the edited post as its text. One commit makes one update: publishing again, or after a failed
 * second step, edits the update made the first time instead of making another.
 */
export function usePublishCommitPost(
  projectId: string,
  commit: RepoCommit,
  { onSaved }: PublishCommitPostOptions = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const made = useRef<Update | null>(null);
  return useMutation({
    mutationFn: async (content: string) => {
      made.current = made.current
        ? await withContent(client, made.current, content)
        : await generateCommitUpdate(client, projectId, commit, content);
      return made.current;
    },
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
