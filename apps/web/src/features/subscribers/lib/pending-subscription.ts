/**
 * The Stay Updated panel's own request (address and the token the subscribe answer gave), kept per
 * project for the tab's life so a reload still offers 'Unsubscribe'.
 */
export interface PendingSubscription {
  email: string;
  token: string;
}

const keyOf = (projectId: string) => `shiplog:subscription:${projectId}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The kept request as stored (a string, so React can compare snapshots); null when none. */
export function readPendingRaw(projectId: string): string | null {
  try {
    return storage()?.getItem(keyOf(projectId)) ?? null;
  } catch {
    return null;
  }
}

export function readPendingSubscription(projectId: string): PendingSubscription | null {
  return parsePending(readPendingRaw(projectId));
}

export function parsePending(raw: string | null): PendingSubscription | null {
  try {
    const value = JSON.parse(raw ?? 'null') as unknown;
    if (value && typeof value === 'object') {
      const { email, token } = value as Record<string, unknown>;
      if (typeof email === 'string' && typeof token === 'string') return { email, token };
    }
  } catch {
    /* unreadable: nothing kept */
  }
  return null;
}

export function savePendingSubscription(projectId: string, pending: PendingSubscription | null): void {
  try {
    if (pending) storage()?.setItem(keyOf(projectId), JSON.stringify(pending));
    else storage()?.removeItem(keyOf(projectId));
  } catch {
    /* storage full or blocked: the page still works until it reloads */
  }
}
