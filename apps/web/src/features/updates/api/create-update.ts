import { updateEndpoints, type Update, type UpdateBody } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';

/** POST /api/projects/{id}/updates: an update written by hand (published, or a draft with `status: 'draft'`). */
export function createUpdate(client: ApiClient, projectId: string, body: UpdateBody): Promise<Update> {
  return callEndpoint(client, updateEndpoints.createUpdate, { params: { id: projectId }, body });
}
