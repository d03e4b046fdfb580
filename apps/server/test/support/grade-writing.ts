/**
 * Grades what a writer (built-in or model) made of one real commit: a pure function of the
 * request, the answer and the corpus entry (test/fixtures/commit-corpus.json). It returns the
 * rules the answer breaks; an empty list means a maintainer could publish it as it is.
 *
 * The types below are structural copies of the writer's request and answer, so this module
 * compiles whatever shape src/integrations/ai/index.ts has today: the built-in writer's
 * `WrittenText` (no `declined`) is an answer that did not decline.
 *
 * Every rule is general (no corpus string is written into a rule); an entry's own `forbidden`
 * strings are the only per-commit part. Each check documents what it cannot see.
 */
import { xLength } from '@shiplog/contract';

export type PostTarget = 'x' | 'linkedin' | 'discord';
export type WritingTone = 'technical' | 'professional' | 'casual';

export interface GradedCommit {
  sha: string;
  message: string;
  author?: string;
  repository: string;
  files?: { filename: string; additions?: number; deletions?: number }[];
  additions?: number;
  deletions?: number;
}

export interface GradedRequest {
  kind: 'post' | 'update';
  projectName: string;
  projectUrl?: string;
  commits: GradedCommit[];
  tone: WritingTone;
  target: PostTarget;
  force?: boolean;
  variant?: number;
  recentTexts?: string[];
}

export type WriterAnswer =
  | {
      declined?: false;
      title: string;
      content: string;
      writer: string;
      sources?: { label: string; url: string }[];
      credits?: string[];
    }
  | { declined: true; reason: string; writer: string };

/** Anything with the writer's `write`: the built-in writer, a model writer, a test double. */
export interface GradedWriter {
  write(request: GradedRequest): Promise<WriterAnswer>;
}

export type SkipKind =
  | 'wip'
  | 'merge'
  | 'typo'
  | 'formatting'
  | 'lockfile'
  | 'version-bump'
  | 'revert'
  | 'empty'
  | 'ci-only'
  | 'other';

export interface CorpusEntry {
  id: string;
  repo: string;
  sha: string;
  author: string;
  message: string;
  files: { filename: string; additions: number; deletions: number }[];
  expected: 'share' | 'skip';
  skipKind?: SkipKind;
  notes: string;
  forbidden: string[];
}

export const RULES = [
  'decision',
  'noise',
  'stock-frame',
  'project-name',
  'update-repeats-title',
  'title',
  'length',
  'grammar',
  'feature-claim',
  'error',
] as const;
export type RuleName = (typeof RULES)[number];

export interface RuleFailure {
  rule: RuleName;
  /** What was found, quoted, so a failure reads without rerunning the writer. */
  detail: string;
}

/** One text of an answer with where it goes: rules differ between a post and an update's title. */
interface Text {
  field: 'post' | 'title' | 'body';
  text: string;
}

// ---------------------------------------------------------------------------------------------
// Small helpers

const URL = /\b(?:https?:\/\/|www\.)[^\s<>"')\]]+/gi;
const MARKDOWN_ISSUE_LINK = /\[(?:[\w.-]+\/[\w.-]+)?#\d+\]\(https?:\/\/[^\s)]+\)/g;

const withoutUrls = (text: string) => text.replace(URL, ' ');
/** Links, paths and file names (`src/a.ts`, `README.md`) out: they are not prose. */
const withoutPaths = (text: string) =>
  withoutUrls(text).replace(/[^\s`'"“”(),]*(?:\/|\.[a-z]{1,5}\b)[^\s`'"“”(),]*/gi, ' ');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];

/** Sentences, roughly: split after . ! ? (not inside "e.g." or "v1.2") and at line breaks. */
function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=\S)/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The commit's subject line, without gitmoji, conventional prefix or trailing PR number. */
export function subjectOf(message: string): string {
  let line = (message.split('\n')[0] ?? '').trim();
  line = line.replace(/^(?:(?::[a-z0-9_+-]+:|\p{Extended_Pictographic}\uFE0F?)\s*)+/iu, '');
  line = line.replace(/^[a-z]+(?:\([^)]*\))?!?:\s*/i, '');
  line = line.replace(/\s*\((?:#\d+(?:,\s*)?)+\)\s*$/, '');
  return line.trim();
}

// ---------------------------------------------------------------------------------------------
// Rule: decision

/**
 * A commit the corpus marks `skip` must be declined, with a reason a person can read; one
 * marked `share` must not be. The built-in writer's answer has no `declined`: it never declines.
 */
export function checkDecision(entry: Pick<CorpusEntry, 'expected'>, answer: WriterAnswer): RuleFailure[] {
  if (entry.expected === 'skip') {
    if (!answer.declined) return [{ rule: 'decision', detail: 'expected a decline (skip), got a text' }];
    if (!answer.reason.trim()) return [{ rule: 'decision', detail: 'declined without a reason' }];
    return [];
  }
  return answer.declined
    ? [{ rule: 'decision', detail: `declined a shareable commit: ${answer.reason}` }]
    : [];
}

// ---------------------------------------------------------------------------------------------
// Rule: noise

/** Git trailers and footers that belong to the history, not to a post. */
const TRAILER =
  /\b(?:Signed-off-by|Co-authored-by|Reviewed-by|Acked-by|Tested-by|Reported-by|Suggested-by|Helped-by|Change-Id|Reviewed-on)\s*:/i;
const SKIP_CI = /\[(?:skip ci|ci skip|no ci|skip actions|actions skip)\]|\*\*\*NO_CI\*\*\*/i;
/** `fix(scope):` or `feat!:` anywhere; a bare `fix:` where a line, quote or label starts. */
const CONVENTIONAL_SCOPED =
  /\b(?:feat|fix|chore|docs|refactor|perf|test|tests|build|ci|style|revert|deps|release)(?:\([^)\n]*\))!?:|\b(?:feat|fix|chore|docs|refactor|perf|test|build|ci|style|revert|deps|release)!:/i;
const CONVENTIONAL_BARE =
  /(?:^|\n|[“"'‘(]|:\s|[•*-]\s*)(?:feat|fix|chore|docs|refactor|perf|test|tests|build|ci|style|revert|deps|release):\s/im;
const SHORTCODE = /(?:^|[\s(“"])(:[a-z0-9_+-]*[a-z][a-z0-9_+-]*:)(?=$|[\s).,!?;”"])/im;
const MERGE_LINE = /\bMerge (?:branch|pull request|remote-tracking branch)\b/i;
/** A full 40-hex sha anywhere, or a short one (7+ hex, with a letter and a digit). */
const HEX_SHA = /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b/;
/** Throw-away items of a squash merge's list: "* wip", "- fix", "• tweak", "* add test". */
const LEFTOVER_BULLET =
  /^\s*[*•-]\s+(?:wip|fix(?:es|ed)?|tweaks?|typos?|cleanup|clean up|lint|fmt|format|simplify|nice|tests?|add tests?|update|updates|more|revert|rm|imports|changeset|add changesets?|apply suggestions?(?: from .*)?|review|address review|minor|oops|stuff|fix stuff|fix thing|fix tests?|update snaps(?:hots)?|fix build|fix lint)\b[\s.!]*$/im;

/** Bare issue/PR references: `#123`, `(#123)`, `GH-123` (after links are taken out). */
function bareReferences(text: string): string[] {
  const found = [...withoutUrls(text).matchAll(/(?<![\w&/])#\d+\b|\bGH-\d+\b/gi)].map((m) => m[0]);
  return [...new Set(found)];
}

/**
 * Commit furniture that must never reach a reader: issue numbers outside a Markdown link (an
 * update body may link them as `[#12](https://…)`), CI directives, trailers, conventional
 * prefixes, emoji shortcodes, shas, merge lines, throw-away squash bullets, and the entry's
 * own forbidden strings (case-insensitive).
 *
 * Limits: a short sha is any 7+ hex token with a letter and a digit outside links (a colour like
 * `1e1e1e1` would count); `fix:` is only caught where a line, quote or label starts, so prose
 * such as "a quick fix: …" passes.
 */
export function checkNoise(
  texts: Text[],
  commit: Pick<GradedCommit, 'sha'>,
  forbidden: string[],
): RuleFailure[] {
  const failures: RuleFailure[] = [];
  const fail = (detail: string) => failures.push({ rule: 'noise', detail });
  for (const { field, text } of texts) {
    const refs = bareReferences(field === 'body' ? text.replace(MARKDOWN_ISSUE_LINK, ' ') : text);
    if (refs.length) fail(`${field}: issue reference ${refs.join(', ')}`);
    if (SKIP_CI.test(text)) fail(`${field}: CI directive ${SKIP_CI.exec(text)![0]}`);
    if (TRAILER.test(text)) fail(`${field}: git trailer ${TRAILER.exec(text)![0]}`);
    const conventional = CONVENTIONAL_SCOPED.exec(text) ?? CONVENTIONAL_BARE.exec(text);
    if (conventional) fail(`${field}: conventional prefix "${conventional[0].trim()}"`);
    const shortcode = SHORTCODE.exec(withoutUrls(text));
    if (shortcode) fail(`${field}: emoji shortcode ${shortcode[1]}`);
    if (MERGE_LINE.test(text)) fail(`${field}: "${MERGE_LINE.exec(text)![0]}"`);
    const plain = withoutPaths(text);
    const short = commit.sha.slice(0, 7).toLowerCase();
    if (plain.toLowerCase().includes(short)) fail(`${field}: the commit's sha`);
    else if (HEX_SHA.test(plain)) fail(`${field}: sha-like token ${HEX_SHA.exec(plain)![0]}`);
    const bullet = LEFTOVER_BULLET.exec(text);
    if (bullet) fail(`${field}: leftover squash bullet "${bullet[0].trim()}"`);
    const lower = text.toLowerCase();
    for (const needle of forbidden) {
      if (needle && lower.includes(needle.toLowerCase())) fail(`${field}: forbidden "${needle}"`);
    }
  }
  return failures;
}

// ---------------------------------------------------------------------------------------------
// Rule: stock frames

/**
 * Openers and closers that would fit under any commit: they tell the reader nothing about this
 * one. `{p}` stands for any project name. Matched case-insensitively, as phrases.
 */
export const STOCK_FRAMES: readonly RegExp[] = [
  /\bprogress on\b/i,
  /\ba round of progress\b/i,
  /\bquality work on\b/i,
  /\bcode quality work\b/i,
  /\bperformance work (?:on|in)\b/i,
  /\bbehind-the-scenes work\b/i,
  /\broutine dependency work\b/i,
  /\bdependency maintenance on\b/i,
  /\bintegration work on\b/i,
  /\bnew work in\b/i,
  /\ban update to\b/i,
  /\bthanks for following along\b/i,
  /\bthanks for reading\b/i,
  /(?:^|[.!?]\s+)onwards?\b[.!]?/im,
  /\bmore updates to follow\b/i,
  /\bmore (?:to come|soon)\b/i,
  /\bon to the next one\b/i,
  /\bback to building\b/i,
  /\bstay tuned\b/i,
  /\bexciting news\b/i,
  /\bbig news\b/i,
  /\bwe(?:'re| are) (?:so )?(?:excited|thrilled|happy|pleased|proud) to (?:announce|share)\b/i,
  /\bgame[- ]?changer\b/i,
  /(?:^|\n)\s*summary:/i,
  /\bcommit summary:/i,
  /\bthe change:/i,
  /\bin the commit:/i,
  /\bin short, we\b/i,
  /\bspecifically, we\b/i,
  /\breceived an? (?:bug )?fix\b/i,
  /\bgot some love\b/i,
  /\bhas a new capability\b/i,
  /\bfeedback is welcome\b/i,
  /\blet us know what you think\b/i,
  /\bkeeping \S+ fresh\b/i,
  /\bpatch day vibes\b/i,
  /\blook what landed\b/i,
  /\bjust shipped something new\b/i,
  /\banother step for\b/i,
  /\bbusy stretch\b/i,
  /\battention to detail in\b/i,
  /\bhappy coding\b/i,
  /(?:^|\n)\s*(?:\*\*)?in [\w.@/-]+,? we\b/i,
  /\bwith this change, we\b/i,
  /\bwe changed \S+ so that it now\b/i,
  /\bchangelog:/i,
  /\bas of this commit\b/i,
  /\bgood news[:!]/i,
  /\bthe gist:/i,
  /(?:^|[.!?]\s+)this change (?:adds|fixes|makes|means|brings)\b/i,
  /\bfrom this commit on\b/i,
  /\bbehaviou?r change:/i,
  /\bin numbers:/i,
  // Sentences about file or line counts: no reader cares.
  /\b\d+ (?:files?|lines?)\b(?! (?:faster|smaller|less|fewer))/i,
  /[+]\d+\s*\/\s*[−-]\d+/,
  /\blines? (?:added|removed|changed)\b/i,
  /\b(?:touches|spans) (?:the )?(?:source|tests|documentation|configuration)\b/i,
];

/** Pull-request template text and open questions: pasted, not written. */
const PASTED: readonly RegExp[] = [
  /^\s*[-*]\s*\[[ xX]\]/m,
  /!\[[^\]]*\]\(|<img\b/i,
  /(?:^|\n)\s*(?:before|after)\s*:?\s*(?:\n|$)/i,
  /(?:^|\n)\s*#{1,6}\s+(?:description|summary|changes|motivation|checklist|test plan|screenshots?)\b/i,
  /[^.!?\n]{12,}\?(?:\s|$)/,
  /\bfor (?:two|three|several|a few) reasons[.:]?\s*$/im,
];

export function checkStockFrames(texts: Text[]): RuleFailure[] {
  const failures: RuleFailure[] = [];
  for (const { field, text } of texts) {
    for (const frame of STOCK_FRAMES) {
      const m = frame.exec(text);
      if (m) failures.push({ rule: 'stock-frame', detail: `${field}: "${m[0].trim()}"` });
    }
    for (const pasted of PASTED) {
      const m = pasted.exec(text);
      if (m)
        failures.push({
          rule: 'noise',
          detail: `${field}: pasted template text "${m[0].trim().slice(0, 40)}"`,
        });
    }
  }
  return failures;
}

/** An emoji between two words of a sentence ("Fixed 🚀 the cache"), not at a line's start or end. */
export function emojiMidSentence(text: string): string | undefined {
  for (const line of text.split('\n')) {
    const m = /[\p{L},]\s*(\p{Extended_Pictographic}\uFE0F?)\s*\p{Ll}/u.exec(line);
    if (m) return m[0];
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Rule: project name

/**
 * The project's name appears at most once in each text, spelled exactly as `projectName`
 * ("feedkit", not "Feedkit"). Occurrences the commit message itself carries are allowed on top
 * (a commit about "express(1)" may say so), in the message's own spelling. Links and paths are
 * not counted: `drizzle-orm/src/…` is a file, not a mention.
 */
export function checkProjectName(texts: Text[], projectName: string, message: string): RuleFailure[] {
  const name = projectName.trim();
  if (!name) return [];
  const failures: RuleFailure[] = [];
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}_./@-])${escapeRegExp(name)}(?![\\p{L}\\p{N}_/-]|\\.\\p{L})`,
    'giu',
  );
  const stripPaths = (t: string) => withoutUrls(t).replace(/\S*[\\/]\S*/g, ' ');
  const messageHits = [...stripPaths(message).matchAll(pattern)].map((m) => m[0]);
  for (const { field, text } of texts) {
    const hits = [...stripPaths(text).matchAll(pattern)].map((m) => m[0]);
    const allowed = 1 + messageHits.length;
    if (hits.length > allowed) {
      failures.push({ rule: 'project-name', detail: `${field}: "${name}" appears ${hits.length} times` });
    }
    const wrong = hits.filter((hit) => hit !== name && !messageHits.includes(hit));
    if (wrong.length) {
      failures.push({ rule: 'project-name', detail: `${field}: "${wrong[0]}" instead of "${name}"` });
    }
  }
  return failures;
}

// ---------------------------------------------------------------------------------------------
// Rule: an update's body must say more than its title

/**
 * Normalised (case, punctuation), the body minus the title's words must keep at least 4 words:
 * "Added maxAge test." under the title "Added maxAge test" says nothing new. Links, file names
 * and bare numbers are not words here: "Files: test/a.js. +18 −0" adds one ("files").
 */
export function checkUpdateBody(title: string, body: string): RuleFailure[] {
  // No body, or only the sources line, is right when the commit has nothing more to say.
  const own = body
    .split(/\n{2,}/)
    .filter((p) => !/^sources?: \[/i.test(p.trim()))
    .join('\n\n')
    .trim();
  if (!own) return [];
  const rest = words(withoutPaths(own)).filter((w) => !/^\d+$/.test(w));
  for (const word of words(title)) {
    const at = rest.indexOf(word);
    if (at >= 0) rest.splice(at, 1);
  }
  return rest.length >= 4
    ? []
    : [{ rule: 'update-repeats-title', detail: `body adds ${rest.length} word(s) to the title` }];
}

// ---------------------------------------------------------------------------------------------
// Rule: title

export const TITLE_LIMIT = 100;
const DANGLING = new Set([
  'and',
  'or',
  'but',
  'the',
  'a',
  'an',
  'to',
  'of',
  'for',
  'with',
  'in',
  'on',
  'at',
  'by',
  'from',
  'into',
  'via',
]);

/**
 * An update's title: at most 100 characters (a whole clause, not one cut to fit), not cut (no "…", no last word that is the start of
 * a longer word of the commit message, no dangling "and"/"the"/"to"…), no final period, and it
 * starts with a capital letter. Scripts without case (Chinese, Japanese) pass the capital check,
 * and so does a title that opens with the project's name, an identifier (`getTableColumns`,
 * `v2`) or a name the commit uses as a scope or in code (`feat(tmux): …`).
 */
export function checkTitle(title: string, message: string, projectName: string): RuleFailure[] {
  const failures: RuleFailure[] = [];
  const fail = (detail: string) => failures.push({ rule: 'title', detail });
  const text = title.trim();
  if (!text) return [{ rule: 'title', detail: 'empty title' }];
  if (/^(now|no longer)\b/i.test(text)) fail('no subject ("Now …")');
  if ([...text].length > TITLE_LIMIT) fail(`${[...text].length} characters (limit ${TITLE_LIMIT})`);
  if (/(?:…|\.\.\.)$/.test(text)) fail('ends in an ellipsis (cut)');
  else if (/[^.]\.$/.test(text) || text === '.') fail('ends with a period');
  const last = (text.match(/[\p{L}\p{N}]+(?=[^\p{L}\p{N}]*$)/u) ?? [''])[0].toLowerCase();
  if (DANGLING.has(last)) fail(`ends in the function word "${last}"`);
  else if (last.length >= 3 && /^\p{L}+$/u.test(last)) {
    const messageWords = new Set(words(message));
    const longer = [...messageWords].find((w) => w.length > last.length && w.startsWith(last));
    if (!messageWords.has(last) && longer && !INFLECTION.test(longer.slice(last.length))) {
      fail(`cut mid-word: "${last}" (from "${longer}")`);
    }
  }
  const first = text.match(/^[^\p{L}\p{N}`]*(\S+)/u)?.[1] ?? '';
  const letter = [...first.replace(/^`/, '')][0] ?? '';
  const lowercase = letter !== letter.toUpperCase() && letter === letter.toLowerCase();
  const bareFirst = first.replace(/[`'"“”,.:;!?()]/g, '');
  const ownWord =
    first.startsWith('`') ||
    /^\.?[\w-]+\.\w|^\.\w|\//.test(text.split(/\s/)[0] ?? '') || // a file or path: `.aliases`, `src/a.ts`
    bareFirst === projectName ||
    isIdentifier(bareFirst) ||
    lowercaseNameIn(bareFirst, message);
  if (lowercase && !ownWord) fail(`starts lowercase: "${first}"`);
  return failures;
}

/** Endings that make a longer word from a whole one: "fix" → "fixed" is not a cut. */
const INFLECTION = /^(?:s|es|d|ed|ing|er|ers|ion|ions|ly|ment|ments|able|al)$/;

/** fooBar, v2, a.b, snake_case, kebab-case, `x()`: a token spelled by its code, not by English. */
const isIdentifier = (word: string) => /.[\p{Lu}\p{N}_.()@/\\-]/u.test(word);

/** Common words a sentence may never start lowercase with, whatever the commit says. */
const COMMON = new Set(
  'the a an this that these those it its we you they he she i and but or so now then also there here when while if as in on at to of for with by from after before all some no not one new more most'.split(
    ' ',
  ),
);

/**
 * True when the commit uses `word` as a lowercase name: a scope (`feat(tmux):`, `tmux: …`) or
 * code (`` `fetch` ``). Common English words and the commit verbs never qualify, so a title or
 * sentence may not start "added dark mode" because the subject did.
 */
function lowercaseNameIn(word: string, message: string): boolean {
  if (!word || COMMON.has(word) || word in VERBS || PAST.has(word)) return false;
  const w = escapeRegExp(word);
  return new RegExp(`\\(${w}\\)!?:|^${w}:|\`${w}`, 'm').test(message);
}

// ---------------------------------------------------------------------------------------------
// Rule: length

export const LENGTH_LIMITS: Record<PostTarget, number> = { x: 280, linkedin: 3000, discord: 2000 };

/**
 * A post fits its target (X counts every link as 23 and wide scripts double, through
 * `xLength` from @shiplog/contract; LinkedIn and Discord count characters) and is not empty. An
 * update needs a body.
 */
export function checkLength(kind: 'post' | 'update', target: PostTarget, content: string): RuleFailure[] {
  // A commit update needs no body when the commit says nothing more than its title.
  if (kind === 'update') return [];
  if (!content.trim()) return [{ rule: 'length', detail: `empty ${kind}` }];
  const length = target === 'x' ? xLength(content) : [...content].length;
  return length > LENGTH_LIMITS[target]
    ? [{ rule: 'length', detail: `${target}: ${length} > ${LENGTH_LIMITS[target]}` }]
    : [];
}

// ---------------------------------------------------------------------------------------------
// Rule: grammar (heuristics)

/** Base forms of verbs commit subjects start with, and their past tense. */
const VERBS: Record<string, string> = {
  add: 'added',
  allow: 'allowed',
  avoid: 'avoided',
  bump: 'bumped',
  change: 'changed',
  clean: 'cleaned',
  clarify: 'clarified',
  convert: 'converted',
  create: 'created',
  deprecate: 'deprecated',
  disable: 'disabled',
  drop: 'dropped',
  enable: 'enabled',
  ensure: 'ensured',
  export: 'exported',
  expose: 'exposed',
  fix: 'fixed',
  handle: 'handled',
  implement: 'implemented',
  improve: 'improved',
  introduce: 'introduced',
  keep: 'kept',
  make: 'made',
  migrate: 'migrated',
  move: 'moved',
  optimize: 'optimized',
  pass: 'passed',
  prevent: 'prevented',
  refactor: 'refactored',
  remove: 'removed',
  rename: 'renamed',
  replace: 'replaced',
  resolve: 'resolved',
  restore: 'restored',
  return: 'returned',
  reuse: 'reused',
  revert: 'reverted',
  set: 'set',
  show: 'showed',
  simplify: 'simplified',
  skip: 'skipped',
  stop: 'stopped',
  support: 'supported',
  switch: 'switched',
  update: 'updated',
  upgrade: 'upgraded',
  use: 'used',
  build: 'built',
  write: 'wrote',
  run: 'ran',
};
const PAST = new Set(Object.values(VERBS).filter((v) => v !== 'set'));
const DOUBLE_OK = new Set(['that', 'had', 'is', 'bye', 'very', 'so', 'no', 'ha', 'go']);
const MODALS = "will|can|could|should|would|must|may|might|does|did|do|doesn't|don't|didn't|won't|can't";
const PAST_WORDS = [...PAST].join('|');
const MODAL_PAST = new RegExp(`\\b(?:${MODALS})\\s+(?:${PAST_WORDS})\\b(?!-)`, 'i');
/** "to" is also a preposition ("changes to exported types"): flagged only before an object. */
const TO_PAST = new RegExp(
  `\\bto\\s+(?:${PAST_WORDS})\\s+(?:the|a|an|it|its|them|this|that|these|those|our|their|some|all|any|every|support)\\b`,
  'i',
);
const ABBREVIATION = /(?:\b(?:e\.g|i\.e|etc|vs|cf|approx|incl|no|fig)\.|\.\.\.)$/i;

/**
 * Simple, general checks that keep false positives low:
 * - a doubled word ("the the"), unless the commit message doubles it too;
 * - a modal or "to" before a past tense ("to added", "didn't fixed");
 * - a sentence that starts lowercase after a full stop, unless it starts with the project's
 *   name, an identifier or path, a name the commit uses as a scope or code, or follows "e.g.";
 * - tense mixing: a past-tense verb, then "and"/"," and the commit's own imperative clause
 *   copied verbatim ("made the button readable and stop it jumping").
 *
 * Limits: it knows ~50 common commit verbs, not English; it cannot tell a participle used as an
 * adjective after "to" ("switch to fixed", rare in posts, flagged); the tense check only sees a
 * clause the subject opens with a known verb, and only where it is copied word for word.
 */
export function checkGrammar(texts: Text[], message: string, projectName: string): RuleFailure[] {
  const failures: RuleFailure[] = [];
  const fail = (detail: string) => failures.push({ rule: 'grammar', detail });
  const messageLower = message.toLowerCase();
  const clauses = imperativeClauses(subjectOf(message));
  const subjectWord = /^(?:[\w-]+(?:\([^)]*\))?!?:\s*)?(\p{L}+)/u
    .exec(subjectOf(message))?.[1]
    ?.toLowerCase();
  const BASE = new Set([
    ...Object.keys(VERBS),
    'let',
    'make',
    'use',
    'show',
    'handle',
    'follow',
    'return',
    'keep',
    'set',
  ]);
  for (const { field, text } of texts) {
    const plain = withoutUrls(text);
    const emoji = emojiMidSentence(plain);
    if (emoji) fail(`${field}: emoji mid-sentence "${emoji}"`);
    const opening = /^(?:\*\*)?(?:\p{Extended_Pictographic}\uFE0F?\s*)?(\p{L}+)\b/u.exec(plain.trim())?.[1];
    if (
      opening &&
      subjectWord &&
      opening.toLowerCase() === subjectWord &&
      BASE.has(subjectWord) &&
      /^\p{Lu}/u.test(opening)
    )
      fail(`${field}: imperative left in "${opening} …"`);
    for (const m of plain.matchAll(/\b(\p{L}+)\s+\1\b/giu)) {
      const word = m[1]!.toLowerCase();
      if (DOUBLE_OK.has(word) || messageLower.includes(m[0].toLowerCase())) continue;
      fail(`${field}: doubled word "${m[0]}"`);
    }
    const modal = MODAL_PAST.exec(plain) ?? TO_PAST.exec(plain);
    if (modal) fail(`${field}: "${modal[0]}"`);
    for (const m of plain.matchAll(/(\S*)[.!?]\s+(\p{Ll}\S*)/gu)) {
      const before = `${m[1]}.`;
      const word = m[2]!.replace(/[.,:;!?)”"']+$/, '');
      if (ABBREVIATION.test(before)) continue;
      if (isIdentifier(word)) continue;
      if (word === projectName || lowercaseNameIn(word, message)) continue;
      fail(`${field}: sentence starts lowercase: "${word}"`);
    }
    for (const sentence of sentences(plain)) {
      const lower = sentence.toLowerCase();
      for (const clause of clauses) {
        const at =
          lower.indexOf(`and ${clause}`) >= 0 ? lower.indexOf(`and ${clause}`) : lower.indexOf(`, ${clause}`);
        if (at < 0) continue;
        const head = words(lower.slice(0, at));
        const lastPast = head.findLastIndex((w) => PAST.has(w));
        // "added a flag to skip checks and use the cache": an infinitive, not a mix.
        if (lastPast >= 0 && !head.slice(lastPast).includes('to')) {
          fail(`${field}: tense mix "… and ${clause}"`);
        }
      }
    }
  }
  return failures;
}

/**
 * The imperative clauses of a subject as written ("make the button readable and stop it
 * jumping" → "stop it jumping"): a known base verb after "and" or a comma, with up to three
 * following words. The first clause is left out: writers rightly rewrite it, so a copy of it
 * after a past tense is caught only when it is joined by "and".
 */
function imperativeClauses(subject: string): string[] {
  const list = subject
    .toLowerCase()
    .replace(/[`"“”]/g, '')
    .split(/\s*(?:,|\band\b)\s*/);
  const clauses: string[] = [];
  list.forEach((part, index) => {
    const w = words(part);
    if (!w.length || !(w[0]! in VERBS) || w.length < 2) return;
    if (index === 0 && list.length === 1) return;
    clauses.push(w.slice(0, 4).join(' '));
  });
  return clauses.filter((c) => c.split(' ').length >= 2);
}

// ---------------------------------------------------------------------------------------------
// Rule: "new feature" claims

const FEATURE_CLAIM =
  /\bnew (?:feature|capabilit(?:y|ies)|functionality)\b|\bintroduc(?:es|ed|ing)\b(?!\s+(?:in|by|with|since|during|when)\b)|(?<!\b(?:on|at|after|before|during|app|startup)\s)\blaunch(?:es|ed|ing)?\b|\bbrand[- ]new\b/i;
const SOURCE_FILE =
  /\.(?:[cm]?[jt]sx?|rs|go|py|rb|java|kt|swift|c|cc|cpp|h|hpp|cs|php|vue|svelte|lua|sh|zsh)$/i;
const NOT_SOURCE =
  /(?:^|\/)(?:test|tests|__tests__|spec|__snapshots__|fixtures?|examples?|docs?|benchmarks?)\/|\.(?:test|spec)\.[^/]+$/i;

/**
 * Does the commit itself say it brings something new? Yes for a `feat` type (conventional or the
 * ✨/:sparkles: gitmoji), for "add support", "support for", "new", "introduce", "implement",
 * "feature" in its message, or when it adds a source file (a non-test source file with lines
 * added (10 or more) and none removed: numstat cannot tell a new file from an append, so this errs towards
 * allowing the claim). The verb "Add" alone ("Add test for X", "Add missing semicolon") is not
 * enough.
 */
export function commitClaimsNew(commit: Pick<GradedCommit, 'message' | 'files'>): boolean {
  const first = commit.message.split('\n')[0] ?? '';
  if (/^(?:(?::[a-z0-9_+-]+:|\p{Extended_Pictographic}\uFE0F?)\s*)*feat(?:\([^)]*\))?!?:/iu.test(first))
    return true;
  if (/^\s*(?::sparkles:|✨)/u.test(first)) return true;
  if (
    /\badd(?:s|ed|ing)? (?:\S+ )?support\b|\bsupport for\b|\bnew\b|\bintroduc|\bimplement|\bfeature\b/i.test(
      commit.message,
    )
  )
    return true;
  return (commit.files ?? []).some(
    (f) =>
      SOURCE_FILE.test(f.filename) &&
      !NOT_SOURCE.test(f.filename) &&
      (f.deletions ?? 0) === 0 &&
      (f.additions ?? 0) >= 10,
  );
}

export function checkFeatureClaim(texts: Text[], commits: GradedCommit[]): RuleFailure[] {
  if (commits.some(commitClaimsNew)) return [];
  const failures: RuleFailure[] = [];
  for (const { field, text } of texts) {
    const m = FEATURE_CLAIM.exec(text);
    if (m)
      failures.push({
        rule: 'feature-claim',
        detail: `${field}: "${m[0]}" for a commit that adds nothing new`,
      });
  }
  return failures;
}

// ---------------------------------------------------------------------------------------------
// One answer

/** Every rule an answer breaks, for the request's first commit (the corpus has one per request). */
export function gradeWriting(
  entry: Pick<CorpusEntry, 'expected' | 'forbidden'>,
  request: GradedRequest,
  answer: WriterAnswer,
): RuleFailure[] {
  const failures = checkDecision(entry, answer);
  if (answer.declined) return failures;
  const commit = request.commits[0]!;
  const message = request.commits.map((c) => c.message).join('\n\n');
  const texts: Text[] =
    request.kind === 'post'
      ? [{ field: 'post', text: answer.content }]
      : [
          { field: 'title', text: answer.title },
          { field: 'body', text: answer.content },
        ];
  failures.push(
    ...checkNoise(texts, commit, entry.forbidden),
    ...checkStockFrames(texts),
    ...checkProjectName(texts, request.projectName, message),
    ...checkLength(request.kind, request.target, answer.content),
    ...checkGrammar(texts, message, request.projectName),
    ...checkFeatureClaim(texts, request.commits),
  );
  if (request.kind === 'update') {
    failures.push(...checkTitle(answer.title, message, request.projectName));
    failures.push(...checkUpdateBody(answer.title, answer.content));
  }
  return failures;
}

// ---------------------------------------------------------------------------------------------
// The whole corpus

export interface CorpusFailure {
  id: string;
  kind: 'post' | 'update';
  target: PostTarget | 'update';
  tone: WritingTone;
  expected: 'share' | 'skip';
  rules: RuleName[];
  details: string[];
  subject: string;
  output: string;
}

export interface Tally {
  total: number;
  passed: number;
  rate: number;
}

export interface CorpusReport extends Tally {
  byKind: Record<'post' | 'update', Tally>;
  byExpected: Record<'share' | 'skip', Tally>;
  /** Outputs that broke each rule (an output counts once per rule). */
  byRule: Record<RuleName, number>;
  failures: CorpusFailure[];
}

export interface GradeCorpusOptions {
  /** The project's name for an entry: by default its repository's name ("ky", "drizzle-orm"). */
  projectName?: (entry: CorpusEntry) => string;
  /** The project's public page, linked from posts. */
  projectUrl?: (entry: CorpusEntry) => string;
}

const TONES: WritingTone[] = ['technical', 'professional', 'casual'];
const TARGETS: PostTarget[] = ['x', 'linkedin', 'discord'];

export function requestFor(
  entry: CorpusEntry,
  kind: 'post' | 'update',
  target: PostTarget,
  tone: WritingTone,
  options: GradeCorpusOptions = {},
): GradedRequest {
  const projectName = options.projectName?.(entry) ?? entry.repo.split('/')[1] ?? entry.repo;
  const projectUrl =
    options.projectUrl?.(entry) ?? `https://shiplog.example/p/${encodeURIComponent(projectName)}`;
  const sum = (key: 'additions' | 'deletions') => entry.files.reduce((n, f) => n + f[key], 0);
  return {
    kind,
    projectName,
    projectUrl,
    tone,
    target,
    commits: [
      {
        sha: entry.sha,
        message: entry.message,
        author: entry.author,
        repository: entry.repo,
        files: entry.files,
        additions: sum('additions'),
        deletions: sum('deletions'),
      },
    ],
  };
}

const tally = (total: number, passed: number): Tally => ({
  total,
  passed,
  rate: total ? passed / total : 0,
});

/** What an answer reads like, for a report: the title and the text, or the decline's reason. */
export function describeAnswer(answer: WriterAnswer): string {
  return answer.declined
    ? `(declined: ${answer.reason})`
    : answer.title
      ? `${answer.title}\n---\n${answer.content}`
      : answer.content;
}

/**
 * Runs every entry through the writer as a post for X, LinkedIn and Discord (tones cycling with
 * the entry and the target) and as an update, and grades each answer. A writer that throws fails
 * the `error` rule for that request.
 */
export async function gradeCorpus(
  writer: GradedWriter,
  entries: CorpusEntry[],
  options: GradeCorpusOptions = {},
): Promise<CorpusReport> {
  const byRule = Object.fromEntries(RULES.map((r) => [r, 0])) as Record<RuleName, number>;
  const failures: CorpusFailure[] = [];
  const count = { post: [0, 0], update: [0, 0], share: [0, 0], skip: [0, 0] };
  for (const [index, entry] of entries.entries()) {
    const runs: { kind: 'post' | 'update'; target: PostTarget; tone: WritingTone }[] = [
      ...TARGETS.map((target, t) => ({ kind: 'post' as const, target, tone: TONES[(index + t) % 3]! })),
      { kind: 'update', target: 'linkedin', tone: TONES[index % 3]! },
    ];
    for (const run of runs) {
      const request = requestFor(entry, run.kind, run.target, run.tone, options);
      let found: RuleFailure[];
      let output: string;
      try {
        const answer = await writer.write(request);
        found = gradeWriting(entry, request, answer);
        output = describeAnswer(answer);
      } catch (error) {
        found = [{ rule: 'error', detail: error instanceof Error ? error.message : String(error) }];
        output = '(threw)';
      }
      const rules = [...new Set(found.map((f) => f.rule))];
      for (const rule of rules) byRule[rule]++;
      const ok = rules.length === 0;
      for (const key of [run.kind, entry.expected] as const) {
        count[key][0]!++;
        if (ok) count[key][1]!++;
      }
      if (!ok) {
        failures.push({
          id: entry.id,
          kind: run.kind,
          target: run.kind === 'update' ? 'update' : run.target,
          tone: run.tone,
          expected: entry.expected,
          rules,
          details: found.map((f) => `${f.rule}: ${f.detail}`),
          subject: entry.message.split('\n')[0] ?? '',
          output,
        });
      }
    }
  }
  const total = count.post[0]! + count.update[0]!;
  const passed = count.post[1]! + count.update[1]!;
  return {
    ...tally(total, passed),
    byKind: {
      post: tally(count.post[0]!, count.post[1]!),
      update: tally(count.update[0]!, count.update[1]!),
    },
    byExpected: {
      share: tally(count.share[0]!, count.share[1]!),
      skip: tally(count.skip[0]!, count.skip[1]!),
    },
    byRule,
    failures,
  };
}
