import type { AiWriter, CommitFacts, WriteRequest } from '../../types';
import { cleanCommit, type CleanCommit } from '../../clean/clean-commit';
import { is, sentencesOf, wordsOf } from '../../understand/grammar';
import { storyLineOf, type StoryNoun } from './story-line';
import { areaOf } from './story-words';

/** The three groups a story tells its changes in, most telling first. */
export type StoryKind = 'features' | 'fixes' | 'other';
export const STORY_KINDS: readonly StoryKind[] = ['features', 'fixes', 'other'];

/** One change a story tells: its line in the author's words, its group and weight. */
export interface StoryItem {
  sha: string;
  kind: StoryKind;
  /** The change in one line, in its author's words, without a final period. */
  line: string;
  /** The change as a sentence about the project, for a title or an opening line (no final period). */
  headline: string;
  /** Whether the headline is a sentence with a verb, not the author's phrase after the project's name. */
  sentence: boolean;
  /** The kind of change, as a count names it. */
  noun: StoryNoun;
  /** Whether its words name no particular change ("Fix bug"): it never leads a story. */
  vague: boolean;
  /** Whether it changes only documentation. */
  docs: boolean;
  /** Whether its words tell too little for a post: the update lists it, the posts leave it out. */
  weak: boolean;
  /** Whether it is a behaviour or an option filed with the features: it follows the features proper. */
  regrouped: boolean;
  /** The first sentence of the commit's own description, when it reads as prose. */
  lead?: string;
  /** More of that description (whole sentences, up to 600 characters): for a story of this change alone. */
  about?: string;
  breaking: boolean;
  /** Lines changed, when known: the larger change goes first within its group. */
  weight: number;
  /** Who made it: the author and co-authors as the commit names them. */
  people: string[];
}

export interface LeftOut {
  sha: string;
  reason: string;
}

/** Files that are documentation: a docs folder, Markdown and text pages, the README. */
const DOCS_FILE =
  /(^|\/)(docs?|documentation|website|site)\/|\.(mdx?|rst|txt|adoc)$|(^|\/)(readme|contributing|changelog|license)[^/]*$/i;

/** Files a project's users never run: tests, benchmarks, examples and demos, scripts, CI. */
const WORKSHOP_FILE =
  /(^|\/)(tests?|__tests__|spec|specs|bench(marks?)?|examples?|demos?|fixtures|scripts|\.github|\.circleci)\/|\.(test|spec|bench)\.[cm]?[jt]sx?$|_test\.go$/i;

/** A subject that places its change in the workshop: "… in bench", "… in the test suite", "… for CI". */
const WORKSHOP_PLACE =
  /\b(in|for|of) (the )?(bench(marks?)?|tests?|test suite|specs?|ci|demos?|examples?|playground|dev ?container|scripts)$/i;

/** A docs change readers look for: a new guide or page, or a feature documented ("Document the X option"). */
const NEW_GUIDE =
  /^(document\b|(add|write|new)\b.*\b(guides?|tutorials?|recipes?|pages?|sections?|docs (for|on|about))\b)/i;

/**
 * Why a change the single-commit writer would tell stays out of a week's story: a story tells
 * what people using the project notice, so documentation edits and changes to the project's
 * own workshop (tests, benchmarks, demos, CI) are left to the commit log.
 */
function asideOf(commit: CommitFacts, type: string, subject: string): string | undefined {
  const files = commit.files ?? [];
  const docsOnly = files.every((f) => DOCS_FILE.test(f.filename));
  // "Update README to add X": a pull request's merge names the page its files would show.
  const docs =
    type === 'docs' ||
    (files.length ? docsOnly : /\b(readme|contributing|changelog)\b|\.mdx?\b/i.test(subject));
  if (docs && !NEW_GUIDE.test(subject))
    return 'A documentation change: a story tells what people using the project notice.';
  if (
    (files.length && files.every((f) => WORKSHOP_FILE.test(f.filename))) ||
    // "Fix tsconfig issue in bench": the subject names the workshop its change is in.
    WORKSHOP_PLACE.test(subject)
  )
    return 'Only tests, benchmarks, examples or CI changed: nothing people using the project would notice.';
  return undefined;
}

/** A sentence that speaks to the reviewers or as the team: "This PR …", "I …", "We …", "Closes …". */
const TO_REVIEWERS =
  /^(this|the) (pr|pull request|commit|change|patch)\b|^(i|we|we'll|closes|fixes|resolves|see|note)\b/i;
/** Sentences of a description paragraph that read as prose (no list, link or code block), in order. */
function proseOf(body: string[]): string[] {
  const paragraph = body.find((p) => !/^[-*]\s|^#|```|https?:|^\w[\w ]{0,20}:$/m.test(p));
  return paragraph ? sentencesOf(paragraph.replace(/\s+/g, ' ')) : [];
}
const reads = (sentence: string | undefined): sentence is string =>
  !!sentence &&
  sentence.split(' ').length >= 5 &&
  /^[A-Z][^#@]*[.!]$/.test(sentence) &&
  // "Change the panels to use filtering.": an order to the code, not what readers get.
  !is(wordsOf(sentence)[0], 'Imperative') &&
  // A pull request describing itself speaks to its reviewers, not to readers; "We …" breaks a
  // story that tells the project's news in the third person.
  !TO_REVIEWERS.test(sentence);

/** The first sentence of a description paragraph that reads as prose, when it is short. */
function leadOf(body: string[]): string | undefined {
  const first = proseOf(body)[0];
  return reads(first) && first.length <= 160 ? first : undefined;
}

/** The longest description a story of one change gives its update. */
const ABOUT_LENGTH = 600;

/**
 * The description's first prose paragraph as far as whole sentences go within 600 characters:
 * what an update about this one change says beyond its title, when the week told nothing else.
 */
function aboutOf(body: string[]): string | undefined {
  const sentences = proseOf(body);
  if (!reads(sentences[0])) return undefined;
  let about = '';
  for (const sentence of sentences) {
    const more = about ? `${about} ${sentence}` : sentence;
    if (more.length > ABOUT_LENGTH || TO_REVIEWERS.test(sentence)) break;
    about = more;
  }
  return /[.!]$/.test(about) && about.length <= ABOUT_LENGTH ? about : undefined;
}

const ARTICLE = /^(a|an|the)$/;
const wordsOfLine = (line: string) =>
  line
    .toLowerCase()
    .replace(/[.!?]$/, '')
    .split(/\s+/);

/**
 * Two lines telling one change: the same words, or one line's words opening the other's with at
 * least two of them past the verb naming what changed ("Fixed cidrv6 validation" and "Fixed
 * CIDRv6 validation false positive"), whatever their case. "Fixed a crash" names too little to
 * be the same as "Fixed a crash when saving".
 */
function sameChange(a: string, b: string): boolean {
  const [short, long] = [wordsOfLine(a), wordsOfLine(b)].sort((x, y) => x.length - y.length) as [
    string[],
    string[],
  ];
  if (!short.every((w, i) => w === long[i])) return false;
  return short.length === long.length || short.slice(1).filter((w) => !ARTICLE.test(w)).length >= 2;
}

/**
 * The words that name what a commit is about: its scope and its subject's words after the verb,
 * without little words ("`uri query` replace operation" in `rewrite` → rewrite, query, …).
 */
const topicOf = (clean: CleanCommit, scoped: boolean) =>
  new Set(
    `${scoped ? (clean.scope ?? '') : ''} ${clean.subject.split(/\s+/).slice(1).join(' ')}`
      .toLowerCase()
      .replace(/[`'"().,:]/g, ' ')
      .split(/\s+/)
      .filter(
        (w) =>
          w.length >= 4 && !/^(with|when|from|that|this|into|onto|than|then|also|more|some|only)$/.test(w),
      ),
  );

/**
 * A fix whose subject names two of the things a new feature names, scope included ("a segfault
 * on rewrite query ops" after a `uri query` operation in `rewrite`); sharing a scope alone is not enough.
 */
const fixesNew = (fix: Set<string>, feature: Set<string>) =>
  [...fix].filter((w) => feature.has(w)).length >= 2;

/** A squash or release log this long is the history of the work, not a list of its news. */
const LONGEST_LOG = 10;

/**
 * The items of a squash or release commit's log ("* Prevent undefined in .default()") as commits
 * of their own, when the commit's subject tells nothing ("v4.1.6", "More fixes"): the fixes and
 * features it carries are news even when its subject is not.
 */
function logged(commit: CommitFacts, clean: CleanCommit): CommitFacts[] {
  if (!clean.squashed) return [];
  const items = clean.body
    .filter((p) => p.startsWith('- '))
    .flatMap((p) => p.split('\n'))
    .map((l) => l.replace(/^- /, '').trim())
    .filter(Boolean);
  if (items.length > LONGEST_LOG) return [];
  const { files: _files, additions: _a, deletions: _d, pullRequest: _pr, ...rest } = commit;
  return items.map((message) => ({ ...rest, message }));
}

/**
 * Each commit judged by the single-commit writer: a commit it declines is left out with its
 * reason, and so is an internal change or one another commit already tells; the rest become
 * story items in their author's words, in their group, breaking and larger changes first. A
 * release or catch-all commit ("v2.1.3", "More fixes") whose squash log lists fixes or features
 * tells those instead.
 */
export async function storyItems(
  ai: AiWriter,
  commits: readonly CommitFacts[],
  style: Pick<WriteRequest, 'projectName' | 'tone' | 'voice'>,
): Promise<{ items: StoryItem[]; leftOut: LeftOut[] }> {
  const items: StoryItem[] = [];
  const leftOut: LeftOut[] = [];
  /** What each told commit is about (its subject; with its scope), by its sha. */
  const topics = new Map<string, [Set<string>, Set<string>]>();
  /** Lines left out as documentation or workshop changes: a pull request's merge saying one is left out too. */
  const asides = new Map<string, string>();
  /** One commit (or one item of a commit's log, `part`) judged and told, or left out with its reason. */
  const judge = async (commit: CommitFacts, part: boolean): Promise<string | undefined> => {
    const written = await ai.write({ ...style, kind: 'update', target: 'linkedin', commits: [commit] });
    const clean = cleanCommit(commit);
    // The files a user runs (tests and docs aside) say which area of the project the change is in.
    const shipped = (commit.files ?? [])
      .map((f) => f.filename)
      .filter((f) => !WORKSHOP_FILE.test(f) && !DOCS_FILE.test(f));
    const told = storyLineOf(clean, style.projectName, areaOf(shipped, style.projectName));
    const line = told.line.toLowerCase();
    // A log's item tells a fix, a feature or a behaviour in a few words, or nothing ("Update stubs").
    const step = (told.kind === 'other' && !told.behaviour) || told.vague;
    if (part && (step || clean.subject.split(/\s+/).length < 3)) return 'A step of the work in a squash log.';
    // "v2.1.3", "More fixes": what its log tells, when it tells something.
    if (!part && (clean.skip?.kind === 'release' || told.vague)) {
      let toldParts = 0;
      for (const item of logged(commit, clean)) if (!(await judge(item, true))) toldParts++;
      if (toldParts) return undefined;
    }
    const aside = written.declined
      ? written.reason
      : (told.internal ?? asideOf(commit, clean.type, clean.subject) ?? asides.get(line));
    if (aside && part) return aside;
    if (aside) {
      if (clean.subject) asides.set(line, aside);
      // Its merge, told before it came, goes with it.
      const merged = items.findIndex((i) => i.line.toLowerCase() === line);
      if (merged !== -1) leftOut.push({ sha: items.splice(merged, 1)[0]!.sha, reason: aside });
      return aside;
    }
    const people = [commit.author ?? '', ...(('credits' in written && written.credits) || [])].filter(
      Boolean,
    );
    const weight = (commit.additions ?? 0) + (commit.deletions ?? 0);
    // A pull request's merge and its own commit tell the same change: it is told once, in the
    // words that say more ("Fixed CIDRv6 validation false positive" over "Fixed cidrv6 validation").
    const same = items.find((i) => sameChange(i.line, told.line));
    if (same) {
      same.people = [...new Set([...same.people, ...people])];
      same.weight = Math.max(same.weight, weight);
      if (told.line.length > same.line.length && told.kind === same.kind) {
        same.line = told.line;
        same.headline = told.headline(style.projectName);
        same.sentence = told.sentence;
        same.weak = told.weak;
      }
      return part ? undefined : 'The same change as another commit of the story.';
    }
    topics.set(commit.sha, [topicOf(clean, false), topicOf(clean, true)]);
    const lead = part ? undefined : leadOf(clean.body);
    const about = part ? undefined : aboutOf(clean.body);
    items.push({
      sha: commit.sha,
      kind: told.kind,
      line: told.line,
      headline: told.headline(style.projectName),
      sentence: told.sentence,
      noun: told.noun,
      vague: told.vague,
      weak: told.weak,
      regrouped: told.regrouped,
      docs:
        clean.type === 'docs' ||
        (!!commit.files?.length && commit.files.every((f) => DOCS_FILE.test(f.filename))),
      ...(lead ? { lead } : {}),
      ...(about ? { about } : {}),
      breaking: clean.breaking,
      weight,
      people,
    });
    return undefined;
  };
  for (const commit of commits) {
    const reason = await judge(commit, false);
    if (reason) leftOut.push({ sha: commit.sha, reason });
  }
  // A fix to a feature new in the same story is not news of its own: the feature ships working.
  for (const fix of items.filter((i) => i.kind === 'fixes' && !i.breaking))
    if (
      items.some(
        (i) =>
          i.kind === 'features' && !i.regrouped && fixesNew(topics.get(fix.sha)![0], topics.get(i.sha)![1]),
      )
    ) {
      items.splice(items.indexOf(fix), 1);
      leftOut.push({
        sha: fix.sha,
        reason: 'A fix to a feature new in this story: the feature is told, working.',
      });
    }
  const order = (i: StoryItem) => STORY_KINDS.indexOf(i.kind);
  items.sort(
    (a, b) =>
      order(a) - order(b) ||
      Number(b.breaking) - Number(a.breaking) ||
      Number(a.regrouped) - Number(b.regrouped) ||
      b.weight - a.weight,
  );
  return { items, leftOut };
}
