import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewRuleSettings } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { draftKeys } from './query-keys';
import { draftApi } from './endpoints';

/** GET /api/projects/{id}/review-rule (owner): what happens to the project's generated updates. */
export function getReviewRule(
  client: ApiClient,
  projectId: string,
  signal?: AbortSignal,
): Promise<ReviewRuleSettings> {
  return callEndpoint(client, draftApi.getReviewRule, { params: { id: projectId } }, { signal });
}

export function reviewRuleQueryOptions(client: ApiClient, projectId: string) {
  return queryOptions({
    queryKey: draftKeys.reviewRule(projectId),
    queryFn: ({ signal }) => getReviewRule(client, projectId, signal),
    retry: false,
  });
}

export function useReviewRule(projectId: string) {
  return useQuery(reviewRuleQueryOptions(useApiClient(), projectId));
}
