import type { AppDeps } from '../../deps';
import type { CommitFacts } from '../../integrations/ai';
import type { GithubClient } from '../../integrations/github';

/**
 * The whole commit for the writer: its files and line counts (GitHub's single-commit
 * endpoint, cached) and, for merges and squash merges, the pull request's title and body.
 * Best effort: without GitHub the writer still has the message.
 */
export function createWholeCommit(deps: AppDeps, github: GithubClient) {
  return async function wholeCommit<T extends CommitFacts>(userId: string, facts: T): Promise<T> {
    try {
      const details = await github.getCommit(userId, facts.repository, facts.sha);
      if (!details) return facts;
      const squashed = /\(#\d+\)\s*$/m.test(facts.message.split('\n')[0] ?? '');
      const pullRequest =
        details.parents > 1 || squashed
          ? await github.pullRequestOf(userId, facts.repository, facts.sha)
          : null;
      return {
        ...facts,
        files: details.files,
        additions: details.additions,
        deletions: details.deletions,
        ...(pullRequest ? { pullRequest } : {}),
      };
    } catch (error) {
      deps.logger.warn({ err: error }, 'commit details: GitHub did not answer; writing from the message');
      return facts;
    }
  };
}
