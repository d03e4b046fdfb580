import { cleanCommit } from '../clean/clean-commit';
import { isVague } from '../clean/vague';
import { expandShorthand } from '../clean/shorthand';
import { baseOf } from '../clean/verb-base';
import type { Understanding } from '../understand/understanding';
import { formsOf, is, wordsOf } from '../understand/grammar';
import { articledDid } from '../understand/articles';
import { storyLineOf } from './story/story-line';

/**
 * The items of a squash merge's log (one per squashed commit) that a user of the project would
 * notice: features, fixes, things supported, speed. The steps of the work go (tests, snapshots,
 * lint, review fixes, reverts of its own work, changelog and changeset notes, version bumps,
 * merges of the main branch, renames and clean-ups), and so does an item that only says the
 * title again. Each is told like a story's line ("Optimize X" → "Optimized X").
 */

/** Steps of the work, not changes a user notices. */
const HOUSEKEEPING =
  /\bfor now\b|\bfor the time being\b|\btemporar(y|ily)\b|\(mvp\)|^(expect|assert)\w*\b|\bsatisf(y|ies|ied)\b|\b(staticcheck|clippy|golangci\w*|mypy|go vet)\b|^(update|upgrade|updated|upgraded)\s+\S+\s+versions?$|\b(tests?|testing|specs?|snap(shot)?s?|lint(s|ing|er)?|eslint|prettier|fmt|format(ting|ted)?|typos?|whitespace|reviews?|suggestions?|feedback|nits?|changelog|changesets?|release notes|bump(s|ed)? (the )?version|version bump|rebase|wip|tmp|debug(ging)?|console\.log|comments?|unused|unnecessary|leftovers?|clean ?up|refactor\w*|renam\w+|fixtures?|mock(s|ed)?|ci|workflows?|type ?check\w*|typings?|readme|docs?|documentation|benchmarks?|baselines?|lockfile|coverage|utils?|helpers?|internals?|code style|naming|notes?|reword\w*|rephras\w*|wording|(repo|repository) itself)\b|^(merge|revert|undo|more|again|another|apply|tweak|wip|oops|try|temp)\b|\b(and|or) (other|more) (things|stuff)\b|\b(thing|stuff|differently|properly now)$/i;

/** Short items that move code around: "Remove string interpolation", "Use display name". */
const SHUFFLE =
  /^(remove|removed|rename|renamed|move|moved|use|used|extract|extracted|simplify|simplified|inline|inlined|split|drop|dropped|delete|deleted|replace|replaced|change|changed|update|updated|adjust|adjusted|tweak|tweaked)\b/i;
/** A name from the code written bare ("Get incident instead of incidentId"): the author's shorthand. */
const BARE_CODE_NAME = /(?<![`\w])[a-z]+[A-Z]\w*(?![`\w])/;
/** Verbs that tell what a function hands back or notices: the code's behaviour, not a change to tell. */
const CODE_BEHAVIOUR = /^(return|returns|detect|detects|throw|throws|emit|emits|raise|raises)\b/i;
/** A type's name run together outside backticks ("VariableDeclaration", "AnyMatch"). */
const PASCAL_NAME = /(?<![\w`])[A-Z][a-z]+[A-Z][a-z]\w*/;
/** What users set or run: an item that moves one of these is not a refactor. */
const USER_FACING = /\b(options?|flags?|settings?|commands?|experimental)\b/i;
/** Words after a list item's change that say nothing more. */
const ALSO = /\s+(as well|too|also)$/i;

/** A log this long is the history of the work, not a description of it. */
const LONGEST_LOG = 10;

/** An item that says a change: it opens with an order or a past verb, or says what now happens ("Esc should switch…"). */
function saysChange(item: string): boolean {
  const first = wordsOf(item, 'we')[0];
  return (
    (is(first, 'Verb') && (is(first, 'Infinitive') || is(first, 'PastTense'))) ||
    /\b(should|must|now|no longer|can|will)\b/i.test(item)
  );
}

const LITTLE = new Set([
  'a',
  'an',
  'the',
  'of',
  'on',
  'in',
  'to',
  'for',
  'and',
  'or',
  'with',
  'from',
  'by',
  'at',
  'over',
  'into',
  'when',
  'as',
]);
const stem = (w: string) => w.replace(/(ed|es|s|ing|d)$/, '');
const wordsIn = (text: string) => (text.toLowerCase().match(/[\p{L}\d][\p{L}\d._/-]*/gu) ?? []).map(stem);

/**
 * What the item says after its verb is mostly in what was said already: it names nothing the
 * title does not ("Add X and move Y" under "Replaced Z with X and moved Y"), while "Optimize the
 * zod types" under "Optimized validator types" names which.
 */
function addsNothing(item: string, said: string): boolean {
  // `weighted_round_robin` says "weighted", "round" and "robin" too.
  const known = wordsIn(said).flatMap((w) => [
    w,
    ...w
      .split(/[._/-]+/)
      .filter(Boolean)
      .map(stem),
  ]);
  // "deps" is said by "dependencies"; little words say nothing either way; "oeration" is
  // "operation" mistyped.
  const has = (w: string) =>
    known.some((k) => k === w || (w.length >= 3 && k.startsWith(w)) || mistyped(w, k));
  const words = wordsIn(item)
    .slice(1)
    .filter((w) => !LITTLE.has(w));
  return words.filter(has).length >= Math.max(1, words.length * 0.7);
}

/** One letter left out, added, swapped or changed in a long word: the same word mistyped. */
function mistyped(a: string, b: string): boolean {
  if (a.length < 6 || b.length < 6 || Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const rest = (x: string, y: string) => x === y;
  return (
    rest(a.slice(i + 1), b.slice(i + 1)) ||
    rest(a.slice(i), b.slice(i + 1)) ||
    rest(a.slice(i + 1), b.slice(i)) ||
    (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a.slice(i + 2), b.slice(i + 2)))
  );
}

/** "Fixed X, added Y, updated Z": one line of a log that says several changes. */
function clauses(item: string): string[] {
  const parts = item.split(/,\s+(?=[a-z]+\s)/);
  const verbFirst = (part: string) => {
    const w = wordsOf(part, 'we')[0];
    return is(w, 'Verb') && !is(w, 'Gerund');
  };
  return parts.length > 1 && parts.every(verbFirst) ? parts : [item];
}

/** An item's leading verb in the past tense, as the story writer says it, or by its forms. */
function pastLine(item: string, repository: string): { line: string; internal: boolean } | undefined {
  const clean = cleanCommit({ sha: '0'.repeat(40), message: item, repository });
  if (clean.skip || !clean.subject) return undefined;
  const story = storyLineOf(clean);
  const internal = !!story.internal;
  // "Return 425 in IP matchers", "Detect 'using' in VariableDeclaration": what a function
  // returns or detects, or a behaviour of a named type, is the code's; in the past tense it reads
  // as a one-off act ("We also returned 425…").
  if (
    story.behaviour &&
    (CODE_BEHAVIOUR.test(clean.subject) || PASCAL_NAME.test(clean.subject.replace(/`[^`]*`/g, '')))
  )
    return undefined;
  // "Modified replace operation to use regexes": a verb already in the past, not a thing modified.
  const [said] = wordsOf(clean.subject, 'we');
  if (/^[A-Z][a-z]+ed$/.test(said?.text ?? '') && is(said, 'PastTense'))
    return { line: secondVerb(articledDid(clean.subject)), internal };
  if (story.line !== clean.subject) return { line: secondVerb(story.line), internal };
  // A verb the story writer has no forms for ("Change the schema", "Collect packages").
  const [first = '', second = ''] = clean.subject.split(/\s+/);
  const word = wordsOf(clean.subject, 'we')[0];
  const order =
    /^[A-Z][a-z]+$/.test(first) &&
    is(word, 'Verb') &&
    is(word, 'Infinitive') &&
    !/^(for|of|to|in|on|from|with|by)$/i.test(second);
  if (!order) return { line: clean.subject, internal };
  const past = formsOf(first.toLowerCase()).past;
  const line = `${past.charAt(0).toUpperCase()}${past.slice(1)}${clean.subject.slice(first.length)}`;
  return { line: secondVerb(line), internal };
}

/** "Collected X and throw Y" → "Collected X and threw Y": a second order in the same tense. */
function secondVerb(line: string): string {
  const words = wordsOf(line, 'we');
  return words
    .map((w, i) =>
      i > 1 && words[i - 1]!.text === 'and' && /^[a-z]+$/.test(w.text) && is(w, 'Infinitive')
        ? formsOf(w.text).past
        : w.text,
    )
    .join(' ');
}

/** What the items of a squash merge's log say that a reader wants, or none. */
export function squashItems(u: Understanding): string[] {
  const logged = u.commit.body.filter((p) => p.startsWith('- ')).flatMap((p) => p.split('\n'));
  if (!u.commit.squashed || logged.length > LONGEST_LOG) return [];
  const said = `${u.commit.subject} ${u.change.title}`;
  const out: string[] = [];
  // GitHub lists the pull request's commits oldest first: the first, opening with the title's
  // verb, is the change the title names in its earlier words ("Support using keyword" under
  // "Support explicit resource management").
  const first = logged[0]?.replace(/^- /, '') ?? '';
  const same = (a: string, b: string) => baseOf(a.split(/\s+/)[0] ?? '') === baseOf(b.split(/\s+/)[0] ?? '');
  const opening = u.commit.body.findIndex((p) => p.startsWith('- '));
  // Items that each do what the title did ("Optimize the zod types", "Optimize the valibot
  // types") are the title's parts, the first of them too.
  const parallel = logged.slice(1).some((l) => same(l.replace(/^- /, ''), first));
  const latin = (t: string) => /^[\p{Script=Latin}\p{N}\p{P}\p{S}\s]+$/u.test(t);
  if (opening === 0 && !parallel && latin(first) && latin(u.commit.subject) && same(first, u.commit.subject))
    logged.shift();
  for (const entry of logged) {
    for (const clause of clauses(
      entry
        .replace(/^- /, '')
        .replace(/[.;,]$/, '')
        .trim(),
    )) {
      const item = expandShorthand(clause.replace(ALSO, ''));
      const words = item.split(/\s+/);
      if (BARE_CODE_NAME.test(item) && !USER_FACING.test(item)) continue;
      if (/ in the tests$/.test(item) || HOUSEKEEPING.test(item) || isVague(item) || words.length < 2)
        continue;
      if (words.length < 3 || (words.length === 3 && SHUFFLE.test(item)) || !saysChange(item)) continue;
      // "Display as list": a verb with no object says too little to read on its own.
      if (/^\S+\s+(as|in|to|for|on|with|by|from|at|into)\b/i.test(item)) continue;
      if (addsNothing(item, said)) continue;
      const read = pastLine(item, u.commit.repository);
      if (!read || (read.internal && !USER_FACING.test(item)) || addsNothing(read.line, said)) continue;
      const line = read.line.replace(/[.;,]$/, '');
      if (!out.some((o) => o.toLowerCase() === line.toLowerCase())) out.push(line);
    }
  }
  return out.slice(0, 6);
}
