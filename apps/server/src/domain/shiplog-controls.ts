import type { Significance } from '@shiplog/contract';

/**
 * What a developer tells Shiplog in a commit or pull request, without any commit convention:
 *
 * - `Shiplog: skip | patch | minor | major` (a trailer, or a line of a PR body) and the PR labels
 *   `shiplog:skip`, `shiplog:minor`, `shiplog:major` override the significance rules
 *   (semver words: patch → minor, minor → medium, major → major; skip leaves the change out);
 * - `Changelog: <sentence>` is the sentence the update says, as written;
 * - `Credit: @handle` adds a contributor.
 */
export type LevelWord = 'skip' | 'patch' | 'minor' | 'major';

export interface LevelControl {
  word: LevelWord;
  /** What applied, in the owner's words: "Shiplog: major trailer (abc1234)", "shiplog:skip label (#12)". */
  because: string;
}

export interface Controls {
  level: LevelControl | null;
  changelog: string | null;
  credits: string[];
}

/** Where a text or label came from: a commit (its sha) or a pull request (its number). */
export type ControlOrigin = { sha: string } | { pull: number };

const LEVEL_LINE = /^\s*shiplog\s*:\s*(skip|patch|minor|major)\s*$/i;
const CHANGELOG_LINE = /^\s*changelog\s*:[ \t]*(\S.*?)\s*$/i;
const CREDIT_LINE = /^\s*credits?\s*:\s*(@.*?)\s*$/i;
const LABEL = /^\s*shiplog\s*:\s*(skip|patch|minor|major)\s*$/i;
const HANDLE = /^@([A-Za-z\d][A-Za-z\d-]{0,38})$/;

/** `@ada, @grace` → ['ada', 'grace']; a line with anything but handles credits nobody. */
function handlesOf(list: string): string[] {
  const handles = list
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((word) => HANDLE.exec(word)?.[1]);
  return handles.every(Boolean) ? (handles as string[]) : [];
}

const LEVEL_RANK: Record<LevelWord, number> = { skip: 0, patch: 1, minor: 2, major: 3 };

/** The significance a level word sets (skip sets none: the change is left out). */
export const LEVEL_SIGNIFICANCE: Record<Exclude<LevelWord, 'skip'>, Significance> = {
  patch: 'minor',
  minor: 'medium',
  major: 'major',
};

const originWords = (origin: ControlOrigin) =>
  'sha' in origin ? origin.sha.slice(0, 7).toLowerCase() : `#${origin.pull}`;

const isCreditLine = (line: string) => handlesOf(CREDIT_LINE.exec(line)?.[1] ?? '').length > 0;
const isControlLine = (line: string) =>
  LEVEL_LINE.test(line) || CHANGELOG_LINE.test(line) || isCreditLine(line);

/** The text without its control lines, for the writer (it must never repeat them). */
export function withoutControls(text: string): string {
  return text
    .split('\n')
    .filter((line) => !isControlLine(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd();
}

/** Which of two level controls wins: skip loses to any level, otherwise the higher level. */
function stronger(a: LevelControl | null, b: LevelControl | null): LevelControl | null {
  if (!a || !b) return a ?? b;
  return LEVEL_RANK[b.word] > LEVEL_RANK[a.word] ? b : a;
}

/** The controls of one commit message or pull request body. */
export function readTextControls(text: string, origin: ControlOrigin, kind = 'trailer'): Controls {
  const controls: Controls = { level: null, changelog: null, credits: [] };
  for (const line of text.split('\n')) {
    const level = LEVEL_LINE.exec(line);
    if (level) {
      const word = level[1]!.toLowerCase() as LevelWord;
      const found = { word, because: `Shiplog: ${word} ${kind} (${originWords(origin)})` };
      // Within one text, the last word said counts (a later line corrects an earlier one).
      controls.level = found;
      continue;
    }
    const changelog = CHANGELOG_LINE.exec(line);
    if (changelog) {
      controls.changelog = controls.changelog ? `${controls.changelog} ${changelog[1]}` : changelog[1]!;
      continue;
    }
    const credit = CREDIT_LINE.exec(line);
    if (credit) controls.credits.push(...handlesOf(credit[1]!));
  }
  controls.credits = unique(controls.credits);
  return controls;
}

/** The level a pull request's labels set, if any. */
export function readLabelControls(labels: readonly string[], pull: number): LevelControl | null {
  let level: LevelControl | null = null;
  for (const label of labels) {
    const match = LABEL.exec(label);
    if (!match) continue;
    const word = match[1]!.toLowerCase() as LevelWord;
    level = stronger(level, { word, because: `shiplog:${word} label (#${pull})` });
  }
  return level;
}

/**
 * One change's controls from all it carries: a label beats a line (labels are set by the
 * maintainers who merge); otherwise the pull request's lines beat the commit's.
 */
export function mergeControls(parts: {
  commit?: Controls;
  pull?: Controls;
  labels?: LevelControl | null;
}): Controls {
  const { commit, pull, labels } = parts;
  return {
    level: labels ?? pull?.level ?? commit?.level ?? null,
    changelog: pull?.changelog ?? commit?.changelog ?? null,
    credits: unique([...(commit?.credits ?? []), ...(pull?.credits ?? [])]),
  };
}

/**
 * The level of several changes told together (a push): the strongest of those that say one;
 * a change that says skip is left out of the story rather than setting its level.
 */
export function strongestLevel(levels: readonly (LevelControl | null)[]): LevelControl | null {
  return levels.filter((l) => l && l.word !== 'skip').reduce(stronger, null);
}

function unique(handles: string[]): string[] {
  const seen = new Set<string>();
  return handles.filter((h) => {
    const key = h.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The significance after a level control, with what applied in the reasons; skip says why. */
export function applyLevel<T extends { significance: Significance; reasons: string[] }>(
  scored: T,
  level: LevelControl | null,
): T | { skip: string } {
  if (!level) return scored;
  if (level.word === 'skip') return { skip: `${level.because} leaves it out` };
  const significance = LEVEL_SIGNIFICANCE[level.word];
  return { ...scored, significance, reasons: [...scored.reasons, `${level.because}: ${significance}`] };
}
