import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storyEndpoints, type GenerateUpdateBody, type Update } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';

/** POST /api/projects/{id}/updates/generate: the writer turns one commit into a published update. */
export function generateUpdate(
  client: ApiClient,
  projectId: string,
  body: GenerateUpdateBody,
): Promise<Update> {
  return callEndpoint(client, storyEndpoints.generateUpdate, { params: { id: projectId }, body });
}

export function useGenerateUpdate(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateUpdateBody) => generateUpdate(client, projectId, body),
    // The project page's timeline and counts (other features' caches) are out of date now: mark
    // everything stale without refetching, so the page reloads them when it opens.
    onSuccess: () => queryClient.invalidateQueries({ refetchType: 'none' }),
  });
}
