import type { Health } from '@shiplog/contract';
import { pingDatabase, type DbHandle } from '../../db/client';

/**
 * Whether the database answers. A success is remembered for `cacheMs`, so a load
 * balancer polling health does not cost a query per call; a failure is never cached.
 */
export function createHealthService(database: DbHandle, cacheMs: number) {
  let okUntil = 0;
  return {
    async check(): Promise<Health> {
      if (Date.now() < okUntil) return { status: 'ok', database: 'ok' };
      const ok = await pingDatabase(database);
      if (ok) okUntil = Date.now() + cacheMs;
      return ok ? { status: 'ok', database: 'ok' } : { status: 'unavailable', database: 'unreachable' };
    },
  };
}
