/** What one fetched avatar is: its bytes and type, or none (GitHub has no such user or failed). */
interface Avatar {
  body: Buffer;
  type: string;
}

interface Kept {
  avatar: Avatar | null;
  until: number;
}

/** Raster images only: an SVG from elsewhere, served from our origin, could carry script. */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const MAX_BYTES = 256 * 1024;
const KEEP_MS = 24 * 60 * 60_000;
/** A failure is asked again sooner. */
const KEEP_FAILURE_MS = 10 * 60_000;
const TIMEOUT_MS = 5_000;
/** About 8 MB of 16 KB avatars at most. */
const MAX_KEPT = 500;

/**
 * GitHub avatars fetched from `${githubUrl}/{login}.png` (GitHub redirects to its avatar host)
 * and kept in this process a day, least recently used dropped first, so the pages that show
 * contributors send no visitor to GitHub. One fetch per login at a time.
 */
export function createGithubAvatars(githubUrl: string, fetchImpl: typeof fetch = fetch) {
  const kept = new Map<string, Kept>();
  const pending = new Map<string, Promise<Avatar | null>>();

  async function download(login: string): Promise<Avatar | null> {
    try {
      const url = `${githubUrl.replace(/\/+$/, '')}/${encodeURIComponent(login)}.png?size=96`;
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!res.ok || !IMAGE_TYPES.includes(type)) return null;
      const body = Buffer.from(await res.arrayBuffer());
      return body.length <= MAX_BYTES ? { body, type } : null;
    } catch {
      return null;
    }
  }

  function keep(login: string, avatar: Avatar | null) {
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(login, { avatar, until: Date.now() + (avatar ? KEEP_MS : KEEP_FAILURE_MS) });
  }

  return async function avatarOf(login: string): Promise<Avatar | null> {
    const key = login.toLowerCase();
    const hit = kept.get(key);
    if (hit && hit.until > Date.now()) {
      kept.delete(key);
      kept.set(key, hit);
      return hit.avatar;
    }
    let load = pending.get(key);
    if (!load) {
      load = download(login).then((avatar) => {
        keep(key, avatar);
        return avatar;
      });
      pending.set(key, load);
      void load.finally(() => pending.delete(key));
    }
    return load;
  };
}
