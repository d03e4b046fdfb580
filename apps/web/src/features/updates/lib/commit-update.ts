import { MAX_UPDATE_TITLE_LENGTH, type RepoCommit } from '@shiplog/contract';
import { firstLine, shortSha } from '@/lib/commit-format';

/** The title of the update a commit is published as: its subject line, else its short sha. */
export function commitUpdateTitle(commit: RepoCommit): string {
  return (firstLine(commit.commit.message) || `Commit ${shortSha(commit.sha)}`).slice(
    0,
    MAX_UPDATE_TITLE_LENGTH,
  );
}
