import { eq } from 'drizzle-orm';
import type { ReviewRule, Significance } from '@shiplog/contract';
import type { Database } from '../db/client';
import { projects } from '../db/schema';
import { atLeast } from './significance';

/** The project's rule for generated updates; `review` when the project is gone. */
export async function readReviewRule(db: Database, projectId: string): Promise<ReviewRule> {
  const [row] = await db
    .select({ rule: projects.reviewRule })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row?.rule ?? 'review';
}

/** The rule in words, for the owner (a delivery's detail). */
export const reviewRuleWords = (rule: ReviewRule) =>
  rule === 'review' ? 'every generated update is reviewed' : `only ${rule} and above publish at once`;

/**
 * Whether a generated update waits for the owner as a draft: always under `review`, otherwise
 * when its significance is below the rule's level. Updates written by hand never go by it.
 */
export function holdsForReview(rule: ReviewRule, significance: Significance): boolean {
  return rule === 'review' || !atLeast(significance, rule);
}
