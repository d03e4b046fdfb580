import type { AppDeps } from '../../deps';
import { loadVisibleUpdate } from '../../domain/project-access';
import { utcDay, visitorHash } from './visitor-hash';

/**
 * One statement: the visitor's row for the day (nothing if they were counted already) and,
 * only if it was new, the counter moved; the answer is the counter either way.
 */
const COUNT_VIEW = `with counted as (
  insert into update_views (update_id, visitor_hash, day) values ($1, $2, $3::date)
  on conflict do nothing returning 1
), bumped as (
  update updates set views_count = views_count + 1
  where id = $1 and exists (select 1 from counted)
  returning views_count
)
select coalesce((select views_count from bumped), (select views_count from updates where id = $1))::int as views`;

/** Rows older than this many days are no longer needed to de-duplicate (the prune job). */
export const VIEW_RETENTION_DAYS = 2;
export const PRUNE_UPDATE_VIEWS_SQL = `delete from update_views where day < (now() at time zone 'UTC')::date - ${VIEW_RETENTION_DAYS}`;

export interface Visitor {
  ip: string;
  userAgent: string;
  userId: string | null;
}

/**
 * Views of visible updates: at most one per visitor, update and UTC day; the owner's own
 * views are not counted. The timeline shows the counter as of its cache (a few seconds),
 * so counting a view does not invalidate it.
 */
export function createViewsService(deps: AppDeps) {
  return {
    async record(updateId: string, visitor: Visitor): Promise<{ views: number }> {
      const update = await loadVisibleUpdate(deps.database.db, updateId, visitor.userId);
      if (update.ownerId === visitor.userId) return { views: update.viewsCount };
      const day = utcDay();
      const hash = visitorHash(deps.secret, visitor, day);
      const { rows } = await deps.database.executeSql(COUNT_VIEW, [updateId, hash, day]);
      return { views: Number(rows[0]?.views ?? 0) };
    },
  };
}
