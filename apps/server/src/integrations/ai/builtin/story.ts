import type { CleanCommit } from '../clean-commit';
import { joinWords, type ToneTemplates } from '../texts';
import { changeLine, coordinate, describeChange, type Change } from './describe';
import { pastOf, verbOf } from './verbs';
import {
  areasPhrase,
  capitalize,
  capitalizeSentence,
  countedFiles,
  fill,
  pick,
  repeats,
  sentencesOf,
} from './phrasing';

/** What a text about one commit can be made of; layouts choose and order the parts. */
export interface Story {
  commit: CleanCommit;
  change: Change;
  /** The change as a title or list line: "Added dark mode". */
  line: string;
  /** The first sentence, in several shapes (one per variant). */
  cores: string[];
  /** The first sentence of the body, when it adds something (for short targets). */
  detail?: string;
  /** Body paragraphs for long targets; list lines start with "- ". */
  paragraphs: string[];
  breaking?: string;
  /** Files and lines, in several shapes; empty when unknown or the tone leaves them out. */
  facts: string[];
  /** The part of the project, for update bodies. */
  area?: string;
}

/** Steps of the work, as squash merges list them: tests, lint, renames, reviews, merges… */
const INTERNAL_ITEM =
  /\b(tests?|specs?|snapshots?|lint(ing|er)?|prettier|format(ting)?|typos?|changesets?|benchmarks?|baselines?|ci|workflows?|reviews?|feedback|suggestions?|nits?|wip|tmp|temp|debug(ging)?|console|comments?|unused|unnecessary|leftovers?|clean ?up|refactor(ed|ing|s)?|renamed?|revert(ed|s)?|merged?|bump(ed|s)?|deps|dependencies|lockfile|mock(ed|s)?|fixtures?|type ?check(ing|s)?|whitespace|indent(ation)?|readme|changelog|version)\b/i;

const ACRONYMS: Record<string, string> = {
  api: 'API',
  ui: 'UI',
  ux: 'UX',
  cli: 'CLI',
  db: 'DB',
  css: 'CSS',
  sdk: 'SDK',
  ios: 'iOS',
  i18n: 'i18n',
  a11y: 'a11y',
  seo: 'SEO',
  ssr: 'SSR',
  rss: 'RSS',
  http: 'HTTP',
  sql: 'SQL',
  js: 'JS',
  ts: 'TS',
};
const NO_SCOPE =
  /^(deps|deps-dev|dev-deps|release|main|master|misc|core|all|global|general|root|repo|wip|\*)$/i;

/** A scope fit to print ("API", "editor"), or undefined for a cryptic one. */
export function readableScope(scope: string | undefined): string | undefined {
  if (!scope || NO_SCOPE.test(scope) || !/^[a-z][a-z0-9 -]{1,24}$/i.test(scope)) return undefined;
  return ACRONYMS[scope.toLowerCase()] ?? scope;
}

/** The text's first letter upper-cased, unless it starts with a name spelled on purpose (the project, a scope). */
export function startText(text: string, project: string, keep: string[] = []): string {
  const trimmed = text.trimStart();
  const named = [project, ...keep].some((name) => name && trimmed.startsWith(name));
  return named ? trimmed : capitalize(trimmed);
}

/** Chinese and Japanese sentences end with their own full stop. */
const cjkStop = (text: string) =>
  text.replace(/([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])\.(?=\s|$)/gu, '$1。');

const sentence = (text: string) => (/[.!?…:”"。！？]$/.test(text) ? text : `${text}.`);

/** "This PR adds" → "This change adds": the body is read outside the pull request. */
const outsideThePr = (text: string) =>
  text.replace(/\bthis (pr|pull request|patch|commit|mr|merge request|diff|changeset)\b/gi, (m) =>
    /^T/.test(m) ? 'This change' : 'this change',
  );

/** A list line said in the same tense as the rest: "- Add RSS route" → "- Added RSS route". */
function listLine(line: string, commit: CleanCommit): string {
  const item = line.replace(/^- /, '');
  const change = describeChange(item, commit.type === 'feat' ? 'other' : commit.type);
  return `- ${change.mode === 'raw' ? item : changeLine(change)}`;
}

/** Sentences a post does not quote: someone's opinion, chatter, notes to reviewers, hashes. */
const NOT_FOR_POSTS =
  /\b(I|I'm|I've|I'd|I'll|me|my|mine)\b|\b(meh|lol|hacky|hack|todo|fixme|xxx|wtf|damn|ugh|oops|idk|tbh|imo|imho|afaict|iirc|nit|lgtm|ptal|wip)\b|\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b|https?:\/\/|www\.|^(cc|see|ref|refs|closes|fixes|resolves|related|thanks|kudos)\b|^(as )?(requested|reported|suggested|proposed|noticed|found|spotted|pointed out) by\b|\?$|:$/i;

/**
 * A sentence of the body in the same tense as the post: an imperative one ("Update the
 * generator to…", "Also document that…") is said in the past, like the subject.
 */
function pastSentence(sentence: string): string {
  // "(fixes crashes on import)" said on its own: without its parentheses.
  const text =
    /^\(([^()]+)\)\.?$/.exec(sentence)?.[1]?.replace(/^\p{Ll}/u, (c) => c.toUpperCase()) ?? sentence;
  const m = /^((?:also|then)\s+)?([A-Z][a-z]+)\b(.*?)([.!]?)$/i.exec(text);
  const verb = m && /^[A-Z]/.test(text) && verbOf(m[2]!);
  if (!m || !verb || verb.form !== 'base') return text;
  return `${m[1] ?? ''}${pastOf(verb.base)}${coordinate(m[3]!, 'past')}${m[4]}`.replace(/^\w/, (c) =>
    c.toUpperCase(),
  );
}

/** Prose with each sentence starting as a sentence should (names the commit uses kept as spelled). */
function tidyProse(paragraph: string, keep: string[]): string {
  return sentencesOf(outsideThePr(paragraph))
    .filter((s) => !NOT_FOR_POSTS.test(s) && /\p{L}{2,}.*\s.*\p{L}{2,}.*\s.*\p{L}/u.test(s))
    .map((s) => pastSentence(capitalizeSentence(s, keep)))
    .join(' ')
    .replace(/\b(\p{L}+)\s+\1\b/giu, (pair, word: string) =>
      /^(that|had|is|very|so|no)$/i.test(word) ? pair : word,
    );
}

/** A list of the body: its items in one tense, steps of the work (tests, lint, renames…) left out. */
function tidyList(paragraph: string, commit: CleanCommit, said: string): string {
  const items = paragraph
    .split('\n')
    .filter((l) => !INTERNAL_ITEM.test(l) && !repeats(l.slice(2), said))
    .slice(0, 8)
    .map((l) => listLine(l, commit));
  return [...new Set(items)].join('\n');
}

function bodyParts(commit: CleanCommit, project: string) {
  const said = `${commit.subject} ${commit.revertOf ?? ''}`;
  const keep = [project, commit.scope ?? ''].filter(Boolean);
  const paragraphs = commit.body
    .filter((p) => !(commit.squashed && p.startsWith('- ')))
    .map((p) => (p.startsWith('- ') ? tidyList(p, commit, said) : tidyProse(p, keep)))
    .filter((p) => p && (p.startsWith('- ') || !repeats(p, said)))
    .slice(0, 5);
  const prose = paragraphs.find((p) => !p.startsWith('- '));
  const first = prose && sentencesOf(prose).find((s) => !repeats(s, said));
  const detail =
    first && [...first].length <= 160 && !/^(problem|issue|note|also|but|and|so|this fixes)\b/i.test(first)
      ? sentence(first)
      : undefined;
  return { paragraphs, ...(detail ? { detail } : {}) };
}

function facts(commit: CleanCommit, tone: ToneTemplates): string[] {
  const sha = commit.sha.slice(0, 7);
  const { files, additions, deletions } = commit;
  const lines =
    additions !== undefined && deletions !== undefined && additions + deletions > 0
      ? `, +${additions}/−${deletions}`
      : '';
  if (files.total)
    return tone.files.map((t) =>
      fill(t, { count: countedFiles(files.total), areas: areasPhrase(files.areas), lines, sha }),
    );
  if (lines)
    return tone.lines.map((t) =>
      fill(t, { additions: String(additions), deletions: String(deletions), sha }),
    );
  return tone.reference.map((t) => fill(t, { sha }));
}

/** Every shape of the first sentence this change can take in this tone. */
function cores(commit: CleanCommit, change: Change, tone: ToneTemplates, project: string): string[] {
  const scope = readableScope(commit.scope);
  const values: Record<string, string> = {
    project,
    emoji: tone.emoji[commit.type],
    sha: commit.sha.slice(0, 7),
    label: tone.labels[commit.type],
    ...(scope ? { scope } : {}),
  };
  let shapes: string[];
  switch (change.mode) {
    case 'did':
      values.did = change.did;
      shapes = change.thing ? tone.thing : [...tone.did, ...(scope ? tone.scoped : [])];
      if (change.thing) values.thing = change.thing;
      break;
    case 'now':
      values.now = change.now;
      shapes = tone.now;
      break;
    case 'clause':
      values.clause = change.clause;
      shapes = tone.clause;
      break;
    case 'raw':
      values.headline = change.headline;
      // "Change: …" says nothing; a label only where it names the kind of change.
      shapes = tone.headline.filter((s) => commit.type !== 'other' || !s.includes('{Label}'));
      break;
  }
  return shapes.map((shape) => cjkStop(startText(fill(shape, values), project, scope ? [scope] : [])));
}

/**
 * The change as a sentence part. Commits a person chose to write about anyway (a revert, a
 * merge, a release, work in progress) are said as what they are, not as the change they name.
 */
function changeOf(commit: CleanCommit): Change {
  const { subject, merge, type } = commit;
  if (type === 'revert')
    return { mode: 'did', did: fill(joinWords.reverted, { change: commit.revertOf ?? subject }) };
  if (/^v?\d+(\.\d+)+\S*$/.test(subject))
    return { mode: 'did', did: fill(joinWords.released, { version: subject }) };
  if (!subject && merge?.kind === 'branch' && merge.from)
    return {
      mode: 'did',
      did: fill(merge.into ? joinWords.mergedInto : joinWords.mergedBranch, {
        from: merge.from,
        into: merge.into,
      }),
    };
  if (!subject && merge)
    return {
      mode: 'did',
      did: fill(merge.from ? joinWords.mergedPullRequestFrom : joinWords.mergedPullRequest, {
        from: merge.from,
      }),
    };
  if (!subject) return { mode: 'raw', headline: capitalize(joinWords.workInProgress) };
  return describeChange(subject, type);
}

/** The parts of a text about one commit, in one tone. */
export function tellCommit(commit: CleanCommit, tone: ToneTemplates, project: string): Story {
  const change = changeOf(commit);
  const { paragraphs, detail } = bodyParts(commit, project);
  const note = commit.breakingNote && sentence(commit.breakingNote);
  const breaking = commit.breaking
    ? note
      ? fill(pick(tone.breaking, commit.sha, 'breaking')!, { note })
      : pick(tone.breakingBare, commit.sha, 'breaking')
    : undefined;
  const scope = readableScope(commit.scope);
  const area = scope ? pick(tone.area, commit.sha, 'area') : undefined;
  return {
    commit,
    change,
    line: changeLine(change),
    cores: cores(commit, change, tone, project),
    ...(detail ? { detail } : {}),
    paragraphs,
    ...(breaking ? { breaking } : {}),
    facts: facts(commit, tone),
    ...(area && scope ? { area: fill(area, { scope }) } : {}),
  };
}
