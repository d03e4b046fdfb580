import type { CommitFacts } from '../../integrations/ai';
import {
  mergeControls,
  readLabelControls,
  readTextControls,
  withoutControls,
  type Controls,
} from '../../domain/shiplog-controls';

/** What one commit, its pull request's body and its labels tell Shiplog (domain/shiplog-controls). */
export function controlsOfCommit(commit: CommitFacts): Controls {
  const pull = commit.pullRequest;
  return mergeControls({
    commit: readTextControls(commit.message, { sha: commit.sha }),
    ...(pull
      ? {
          pull: readTextControls(pull.body ?? '', { pull: pull.number }, 'line'),
          labels: readLabelControls(pull.labels ?? [], pull.number),
        }
      : {}),
  });
}

/** The commit as the writer reads it: no control line in its message or pull request body. */
export function withoutCommitControls<T extends CommitFacts>(commit: T): T {
  const pull = commit.pullRequest;
  return {
    ...commit,
    message: withoutControls(commit.message),
    ...(pull?.body ? { pullRequest: { ...pull, body: withoutControls(pull.body) } } : {}),
  };
}
