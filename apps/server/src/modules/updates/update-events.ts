import { eq } from 'drizzle-orm';
import type { TxHandle } from '../../db/client';
import { projects } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { recordOutboundEvent, updateEvent } from '../../integrations/outbound-webhooks';
import type { UpdateRow } from './update-query';

/**
 * Records an update's event (`update.published` or `update.updated`, the update as `row` has
 * it) for its project's webhooks and channels, in the caller's transaction. Answers how many
 * deliveries were queued (none when the project is gone); after the commit, `wakeDeliveries`
 * sends them.
 */
export async function recordUpdateEvent(
  deps: Pick<AppDeps, 'queue' | 'config'>,
  tx: TxHandle,
  type: 'update.published' | 'update.updated',
  row: UpdateRow,
): Promise<number> {
  const [project] = await tx.db
    .select({ id: projects.id, name: projects.name, slug: projects.slug })
    .from(projects)
    .where(eq(projects.id, row.projectId));
  if (!project) return 0;
  return recordOutboundEvent(deps, tx, updateEvent(deps.config.PUBLIC_URL, type, project, row));
}
