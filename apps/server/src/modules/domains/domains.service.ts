import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { domainMessages, type CustomDomain } from '@shiplog/contract';
import { projectDomains, projects } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { createDnsResolver, type DnsResolver } from '../../integrations/dns';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { loadOwnedProject } from '../../domain/project-access';
import { domainHostsOf } from './domain-hosts';
import { isUniqueViolation } from '../../lib/unique-violation';
import { isOwnHost, newTxtToken, targetHostOf, toCustomDomain, type DomainRow } from './domain-records';
import { checkAndRecord } from './domain-recheck';

/** A claim never verified this long is let go when another project asks for the domain. */
const UNVERIFIED_CLAIM_DAYS = 7;

/** A project's custom domain: setup, read, Verify and removal, by its owner only. */
export function createDomainService(
  deps: AppDeps,
  dns: DnsResolver = createDnsResolver({ servers: deps.config.DNS_SERVERS }),
) {
  const { db } = deps.database;
  const targetHost = targetHostOf(deps.config.PUBLIC_URL);
  const hosts = domainHostsOf(db);

  async function rowOf(projectId: string): Promise<DomainRow | undefined> {
    const [row] = await db.select().from(projectDomains).where(eq(projectDomains.projectId, projectId));
    return row;
  }

  /** After a write commits: host routing and the project's cached JSON (its custom_domain). */
  function changed(projectId: string) {
    hosts.invalidate();
    deps.afterProjectWrite(projectId);
  }

  return {
    async get(projectId: string, userId: string): Promise<CustomDomain | null> {
      await loadOwnedProject(db, projectId, userId);
      const row = await rowOf(projectId);
      return row ? toCustomDomain(row, targetHost) : null;
    },

    /**
     * Sets the project's domain, pending, with a fresh token. The same domain again changes
     * nothing (the records the owner created stay right); another one starts over. The unique
     * index on the domain decides between two projects racing for it. Another project's claim
     * that was never verified within 7 days is let go, so nobody can hold a domain by typing it.
     */
    async configure(projectId: string, userId: string, domain: string): Promise<CustomDomain> {
      await loadOwnedProject(db, projectId, userId);
      if (isOwnHost(domain, targetHost)) throw badRequest(domainMessages.ownHost);
      const existing = await rowOf(projectId);
      if (existing?.domain === domain) return toCustomDomain(existing, targetHost);
      const fresh = {
        domain,
        status: 'pending' as const,
        error: null,
        txtToken: newTxtToken(),
        failures: 0,
        verifiedAt: null,
        checkedAt: null,
        createdAt: new Date(),
      };
      try {
        const { row, released } = await deps.database.transaction(async (tx) => {
          const released = await tx.db
            .delete(projectDomains)
            .where(
              and(
                eq(projectDomains.domain, domain),
                ne(projectDomains.projectId, projectId),
                isNull(projectDomains.verifiedAt),
                lt(projectDomains.createdAt, sql`now() - make_interval(days => ${UNVERIFIED_CLAIM_DAYS})`),
              ),
            )
            .returning({ projectId: projectDomains.projectId });
          for (const stale of released)
            await tx.db.update(projects).set({ customDomain: null }).where(eq(projects.id, stale.projectId));
          const [saved] = await tx.db
            .insert(projectDomains)
            .values({ projectId, ...fresh })
            .onConflictDoUpdate({ target: projectDomains.projectId, set: fresh })
            .returning();
          await tx.db.update(projects).set({ customDomain: domain }).where(eq(projects.id, projectId));
          return { row: saved!, released };
        });
        // Once committed: the projects whose stale claim was let go, and this one.
        for (const stale of released) deps.afterProjectWrite(stale.projectId);
        changed(projectId);
        return toCustomDomain(row, targetHost);
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('CONFLICT', domainMessages.taken);
        throw err;
      }
    },

    /** Back to none; removing a domain that is not there is not an error. */
    async remove(projectId: string, userId: string): Promise<void> {
      await loadOwnedProject(db, projectId, userId);
      await deps.database.transaction(async (tx) => {
        await tx.db.delete(projectDomains).where(eq(projectDomains.projectId, projectId));
        await tx.db.update(projects).set({ customDomain: null }).where(eq(projects.id, projectId));
      });
      changed(projectId);
    },

    /** Resolves both records now and records the outcome (see nextState); answers the domain. */
    async verify(projectId: string, userId: string): Promise<CustomDomain> {
      await loadOwnedProject(db, projectId, userId);
      const row = await rowOf(projectId);
      if (!row) throw notFound(domainMessages.none);
      const saved = await checkAndRecord(db, dns, targetHost, row, 'verify');
      changed(projectId);
      return toCustomDomain(saved ?? (await rowOf(projectId)) ?? row, targetHost);
    },
  };
}
