import { eq } from 'drizzle-orm';
import type { PublishPolicy, Significance } from '@shiplog/contract';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema';
import { atLeast } from './significance';

/** The project's rule for generated updates; `review` when the project is gone. */
export async function readPublishPolicy(db: Database, projectId: string): Promise<PublishPolicy> {
  const [row] = await db
    .select({ policy: projects.publishPolicy })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row?.policy ?? 'review';
}

/** The rule in words, for the owner (a delivery's detail). */
export const policyWords = (policy: PublishPolicy) =>
  policy === 'review' ? 'every generated update is reviewed' : `only ${policy} and above publish at once`;

/**
 * Whether a generated update waits for the owner as a draft: always under `review`, otherwise
 * when its significance is below the policy's level. Updates written by hand never go by it.
 */
export function holdsForReview(policy: PublishPolicy, significance: Significance): boolean {
  return policy === 'review' || !atLeast(significance, policy);
}
