/**
 * Resolves in a new task, so the browser gets a turn (input, paint) before what follows. A
 * message, not a timer: nested timers wait at least 4 ms each.
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
