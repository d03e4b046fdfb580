import { type API_TOKEN_EXPIRY_DAYS, type ApiToken } from '@shiplog/contract';
import { formatDate, formatRelative } from '@/lib/format';

export type ExpiryDays = (typeof API_TOKEN_EXPIRY_DAYS)[number];

/** 30 → '30 days', 365 → '1 year', null → 'No expiry'. */
export function expiryLabel(days: ExpiryDays): string {
  if (days === null) return 'No expiry';
  return days === 365 ? '1 year' : `${days} days`;
}

export const isExpired = (token: ApiToken, now = Date.now()) =>
  token.expires_at !== null && Date.parse(token.expires_at) <= now;

/** 'Expires Apr 5, 2026', 'Expired Apr 5, 2026' or 'Never expires'. */
export function expiresText(token: ApiToken, now = Date.now()): string {
  if (token.expires_at === null) return 'Never expires';
  return `${isExpired(token, now) ? 'Expired' : 'Expires'} ${formatDate(token.expires_at)}`;
}

/** 'Last used 3 hours ago' or 'Never used'. */
export function lastUsedText(token: ApiToken, now = Date.now()): string {
  return token.last_used_at ? `Last used ${formatRelative(token.last_used_at, now)}` : 'Never used';
}
