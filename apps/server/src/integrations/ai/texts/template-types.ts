import type { CommitType } from '../clean-commit';

/**
 * The sentences of one tone. `{slot}` is filled from the commit; `{Slot}` (capitalised) with
 * its first letter upper-cased. Each list holds several shapes: the writer picks one per
 * commit and variant, and skips shapes whose opening a recent post of the project used.
 * No template may state a fact of its own (no digits, names, versions or claims), open or
 * close with a stock phrase, or say the project's name other than through `{project}`.
 */
export interface ToneTemplates {
  /** A change said in the past. Slots: {did}/{Did} ("added dark mode"), {project}, {scope}/{Scope}, {emoji}. */
  did: string[];
  /** Shapes that name the scope ("Editor: added…"), used when the commit has a readable scope. */
  scoped: string[];
  /** How the project behaves from now on. Slots: {now} ("now returns 404…"), {project}, {sha}, {emoji}. */
  now: string[];
  /** A sentence of its own. Slots: {clause}/{Clause} ("users can now pick a theme"), {project}, {sha}, {emoji}. */
  clause: string[];
  /** A new thing the project has. Slots: {thing} ("dark mode"), {did}/{Did}, {project}, {emoji}. */
  thing: string[];
  /** The subject in its own words. Slots: {headline}/{Headline}, {label}, {project}, {emoji}. */
  headline: string[];
  /** A short name for each kind of change ("Docs", "Performance"), for {label}. */
  labels: Record<CommitType, string>;
  /** The emoji for each kind of change; empty strings in tones without emoji. */
  emoji: Record<CommitType, string>;
  /** The BREAKING CHANGE note. Slot: {note}. */
  breaking: string[];
  /** A breaking change without a note. */
  breakingBare: string[];
  /** Files touched. Slots: {count}/{Count} ("3 files"), {areas} ("the source code and the tests"), {lines} (", +12/−3" or ""), {sha}. */
  files: string[];
  /** Lines changed when the files are not known. Slots: {additions}, {deletions}, {sha}. */
  lines: string[];
  /** The commit, when neither files nor lines are known. Slot: {sha}. */
  reference: string[];
  /** The part of the project a change is in, for update bodies. Slot: {scope}. */
  area: string[];
  /** The first line of a text about several commits. Slots: {project}, {count} ("3 commits"), {emoji}. */
  several: string[];
  /** At most one line of hashtags; empty for none. */
  hashtags: string;
}

/** Plain names of the kinds of change, for the tones that speak plainly. */
export const PLAIN_LABELS: Record<CommitType, string> = {
  feat: 'New',
  fix: 'Bug fix',
  perf: 'Performance',
  docs: 'Documentation',
  refactor: 'Refactoring',
  test: 'Testing',
  build: 'Build setup',
  ci: 'CI setup',
  chore: 'Maintenance',
  style: 'Code style',
  revert: 'Rollback',
  merge: 'Merged',
  release: 'New version',
  other: 'Change',
};

/** No emoji for any kind of change. */
export const NO_EMOJI = Object.fromEntries(Object.keys(PLAIN_LABELS).map((type) => [type, ''])) as Record<
  CommitType,
  string
>;
