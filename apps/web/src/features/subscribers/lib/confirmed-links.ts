import type { ConfirmResult } from '../api/confirm-subscription';

/**
 * A confirmation link works once. The tab remembers what it confirmed, so reloading the page
 * shows the confirmation again instead of 'invalid or expired'.
 */
const keyOf = (token: string) => `shiplog:confirmed:${token}`;

export function readConfirmed(token: string): ConfirmResult | null {
  try {
    const raw = window.sessionStorage.getItem(keyOf(token));
    return raw ? (JSON.parse(raw) as ConfirmResult) : null;
  } catch {
    return null;
  }
}

export function rememberConfirmed(token: string, result: ConfirmResult): void {
  try {
    window.sessionStorage.setItem(keyOf(token), JSON.stringify(result));
  } catch {
    /* storage blocked: a reload asks the server again */
  }
}
