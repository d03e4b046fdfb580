import { useMutation, useQueryClient } from '@tanstack/react-query';
import { voiceEndpoints, type ProjectVoice, type ProjectVoiceBody } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { voiceKeys } from './query-keys';

/** PUT /api/projects/{id}/voice: answers the voice as stored (hashtags with their #, repeats dropped). */
export function saveVoice(
  client: ApiClient,
  projectId: string,
  body: ProjectVoiceBody,
): Promise<ProjectVoice> {
  return callEndpoint(client, voiceEndpoints.saveProjectVoice, { params: { id: projectId }, body });
}

export function useSaveVoice(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectVoiceBody) => saveVoice(client, projectId, body),
    onSuccess: (voice) => queryClient.setQueryData(voiceKeys.project(projectId), voice),
  });
}
