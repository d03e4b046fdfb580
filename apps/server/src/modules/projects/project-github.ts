import type { Logger } from 'pino';
import { projectMessages, type Repository } from '@shiplog/contract';
import type { GithubClient } from '../../integrations/github';
import { badRequest } from '../../lib/app-error';

/**
 * The repository a new project is made from, as GitHub knows it, when the user has GitHub
 * connected. A repository GitHub does not show the user is refused; GitHub being
 * unreachable, slow or rate limited (or the token just revoked) gives null, and the project
 * is made from what the user sent: their input is never lost to GitHub's troubles.
 */
export async function lookUpRepository(
  github: GithubClient,
  logger: Logger,
  userId: string,
  fullName: string,
): Promise<Repository | null> {
  let repo: Repository | null;
  try {
    if (!(await github.isConnected(userId))) return null;
    repo = await github.getRepo(userId, fullName);
  } catch (err) {
    logger.warn({ err, repository: fullName }, 'GitHub lookup failed; creating the project from the form');
    return null;
  }
  if (!repo) throw badRequest(projectMessages.repositoryNotFound);
  return repo;
}
