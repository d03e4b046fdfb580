import { queryOptions, useQuery } from '@tanstack/react-query';
import { imageEndpoints, type ImageUsage } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';

export const imageUsageKey = ['images', 'usage'] as const;

/** GET /api/images/usage: what the user's uploaded images take, and the quota. */
export function getImageUsage(client: ApiClient, signal?: AbortSignal): Promise<ImageUsage> {
  return callEndpoint(client, imageEndpoints.getImageUsage, {}, { signal });
}

export const imageUsageQuery = (client: ApiClient) =>
  queryOptions({ queryKey: imageUsageKey, queryFn: ({ signal }) => getImageUsage(client, signal) });

export function useImageUsage() {
  return useQuery(imageUsageQuery(useApiClient()));
}
