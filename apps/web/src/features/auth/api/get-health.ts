import { healthSchema, type Health } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';

/** GET /api/health: 200 when the API and its database answer, 503 otherwise. */
export function getHealth(client: ApiClient, signal?: AbortSignal): Promise<Health> {
  return client.get('/health', { schema: healthSchema, signal, timeoutMs: 10_000 });
}
