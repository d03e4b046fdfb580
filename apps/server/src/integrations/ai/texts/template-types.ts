/** What a commit is about, as far as the built-in writer can tell from its message. */
export type ChangeKind =
  | 'feature'
  | 'fix'
  | 'small'
  | 'breaking'
  | 'perf'
  | 'refactor'
  | 'docs'
  | 'tests'
  | 'deps'
  | 'chore'
  | 'release'
  | 'merge'
  | 'revert'
  | 'other';

/**
 * The sentences of one tone. `{slot}` is filled from the commit; `{Slot}` (capitalised) is
 * filled with its first letter upper-cased. An empty list means the tone leaves that part out.
 * No template may state a fact of its own: no digits, names, versions or claims.
 */
export interface ToneTemplates {
  /** The first words, by kind of change. Slot: {project}. */
  openers: Record<ChangeKind, string[]>;
  /** The change, when the subject starts with a verb we know. Slot: {did} ("added dark mode"). */
  did: string[];
  /** The change, in the subject's own words otherwise. Slot: {headline}. */
  headline: string[];
  /** A small fix, said as small as it is. Slots: {thing} ("a typo"), {where}. */
  small: string[];
  /** The BREAKING CHANGE note of the commit. Slot: {note}. */
  breakingNote: string[];
  /** The pull request a merge commit names. Slots: {pr}, {branch}. */
  pullRequest: string[];
  /** Files changed. Slots: {files} ("a.ts, b.ts and c.ts"), {count} ("3 files"). */
  files: string[];
  /** Lines added and removed. Slots: {additions}, {deletions} (numbers), {addedLines} ("12 lines"). */
  lines: string[];
  /** The commit itself. Slots: {sha} (seven characters), {tag} ("feat(auth)"). */
  reference: string[];
  /** The commit, when it has no conventional type. Slot: {sha}. */
  bareReference: string[];
  /** Several commits in one post or update. Slots: {project}, {count} ("3 commits"). */
  summary: string[];
  /** The last sentence of a post. */
  closers: string[];
  /** The project page on LinkedIn and Discord. Slot: {url}. */
  link: string[];
  /** At most one line of hashtags; empty for none. */
  hashtags: string;
}
