import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { postEndpoints, type GenerateFromCommitBody, type Post } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { postKeys } from './query-keys';
import { patchPosts } from './get-posts';

/** POST /api/posts/generate: a post written from one stored commit; it comes back under `post`. */
export async function generatePostFromCommit(client: ApiClient, body: GenerateFromCommitBody): Promise<Post> {
  const { post } = await callEndpoint(client, postEndpoints.generatePost, { body });
  return post;
}

const generateKey = (commitId: string) => [...postKeys.all, 'generate', commitId] as const;

/**
 * Generates a post from one commit. After success the posts list shows the new post and is
 * refetched; `onGenerated` runs even when the row that asked is gone.
 */
export function useGeneratePostFromCommit(commitId: string, onGenerated?: (post: Post) => void) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: generateKey(commitId),
    mutationFn: (body: Omit<GenerateFromCommitBody, 'commit_id'>) =>
      generatePostFromCommit(client, { ...body, commit_id: commitId }),
    onSuccess: async (post) => {
      patchPosts(queryClient, (list) => [post, ...list.filter((item) => item.id !== post.id)]);
      onGenerated?.(post);
      await queryClient.invalidateQueries({ queryKey: postKeys.list() });
    },
  });
}

/** How many posts were written from a commit in this visit: a new one asks for another wording. */
export function useGenerationCount(commitId: string): number {
  return useMutationState({
    filters: { mutationKey: generateKey(commitId), exact: true, status: 'success' },
  }).length;
}

/** The latest generation for a commit, also one started before its row was shown again. */
export function useLatestGeneration(commitId: string) {
  const states = useMutationState({
    filters: { mutationKey: generateKey(commitId), exact: true },
    select: (mutation) => ({ status: mutation.state.status, error: mutation.state.error }),
  });
  return states.at(-1) ?? null;
}
