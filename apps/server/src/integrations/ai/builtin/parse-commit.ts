import type { ChangedFile, CommitFacts } from '../index';
import { commitVerbs, gitmojiTypes, type ChangeKind } from '../texts';
import { cleanBody } from './commit-body';
import { kindOf, TYPE_KINDS, VERSION } from './change-kind';
import { capitalize, pastTense, readSmallFix } from './phrasing';

/** What the built-in writer knows about a commit: only what its message and stats say. */
export interface ParsedCommit {
  sha: string;
  short: string;
  kind: ChangeKind;
  /** "feat(auth)!" when the subject is a conventional commit. */
  tag?: string;
  scope?: string;
  breaking: boolean;
  breakingNote?: string;
  /** The subject in its own words, capitalised, without prefixes or a final period. */
  headline: string;
  /** The subject as a past-tense phrase ("added dark mode"), when it starts with a known verb. */
  did?: string;
  small?: { thing: string; where?: string };
  paragraphs: string[];
  pullRequest?: { number: string; branch: string };
  files: ChangedFile[];
  additions?: number;
  deletions?: number;
}

const CONVENTIONAL = /^([a-z]+)(?:\(([^)]*)\))?(!)?:\s*(.*)$/i;
const BRACKET_SCOPE = /^\[([^\]]{1,30})\]\s*(.*)$/;
const LEADING_EMOJI =
  /^(?::[a-z0-9_+-]+:|[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}][\u{FE0F}\u{200D}\p{Extended_Pictographic}]*)\s*/iu;
const MERGE_PR = /^Merge pull request #(\d+) from (\S+)/i;
const MERGE_BRANCH = /^Merge (?:remote-tracking )?branch '([^']+)'(?: of \S+)?(?: into (\S+))?/i;
const REVERT = /^Revert "(.+)"\.?$/;

interface Subject {
  text: string;
  type?: string;
  scope?: string;
  bang: boolean;
}

/** Strips gitmoji and the conventional `type(scope)!:` prefix off a subject line. */
function readSubject(line: string): Subject {
  let text = line.trim();
  let type: string | undefined;
  for (let m = LEADING_EMOJI.exec(text); m; m = LEADING_EMOJI.exec(text)) {
    const key = m[0].trim().replace(/\u{FE0F}/gu, '');
    type ??= gitmojiTypes[key] ?? gitmojiTypes[[...key][0] ?? ''];
    text = text.slice(m[0].length);
  }
  const conventional = CONVENTIONAL.exec(text);
  if (conventional && (TYPE_KINDS[conventional[1]!.toLowerCase()] || /^[a-z-]+$/.test(conventional[1]!))) {
    const word = conventional[1]!.toLowerCase();
    const known = TYPE_KINDS[word] !== undefined;
    const scope = known ? conventional[2]?.trim() : word;
    return {
      text: conventional[4]!.trim(),
      type: known ? word : type,
      scope: scope || undefined,
      bang: !!conventional[3],
    };
  }
  const bracket = BRACKET_SCOPE.exec(text);
  if (bracket) return { text: bracket[2]!.trim(), type, scope: bracket[1]!.trim(), bang: false };
  return { text, type, bang: false };
}

const RELEASED = commitVerbs.release;

/** Capitalised, unless the first word is a version, a path or a lone lower-case word ("wip"). */
const sentenceCase = (text: string) => (/^\p{Ll}+\s/u.test(text) ? capitalize(text) : text);

const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/[.。]+$/, '')
    .trim();

/** Reads a commit message the way a careful person would. */
export function parseCommit(commit: CommitFacts): ParsedCommit {
  const lines = commit.message.replace(/\r\n?/g, '\n').trim().split('\n');
  let subjectLine = lines[0] ?? '';
  let rest = lines.slice(1);
  let pullRequest: ParsedCommit['pullRequest'];
  let merged: string | undefined;
  const pr = MERGE_PR.exec(subjectLine);
  const branch = MERGE_BRANCH.exec(subjectLine);
  if (pr) {
    const titleAt = rest.findIndex((l) => l.trim());
    if (titleAt >= 0) {
      pullRequest = { number: pr[1]!, branch: pr[2]! };
      [subjectLine, rest] = [rest[titleAt]!, rest.slice(titleAt + 1)];
    } else merged = `merged pull request #${pr[1]} from ${pr[2]}`;
  } else if (branch) merged = `merged branch ${branch[1]}${branch[2] ? ` into ${branch[2]}` : ''}`;
  const revert = REVERT.exec(subjectLine);
  const subject = readSubject(revert ? revert[1]! : subjectLine);
  const description = tidy(subject.text) || tidy(subjectLine);
  const body = cleanBody(rest);
  const files = commit.files ?? [];
  const breaking = subject.bang || !!body.breakingNote || subject.type === 'breaking';
  let kind = merged ? 'merge' : revert ? 'revert' : kindOf(subject, description, files);
  if (pullRequest && kind === 'other') kind = 'merge';
  const small =
    ['fix', 'docs', 'chore', 'other'].includes(kind) && !breaking ? readSmallFix(description) : undefined;
  if (small) kind = 'small';
  if (breaking) kind = 'breaking';
  const headline = sentenceCase(merged ?? description);
  const released = kind === 'release' && VERSION.test(description) ? `${RELEASED} ${description}` : undefined;
  const did = merged ?? released ?? (revert ? `reverted “${description}”` : pastTense(description));
  const tag =
    subject.type && !merged && !revert
      ? `${subject.type}${subject.scope ? `(${subject.scope})` : ''}${subject.bang ? '!' : ''}`
      : undefined;
  return {
    sha: commit.sha,
    short: commit.sha.slice(0, 7),
    kind,
    ...(tag ? { tag } : {}),
    ...(subject.scope ? { scope: subject.scope } : {}),
    breaking,
    ...(body.breakingNote ? { breakingNote: body.breakingNote } : {}),
    headline,
    ...(did ? { did } : {}),
    ...(small ? { small } : {}),
    paragraphs: body.paragraphs,
    ...(pullRequest ? { pullRequest } : {}),
    files,
    ...(commit.additions !== undefined ? { additions: commit.additions } : {}),
    ...(commit.deletions !== undefined ? { deletions: commit.deletions } : {}),
  };
}
