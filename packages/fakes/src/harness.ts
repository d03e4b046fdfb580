import { createServer } from 'node:net';

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Polls `check` until it holds, every `intervalMs`; fails after `timeoutMs` with `what` in the
 * message. The one way tests wait for something that happens outside their own calls
 * (workers, child processes, servers): never a fixed sleep.
 */
export async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
  what = 'a condition',
  intervalMs = 100,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    // The poll interval between two checks, bounded by the deadline above.
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * The waits a fake server makes on purpose (an answer delayed or stalled because a test asked
 * for it), all cut short when the server closes so no test waits on a closed fake.
 */
export function pausable() {
  const pending = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();
  return {
    /** Resolves after `ms`, or at once when `release` is called. */
    pause: (ms: number) =>
      new Promise<void>((resolve) => {
        // A delay a test asked for: the fault it stands for is a slow answer.
        const entry = { timer: setTimeout(() => (pending.delete(entry), resolve()), ms), resolve };
        pending.add(entry);
      }),
    /** Ends every pause now. */
    release() {
      for (const entry of pending) {
        clearTimeout(entry.timer);
        entry.resolve();
      }
      pending.clear();
    },
  };
}
