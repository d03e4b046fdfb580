import type { CleanCommit } from '../clean/clean-commit';
import { hasVerb, is, lexiconOf, sentencesOf, wordsOf } from './grammar';
import { baseOf } from '../clean/verb-base';

/**
 * What the commit body (or pull request) adds to the subject, cleaned for readers: its list
 * items as a list, its prose as whole sentences. Open questions, notes to reviewers, first-
 * person asides, sentences that announce a list that is not there ("for two reasons:"),
 * half-sentences and what only repeats the subject are left out.
 */
export interface Details {
  /** Whole sentences, in order. */
  sentences: string[];
  /** List items (without their marks). */
  items: string[];
  /** A measured gain the commit states ("about 30% faster"), for posts to keep. */
  gain?: string;
  /**
   * Why, when the body is only the subject's own "so" clause ("So it works in React Native."):
   * "so it works in React Native", for the post to finish its first sentence with.
   */
  purpose?: string;
}

/** Sentences a reader is not meant to see. */
const NOT_FOR_READERS =
  /\b(will change|in the (near )?future|eventually|at some point|follow-?up|(next|previous|upcoming|later|following) commits?)\b|\bfor (?:two|three|four|several|a few|some|\d+) reasons\W*$|\b(?:the following|as follows)\W*$|^(so|and|but|or|because|which|also|then|now|no longer|just)\b|\?\s*$|:\s*$|\b(we should|should we|unclear|feels like|not sure|maybe|perhaps|i think|ideally|for now|hopefully)\b|\b(and|or|but|the|a|an|of|to|for|with|in|on)\s*$|\b(I|I'm|I've|I'd|I'll|me|my|we'll see|not sure|wdyt|ptal|lgtm|nit|todo|fixme|tbd|hacky|wip)\b|\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b|https?:\/\/|^(cc|see|ref|refs|closes|fixes|resolves|related|thanks|kudos|note to|reviewers?)\b|^(as )?(requested|reported|suggested|proposed|noticed|found|spotted|pointed out) by\b|\b(this|the) (pr|pull request|patch|mr|diff)\b|\b(before|after):?\s*$|\b(screenshots?|screen recording)\b/i;

/** Steps of the work a squash merge lists: tests, lint, renames, reviews, merges… */
const WORK_STEP =
  /\b(tests?|specs?|snapshots?|snaps|lint(ing|er)?|prettier|format(ting)?|typos?|changesets?|benchmarks?|baselines?|ci|workflows?|reviews?|feedback|suggestions?|nits?|wip|tmp|temp|debug(ging)?|console|comments?|unused|unnecessary|leftovers?|clean ?up|refactor(ed|ing|s)?|renamed?|revert(ed|s)?|merged?|bump(ed|s)?|deps|dependencies|lockfile|mock(ed|s)?|fixtures?|type ?check(ing|s)?|whitespace|indent(ation)?|readme|changelog|version|release notes)\b/i;

const wordsIn = (text: string) => text.toLowerCase().match(/[\p{L}\d][\p{L}\d._/-]+/gu) ?? [];

/** Mostly the same words as what was said already. */
export function repeats(text: string, said: string): boolean {
  const stem = (w: string) => w.replace(/(ed|es|s|ing|d)$/, '');
  const known = new Set(wordsIn(said).map(stem));
  const words = wordsIn(text).map(stem);
  return words.length > 0 && words.filter((w) => known.has(w)).length / words.length >= 0.7;
}

/** A whole sentence, capitalised unless it opens with a name spelled in lower case ("pnpr's…"). */
const sentence = (text: string, names: string[] = []) => {
  const first = /^[\p{L}\d_.-]+/u.exec(text.trim())?.[0]?.replace(/'s$/, '') ?? '';
  const named = names.some((n) => n && n.toLowerCase() === first);
  const t = named ? text.trim() : text.trim().replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  return /[.!?…:]$/.test(t) ? t : `${t}.`;
};

const GAIN =
  /\b(?:about |around |roughly |up to |~)?\d+(?:\.\d+)?\s?(?:%|x|×|times)\s+(?:faster|smaller|less|fewer|quicker|lower|more)\b|\b(?:about |around |roughly |up to |~)?\d+(?:\.\d+)?\s?%\s+(?:reduction|improvement|speed-?up)\b|\b\d+(?:\.\d+)?x\s+speed-?up\b/i;

/**
 * Whether a squashed commit's subject was written for readers: a whole clause that opens with
 * its verb and speaks in articles ("Let owners pick the theme in settings"), rather than the
 * shorthand of work in progress ("Get table instead of tableName", "More type optimizations",
 * "Removed backwards compat") or code names only its author knows.
 */
export function forReaders(item: string): boolean {
  const words = wordsOf(item, 'we');
  return (
    words.length >= 5 &&
    is(words[0], 'Verb') &&
    !is(words[0], 'Gerund') &&
    // What a test checks ("Ensure that the flow remains intact"), or a list cut short ("and other things").
    !/^(ensure|ensured|verify|verified|check|checked|assert|asserted)\b/i.test(item) &&
    !/\b(and|or) (other|more) (things|stuff)\b|\betc\.?$/i.test(item) &&
    words.some((w) => /^(a|an|the|their|its|your|our)$/i.test(w.text)) &&
    !/`|[a-z][A-Z]|\.\w{1,4}\b|\w_\w/.test(item)
  );
}

/** A plan for later ("this will change in the near future…"), said after what holds today. */
const PLAN =
  /\b(will|is going to|are going to|plan to|want to)\b|\b(in the (near )?future|eventually|later|someday)\b/i;

/**
 * What holds today without the plan tacked on after it: "currently only end-point callbacks
 * support this, however this will change in the near future" → "Currently only end-point
 * callbacks support this." The plan alone is left out by NOT_FOR_READERS.
 */
function withoutPlans(sentence: string): string {
  const split = /^(.{16,}?),?\s+(?:however|but)\b,?\s*(.+)$/i.exec(sentence);
  return split && PLAN.test(split[2]!) ? `${split[1]!.replace(/[,;]$/, '')}.` : sentence;
}

/**
 * A fix's body telling the bug as it stands ("When the message is empty, `--amend` will produce an
 * error.", "The demo is failing after the changes."): in a post it reads as if it still happens.
 * A sentence that places it in the past ("used to", "previously") or says what now holds is kept.
 */
const BUG_NOW =
  /\b(will|is going to)\s+(produce|throw|raise|cause|result in|fail|crash|panic|error|break|hang)\b|\b(produces|throws|raises|crashes|panics|errors out|hangs)\b|\b(is|are)\s+(failing|crashing|broken|panicking)\b|\bfails\b/i;
const TOLD_AS_PAST = /\b(now|no longer|used to|previously|before this|would|could|was|were|had)\b/i;

/** A sentence that only goes on from the one before it ("Without this, it would…", "This means…", "For example, …"). */
const GOES_ON =
  /^(without (this|that|it)|otherwise|this|that|these|those|it|they|for (example|instance)|similarly|likewise|e\.g\.)(?![\w-])/i;

/**
 * "We need to pass the union of …" in a commit body says what the commit does, not a chore left:
 * "We now pass the union of …". Only "we", whose verb is its base form.
 */
export function doneNotNeeded(sentence: string): string {
  return sentence.replace(/^We (?:need|have|had|needed) to (?=[a-z])/, 'We now ');
}

/**
 * "Using Nushell's native if/else syntax to avoid '&&' errors." has no verb of its own: the author
 * left out "we are". Said as what the software does now: "We now use Nushell's native …".
 */
export function gerundFragment(sentence: string): string {
  const words = wordsOf(sentence);
  const first = words[0];
  if (!first || !/^[A-Z][a-z]+ing$/.test(first.text) || !is(first, 'Gerund')) return sentence;
  // "Using X is faster" has its verb: only a sentence without another finite verb is a fragment.
  const finite = words
    .slice(1)
    .some((w) => is(w, 'Verb') && !is(w, 'Gerund') && !is(w, 'Infinitive') && !is(w, 'Participle'));
  const to = words.findIndex((w, i) => i > 0 && /^to$/i.test(w.text));
  const finiteBeforeTo = words
    .slice(1, to > 0 ? to : undefined)
    .some((w) => is(w, 'Verb') && !is(w, 'Gerund') && !is(w, 'Infinitive') && !is(w, 'Participle'));
  if (finite && finiteBeforeTo) return sentence;
  const base = baseOf(first.text.toLowerCase());
  if (!base || base === first.text.toLowerCase()) return sentence;
  return `We now ${base}${sentence.slice(first.text.length)}`;
}

/**
 * "This change reduces the calls at startup to one." says what the change does, in a frame a
 * reader skips: "It reduces the calls at startup to one."
 */
export function itForThisChange(sentence: string): string {
  return sentence.replace(
    /^(?:this|the) (?:change|commit|patch|pr|pull request)(?: also)? (?=[a-z]+s\b)/i,
    (m) => (/also/.test(m) ? 'It also ' : 'It '),
  );
}

/** "support for LibreJS (https://en.wikipedia.org/…)": the link in brackets goes, the sentence stays. */
export function withoutLinkAsides(sentence: string): string {
  return sentence.replace(/\s*\(\s*(?:see\s+)?<?https?:\/\/[^\s)]+>?\s*\)/gi, '');
}

/** A line that opens with an order ("Change positive to non-negative"), as commit subjects do. */
function isOrder(text: string): boolean {
  const first = /^\S+/.exec(text)?.[0] ?? '';
  const word = wordsOf(text, 'we')[0];
  return (
    /^[A-Z][a-z]+$/.test(first) &&
    !/s$/.test(first) &&
    is(word, 'Verb') &&
    !is(word, 'PastTense') &&
    !is(word, 'Gerund') &&
    baseOf(first) === first.toLowerCase()
  );
}

export function readDetails(commit: CleanCommit, said: string): Details {
  const sentences: string[] = [];
  const items: string[] = [];
  const firstList = commit.body.findIndex((p) => p.startsWith('- '));
  for (const [at, paragraph] of commit.body.entries()) {
    // Under a squashed commit of the log, its own body in a few words: "Change positive to
    // non-negative", an order from the work, not a sentence for readers.
    if (
      commit.squashed &&
      firstList >= 0 &&
      at > firstList &&
      !paragraph.startsWith('- ') &&
      isOrder(paragraph) &&
      paragraph.split(/\s+/).length < 10
    )
      continue;
    if (paragraph.startsWith('- ')) {
      for (const line of paragraph.split('\n')) {
        const item = line.replace(/^- /, '').trim();
        if (!item || WORK_STEP.test(item) || repeats(item, said) || NOT_FOR_READERS.test(item)) continue;
        if (commit.squashed && !forReaders(item)) continue;
        items.push(item.replace(/[.;,]$/, ''));
      }
      continue;
    }
    let dropped = false;
    const kept = sentencesOf(paragraph.replace(/\s*\n\s*/g, ' '))
      .map((s) => gerundFragment(doneNotNeeded(withoutPlans(itForThisChange(withoutLinkAsides(s))))))
      .filter((s) => {
        const keep =
          !NOT_FOR_READERS.test(s) &&
          s.split(/\s+/).length >= 4 &&
          hasVerb(s) &&
          !repeats(s, said) &&
          !(commit.type === 'fix' && BUG_NOW.test(s) && !TOLD_AS_PAST.test(s)) &&
          !(dropped && GOES_ON.test(s)) &&
          /[.!…)"'`\p{L}\d]$/u.test(s);
        dropped = !keep;
        return keep;
      });
    // A lower-case name the subject uses ("bump undici") stays lower-case at a sentence's start.
    const own = (commit.original.match(/(?<![\w.@/-])[a-z][a-z\d-]{2,}(?![\w/-])/g) ?? []).filter(
      (w) => lexiconOf(w) === undefined && !is(wordsOf(w, 'the')[0], 'Verb'),
    );
    const names = [commit.scope ?? '', ...commit.repository.split('/'), ...own];
    sentences.push(...kept.map((s) => sentence(s, names)));
  }
  const purpose = purposeOf(commit);
  const unique = [...new Set(items)].slice(0, 8);
  const gain = [said, ...sentences, ...unique].map((t) => GAIN.exec(t)?.[0]).find(Boolean);
  return {
    sentences: [...new Set(sentences)].slice(0, 6),
    items: unique,
    ...(gain ? { gain } : {}),
    ...(purpose ? { purpose } : {}),
  };
}

/**
 * A body that is one "so" clause goes on from the subject ("Use a polyfill" / "So it will work
 * in React Native."); in a squash merge it belongs to one of the steps, and a clause about the
 * authors' own work ("so that we don't rerun…") says nothing to readers.
 */
function purposeOf(commit: CleanCommit): string | undefined {
  const prose = commit.body.filter((p) => !p.startsWith('- '));
  if (commit.squashed || prose.length !== 1) return undefined;
  const only = sentencesOf(prose[0]!.replace(/\s*\n\s*/g, ' '));
  if (only.length !== 1) return undefined;
  const clause = /^so(?: that)?,?\s+(.+?)[.!]?$/i.exec(only[0]!)?.[1];
  if (!clause || clause.split(/\s+/).length < 3 || !hasVerb(clause)) return undefined;
  if (/\b(we|us|our|I|me|my)\b|`|\?/.test(clause)) return undefined;
  return `so ${clause.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}`;
}
