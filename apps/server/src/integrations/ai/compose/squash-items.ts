import { cleanCommit } from '../clean/clean-commit';
import { isVague } from '../clean/vague';
import { expandShorthand } from '../clean/shorthand';
import type { Understanding } from '../understand/understanding';
import { formsOf, is, wordsOf } from '../understand/grammar';
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
  /\b(tests?|testing|specs?|snap(shot)?s?|lint(s|ing|er)?|eslint|prettier|fmt|format(ting|ted)?|typos?|whitespace|reviews?|suggestions?|feedback|nits?|changelog|changesets?|release notes|bump(s|ed)? (the )?version|version bump|rebase|wip|tmp|debug(ging)?|console\.log|comments?|unused|unnecessary|leftovers?|clean ?up|refactor\w*|renam\w+|fixtures?|mock(s|ed)?|ci|workflows?|type ?check\w*|typings?|readme|docs?|documentation|benchmarks?|baselines?|lockfile|coverage|utils?|helpers?|internals?|code style|naming|notes?|(repo|repository) itself)\b|^(merge|revert|undo|more|again|another|apply|tweak|wip|oops|try|temp)\b|\b(and|or) (other|more) (things|stuff)\b|\b(thing|stuff|differently|properly now)$/i;

/** Short items that move code around: "Remove string interpolation", "Use display name". */
const SHUFFLE =
  /^(remove|removed|rename|renamed|move|moved|use|used|extract|extracted|simplify|simplified|inline|inlined|split|drop|dropped|delete|deleted|replace|replaced)\b/i;
/** A name from the code written bare ("Get incident instead of incidentId"): the author's shorthand. */
const BARE_CODE_NAME = /(?<![`\w])[a-z]+[A-Z]\w*(?![`\w])/;
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
  const known = wordsIn(said);
  // "deps" is said by "dependencies"; little words say nothing either way.
  const has = (w: string) => known.some((k) => k === w || (w.length >= 3 && k.startsWith(w)));
  const words = wordsIn(item)
    .slice(1)
    .filter((w) => !LITTLE.has(w));
  return words.filter(has).length >= Math.max(1, words.length * 0.7);
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
