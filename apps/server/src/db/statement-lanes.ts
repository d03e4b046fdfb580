import { AsyncLocalStorage } from 'node:async_hooks';

const background = new AsyncLocalStorage<true>();

/**
 * Runs `fn` as background work (the job queue and its workers): its statements, and those of
 * everything it starts, give way to the statements of requests (see `createStatementLanes`).
 */
export function asBackgroundWork<T>(fn: () => T): T {
  return background.run(true, fn);
}

export const isBackgroundWork = () => background.getStore() === true;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Turns at a database that runs `capacity` statements (or transactions) at once, requests'
 * first. A request's statement starts as soon as there is room. Background work's waits until
 * no request's statement is waiting, and only after a turn of the event loop, so requests that
 * arrived meanwhile are read and their statements queued ahead of it; and it never takes the
 * last `reserved` places, so a request finds one free. On the embedded database (capacity 1,
 * one statement at a time on the app's own thread) a request waits at most for the statement or
 * transaction under way, not for every background statement queued before it.
 */
export function createStatementLanes({ capacity, reserved = 0 }: { capacity: number; reserved?: number }) {
  let running = 0;
  let backgroundRunning = 0;
  const requests: Array<() => void> = [];
  const backgroundQueue: Array<() => void> = [];
  let granting = false;

  const backgroundRoom = () =>
    running < capacity && backgroundRunning < Math.max(1, capacity - reserved) && requests.length === 0;

  /** Lets waiting requests in at once; background work after a turn of the event loop. */
  const dispatch = () => {
    while (requests.length && running < capacity) {
      running++;
      requests.shift()!();
    }
    if (granting || !backgroundQueue.length || !backgroundRoom()) return;
    granting = true;
    void nextTurn().then(() => {
      granting = false;
      if (backgroundQueue.length && backgroundRoom()) {
        running++;
        backgroundRunning++;
        backgroundQueue.shift()!();
      }
      dispatch();
    });
  };

  return {
    /** Runs `fn` (one statement or one transaction) in its turn. */
    async run<T>(fn: () => Promise<T>): Promise<T> {
      const inBackground = isBackgroundWork();
      await new Promise<void>((resolve) => {
        (inBackground ? backgroundQueue : requests).push(resolve);
        dispatch();
      });
      try {
        return await fn();
      } finally {
        running--;
        if (inBackground) backgroundRunning--;
        dispatch();
      }
    },
  };
}
