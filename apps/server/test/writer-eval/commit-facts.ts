import type { CommitFacts } from '../../src/integrations/ai';

/** A commit of an evaluation set (its files with line counts) as the writer reads it. */
export interface SetCommitFiles {
  sha: string;
  message: string;
  author: string;
  files: { filename: string; additions: number; deletions: number }[];
}

export const factsOf = (commit: SetCommitFiles, repository: string): CommitFacts => ({
  sha: commit.sha,
  message: commit.message,
  author: commit.author,
  repository,
  files: commit.files,
  additions: commit.files.reduce((n, f) => n + f.additions, 0),
  deletions: commit.files.reduce((n, f) => n + f.deletions, 0),
});
