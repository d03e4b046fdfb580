import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewRuleSettings } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { draftKeys } from './query-keys';
import { draftApi } from './endpoints';

/** PUT /api/projects/{id}/review-rule: answers the rule now in force. */
export function saveReviewRule(
  client: ApiClient,
  projectId: string,
  body: ReviewRuleSettings,
): Promise<ReviewRuleSettings> {
  return callEndpoint(client, draftApi.saveReviewRule, { params: { id: projectId }, body });
}

export function useSaveReviewRule(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewRuleSettings) => saveReviewRule(client, projectId, body),
    onSuccess: (settings) => queryClient.setQueryData(draftKeys.reviewRule(projectId), settings),
  });
}
