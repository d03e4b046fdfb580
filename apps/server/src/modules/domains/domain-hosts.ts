import type { DomainStatus } from '@shiplog/contract';
import type { Database } from '../../db/client';
import { eq } from 'drizzle-orm';
import { projectDomains, projects } from '../../db/schema';

/** A configured custom domain as host routing sees it. */
export interface DomainHost {
  projectId: string;
  status: DomainStatus;
  /** A private project's domain serves nothing (and gets no certificate). */
  isPrivate: boolean;
}

export interface DomainHosts {
  /** The domain's project and status; undefined for a host no project has configured. */
  find(host: string): Promise<DomainHost | undefined>;
  /** Drops the snapshot; the next lookup reads the table again. Call after a write commits. */
  invalidate(): void;
}

/** How long one snapshot of the table serves lookups; writes on this process drop it at once. */
export const DOMAIN_HOSTS_TTL_MS = 30_000;

/**
 * Every configured domain in memory, read in one statement and kept for 30 s (a project made
 * private shows here within that time): a lookup per
 * request (host routing, Caddy's permission checks) costs no query, and a flood of made-up
 * Host headers costs none either. Concurrent misses share one read; a read that started
 * before an invalidation is not kept.
 */
export function createDomainHosts(db: Database, ttlMs = DOMAIN_HOSTS_TTL_MS): DomainHosts {
  let snapshot: { hosts: Map<string, DomainHost>; expiresAt: number } | undefined;
  let loading: Promise<Map<string, DomainHost>> | undefined;
  let epoch = 0;

  async function load(): Promise<Map<string, DomainHost>> {
    const startedAt = epoch;
    const rows = await db
      .select({
        domain: projectDomains.domain,
        projectId: projectDomains.projectId,
        status: projectDomains.status,
        isPrivate: projects.isPrivate,
      })
      .from(projectDomains)
      .innerJoin(projects, eq(projects.id, projectDomains.projectId));
    const hosts = new Map(rows.map(({ domain, ...host }) => [domain, host]));
    if (startedAt === epoch) snapshot = { hosts, expiresAt: Date.now() + ttlMs };
    return hosts;
  }

  async function current(): Promise<Map<string, DomainHost>> {
    if (snapshot && snapshot.expiresAt > Date.now()) return snapshot.hosts;
    loading ??= load().finally(() => {
      loading = undefined;
    });
    return loading;
  }

  return {
    async find(host) {
      return (await current()).get(host.toLowerCase().replace(/\.$/, ''));
    },
    invalidate() {
      epoch++;
      snapshot = undefined;
      loading = undefined;
    },
  };
}

const perDatabase = new WeakMap<Database, DomainHosts>();

/** The process's domain hosts of a database: routes that write and routing that reads share it. */
export function domainHostsOf(db: Database): DomainHosts {
  let hosts = perDatabase.get(db);
  if (!hosts) perDatabase.set(db, (hosts = createDomainHosts(db)));
  return hosts;
}
