import { and, asc, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { projectDomains } from '../../db/schema';
import type { DnsResolver } from '../../integrations/dns';
import { checkDomainDns } from './domain-check';
import type { DomainRow } from './domain-records';
import { nextState } from './domain-state';

/** Domains one run checks at most, and how many at the same time. */
export const RECHECK_BATCH = 200;
const RECHECK_CONCURRENCY = 8;

/**
 * Checks one domain's records and stores the outcome, unless the owner replaced or removed
 * the domain meanwhile (its token changed: nothing is written and undefined is answered).
 */
export async function checkAndRecord(
  db: Database,
  dns: DnsResolver,
  targetHost: string,
  row: DomainRow,
  mode: 'verify' | 'recheck',
): Promise<DomainRow | undefined> {
  const check = await checkDomainDns(dns, row.domain, row.txtToken, targetHost);
  const [saved] = await db
    .update(projectDomains)
    .set(nextState(row, check, mode, new Date()))
    .where(and(eq(projectDomains.projectId, row.projectId), eq(projectDomains.txtToken, row.txtToken)))
    .returning();
  return saved;
}

/**
 * Which domains are due, oldest check first:
 * - never verified and set up less than 7 days ago: every run (a run is every 15 minutes);
 * - active: daily, hourly once a check has failed (3 failures in a row make it error);
 * - error after having been active: daily, so a repaired record brings it back.
 */
const due = sql`(
  (${projectDomains.verifiedAt} is null and ${projectDomains.createdAt} > now() - interval '7 days'
    and (${projectDomains.checkedAt} is null or ${projectDomains.checkedAt} < now() - interval '10 minutes'))
  or (${projectDomains.status} = 'active' and ${projectDomains.failures} = 0
    and (${projectDomains.checkedAt} is null or ${projectDomains.checkedAt} < now() - interval '24 hours'))
  or (${projectDomains.status} = 'active' and ${projectDomains.failures} > 0
    and ${projectDomains.checkedAt} < now() - interval '1 hour')
  or (${projectDomains.status} = 'error' and ${projectDomains.verifiedAt} is not null
    and ${projectDomains.checkedAt} < now() - interval '24 hours')
)`;

/** One run of the re-check job: at most RECHECK_BATCH due domains, a few at a time. */
export async function recheckDueDomains(
  db: Database,
  dns: DnsResolver,
  targetHost: string,
  logger: Logger,
): Promise<{ checked: number; active: number }> {
  const rows = await db
    .select()
    .from(projectDomains)
    .where(due)
    .orderBy(sql`${projectDomains.checkedAt} asc nulls first`, asc(projectDomains.projectId))
    .limit(RECHECK_BATCH);
  let active = 0;
  for (let i = 0; i < rows.length; i += RECHECK_CONCURRENCY) {
    const results = await Promise.all(
      rows
        .slice(i, i + RECHECK_CONCURRENCY)
        .map((row) => checkAndRecord(db, dns, targetHost, row, 'recheck')),
    );
    active += results.filter((r) => r?.status === 'active').length;
  }
  logger.info({ checked: rows.length, active }, 'custom domains re-checked');
  return { checked: rows.length, active };
}
