/** One GitHub answer, already mapped to what we keep, with what revalidating it needs. */
export interface CachedAnswer<T> {
  value: T;
  /** GitHub's ETag, sent back as If-None-Match (a 304 costs no rate limit). */
  etag: string | null;
  /** The `rel="next"` page of a paginated answer. */
  next: string | null;
  /** When GitHub last confirmed it (epoch ms). */
  storedAt: number;
}

interface Entry {
  userId: string;
  tokenKey: string;
  answer: CachedAnswer<unknown>;
}

/**
 * GitHub answers per user and request URL, in this process, least recently used evicted
 * first. An answer belongs to the token that fetched it: after a reconnect (a new token,
 * maybe another GitHub account) it is never served.
 */
export class GithubCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries: number) {}

  get size() {
    return this.entries.size;
  }

  /** The caller knows the value's type from the URL it asks for. */
  get<T>(userId: string, tokenKey: string, url: string): CachedAnswer<T> | undefined {
    const key = this.keyOf(userId, url);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.tokenKey !== tokenKey) return undefined;
    this.entries.set(key, entry);
    return entry.answer as CachedAnswer<T>;
  }

  set<T>(userId: string, tokenKey: string, url: string, answer: CachedAnswer<T>) {
    const key = this.keyOf(userId, url);
    this.entries.delete(key);
    this.entries.set(key, { userId, tokenKey, answer });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  /** Forgets everything fetched for the user (their token was dropped). */
  dropUser(userId: string) {
    for (const [key, entry] of this.entries) if (entry.userId === userId) this.entries.delete(key);
  }

  private keyOf(userId: string, url: string) {
    return `${userId}\n${url}`;
  }
}
