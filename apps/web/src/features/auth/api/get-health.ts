import { healthEndpoints, type Health } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';

/** GET /api/health: 200 when the API and its database answer, 503 otherwise. */
export function getHealth(client: ApiClient, signal?: AbortSignal): Promise<Health> {
  return callEndpoint(client, healthEndpoints.getHealth, {}, { signal, timeoutMs: 10_000 });
}
