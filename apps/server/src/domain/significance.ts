import { ownTable } from '../lib/own-table';
import { SIGNIFICANCE_LEVELS, type AutoUpdateCommitType, type Significance } from '@shiplog/contract';

/** What a delivery says about the change, as the significance rules read it. */
export interface ChangeFacts {
  source: AutoUpdateCommitType;
  /** Commit messages (push), the pull request's title and body (merge), the release notes (release). */
  messages: string[];
  /** GitHub logins (or names) of who made the change. */
  authors: string[];
  /** Paths touched, when the payload lists them. */
  files: string[] | null;
  /** How many files changed, when known (a pull request counts them without listing them). */
  filesChanged: number | null;
  /** Lines added plus lines removed, when known. */
  lines: number | null;
  commits: number;
  /** Releases: the tag, and whether GitHub marks it a pre-release. */
  tag?: string;
  prerelease?: boolean;
}

export interface Scored {
  significance: Significance;
  /** Every rule that decided, in words, in the order they applied. */
  reasons: string[];
}

/** Conventional-commit types and the level each one starts at. */
export const TYPE_LEVELS = ownTable<Significance>({
  feat: 'medium',
  fix: 'minor',
  perf: 'minor',
  ...Object.fromEntries(
    ['chore', 'docs', 'test', 'ci', 'style', 'refactor', 'build', 'revert'].map((t) => [t, 'minor' as const]),
  ),
});

/** A change this large raises a minor one to medium. */
export const LARGE_CHANGE = { lines: 500, files: 20, commits: 10 };
export const DEPENDENCY_BOTS = ['dependabot[bot]', 'renovate[bot]'];

const CONVENTIONAL = /^(\w+)(?:\([^)\n]*\))?(!)?:\s/;
const BREAKING_FOOTER = /^\s*(?:#+\s*)?BREAKING[ -]CHANGES?\b/m;
const DOCS_FILE =
  /(^|\/)docs?\/|(^|\/)(readme|license|changelog|contributing|authors)(\.[^/]*)?$|\.(md|mdx|markdown|rst|adoc)$/i;
const TEST_FILE =
  /(^|\/)(tests?|__tests__|spec|e2e)\/|\.(test|spec)\.[^/]+$|_test\.\w+$|(^|\/)test_[^/]+\.py$/i;
const MAJOR_VERSION = /^v?(\d+)\.0\.0$/i;

const rank = (level: Significance) => SIGNIFICANCE_LEVELS.indexOf(level);
export const atLeast = (level: Significance, min: Significance) => rank(level) >= rank(min);
const higher = (a: Significance, b: Significance) => (rank(a) >= rank(b) ? a : b);

/** The conventional type of a message's first line (lower case), and whether it carries `!`. */
export function conventionalType(message: string): { type: string; bang: boolean } | null {
  const match = CONVENTIONAL.exec(message.trimStart());
  if (!match || !TYPE_LEVELS[match[1]!.toLowerCase()]) return null;
  return { type: match[1]!.toLowerCase(), bang: Boolean(match[2]) };
}

/** The starting level: the highest conventional type, else by source. */
function startLevel(facts: ChangeFacts): Scored {
  if (facts.source === 'release')
    return { significance: 'medium', reasons: ['a release is at least medium'] };
  const types = facts.messages.flatMap((m) => conventionalType(m) ?? []);
  if (types.length) {
    const top = types.reduce((a, b) => (rank(TYPE_LEVELS[b.type]!) > rank(TYPE_LEVELS[a.type]!) ? b : a));
    const level = TYPE_LEVELS[top.type]!;
    return { significance: level, reasons: [`${top.type} commit: ${level}`] };
  }
  return facts.source === 'merge'
    ? { significance: 'medium', reasons: ['a merged pull request without a conventional type: medium'] }
    : { significance: 'minor', reasons: ['commits without a conventional type: minor'] };
}

/** Why a change counts as large, or null. */
function largeBecause(facts: ChangeFacts): string | null {
  const files = facts.filesChanged ?? facts.files?.length ?? 0;
  if (facts.lines !== null && facts.lines >= LARGE_CHANGE.lines) return `${facts.lines} lines changed`;
  if (files >= LARGE_CHANGE.files) return `${files} files changed`;
  if (facts.commits >= LARGE_CHANGE.commits) return `${facts.commits} commits`;
  return null;
}

function breakingBecause(facts: ChangeFacts): string | null {
  if (facts.source === 'release') {
    const version = MAJOR_VERSION.exec(facts.tag ?? '');
    if (version && Number(version[1]) >= 1 && !facts.prerelease) return `${facts.tag} is a new major version`;
  } else {
    const bang = facts.messages.map(conventionalType).find((t) => t?.bang);
    if (bang) return `breaking-change marker (${bang.type}!)`;
  }
  return facts.messages.some((m) => BREAKING_FOOTER.test(m)) ? 'BREAKING CHANGE noted' : null;
}

/** Changes that cannot matter much to readers: docs or tests only, or dependency bots. */
function minorBecause(facts: ChangeFacts): string | null {
  if (facts.source === 'release') return null;
  const bots = facts.authors.filter((a) => DEPENDENCY_BOTS.includes(a.toLowerCase()));
  if (bots.length && bots.length === facts.authors.length)
    return `by ${[...new Set(bots)].join(', ')}: dependency updates are minor`;
  if (!facts.files?.length) return null;
  const docs = facts.files.every((f) => DOCS_FILE.test(f));
  const tests = facts.files.every((f) => TEST_FILE.test(f));
  if (docs) return 'only documentation changed: minor';
  if (tests) return 'only tests changed: minor';
  if (facts.files.every((f) => DOCS_FILE.test(f) || TEST_FILE.test(f)))
    return 'only documentation and tests changed: minor';
  return null;
}

/**
 * How much a change matters to a project's readers, by rules that each say why: the type
 * (or source) sets the start, a large change raises minor to medium, a breaking change or a
 * new major version makes it major, and docs/tests-only changes and dependency bots are minor
 * whatever else was said.
 */
export function scoreSignificance(facts: ChangeFacts): Scored {
  const scored = startLevel(facts);
  const raise = (to: Significance, why: string) => {
    scored.significance = higher(scored.significance, to);
    scored.reasons.push(`${why}: ${scored.significance}`);
  };
  const large = largeBecause(facts);
  if (large && scored.significance === 'minor') raise('medium', `large change (${large})`);
  const breaking = breakingBecause(facts);
  if (breaking) raise('major', breaking);
  const minor = minorBecause(facts);
  if (minor) {
    scored.significance = 'minor';
    scored.reasons.push(minor);
  }
  return scored;
}

/** One line for the owner: the level and every rule behind it. */
export const describeScore = (scored: Scored) => `${scored.significance}: ${scored.reasons.join('; ')}`;

/** What ranks a published update: whether it is marked major, its type, and what its change scored. */
export interface RankedUpdateFacts {
  isMajorUpdate: boolean;
  type: 'text' | 'image' | 'commit' | 'release';
  /** The level the rules above gave an automatic update; null for one written by hand. */
  autoSignificance: Significance | null;
  publishedAt: Date;
}

/**
 * A published update's significance: major when marked major; else what the rules scored its
 * change, a release at least medium (as `startLevel` says); an update written by hand without a
 * score is medium, a commit announced without one minor.
 */
export function significanceOfUpdate(u: Omit<RankedUpdateFacts, 'publishedAt'>): Significance {
  if (u.isMajorUpdate) return 'major';
  const fallback: Significance = u.type === 'commit' ? 'minor' : 'medium';
  const scored = u.autoSignificance ?? fallback;
  return u.type === 'release' ? higher(scored, 'medium') : scored;
}

/**
 * Updates most significant first (major, medium, minor); of the same level, releases first,
 * then the newest first. A new array.
 */
export function rankBySignificance<U extends RankedUpdateFacts>(list: readonly U[]): U[] {
  const key = (u: U) => [
    rank(significanceOfUpdate(u)),
    u.type === 'release' ? 1 : 0,
    u.publishedAt.getTime(),
  ];
  return [...list].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i]! - ka[i]!;
    return 0;
  });
}
