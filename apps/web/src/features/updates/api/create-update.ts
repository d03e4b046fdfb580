import type { Update, UpdateBody } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { updateApi } from './endpoints';

/** POST /api/projects/{id}/updates: an update written by hand (published, or a draft with `status: 'draft'`). */
export function createUpdate(client: ApiClient, projectId: string, body: UpdateBody): Promise<Update> {
  return callEndpoint(client, updateApi.createUpdate, { params: { id: projectId }, body });
}
