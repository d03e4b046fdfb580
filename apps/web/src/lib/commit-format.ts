import { SHORT_SHA_LENGTH } from '@shiplog/contract';

/** Commit lists cut commit messages at 50 characters. */
export const PICKER_MESSAGE_LENGTH = 50;

export const shortSha = (sha: string): string => sha.slice(0, SHORT_SHA_LENGTH);

/** The subject line of a commit message. */
export const firstLine = (message: string): string => message.trim().split(/\r?\n/, 1)[0]?.trim() ?? '';

/** `text` cut at `max` characters with an ellipsis when it is longer. */
export function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
