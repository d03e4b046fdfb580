import type { Logger } from 'pino';
import { projectMessages } from '@shiplog/contract';
import type { GithubClient, RepositoryAccess } from '../../integrations/github';
import { unprocessable } from '../../lib/app-error';

/**
 * The repository a project is made from (or moved to), as GitHub knows it, when the user has
 * GitHub connected. A repository GitHub does not show the user, or one they cannot push to (a
 * stranger's public repository), is refused with 422: no one claims someone else's work.
 * GitHub being unreachable, slow or rate limited (or the token just revoked) gives null, and
 * the project is made from what the user sent: their input is never lost to GitHub's troubles.
 * Without GitHub connected there is nothing to ask: the name is taken as typed.
 */
export async function lookUpRepository(
  github: GithubClient,
  logger: Logger,
  userId: string,
  fullName: string,
): Promise<RepositoryAccess | null> {
  let repo: RepositoryAccess | null;
  try {
    if (!(await github.isConnected(userId))) return null;
    repo = await github.getRepo(userId, fullName);
  } catch (err) {
    logger.warn({ err, repository: fullName }, 'GitHub lookup failed; creating the project from the form');
    return null;
  }
  if (!repo) throw unprocessable(projectMessages.repositoryNotFound);
  if (!repo.can_push) throw unprocessable(projectMessages.repositoryNoPush(repo.full_name));
  return repo;
}
