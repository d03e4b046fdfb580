import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Update } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { afterDraftChange } from './invalidate';
import { draftApi } from './endpoints';

export interface PublishInput {
  projectId: string;
  updateId: string;
  /** An instant (ISO, UTC) to schedule it; absent to publish now. */
  publishAt?: string;
}

/** POST /api/projects/{id}/updates/{updateId}/publish: now, or scheduled at `publish_at`. */
export function publishUpdate(
  client: ApiClient,
  { projectId, updateId, publishAt }: PublishInput,
): Promise<Update> {
  return callEndpoint(client, draftApi.publishUpdate, {
    params: { id: projectId, updateId },
    body: publishAt ? { publish_at: publishAt } : {},
  });
}

export function usePublishUpdate() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishInput) => publishUpdate(client, input),
    onSuccess: () => afterDraftChange(queryClient),
  });
}
