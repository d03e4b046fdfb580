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

/**
 * What a loader answers: the value (undefined: nothing to cache), an optional expiry, and its
 * size in bytes when it is big enough to count (a page of updates).
 */
export type Loaded<V> = { value: V; expiresAt?: number; bytes?: number } | undefined;

interface Entry {
  value: unknown;
  expiresAt: number;
  bytes: number;
}

interface ProjectEntries {
  entries: Map<string, Entry>;
  /** The bytes its entries hold. */
  bytes: number;
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
  /** The bytes every entry holds together. */
  private bytes = 0;
  /** When expired entries were last dropped. */
  private sweptAt = Date.now();

  constructor(
    public ttlMs: number,
    private readonly maxProjects: number,
    /** At most this many bytes of values kept: the least recently used projects go first. */
    private readonly maxBytes = Infinity,
  ) {}

  /** What the cache holds now, for tests and the benchmark. */
  get size() {
    return { projects: this.projects.size, bytes: this.bytes };
  }

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
    const found = this.projects.get(projectId);
    const entry = found?.entries.get(name);
    if (entry && entry.expiresAt > Date.now()) {
      // Used now: the project moves to the end of the eviction order.
      this.projects.delete(projectId);
      this.projects.set(projectId, found!);
      return { value: entry.value as V, fresh: false };
    }
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
    if (loaded && startedAt === this.epoch && expiresAt > Date.now()) {
      this.sweep();
      const group = this.group(projectId);
      const bytes = loaded.bytes ?? 0;
      this.forget(group, name);
      group.entries.set(name, { value: loaded.value, expiresAt, bytes });
      group.bytes += bytes;
      this.bytes += bytes;
      this.trim(projectId);
    }
    return loaded?.value;
  }

  /**
   * Drops every expired entry, at most once a TTL: an expired entry is never served again,
   * only replaced, and a reader who followed a cursor through hundreds of pages would
   * otherwise leave them all in memory until the byte limit pushed them out.
   */
  private sweep() {
    const now = Date.now();
    if (now - this.sweptAt < this.ttlMs) return;
    this.sweptAt = now;
    for (const [id, group] of this.projects) {
      for (const [name, entry] of group.entries) if (entry.expiresAt <= now) this.forget(group, name);
      if (!group.entries.size && !group.pending.size) this.projects.delete(id);
    }
  }

  private forget(group: ProjectEntries, name: string) {
    const old = group.entries.get(name);
    if (!old) return;
    group.entries.delete(name);
    group.bytes -= old.bytes;
    this.bytes -= old.bytes;
  }

  /** Drops the least recently used projects (never `keep`) until the bytes fit. */
  private trim(keep: string) {
    for (const [id, group] of this.projects) {
      if (this.bytes <= this.maxBytes) return;
      if (id === keep) continue;
      this.drop(id, group);
    }
    // One project alone over the limit: its oldest entries go.
    const group = this.projects.get(keep);
    for (const name of group ? [...group.entries.keys()] : []) {
      if (this.bytes <= this.maxBytes) return;
      this.forget(group!, name);
    }
  }

  private drop(projectId: string, group: ProjectEntries | undefined = this.projects.get(projectId)) {
    if (!group) return;
    this.bytes -= group.bytes;
    this.projects.delete(projectId);
  }

  /** Drops every cached read of the project; call after the write has committed. */
  invalidate(projectId: string) {
    this.epoch++;
    this.drop(projectId);
  }

  clear() {
    this.epoch++;
    this.projects.clear();
    this.bytes = 0;
  }

  private group(projectId: string): ProjectEntries {
    let group = this.projects.get(projectId);
    if (!group) {
      // Least recently used project first (reads move a project to the end): a bound on memory.
      if (this.projects.size >= this.maxProjects) this.drop(this.projects.keys().next().value!);
      group = { entries: new Map(), pending: new Map(), bytes: 0 };
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
/** Projects whose reads are kept at once. */
const MAX_CACHED_PROJECTS = 1_000;
/** Bytes of pages kept at once, all projects together (a page of 100 updates is ~60 KB). */
export const MAX_CACHED_BYTES = 16 * 1024 * 1024;

/**
 * A process's cache of public project reads (the timeline and the project itself), and the
 * one hook every committed write to a project calls: `afterProjectWrite(id)` drops that
 * project's cached reads and the public list's; without an id (a write that may touch any project, e.g. an account
 * deleted with everything it owned and wrote) every cached read goes.
 */
export function createProjectReads(ttlMs = PROJECT_READ_TTL_MS) {
  const readCache = new ProjectReadCache(ttlMs, MAX_CACHED_PROJECTS, MAX_CACHED_BYTES);
  const afterProjectWrite = (projectId?: string) => {
    if (projectId === undefined) return readCache.clear();
    readCache.invalidate(projectId);
    readCache.invalidate(PUBLIC_LIST_READS);
  };
  return { readCache, afterProjectWrite };
}
