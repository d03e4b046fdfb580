import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { DbHandle } from '../db/client';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** Counts in one statement: a new key or an expired window starts at 1, else adds 1. */
const INCREMENT_SQL = `
insert into rate_limits as r (key, count, window_start, window_ms)
values ($1, 1, now(), $2)
on conflict (key) do update set
  count = case when r.window_start + r.window_ms * interval '1 millisecond' <= now() then 1 else r.count + 1 end,
  window_start = case when r.window_start + r.window_ms * interval '1 millisecond' <= now() then now() else r.window_start end,
  window_ms = excluded.window_ms
returning count, greatest(0, ceil(extract(epoch from (r.window_start + r.window_ms * interval '1 millisecond' - now())) * 1000))::int as ttl`;

export const PRUNE_RATE_LIMITS_SQL = `delete from rate_limits where window_start + window_ms * interval '1 millisecond' < now()`;

/**
 * A @fastify/rate-limit store on our database, so every app process behind a load
 * balancer counts against the same limits. Per-route children prefix their keys.
 */
export function createDbRateLimitStore(database: DbHandle): FastifyRateLimitStoreCtor {
  class DbRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'global:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      database
        .executeSql(INCREMENT_SQL, [`${this.prefix}${key}`, timeWindow])
        .then(({ rows }) => {
          const row = rows[0] as { count: number; ttl: number };
          callback(null, { current: Number(row.count), ttl: Number(row.ttl) });
        })
        .catch((err: Error) => callback(err));
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const info = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo ?? {};
      return new DbRateLimitStore(undefined, `${String(info.method)}:${info.url}:`);
    }
  }
  return DbRateLimitStore;
}
