import { MAX_UPDATE_TITLE_LENGTH, SHORT_SHA_LENGTH, type RepoCommit } from '@shiplog/contract';

/** The picker cuts commit messages at 50 characters (spec section 9). */
export const PICKER_MESSAGE_LENGTH = 50;

export const shortSha = (sha: string): string => sha.slice(0, SHORT_SHA_LENGTH);

/** The subject line of a commit message. */
export const firstLine = (message: string): string => message.trim().split(/\r?\n/, 1)[0]?.trim() ?? '';

/** `text` cut at `max` characters with an ellipsis when it is longer. */
export function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/** The title of the update a commit is published as: its subject line, else its short sha. */
export function updateTitle(commit: RepoCommit): string {
  return (firstLine(commit.commit.message) || `Commit ${shortSha(commit.sha)}`).slice(
    0,
    MAX_UPDATE_TITLE_LENGTH,
  );
}
