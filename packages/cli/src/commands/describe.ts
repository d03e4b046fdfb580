import { apiTokenScopeLabels, type ApiToken, type Update } from '@shiplog/contract';
import { formatDate } from '../output';

/** '"Laptop" (read and write), expires Feb 24, 2027' */
export function describeToken(token: ApiToken): string {
  const expiry = token.expires_at
    ? `${Date.parse(token.expires_at) <= Date.now() ? 'expired' : 'expires'} ${formatDate(token.expires_at)}`
    : 'never expires';
  return `"${token.name}" (${apiTokenScopeLabels[token.scope].toLowerCase()}), ${expiry}`;
}

/** The update's own page on the server: `/projects/{id}/updates/{updateId}`. */
export const updateUrl = (server: string, update: Pick<Update, 'id' | 'project_id'>) =>
  `${server}/projects/${encodeURIComponent(update.project_id)}/updates/${encodeURIComponent(update.id)}`;
