import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storyEndpoints, type GenerateStoryBody, type StoryResponse } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';

/** POST /api/projects/{id}/updates/story: one update and one X thread about several commits. */
export async function generateStory(
  client: ApiClient,
  projectId: string,
  body: GenerateStoryBody,
): Promise<StoryResponse> {
  return callEndpoint(client, storyEndpoints.generateStory, { params: { id: projectId }, body });
}

export function useGenerateStory(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateStoryBody) => generateStory(client, projectId, body),
    // The new update and post show in the timeline, drafts and posts lists.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
