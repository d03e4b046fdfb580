import { projectMessages } from '@shiplog/contract';
import { isApiError } from '@/lib/api-error';

/**
 * The repositories banner: 'Failed to fetch GitHub repositories' when the call
 * answered with a failure status, 'Failed to fetch repositories' when it did not get an answer.
 */
export function reposFailure(error: unknown): string {
  return isApiError(error) && error.status >= 400
    ? projectMessages.fetchGithubReposFailed
    : projectMessages.fetchReposFailed;
}
