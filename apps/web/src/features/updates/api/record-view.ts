import type { ApiClient } from '@/lib/api-client';
import { invalidResponse } from '@/lib/api-error';
import { sendToEndpoint } from '@/lib/call-endpoint';
import { updateApi } from './endpoints';

/**
 * POST /api/updates/{id}/views: the server counts a visitor once a day; answers the count. The
 * answer is checked here, not by its schema: every reader's page counts views as it shows, and
 * loading zod and the updates schemas for one number cost that page's main thread 15 ms and
 * more, in one task, while it was still loading.
 */
export async function recordView(client: ApiClient, updateId: string): Promise<number> {
  const answer = await sendToEndpoint(client, updateApi.recordView, { params: { id: updateId } });
  const views = (answer as { views?: unknown } | null)?.views;
  if (typeof views !== 'number' || !Number.isInteger(views)) throw invalidResponse(200);
  return views;
}
