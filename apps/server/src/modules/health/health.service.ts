import type { Health } from '@shiplog/contract';
import { pingDatabase, type DbHandle } from '../../db/client';

const OK: Health = { status: 'ok', database: 'ok' };
const DOWN: Health = { status: 'unavailable', database: 'unreachable' };

/**
 * Whether the database answers. A success is remembered for `cacheMs`, so a load
 * balancer polling health does not cost a query per call; a failure is never cached.
 */
export function createHealthService(database: DbHandle, cacheMs: number) {
  let okUntil = 0;
  return {
    /** The remembered success, when there is one: answers without waiting. */
    cached(): Health | null {
      return Date.now() < okUntil ? OK : null;
    },
    async check(): Promise<Health> {
      const ok = await pingDatabase(database);
      if (ok) okUntil = Date.now() + cacheMs;
      return ok ? OK : DOWN;
    },
  };
}
