/**
 * Signed-looking deliveries that fail verification, counted per client address and repository
 * in this process: past `max` in a window the pair is refused (429) before any database work.
 * Keyed by repository too, so a stranger's misconfigured hook on their own repository (GitHub
 * delivers it from the same addresses as everyone's) cannot shut out other repositories.
 * Unsigned requests never get this far: they are refused before their body is read.
 */
export function createRefusalLimit({
  max,
  windowMs,
  now = Date.now,
}: {
  max: number;
  windowMs: number;
  now?: () => number;
}) {
  const windows = new Map<string, { start: number; count: number }>();
  const MAX_KEYS = 10_000;
  const current = (key: string) => {
    const entry = windows.get(key);
    return entry && now() - entry.start < windowMs ? entry : undefined;
  };

  return {
    /** Seconds until `key` may try again, or 0. */
    retryAfter(key: string): number {
      const entry = current(key);
      return entry && entry.count >= max ? Math.ceil((entry.start + windowMs - now()) / 1000) : 0;
    },

    count(key: string): void {
      const entry = current(key);
      if (entry) entry.count++;
      else {
        if (windows.size >= MAX_KEYS) windows.clear();
        windows.set(key, { start: now(), count: 1 });
      }
    },
  };
}
