import type { FilesSummary } from './files';

/** What a commit is, as both writers frame it. */
export type CommitType =
  | 'feat'
  | 'fix'
  | 'perf'
  | 'docs'
  | 'refactor'
  | 'test'
  | 'build'
  | 'ci'
  | 'chore'
  | 'style'
  | 'revert'
  | 'merge'
  | 'release'
  | 'other';

export type SkipKind =
  | 'empty'
  | 'wip'
  | 'gibberish'
  | 'vague'
  | 'merge'
  | 'revert'
  | 'release'
  | 'dependencies'
  | 'lockfile'
  | 'ci'
  | 'formatting'
  | 'typo'
  | 'default-message'
  | 'tooling'
  | 'tests'
  | 'docs'
  | 'internal'
  | 'translations';

/** Why a commit is not worth a text, in words for the person who asked. */
export interface SkipDecision {
  kind: SkipKind;
  reason: string;
}

/** A commit with the noise taken out: the facts both writers work from. */
export interface CleanCommit {
  sha: string;
  repository: string;
  author?: string;
  type: CommitType;
  scope?: string;
  breaking: boolean;
  /** The `BREAKING CHANGE:` note. */
  breakingNote?: string;
  /** What the commit says it does: no prefix, references, emoji or final period; capitalised. */
  subject: string;
  /** Body paragraphs; list items are lines starting with "- " (junk items dropped). */
  body: string[];
  /** Issue and pull request numbers of this repository, in the order found. */
  refs: number[];
  /** Co-authors' names. */
  credits: string[];
  /** Set when there is nothing worth sharing. */
  skip?: SkipDecision;
  files: FilesSummary;
  /** Lines added plus lines removed, when known. */
  size?: number;
  additions?: number;
  deletions?: number;
  /** A dependency update (a `deps` scope or a bump subject). */
  deps: boolean;
  /** Marked as work in progress. */
  wip: boolean;
  /** The body's list is the log of a squash merge (one item per squashed commit), not a description. */
  squashed: boolean;
  /** The type comes from the commit itself (a conventional prefix or a gitmoji), not from its words. */
  typeDeclared: boolean;
  /** A merge commit: of a branch, or of a pull request (titled or not), and what it merged. */
  merge?: { kind: 'branch' | 'pull-request'; number?: number; from?: string; into?: string };
  /** What a revert takes back. */
  revertOf?: string;
  /** The subject line as written (for quoting in a reason). */
  original: string;
}
