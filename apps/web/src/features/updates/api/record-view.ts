import type { ApiClient } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { updateApi } from './endpoints';

/** POST /api/updates/{id}/views: the server counts a visitor once a day; answers the count. */
export async function recordView(client: ApiClient, updateId: string): Promise<number> {
  const { views } = await callEndpoint(client, updateApi.recordView, { params: { id: updateId } });
  return views;
}
