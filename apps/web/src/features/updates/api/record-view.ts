import { viewResponseSchema } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';

/** POST /api/updates/{id}/views: the server counts a visitor once a day; answers the count. */
export async function recordView(client: ApiClient, updateId: string): Promise<number> {
  const { views } = await client.post(`/updates/${encodeURIComponent(updateId)}/views`, undefined, {
    schema: viewResponseSchema,
  });
  return views;
}
