import { apiTokenScopeLabels, projectPagePaths, type ApiToken, type ProjectRef } from '@shiplog/contract';
import { formatDate } from '../output';

/** '"Laptop" (read and write), expires Feb 24, 2027' */
export function describeToken(token: ApiToken): string {
  const expiry = token.expires_at
    ? `${Date.parse(token.expires_at) <= Date.now() ? 'expired' : 'expires'} ${formatDate(token.expires_at)}`
    : 'never expires';
  return `"${token.name}" (${apiTokenScopeLabels[token.scope].toLowerCase()}), ${expiry}`;
}

/**
 * The update's own page on the server, at its project's canonical address: `/p/{slug}/updates/{id}`
 * when the project has a short address, else `/projects/{id}/updates/{id}`.
 */
export const updateUrl = (server: string, project: Pick<ProjectRef, 'id' | 'slug'>, updateId: string) =>
  `${server}${projectPagePaths(project).updatePage(updateId)}`;
