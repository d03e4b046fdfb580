import type { DomainCheck } from './domain-check';
import type { DomainRow } from './domain-records';

/** Failed checks in a row after which an active domain goes to error. */
export const MAX_ACTIVE_FAILURES = 3;

export type DomainChanges = Pick<DomainRow, 'status' | 'error' | 'failures' | 'verifiedAt' | 'checkedAt'>;

/**
 * The domain after a check. `verify` is the owner's Verify button, `recheck` the job.
 * - Both records right: active, failures 0, no error.
 * - An active domain is not dropped on one bad answer: a missing or wrong record counts a
 *   failure and shows as a warning; the 3rd in a row makes it error. A DNS that does not
 *   answer (timeout, SERVFAIL) is a warning only: an outage of resolvers takes no site down.
 * - A domain not active yet: Verify makes it error with the reason, whatever it is (the
 *   owner asked and is shown why); the job only notes the reason (DNS may still be
 *   propagating), so pending stays pending and error stays error.
 */
export function nextState(
  row: DomainRow,
  check: DomainCheck,
  mode: 'verify' | 'recheck',
  now: Date,
): DomainChanges {
  const base = { verifiedAt: row.verifiedAt, checkedAt: now };
  if (check.ok)
    return { ...base, status: 'active', error: null, failures: 0, verifiedAt: row.verifiedAt ?? now };
  if (row.status === 'active') {
    const failures = row.failures + (check.definite ? 1 : 0);
    const status = failures >= MAX_ACTIVE_FAILURES ? 'error' : 'active';
    return { ...base, status, error: check.error, failures };
  }
  const status = mode === 'verify' ? 'error' : row.status;
  return { ...base, status, error: check.error, failures: 0 };
}
