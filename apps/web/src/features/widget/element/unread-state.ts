/**
 * What this browser has seen of a project's updates, in the host page's localStorage (no
 * cookies): the newest update marked read, and the newest one that may no longer open the
 * panel by itself. Storage that is full, blocked or missing falls back to memory.
 */
export interface SeenState {
  /** The newest update marked read. */
  seen?: string;
  /** The newest update the panel opened for (or that was there on the first visit). */
  shown?: string;
}

const memory = new Map<string, string>();
const keyOf = (project: string) => `shiplog-whats-new:${project}`;

export function readSeen(project: string): SeenState | null {
  let raw: string | null | undefined;
  try {
    raw = localStorage.getItem(keyOf(project));
  } catch {
    raw = memory.get(keyOf(project));
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as SeenState;
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

export function writeSeen(project: string, state: SeenState) {
  const raw = JSON.stringify(state);
  try {
    localStorage.setItem(keyOf(project), raw);
  } catch {
    memory.set(keyOf(project), raw);
  }
}

/** How many of `ids` (newest first) came after `mark`: all of them when it is not among them. */
export function newerThan(ids: string[], mark: string | undefined): number {
  const at = mark ? ids.indexOf(mark) : -1;
  return at < 0 ? ids.length : at;
}
