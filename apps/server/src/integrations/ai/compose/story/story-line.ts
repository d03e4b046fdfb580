import nlp from 'compromise';
import type { CleanCommit } from '../../clean/clean-types';
import { articledDid } from '../../understand/articles';
import { readChange } from '../../understand/change';
import { formsOf, is, lexiconOf, wordsOf } from '../../understand/grammar';
import { ownTable } from '../../../../lib/own-table';
import { coreOf, languagesNamed, saysLittle, unslugged } from './story-words';

/**
 * A story tells each change in its author's own words: the cleaned subject as a list item, its
 * leading verb put in the past tense only when it is one of the verbs below (whose forms are
 * known), never rewritten into a sentence the commit did not say. A subject that does not open
 * with such a verb stays as the author wrote it.
 */
const VERBS = ownTable<[past: string, third: string]>({
  accept: ['accepted', 'accepts'],
  add: ['added', 'adds'],
  allow: ['allowed', 'allows'],
  avoid: ['avoided', 'avoids'],
  bump: ['bumped', 'bumps'],
  call: ['called', 'calls'],
  check: ['checked', 'checks'],
  clarify: ['clarified', 'clarifies'],
  clear: ['cleared', 'clears'],
  correct: ['corrected', 'corrects'],
  deprecate: ['deprecated', 'deprecates'],
  detect: ['detected', 'detects'],
  disable: ['disabled', 'disables'],
  display: ['displayed', 'displays'],
  document: ['documented', 'documents'],
  denote: ['denoted', 'denotes'],
  drop: ['dropped', 'drops'],
  eliminate: ['eliminated', 'eliminates'],
  enable: ['enabled', 'enables'],
  ensure: ['ensured', 'ensures'],
  export: ['exported', 'exports'],
  expose: ['exposed', 'exposes'],
  extend: ['extended', 'extends'],
  generalize: ['generalized', 'generalizes'],
  fix: ['fixed', 'fixes'],
  handle: ['handled', 'handles'],
  hide: ['hid', 'hides'],
  implement: ['implemented', 'implements'],
  improve: ['improved', 'improves'],
  include: ['included', 'includes'],
  introduce: ['introduced', 'introduces'],
  keep: ['kept', 'keeps'],
  limit: ['limited', 'limits'],
  make: ['made', 'makes'],
  mark: ['marked', 'marks'],
  move: ['moved', 'moves'],
  narrow: ['narrowed', 'narrows'],
  optimize: ['optimized', 'optimizes'],
  preserve: ['preserved', 'preserves'],
  prevent: ['prevented', 'prevents'],
  pass: ['passed', 'passes'],
  rebind: ['rebound', 'rebinds'],
  reduce: ['reduced', 'reduces'],
  remove: ['removed', 'removes'],
  replace: ['replaced', 'replaces'],
  reset: ['reset', 'resets'],
  respect: ['respected', 'respects'],
  restore: ['restored', 'restores'],
  return: ['returned', 'returns'],
  show: ['showed', 'shows'],
  skip: ['skipped', 'skips'],
  speed: ['sped', 'speeds'],
  stop: ['stopped', 'stops'],
  switch: ['switched', 'switches'],
  update: ['updated', 'updates'],
  upgrade: ['upgraded', 'upgrades'],
  use: ['used', 'uses'],
  validate: ['validated', 'validates'],
  warn: ['warned', 'warns'],
});

/** Every form of a known verb ("adds", "added", "add") → its base form. */
const BASE = new Map<string, string>(
  Object.entries(VERBS).flatMap(([base, [past, third]]) => [
    [base, base],
    [past, base],
    [third, base],
  ]),
);

/** Words that may come before the verb: "Optionally keep …", "Properly handle …". */
const ADVERBS = new Set(['optionally', 'properly', 'correctly', 'always', 'also', 'automatically', 'now']);

/** Verbs that say a change is a new capability or a fix, when the commit declares no type. */
const FEATURE_VERBS = new Set(['add', 'allow', 'enable', 'expose', 'implement', 'introduce', 'support']);
/** Fixes and improvements share a group ("Improved and fixed"). */
const FIX_VERBS = new Set([
  'avoid',
  'correct',
  'fix',
  'handle',
  'improve',
  'optimize',
  'prevent',
  'reduce',
  'restore',
  'speed',
]);
const FIX_WORDS =
  /\b(bugs?|crash(es)?|segfaults?|regressions?|broken|missing|race conditions?|leaks?|panics?)\b/i;

/** Changes made for the project's developers, not its users: a story leaves them out. */
const INTERNAL_VERBS = new Set([
  'cleanup',
  'extract',
  'golf',
  'hoist',
  'inline',
  'rebase',
  'refactor',
  'reorganize',
  'restructure',
  'tidy',
]);
const INTERNAL_SUBJECT =
  /^(clean ?up|refactor(ing)?|more fixes|minor (fixes|changes|tweaks)|misc\w*|various \w+|small \w+)\b/i;

/**
 * Words of the code's inside: a change that names them ("Use RWMutex to protect the provider",
 * "Avoid non null assertion", "Mark the type with the @internal JSDoc tag") is the developers'.
 */
const CODE_WORDS =
  /\b(rw)?mutex(es)?\b|\bjsdoc\b|@internal\b|\bnon[- ]null assertions?\b|\bweak ?maps?\b|\b(de)?serializers?\b|\binlining\b|\bstar modules?\b/i;
/**
 * A function or type named in the code's own case, outside backticks: three or more words run
 * together ("LabelFromKey", "GetRepoPaths"), an interface's "I" ("IFileTree"), or two led by
 * the verbs identifiers open with ("SetVar", "GetFilter"). A product's name written the same
 * way ("JavaScript", "GitHub", "LibreJS", "PostgreSQL") is a word readers know, not code.
 */
const CODE_NAME =
  /(^|[\s(])([A-Z][a-z]+(?:[A-Z][a-z]+){2,}|I[A-Z][a-z]+[A-Z][a-z]+|(?:Get|Set|Is|Has|New|To|From|On|Init)[A-Z][a-z]+)\b/;
/** Whether a line names the code's own functions or types outside backticks. */
export const namesCode = (text: string) => CODE_NAME.test(text.replace(/`[^`]*`/g, ''));
/** A typo-sized change: a missing quote, comma or bracket. */
const TYPO_SIZED =
  /\b(missing|extra|stray) (quotes?|commas?|semicolons?|brackets?|parenthes[ie]s|spaces?)\b/i;

/** Scopes that say nothing a reader needs ("core", "v4", "deps"). */
const GENERIC_SCOPE =
  /^(all|api|build|ci|config|core|deps|dev|docs|general|i18n|internal|l10n|lib|locales?|main|misc|release|repo|src|types?|typings|v\d+)$/i;

/**
 * Verbs that say how the software behaves from now on: a story tells them in the present, with
 * the project as their subject ("Ky now uses slimmer scrollbars"), not as a one-off act of the
 * past ("Used slimmer scrollbars"), which reads as the developer's chore.
 */
const NOW_VERBS = new Set([
  'accept',
  'allow',
  'check',
  'detect',
  'display',
  'handle',
  'include',
  'keep',
  'preserve',
  'respect',
  'return',
  'show',
  'skip',
  'use',
  'validate',
  'warn',
]);

/** The subject's words: an optional adverb, its verb (a base form, when known) and the rest. */
export interface Phrase {
  adverb: string;
  verb: string | undefined;
  /** The rest of the subject after the verb (or the whole subject when it opens with none). */
  rest: string;
}

/** "omit" → "omitting", as compromise conjugates it; undefined for a word it does not read as a verb. */
function gerundOf(word: string): string | undefined {
  if (!/^[a-z]+$/.test(word)) return undefined;
  const said = nlp(`we ${word}`).verbs().toGerund().text().split(' ').at(-1) ?? '';
  return said.endsWith('ing') ? said : undefined;
}

/** HTML-like text outside code ("<c-z>") as code, so that Markdown shows it instead of dropping it. */
const tagsAsCode = (line: string) =>
  line
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 ? part : part.replace(/<[^<>\s]+>/g, (tag) => `\`${tag}\``)))
    .join('');

/**
 * A first word the verbs above do not hold, read as an order the way the understand stage reads
 * it ("Round the total…" → "rounded", "Filter file views…" → "filtered"): only when English knows
 * the word (as a verb, or it acts on a determined object, "Rename the button"), never a name or
 * noun ("Context consumer…"). "Auto-update X" is read by its last part.
 */
function orderedVerb(subject: string, type: CleanCommit['type']): string | undefined {
  const [word = '', next = ''] = subject.split(/\s+/);
  const hyphened = /^(auto|re|pre|un|de)-([a-z]{3,})$/i.exec(word);
  if (hyphened) {
    const part = orderedVerb(subject.slice(hyphened[1]!.length + 1), type);
    return part ? `${hyphened[1]!.toLowerCase()}-${part}` : undefined;
  }
  const first = word.toLowerCase();
  if (!/^[a-z]{3,}$/.test(first)) return undefined;
  const known = ['Infinitive', 'Adjective'].includes(lexiconOf(first) ?? '');
  const determined = /^(the|a|an|all|its|their|every|each)$/i.test(next);
  const { past, base, third } = formsOf(first);
  const change = readChange(subject, type, 'the project');
  // Read as how the software now behaves ("Filter file views…" → "…now filters file views").
  if (change.now?.includes(` now ${third} `) && lexiconOf(first) !== undefined) return base;
  if (!known && !determined && !/^(re|un)[a-z]{3,}$/.test(first)) return undefined;
  return (change.did ?? '').startsWith(`${past} `) && past !== first ? base : undefined;
}

function phraseOf(subject: string, type: CleanCommit['type']): Phrase {
  const words = subject.split(/\s+/);
  const adverb = ADVERBS.has(words[0]!.toLowerCase()) && words.length > 2 ? words.shift()!.toLowerCase() : '';
  const first = words[0]!.toLowerCase();
  const next = (words[1] ?? '').toLowerCase();
  const none = { adverb: '', verb: undefined, rest: subject };
  if (first === 'support' || first === 'supports')
    // "Support for X" names the support: it was added.
    return { adverb, verb: 'support', rest: words.slice(next === 'for' ? 2 : 1).join(' ') };
  const negated = /^(don['’]?t|do)$/.test(first) && (first !== 'do' || next === 'not');
  const gerund = negated ? gerundOf(words[first === 'do' ? 2 : 1] ?? '') : undefined;
  if (gerund)
    return { adverb, verb: 'stop', rest: [gerund, ...words.slice(first === 'do' ? 3 : 2)].join(' ') };
  const verb = BASE.get(first);
  // "Fixes for the parser", "Updates to the docs": a noun there, not a verb.
  if (!verb) {
    const ordered =
      orderedVerb(words.join(' '), type) ??
      // "Correctly parse quoted values": after an adverb, a word English knows as a verb is one.
      (adverb && is(wordsOf(words.join(' '), 'we')[0], 'Verb') ? first : undefined);
    return ordered ? { adverb, verb: ordered, rest: words.slice(1).join(' ') } : none;
  }
  if (/^(for|of)$/.test(next) || (first !== verb && /^(to|in|on|from|with|by)$/.test(next))) return none;
  return { adverb, verb, rest: words.slice(1).join(' ') };
}

/**
 * The rest of a subject with a second verb put in the same form as the first: "Improve speed and
 * reduce memory" → "… and reduced memory", "Add X; fix Y" → "…; fixed Y" (never "search and
 * replace", a noun there).
 */
function coordinated(rest: string, form: 0 | 1): string {
  return rest.replace(/(?<!\bsearch )(\band|\bthen|;) ([a-z]+)\b/g, (whole, and: string, word: string) =>
    VERBS[word] ? `${and} ${VERBS[word]![form]}` : whole,
  );
}

/** A verb's past form: the table's, else as the understand stage conjugates it. */
const pastOf = (verb: string): string => {
  const [, prefix, part] = /^([a-z]+-)?(.+)$/.exec(verb)!;
  return `${prefix ?? ''}${VERBS[part!]?.[0] ?? formsOf(part!).past}`;
};

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lower = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/**
 * The subject without a second clause that would read wrong in a list line: after a dash or
 * semicolon, or after a comma that opens another verb ("Allow X, avoids Y", "Don't X, do it Y").
 */
function firstClause(subject: string): string {
  const cut = subject
    .split(/\s+[-–—]\s+|;\s+/)[0]!
    // "Support the `ms` format and add docs": the docs come with the change, they are not news.
    .replace(/,?\s+and (add|update|write)s? (the )?docs?$/i, '')
    .replace(/,\s+([a-z]+)\b.*$/, (whole, word: string) => (word === 'do' || BASE.has(word) ? '' : whole));
  return cut.split(/\s+/).length >= 3 ? cut : subject;
}

/** Where the change is, when its scope says something the subject does not. */
function scopeNote(clean: CleanCommit, subject: string, project = ''): string {
  if (clean.type === 'docs')
    return /\b(docs?|documentation|readme|guide|\w+\.mdx?)\b/i.test(subject) ? '' : ' in the docs';
  const scope = clean.scope?.toLowerCase();
  if (!scope || GENERIC_SCOPE.test(scope)) return '';
  // "Add a Georgian locale" in `locales`, "Redux Toolkit …" in `toolkit`: said already.
  const stem = scope.replace(/(e?s)$/, '');
  const said = `${subject} ${project}`.toLowerCase();
  if (said.includes(scope) || (stem.length >= 4 && said.includes(stem))) return '';
  return ` in \`${clean.scope}\``;
}

/**
 * What a reader cannot tell from a change's words: "Fix bug", "Fix buggy edge case", "Fix
 * issues": only the kind of change, nothing of what changed.
 */
const VAGUE_REST =
  /^(?:(?:a|an|the|some|small|minor|buggy|weird|rare|odd|tiny|few|several|various|assorted|misc|miscellaneous|random|general|more|other|another|couple|of)\s+)*(?:edge\s+cases?|bugs?|issues?|problems?|cases?|errors?|things?|stuff|crash(?:es)?|regressions?|glitch(?:es)?|fixes|changes|tweaks|improvements|updates)$/i;

function isVague(verb: string | undefined, rest: string, subject: string): boolean {
  const words = subject.replace(/[.!?]$/, '').split(/\s+/);
  if (words.length === 1) return true;
  return VAGUE_REST.test((verb ? rest : subject).replace(/[.!?]$/, '').trim());
}

/** Words after a verb that already decide the object's article ("all", "any", "both"). */
const quantified = (object: string) => {
  const first = wordsOf(object, 'we fixed')[0];
  return (
    is(first, 'Determiner') ||
    is(first, 'Value') ||
    /^(all|any|both|each|every|more|most|no|other|such|some|only|also)$/i.test(first?.bare ?? '')
  );
};

/**
 * A past-tense line with the articles a sentence needs, as the understand stage puts them
 * ("Fixed buggy edge case" → "Fixed the buggy edge case"); the author's words otherwise.
 */
function withArticles(line: string): string {
  const [verb, ...object] = line.split(' ');
  if (!object.length || quantified(object.join(' '))) return line;
  return capital(aside(`${verb!.toLowerCase()} ${object.join(' ')}`, articledDid));
}

/**
 * `put` (which may add one word, an article) applied to a line as if its asides were not there:
 * a short parenthesis ("Georgian (ka) locale") is left out of the reading and a quoted word
 * ("the 'type' attribute") read as code, so that "Added Georgian (ka) locale" gets its "a" as
 * "Added Georgian locale" would. The asides stay as written.
 */
function aside(line: string, put: (line: string) => string): string {
  const words = line.split(' ');
  const kept = words.flatMap((w, i) =>
    /^\([^()\s]{1,12}\)$/.test(w) ? [] : [{ i, read: w.replace(/^(['"])([^'"\s]+)\1$/, '`$2`') }],
  );
  const read = kept.map((k) => k.read);
  const said = put(read.join(' ')).split(' ');
  if (said.length !== read.length + 1) return line;
  const at = said.findIndex((w, i) => w !== read[i]);
  const before = at < kept.length ? kept[at]!.i : words.length;
  return [...words.slice(0, before), said[at]!, ...words.slice(before)].join(' ');
}

/** The kind of change a line is, as a count names it ("2 fixes and a new feature"). */
export type StoryNoun = 'new feature' | 'fix' | 'improvement' | 'docs change' | 'other change';

const IMPROVING_VERBS = new Set(['improve', 'optimize', 'speed', 'reduce']);

export interface StoryLine {
  /** The change as a list item, without a final period: "Added support for LoongArch". */
  line: string;
  /** The change as a past-tense sentence about the project, for a title: "Rollup added support for LoongArch". */
  headline: (project: string) => string;
  /** Whether the headline is a sentence (the subject opens with a verb) rather than the author's phrase. */
  sentence: boolean;
  kind: 'features' | 'fixes' | 'other';
  noun: StoryNoun;
  /** Whether the words name no particular change ("Fix bug", "Fix buggy edge case"). */
  vague: boolean;
  /** Whether it says how the software behaves from now on ("keeps trailing slashes"). */
  behaviour: boolean;
  /**
   * Whether its words say too little for a post ("Fix range select bug", "Add apparently-missing
   * error message", "Generalize numeric key handling"): the update lists it, a post leaves it out.
   */
  weak: boolean;
  /** Whether its kind was changed from "other" by what it does for users (an option, a behaviour). */
  regrouped: boolean;
  /** Set when the story should leave the change out: why. */
  internal?: string;
}

/**
 * Whether a subject is already a statement ("Generated hooks also includes X"): a verb in the
 * present or past after its subject, not a noun after a preposition ("lead time in reports").
 */
function declarative(subject: string): boolean {
  const words = wordsOf(subject);
  return words.some(
    (w, i) =>
      i > 0 &&
      is(w, 'Verb') &&
      !is(w, 'Gerund') &&
      !is(w, 'Infinitive') &&
      !is(w, 'Participle') &&
      !is(words[i - 1], 'Preposition') &&
      !is(words[i - 1], 'Determiner'),
  );
}

/**
 * A statement in the present ("Generated hooks also includes X when provided") as a list line
 * in the past like the others: what its subject was made to do ("Made generated hooks also
 * include X when provided"), the verb in its base form. Undefined when it has no such verb.
 */
function madeStatement(subject: string): string | undefined {
  const words = wordsOf(subject);
  const written = subject.split(/\s+/);
  if (words.length !== written.length) return undefined;
  // "now" reads as a conjunction to the tagger; before a verb it is an adverb.
  const adverbAt = (i: number) =>
    is(words[i], 'Adverb') || /^(now|also|always|still)$/i.test(written[i] ?? '');
  const verbAt = (w: (typeof words)[number], i: number) =>
    i > 0 &&
    is(w, 'PresentTense') &&
    !is(w, 'Gerund') &&
    !is(w, 'Participle') &&
    // "hooks also include": a plural's verb has its base form.
    (!is(w, 'Infinitive') || is(words[i - 1], 'Plural') || adverbAt(i - 1)) &&
    /^[a-z]+$/.test(written[i]!) &&
    !is(words[i - 1], 'Preposition') &&
    !is(words[i - 1], 'Determiner') &&
    !/^(to|not)$/i.test(written[i - 1]!);
  // "TypeScript types now work …": the verb after "now" or "also" before a word that could be one.
  const afterAdverb = words.findIndex((w, i) => verbAt(w, i) && adverbAt(i - 1));
  const at = afterAdverb > 0 ? afterAdverb : words.findIndex(verbAt);
  // "is", "has", "can": a state or a modal, not an act the subject could be made to do.
  if (at < 1 || /^(is|are|has|have|can|could|will|would|should|must|may|might|does|do)$/.test(written[at]!))
    return undefined;
  // "Nil values act …": a noun after the word says it was a noun too ("values"), not the verb.
  const next = words[at + 1];
  const adverb = adverbAt(at - 1);
  if (next && is(next, 'Noun') && !is(next, 'Determiner') && !written[at + 1]!.startsWith('`') && !adverb)
    return undefined;
  const base = formsOf(written[at]!).base;
  // "Caddy now accepts …" → "Made Caddy accept …": "now" is what "made" says already.
  const who = written.slice(0, at).filter((w, i) => !(i === at - 1 && /^now$/i.test(w)));
  // "Generated hooks" after "Made" is "generated hooks"; "TypeScript types" keeps its name's case.
  const [first = '', ...others] = who;
  const doer = [/^[A-Z][a-z]+$/.test(first) ? first.toLowerCase() : first, ...others].join(' ');
  return `Made ${doer} ${[base, ...written.slice(at + 1)].join(' ')}`;
}

/**
 * A subject that names a thing without a verb, given the verb its kind implies, so that a list
 * line is a sentence like the others instead of a fragment: "Configurable forward proxy URL" →
 * "Make forward proxy URL configurable", "Context consumer unmounting perf" → "Improve context
 * consumer unmounting performance", "fix: lead time in reports" → "Fix lead time in reports",
 * "`uri query` replace operation" → "Add `uri query` replace operation". A statement, a docs
 * change or a single word stays as written.
 */
function withVerb(written: string, type: CleanCommit['type'], typeDeclared: boolean): string | undefined {
  if (written.split(/\s+/).length < 2 || declarative(written) || type === 'docs') return undefined;
  // "Reuse keep-alive connections": an order the verbs above do not know, told as written.
  const first = written.split(/\s+/)[0]!.toLowerCase();
  const prefixed = /^(re|un|pre|de)([a-z]{3,})$/.exec(first)?.[2];
  if (!typeDeclared && [first, prefixed].some((w) => w && lexiconOf(w) === 'Infinitive')) return undefined;
  const subject = lower(written);
  const configurable = /^configurable\s+(.+)$/i.exec(subject);
  if (configurable) return `Make ${configurable[1]} configurable`;
  const perf = /^(.+?)\s+(?:perf|performance)(?:\s+improvements?)?$/i.exec(subject);
  if (perf || (typeDeclared && type === 'perf'))
    return `Improve ${perf ? `${perf[1]} performance` : subject}`;
  const toThing = /^(fix(?:es)?|updates?|improvements?)\s+(?:for|to|in|of)\s+(.+)$/i.exec(subject);
  if (toThing) {
    const verb = /^fix/i.test(toThing[1]!) ? 'Fix' : /^update/i.test(toThing[1]!) ? 'Update' : 'Improve';
    return `${verb} ${toThing[2]}`;
  }
  if ((typeDeclared && type === 'fix') || FIX_WORDS.test(subject)) return `Fix ${subject}`;
  if (!/^[`'"A-Za-z]/.test(subject) || (typeDeclared && type !== 'feat')) return undefined;
  return `Add ${subject}`;
}

/** A thing named by an activity or a mass noun takes no article: "Added keyboard navigation". */
const MASS_NOUN = /(ing|ment|ness|support|navigation|information|data|performance)$/i;

/** "… rather than search" after a verb in the present: the second verb as an activity ("rather than searching"). */
const contrasted = (rest: string) =>
  rest.replace(/\brather than ([a-z]+)(?=$|\s+(?:the|a|an|it|them|for|in|on)\b)/, (whole, word: string) => {
    const gerund = gerundOf(word);
    return gerund ? `rather than ${gerund}` : whole;
  });

/** "Ky now uses slimmer scrollbars", "Ky can now keep …" (for "Optionally keep …"). */
function nowLine(project: string, adverb: string, verb: string, rest: string): string {
  const how = adverb && adverb !== 'now' && adverb !== 'optionally' ? `${adverb} ` : '';
  const does =
    adverb === 'optionally' ? `can now ${verb}` : `now ${how}${VERBS[verb]?.[1] ?? formsOf(verb).third}`;
  return `${project} ${does} ${contrasted(coordinated(articledObject(verb, rest), 1))}`;
}

/**
 * The words after a verb with the article their object takes after it in the past ("allowed
 * the user to …", "showed a confirmation dialog"), as the understand stage reads articles for
 * every verb: for the same object after "now allows" or "Made Ky show".
 */
function articledObject(verb: string, rest: string): string {
  if (quantified(rest)) return rest;
  const did = aside(`${pastOf(verb)} ${rest}`, articledDid).split(' ');
  return did.length === rest.split(' ').length + 2 ? did.slice(1).join(' ') : rest;
}

/** Behaviours whose past reads as what shipped, not as a chore: "Allowed X in filtering mode". */
const PLAIN_PAST = new Set(['accept', 'allow']);

/**
 * A behaviour as a list line in the past, like the lines around it ("one tense per text"): the
 * project made to act ("Made Ky use slimmer scrollbars", "Made Ky clear the selection after
 * pasting"), the author's verbs kept as they wrote them; an optional one as the option added.
 */
function madeLine(project: string, adverb: string, verb: string, rest: string): string {
  if (adverb === 'optionally') return `Added an option to ${verb} ${rest}`;
  const how = adverb && adverb !== 'now' ? `${adverb} ` : '';
  // "Allowed `header` replacement …": a thing named by its code takes no article.
  if (PLAIN_PAST.has(verb))
    return how || rest.startsWith('`')
      ? capital(`${how}${pastOf(verb)} ${coordinated(rest, 0)}`)
      : withArticles(capital(`${pastOf(verb)} ${coordinated(rest, 0)}`));
  return `Made ${project} ${how}${verb} ${articledObject(verb, rest)}`;
}

/** "… in regexes.ts", "… in `src/util.go`": a place in the source named by its file. */
const SOURCE_FILE_PLACE =
  /\s+in\s+(?:the\s+)?(`?)(?:[a-z0-9_-]+\/)*[a-z0-9_-]+\.(?:[cm]?[jt]sx?|go|py|rs|rb|java|kt|swift|php|cs|c|h|cpp|json|ya?ml|toml|s?css|html|sh)\1(?:\s+file)?(?=$|[\s,;:])/;

/** Failures a fix ends: "Avoid crash when …" ships as "Fixed a crash when …". */
const FAILURE = /^(?:(?:a|an|the)\s+)?(crash|segfault|panic|deadlock|hang|freeze)(?:es|s)?\b(.*)$/i;

/**
 * "Avoid crash when hitting enter", "Prevent a panic on …": what shipped is the fix of a failure,
 * told as one ("Fixed a crash when hitting enter"), not as the code's caution; an activity
 * implemented is an activity supported ("Added support for suspending the app").
 */
function fixOfAvoided(phrase: Phrase): Phrase {
  // "Implement suspending the app with ctrl-z": what readers get is support for it, not the work.
  if (phrase.verb === 'implement' && !phrase.adverb && /^[a-z]+ing\b/.test(phrase.rest))
    return { ...phrase, verb: 'support' };
  const failure = /^(avoid|prevent)$/.test(phrase.verb ?? '') ? FAILURE.exec(phrase.rest) : null;
  return failure
    ? { adverb: phrase.adverb, verb: 'fix', rest: `a ${failure[1]!.toLowerCase()}${failure[2]}` }
    : phrase;
}

/**
 * A description that says the change leaves the software as it was ("This is not a behavior
 * change", "No functional changes"): whatever its subject sounds like, nothing shipped.
 */
const NO_BEHAVIOUR_CHANGE =
  /\b(?:(?:is|are)\s+)?(?:not|no)\s+(?:a\s+)?(?:functional|behaviou?ral|behaviou?r|user[- ]facing|user[- ]visible|visible)\s+changes?\b|\bdo(?:es)?(?:n['’]t| not) change (?:any |the )?(?:behaviou?r|functionality)\b/i;

/** A pull request merged from a branch named for a fix ("acme/fix-4650", "bugfix/login"). */
const FIX_BRANCH = /(^|\/)(bug|hot)?fix(es)?([-_/]|$)/i;

/** Verbs that call the code's own means: "Call `initiate` to …", "Use `flushSync()` to …". */
const MEANS_VERBS = new Set(['call', 'invoke', 'use']);

/**
 * "Call `initiate` to refetch queries from middleware": a function called or used for a purpose
 * is the code's means; the purpose is what shipped ("refetch queries from middleware").
 */
function purposeOf(phrase: Phrase): Phrase | undefined {
  if (!phrase.verb || !MEANS_VERBS.has(phrase.verb)) return undefined;
  const m = /^(?:`[^`]+`|[\w.$]+\(\))\s+to\s+([a-z]+)\s+(.+)$/.exec(phrase.rest);
  const word = m?.[1] ?? '';
  const stem = /^(re|un|pre)([a-z]{3,})$/.exec(word)?.[2];
  if (!m || ![word, stem].some((w) => w && lexiconOf(w) === 'Infinitive')) return undefined;
  return { adverb: phrase.adverb, verb: m[1]!, rest: m[2]! };
}

/**
 * "Clear the selection after pasting", "Filter file views rather than search": an order that
 * says when or instead of what the software acts tells how it behaves from now on, not a
 * one-off act of the developers ("Cleared the selection after pasting").
 */
const CONDITION = /\b(rather than|instead of)\b|\b(after|when|whenever|upon|once) [a-z]+ing\b/;
/** Verbs whose past already tells what shipped, however it is placed. */
const TOLD_VERBS = new Set([
  ...FIX_VERBS,
  ...FEATURE_VERBS,
  'bump',
  'deprecate',
  'document',
  'ensure',
  'export',
  'make',
  'mark',
  'rebind',
  'stop',
  'support',
  'update',
  'upgrade',
]);
const conditional = (verb: string, rest: string) => !TOLD_VERBS.has(verb) && CONDITION.test(rest);

/**
 * The line a story gives one commit, and the group it goes in. Every line is in the past, so
 * that a list keeps one tense: given the project's name, a change to how the software behaves
 * is the project made to act ("Made Ky use slimmer scrollbars"), and its headline, a sentence
 * of its own, tells what the project now does ("Ky now uses slimmer scrollbars").
 */
export function storyLineOf(clean: CleanCommit, project?: string, area?: string): StoryLine {
  // "Fix bad inference with an overload?": what shipped is told, not asked.
  // "Improve regex precision in regexes.ts": the file is the commit's business, not the reader's.
  const subjectOnly = tagsAsCode(firstClause(clean.subject))
    .replace(/\s*\?$/, '')
    .replace(SOURCE_FILE_PLACE, '');
  // In a story: "hr translation" names its language, "explicit-resource-management" is words.
  const written = project ? unslugged(languagesNamed(subjectOnly)) : subjectOnly;
  const found = phraseOf(written, clean.type);
  const given = found.verb ? undefined : withVerb(written, clean.type, clean.typeDeclared);
  const subject = given ?? written;
  const phrase = fixOfAvoided(given ? phraseOf(given, clean.type) : found);
  // "Properly implement async codecs", "Correctly parse …": it worked wrongly before, a fix, told
  // as what the software now does right.
  const mended = /^(properly|correctly)$/.test(phrase.adverb) && !!phrase.verb;
  const toldKind: StoryLine['kind'] = mended
    ? 'fixes'
    : clean.typeDeclared
      ? clean.type === 'feat'
        ? 'features'
        : clean.type === 'fix' || clean.type === 'perf'
          ? 'fixes'
          : 'other'
      : clean.type === 'docs'
        ? 'other'
        : (phrase.verb && FIX_VERBS.has(phrase.verb)) ||
            FIX_WORDS.test(subject) ||
            FIX_BRANCH.test(clean.merge?.from ?? '')
          ? 'fixes'
          : (phrase.verb && FEATURE_VERBS.has(phrase.verb)) || clean.type === 'feat'
            ? 'features'
            : clean.type === 'fix' || clean.type === 'perf'
              ? 'fixes'
              : 'other';
  // "Call `initiate` to refetch queries": what shipped is the purpose, not the code's means.
  const purpose = purposeOf(phrase);
  const fixedPurpose = !!purpose && toldKind === 'fixes';
  const { adverb, verb, rest } = purpose && !fixedPurpose ? purpose : phrase;
  // "Documented X" says where it is already.
  // A change in one area of the project says which, from its scope or else its files' folder.
  const scoped = verb === 'document' ? '' : scopeNote(clean, written, project);
  const where =
    scoped ||
    !area ||
    verb === 'document' ||
    written.toLowerCase().includes(area.replace(/`/g, '').toLowerCase())
      ? scoped
      : ` in ${area}`;
  const lead = adverb ? `${adverb} ` : '';
  const behaves =
    !!verb &&
    (NOW_VERBS.has(verb) ||
      mended ||
      adverb === 'optionally' ||
      (!!purpose && !fixedPurpose) ||
      conditional(verb, rest));
  const now = !!project && behaves;
  const saidInFull = !verb
    ? ((project && madeStatement(subject)) ?? capital(subject))
    : fixedPurpose
      ? `Fixed ${formsOf(purpose.verb!).gerund} ${purpose.rest}`
      : verb === 'support'
        ? capital(`${lead}added support for ${coordinated(rest, 0)}`)
        : now
          ? madeLine(project, adverb, verb, rest)
          : adverb || (given && MASS_NOUN.test(rest))
            ? capital(`${lead}${pastOf(verb)} ${coordinated(rest, 0)}`)
            : withArticles(capital(`${pastOf(verb)} ${coordinated(rest, 0)}`));
  // A line longer than a reader takes in is told by its core.
  const said = project ? coreOf(saidInFull) : saidInFull;
  const line = `${said}${where}`;
  // The title is a sentence of its own: a behaviour is told as what the project now does.
  const headline = (name: string) =>
    !verb
      ? `${name}: ${subject}${where}`
      : now
        ? `${coreOf(nowLine(project, adverb, verb, rest))}${where}`
        : `${name} ${lower(line)}`;
  const firstWord = written.split(/\s+/)[0]!.toLowerCase();
  const plain = written.replace(/`[^`]*`/g, '');
  const internal =
    clean.type === 'refactor' ||
    INTERNAL_SUBJECT.test(written) ||
    CODE_WORDS.test(plain) ||
    TYPO_SIZED.test(plain) ||
    (toldKind !== 'features' && CODE_NAME.test(plain)) ||
    (toldKind === 'other' && INTERNAL_VERBS.has(firstWord))
      ? 'An internal change (a refactor or clean-up): nothing people using the project would notice.'
      : // "Bump required Go version to 1.21": the toolchain's number, not a change to the software.
        verb === 'bump' && /\d/.test(rest)
        ? 'A version bump: nothing people using the project would notice.'
        : clean.body.some((p) => !p.startsWith('- ') && NO_BEHAVIOUR_CHANGE.test(p))
          ? 'Its description says it changes no behaviour: nothing people using the project would notice.'
          : undefined;
  const kind = project && !clean.typeDeclared ? regrouped(toldKind, verb, rest, said) : toldKind;
  const noun: StoryNoun =
    kind === 'features'
      ? 'new feature'
      : kind === 'fixes'
        ? verb && IMPROVING_VERBS.has(verb)
          ? 'improvement'
          : 'fix'
        : clean.type === 'docs' || / in the docs$/.test(where)
          ? 'docs change'
          : 'other change';
  const vague = given ? isVague(undefined, '', written) : isVague(verb, rest, subject);
  // "Stop dropping the last row": what the software no longer does is a behaviour too.
  const behaviour = behaves || verb === 'stop';
  return {
    line,
    headline,
    sentence: !!verb,
    kind,
    noun,
    vague,
    behaviour,
    weak: saysLittle(clean.subject, verb, rest),
    regrouped: kind !== toldKind,
    ...(internal ? { internal } : {}),
  };
}

/** A restriction of what is accepted: "only accept valid dates" mends what let invalid ones in. */
const ONLY_VALID = /\bonly (accept|allow)s?\b/i;

/**
 * An undeclared change that would go under "Other changes" but changes what users get: a new
 * option or a setting made configurable, a key rebound, or how the software now behaves
 * ("filter file views rather than search") is news (a restriction to valid input, a fix).
 */
function regrouped(
  kind: StoryLine['kind'],
  verb: string | undefined,
  rest: string,
  said: string,
): StoryLine['kind'] {
  if (kind !== 'other') return kind;
  if (ONLY_VALID.test(said)) return 'fixes';
  if (!verb) return kind;
  const option =
    /\b(configurable|options?|settings?|keybindings?)\b/i.test(said) &&
    !/^(Stopped|Removed|Dropped)\b/.test(said);
  const behaves = NOW_VERBS.has(verb) || conditional(verb, rest) || verb === 'rebind';
  return option || behaves ? 'features' : kind;
}

export { lower as lowerFirst };
