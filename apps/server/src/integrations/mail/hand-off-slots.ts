/**
 * At most `size` holders at once, served in order of arrival; a waiter can give up with an
 * AbortSignal. `acquire` answers the holder's release (calling it twice releases once).
 */
export function createSlots(size: number) {
  let free = size;
  const waiting: Array<() => void> = [];

  const releaser = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiting.shift();
      if (next) next();
      else free++;
    };
  };

  return {
    acquire(signal?: AbortSignal): Promise<() => void> {
      signal?.throwIfAborted();
      if (free > 0) {
        free--;
        return Promise.resolve(releaser());
      }
      return new Promise((resolve, reject) => {
        const grant = () => {
          signal?.removeEventListener('abort', giveUp);
          resolve(releaser());
        };
        const giveUp = () => {
          const index = waiting.indexOf(grant);
          if (index !== -1) waiting.splice(index, 1);
          reject(signal!.reason);
        };
        waiting.push(grant);
        signal?.addEventListener('abort', giveUp, { once: true });
      });
    },
  };
}
