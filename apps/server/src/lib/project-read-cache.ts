import { createHash } from 'node:crypto';

/** A JSON body serialised once, with its strong validator. */
export interface CachedJson {
  body: string;
  etag: string;
}

export function toCachedJson(value: unknown): CachedJson {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** What a loader answers: the value (undefined: nothing to cache) and an optional expiry. */
export type Loaded<V> = { value: V; expiresAt?: number } | undefined;

interface Entry {
  value: unknown;
  expiresAt: number;
}

interface ProjectEntries {
  entries: Map<string, Entry>;
  /** Loads under way: callers that miss at the same moment share one. */
  pending: Map<string, Promise<unknown>>;
}

/**
 * In-process cache of public project reads, grouped by project so one write drops every
 * view of that project. Entries live `ttlMs` at most: writes on this process invalidate at
 * once, writes on other processes show within the TTL. A load that started before an
 * invalidation is not stored (the epoch check), so a slow read cannot bring back old data.
 */
export class ProjectReadCache {
  private readonly projects = new Map<string, ProjectEntries>();
  private epoch = 0;

  constructor(
    public ttlMs: number,
    private readonly maxProjects: number,
  ) {}

  /**
   * The cached value or, on a miss, one load shared by concurrent callers. `fresh` says the
   * value was loaded for this call (or one started moments ago), not served from memory.
   */
  async read<V>(
    projectId: string,
    name: string,
    load: () => Promise<Loaded<V>>,
  ): Promise<{ value: V | undefined; fresh: boolean }> {
    // Turned off (ttlMs 0): every call loads, nothing is shared.
    if (this.ttlMs <= 0) return { value: await this.refresh(projectId, name, load), fresh: true };
    const entry = this.projects.get(projectId)?.entries.get(name);
    if (entry && entry.expiresAt > Date.now()) return { value: entry.value as V, fresh: false };
    const group = this.group(projectId);
    let pending = group.pending.get(name) as Promise<V | undefined> | undefined;
    if (!pending) {
      pending = this.refresh(projectId, name, load).finally(() => {
        if (group.pending.get(name) === pending) group.pending.delete(name);
      });
      group.pending.set(name, pending);
    }
    return { value: await pending, fresh: true };
  }

  /** Loads now (whatever is cached) and stores the result unless invalidated meanwhile. */
  async refresh<V>(projectId: string, name: string, load: () => Promise<Loaded<V>>): Promise<V | undefined> {
    const startedAt = this.epoch;
    const loaded = await load();
    const expiresAt = Math.min(Date.now() + this.ttlMs, loaded?.expiresAt ?? Infinity);
    // An answer already out of date (`expiresAt` now or before) is handed back, not kept.
    if (loaded && startedAt === this.epoch && expiresAt > Date.now())
      this.group(projectId).entries.set(name, { value: loaded.value, expiresAt });
    return loaded?.value;
  }

  /** Drops every cached read of the project; call after the write has committed. */
  invalidate(projectId: string) {
    this.epoch++;
    this.projects.delete(projectId);
  }

  clear() {
    this.epoch++;
    this.projects.clear();
  }

  private group(projectId: string): ProjectEntries {
    let group = this.projects.get(projectId);
    if (!group) {
      // Oldest project first (insertion order): a simple bound on memory.
      if (this.projects.size >= this.maxProjects) this.projects.delete(this.projects.keys().next().value!);
      group = { entries: new Map(), pending: new Map() };
      this.projects.set(projectId, group);
    }
    return group;
  }
}

/**
 * The group of the public list's reads (its pages, the /projects/public page): any project's
 * write drops them with that project's own reads. Not a project id (ids are UUIDs).
 */
export const PUBLIC_LIST_READS = 'public list';

/** How long a public project read may be served from memory. */
export const PROJECT_READ_TTL_MS = 3_000;
/** A 50-update timeline is ~30 KB: tens of MB at worst. */
const MAX_CACHED_PROJECTS = 1_000;

/**
 * A process's cache of public project reads (the timeline and the project itself), and the
 * one hook every committed write to a project calls: `afterProjectWrite(id)` drops that
 * project's cached reads and the public list's; without an id (a write that may touch any project, e.g. an account
 * deleted with everything it owned and wrote) every cached read goes.
 */
export function createProjectReads(ttlMs = PROJECT_READ_TTL_MS) {
  const readCache = new ProjectReadCache(ttlMs, MAX_CACHED_PROJECTS);
  const afterProjectWrite = (projectId?: string) => {
    if (projectId === undefined) return readCache.clear();
    readCache.invalidate(projectId);
    readCache.invalidate(PUBLIC_LIST_READS);
  };
  return { readCache, afterProjectWrite };
}
