import type { CommitType } from '../clean-commit';
import { behaviourVerbs, countableNouns, determiners, nounLikeVerbs } from '../texts/phrases';
import { pastOf, thirdPersonOf, verbOf } from './verbs';

/**
 * A commit subject said as a sentence part, in one tense:
 * - did: what was done, in the past ("added dark mode"), and, for new features, the thing
 *   added ("dark mode") when it reads well after "now has";
 * - now: how the software behaves from now on ("now returns 404 for unknown routes"), said with
 *   the project as its subject;
 * - clause: a sentence of its own ("users can now pick a theme");
 * - raw: the subject in its own words, when it is not a phrase we can rewrite (another language,
 *   a full sentence), with a label for its kind when that helps ("Docs").
 */
export type Change =
  | { mode: 'did'; did: string; thing?: string }
  | { mode: 'now'; now: string; did: string }
  | { mode: 'clause'; clause: string }
  | { mode: 'raw'; headline: string };

const DETERMINERS = new Set([...determiners, 'it', 'them', 'his', 'her']);
const COUNTABLE = new Set(countableNouns);
const NOUN_LIKE = new Set(nounLikeVerbs);
const BEHAVIOUR = new Set(behaviourVerbs);
/** Things the software does at run time: said as behaviour when the subject says when ("refresh feeds when…"). */
const RUNTIME = new Set(
  'refresh reload retry send save load fetch close open render redirect update sync clear reset invalidate notify persist store restore resume cancel abort flush scroll rebuild recompute revalidate reconnect restart'.split(
    ' ',
  ),
);
const PARTICLES = new Set([
  'to',
  'up',
  'out',
  'off',
  'back',
  'down',
  'by',
  'into',
  'over',
  'away',
  'on',
  'in',
]);
const ADJECTIVES = new Set([
  'new',
  'basic',
  'simple',
  'small',
  'optional',
  'custom',
  'default',
  'dedicated',
  'separate',
  'global',
  'single',
  'second',
  'missing',
  'proper',
  'better',
  'clear',
  'clearer',
  'helpful',
  'quick',
  'minimal',
  'possible',
  'rare',
  'potential',
  'subtle',
  'major',
  'minor',
  'visual',
  'layout',
  'memory',
  'race',
  'type',
  'runtime',
  'null',
  'infinite',
  'edge',
  'broken',
  'flaky',
  'failing',
  'wrong',
  'confusing',
  'misleading',
]);
const COMPOUND_TAILS = new Set([
  'leak',
  'condition',
  'loop',
  'case',
  'pointer',
  'dereference',
  'overflow',
  'fault',
]);
const FINITE =
  /\b(is|are|was|were|now|can|cannot|can't|will|won't|doesn't|don't|didn't|isn't|aren't|wasn't|no longer|should|must|has|have|had|does|did|gets|got|fails|failed|crashes|crashed|breaks|broke|shows|returns|works|worked)\b/i;
const ENGLISH =
  /\b(the|a|an|to|of|in|on|for|with|and|or|from|by|when|if|is|not|no|at|as|into|up|out|all|new|it|this|that|support|add|fix|use|error|page|file|test|tests|bug|button|user|users|api|mode)\b/i;
/** Function words of other languages written in Latin letters. */
const FOREIGN =
  /\b(de|la|el|los|las|der|die|das|und|mit|von|beim|pour|avec|les|des|une|um|uma|para|com|het|een|och|att|il|di|che|nicht|ist|wird|sur|dans|pas|por|del|nel|della|zum|zur|auf)\b/i;

/** Words after which the first word is a noun: "Support for", "Fix of", "Export and import". */
const NOUN_FOLLOWERS = new Set([
  'for',
  'of',
  'and',
  '&',
  'notes',
  'candidate',
  'page',
  'button',
  'screen',
  'view',
]);
const FOR_VERBS = new Set([
  'check',
  'wait',
  'look',
  'ask',
  'account',
  'search',
  'test',
  'prepare',
  'allow',
  'scan',
  'listen',
  'poll',
  'filter',
]);
/** "Changes to X", "Improvements to X": the noun that says what was done. */
const NOUN_ACTIONS: Record<string, string> = {
  fix: 'fixed',
  fixes: 'fixed',
  changes: 'changed',
  updates: 'updated',
  improvements: 'improved',
  tweaks: 'tweaked',
  cleanup: 'cleaned up',
  refactor: 'refactored',
  refactoring: 'refactored',
  rewrite: 'rewrote',
  optimizations: 'optimized',
  optimisations: 'optimised',
};

const lowerFirst = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) || /^\p{Lu}$/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/** "a" or "an" for a word, by how it sounds. */
export function articleFor(word: string): string {
  if (/^[A-Z\d]{2,}\b/.test(word)) return /^[AEFHILMNORSX8]/.test(word) ? 'an' : 'a';
  if (
    /^(https?|html|sql|ssh|ssl|smtp|svg|xml|mvp|npm|nfs|rss|ftp|lsp|llm|sdk|url|ui|ux|api|cli|css|dom|json|jwt)\b/i.test(
      word,
    )
  )
    return /^[aefhilmnorsx]/i.test(word) ? 'an' : 'a';
  if (/^(hour|honest|honou?r)/i.test(word)) return 'an';
  if (/^(u[bcfhjkmrstln][aeiou]|uni|use|usa|usu|ure|eu|one|once|ubiq)/i.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** Words that end a noun phrase: its head noun is the word before the first of these. */
const PHRASE_END = new Set([
  'for',
  'to',
  'in',
  'on',
  'of',
  'with',
  'when',
  'while',
  'if',
  'from',
  'that',
  'which',
  'via',
  'by',
  'at',
  'into',
  'so',
  'and',
  'or',
  'as',
  'per',
  'without',
  'after',
  'before',
  'instead',
  'where',
  'because',
  'across',
  'inside',
  'outside',
  'under',
  'over',
]);

/** "crash when…" → "a crash when…", "new config option" → "a new config option"; left alone with a determiner. */
export function withArticle(phrase: string): string {
  const words = phrase.split(/\s+/);
  const lower = words.map((w) => w.toLowerCase());
  const first = lower[0] ?? '';
  if (!first || DETERMINERS.has(first) || /^[`'"“(]/.test(first) || verbOf(first)) return phrase;
  const end = lower.findIndex((w, i) => i > 0 && PHRASE_END.has(w));
  const noun = lower.slice(0, end < 0 ? lower.length : end);
  const head = noun.at(-1)?.replace(/[.,;:!?)]+$/, '') ?? '';
  const countable =
    noun.length <= 4 &&
    (COUNTABLE.has(head) ||
      (COMPOUND_TAILS.has(head) && noun.length === 2) ||
      (head === first && ADJECTIVES.has(first) && COUNTABLE.has(lower[1] ?? ''))) &&
    noun.every((w) => /^[\p{L}\d.@/_-]+$/u.test(w));
  return countable ? `${articleFor(words[0]!)} ${phrase}` : phrase;
}

/** Whether a noun phrase can follow "now has": with a determiner, plural, or uncountable. */
function readsAsThing(phrase: string): boolean {
  const [first = ''] = phrase.toLowerCase().split(/\s+/);
  if (/\b(to|into|from)\b/i.test(phrase) || [...phrase].length > 90) return false;
  return (
    DETERMINERS.has(first) ||
    /^(support|dark|light|i18n|localization|caching|pagination|search|logging)\b/.test(first) ||
    (/[^su]s$/.test(first) && first.length > 3) ||
    /ing$/.test(first)
  );
}

/** Verbs that pair with a noun after "and" ("import and export buttons", "search and filter options"). */
const PAIRED = new Set([
  'export',
  'import',
  'filter',
  'build',
  'cache',
  'list',
  'log',
  'format',
  'style',
  'sort',
  'order',
  'toggle',
  'label',
  'link',
  'search',
  'download',
  'upload',
  'display',
  'print',
  'report',
]);

/** Later verbs of a list said in the same form as the first: "fix X and stop Y" → "fixed X and stopped Y". */
export function coordinate(text: string, form: 'past' | 'third'): string {
  let infinitive = false;
  return ` ${text}`
    .replace(
      /(,\s+(?:and\s+)?|\s+and\s+|\s+&\s+|;\s+|\s+then\s+|\s+\+\s+|\s+to\s+)([A-Za-z][\w-]*)(?=(\s+\S+)?)/g,
      (match, joint: string, word: string, next: string | undefined) => {
        const verb =
          verbOf(word) ??
          (/^[a-z]{3,}ify$/.test(word) ? { base: word, form: 'base' as const, prefix: '' } : undefined);
        // "a flag to skip checks and use the cache": the later verbs belong to the infinitive.
        if (/^\s+to\s+$/.test(joint)) {
          infinitive ||= !!verb && verb.form === 'base';
          return match;
        }
        if (infinitive || !verb || verb.form === 'past' || verb.form === 'gerund' || /^[A-Z]/.test(word))
          return match;
        const after = (next ?? '').trim().toLowerCase();
        if (PAIRED.has(verb.base) && !DETERMINERS.has(after) && !PARTICLES.has(after)) return match;
        // "include samesite and secure when…": an adjective before a subordinate clause, not a verb.
        if (/^(when|if|while|unless|until|because|and|or|but|than|as|so|whether)$/.test(after)) return match;
        if (NOUN_LIKE.has(verb.base) && !after) return match;
        const said = form === 'past' ? pastOf(verb.base) : thirdPersonOf(verb.base);
        return `${joint}${verb.prefix}${said}`;
      },
    )
    .slice(1);
}

/** Whether the first word, a verb in form, is used as a noun here ("Tag filters", "Fix for X"). */
function usedAsNoun(base: string, next: string, type: CommitType): boolean {
  const after = next.toLowerCase();
  if (after === 'for') return !FOR_VERBS.has(base);
  if (NOUN_FOLLOWERS.has(after) || !after) return NOUN_LIKE.has(base) || !after;
  if (!NOUN_LIKE.has(base)) return false;
  if (DETERMINERS.has(after) || PARTICLES.has(after) || /^(it|them|all)$/.test(after)) return false;
  if (
    ['fix', 'update', 'use', 'set', 'support', 'return', 'change', 'run', 'start', 'reset', 'check'].includes(
      base,
    )
  )
    return false;
  if (/^(if|that|whether|when|before|after)$/.test(after)) return false;
  // Ambiguous ("Tag filters", "Share buttons"): a noun, unless the commit is a fix. Read as a
  // noun, the subject keeps its own words; read wrongly as a verb, it would say something else.
  return type !== 'fix';
}

/** "Allow users to pick a theme", "Let users pick a theme", "Enable to set X". */
function permission(base: string, rest: string): Change | undefined {
  if (!['allow', 'enable', 'let', 'permit'].includes(base)) return undefined;
  const bare = /^(?:to|for)\s+([\w-]+)(.*)$/i.exec(rest) ?? /^([\w-]+ing)\b(.*)$/i.exec(rest);
  const bareVerb = bare && verbOf(bare[1]!);
  if (bare && bareVerb)
    return { mode: 'did', did: `made it possible to ${bareVerb.base}${coordinate(bare[2]!, 'past')}` };
  // Who is allowed: "users", "the owner", "project owners" (one or two words, then the verb).
  const words = rest.split(/\s+/);
  for (const size of [1, 2, 3]) {
    const who = words.slice(0, size);
    const next = base === 'let' ? size : size + 1;
    if (base !== 'let' && words[size]?.toLowerCase() !== 'to') continue;
    const verb = verbOf(words[next] ?? '');
    if (!verb || verb.form === 'past' || who.some((w) => verbOf(w) && !DETERMINERS.has(w.toLowerCase())))
      continue;
    if (size > 1 && !DETERMINERS.has(who[0]!.toLowerCase()) && size > 2) continue;
    const after = words.slice(next + 1).join(' ');
    return {
      mode: 'clause',
      clause: `${who.join(' ')} can now ${verb.prefix}${verb.base}${after ? ` ${after}` : ''}`,
    };
  }
  return undefined;
}

/** A subject that starts with a verb: the change said in the past, or as behaviour. */
/** Verbs a feature subject uses for what its users do: "find projects by tag", "export as CSV". */
const USER_ACTIONS = new Set(
  'find search browse filter sort share export import download upload preview view see pin bookmark follow subscribe invite schedule tag comment like star copy print'.split(
    ' ',
  ),
);

function fromVerb(verb: NonNullable<ReturnType<typeof verbOf>>, rest: string, type: CommitType): Change {
  const { base, prefix } = verb;
  const past = (text: string) => coordinate(text, 'past');
  const behaves = ['fix', 'feat', 'perf', 'other'].includes(type);
  if (verb.form === 'past') return { mode: 'did', did: `${prefix}${pastOf(base)} ${past(rest)}`.trim() };
  const permitted = permission(base, rest);
  if (permitted) return permitted;
  if (base === 'support' && rest) {
    const thing = /^for\b/i.test(rest) ? `support ${rest}` : `support for ${rest}`;
    return { mode: 'did', did: `added ${past(thing)}`, ...(type === 'feat' ? { thing } : {}) };
  }
  if (base === 'ensure')
    return {
      mode: 'did',
      did: `${/^that\b/.test(rest) || FINITE.test(rest) ? 'made sure' : 'ensured'} ${past(rest)}`.trim(),
    };
  if (
    ['note', 'mention', 'explain', 'clarify', 'document'].includes(base) &&
    FINITE.test(rest) &&
    !/^that\b/i.test(rest)
  )
    return { mode: 'did', did: `${pastOf(base)} that ${rest}` };
  if (base === 'use' && !behaves) return { mode: 'did', did: `switched to ${past(rest)}`.trim() };
  const onEvent = RUNTIME.has(base) && /\b(when|whenever|once|after|while|on (every|each|the))\b/i.test(rest);
  if ((BEHAVIOUR.has(base) || onEvent) && behaves && rest) {
    const now = `now ${prefix}${thirdPersonOf(base)} ${coordinate(rest, 'third')}`;
    return { mode: 'now', now, did: `${prefix}${pastOf(base)} ${past(rest)}` };
  }
  // "feat: find projects by tag" names what people can now do, not something we did.
  if (type === 'feat' && USER_ACTIONS.has(base) && rest)
    return { mode: 'did', did: `made it possible to ${prefix}${base} ${rest}` };
  if (['fix', 'add', 'introduce', 'implement', 'create', 'include'].includes(base) && rest) {
    const object = withArticle(rest);
    const did = `${prefix}${pastOf(base)} ${past(object)}`;
    const feature = type === 'feat' && base !== 'fix' && readsAsThing(object);
    return { mode: 'did', did, ...(feature ? { thing: past(object) } : {}) };
  }
  return { mode: 'did', did: `${prefix}${pastOf(base)} ${past(rest)}`.trim() };
}

/** "Don't crash on empty repositories" → "no longer crashes on empty repositories". */
function negated(subject: string): Change | undefined {
  const m = /^(?:do not|don['’]t|dont|never|no longer)\s+([\w-]+)\s*(.*)$/i.exec(subject);
  // After "don't" comes a verb, whether we know it or not.
  const verb =
    m &&
    (verbOf(m[1]!) ??
      (/^[a-z]{3,}$/.test(m[1]!) ? { base: m[1]!, form: 'base' as const, prefix: '' } : undefined));
  if (!m || !verb) return undefined;
  const rest = m[2] ? ` ${coordinate(m[2], 'third')}` : '';
  const now = `no longer ${verb.prefix}${thirdPersonOf(verb.base)}${rest}`;
  return { mode: 'now', now, did: now };
}

/** A subject without a verb: a noun phrase, a sentence, or another language. */
function fromPhrase(subject: string, type: CommitType): Change {
  const words = subject.split(/\s+/);
  const action = NOUN_ACTIONS[words[0]!.toLowerCase()];
  const link = words[1]?.toLowerCase();
  if (action && link && ['to', 'for', 'of', 'in', 'on'].includes(link) && words.length > 2)
    return { mode: 'did', did: `${action} ${withArticle(words.slice(2).join(' '))}` };
  if (/^support$/i.test(words[0]!) && link === 'for' && words.length > 2) {
    const thing = `support ${words.slice(1).join(' ')}`;
    return { mode: 'did', did: `added ${thing}`, ...(type === 'feat' ? { thing } : {}) };
  }
  const latinOnly = !/[^\p{Script=Latin}\p{N}\p{P}\p{S}\s]/u.test(subject);
  const english =
    latinOnly &&
    !/\P{ASCII}/u.test(subject) &&
    !FOREIGN.test(subject) &&
    (ENGLISH.test(subject) || words.length <= 4);
  if (english && words.length === 1 && (type === 'fix' || type === 'feat'))
    return { mode: 'did', did: `${type === 'fix' ? 'fixed' : 'added'} ${withArticle(lowerFirst(subject))}` };
  if (!english || words.length < 2) return { mode: 'raw', headline: subject };
  // "url when rest parameter is used…": the thing that was broken, then when.
  const when = /^(.+?)\s+(when|if|while|after|before|during|unless|for|with|in|on)\s+(.+)$/i.exec(subject);
  if (
    type === 'fix' &&
    when &&
    FINITE.test(when[3]!) &&
    !FINITE.test(when[1]!) &&
    when[1]!.split(/\s+/).length <= 5
  )
    return { mode: 'did', did: `fixed ${withArticle(lowerFirst(when[1]!))} ${when[2]} ${when[3]}` };
  if (FINITE.test(subject))
    return type === 'fix'
      ? { mode: 'did', did: `fixed an issue where ${lowerFirst(subject)}` }
      : { mode: 'raw', headline: subject };
  // "derive `Default` when possible": an unknown word before an object is a verb.
  const [first = '', second = ''] = words;
  if (
    /^[a-z]{3,}$/.test(first) &&
    (DETERMINERS.has(second.toLowerCase()) || /^[`'"]/.test(second)) &&
    !/(ing|ed|s)$/.test(first)
  )
    return { mode: 'did', did: `${pastOf(first)} ${coordinate(words.slice(1).join(' '), 'past')}` };
  const phrase = withArticle(lowerFirst(subject));
  if (type === 'feat')
    return { mode: 'did', did: `added ${phrase}`, ...(readsAsThing(phrase) ? { thing: phrase } : {}) };
  if (type === 'fix') return { mode: 'did', did: `fixed ${phrase}` };
  return { mode: 'raw', headline: subject };
}

const ADVERB =
  /^(always|only|also|properly|correctly|consistently|now|still|never|no longer|lazily|eagerly|safely|gracefully|explicitly|automatically|[a-z]+ly)$/i;
const LEAD = /^((?:in|for|on|when|with|during|while|under|inside|outside|within)\s[^,]{1,40}),\s+(\S.*)$/i;

/** "Always return X" → "now always returns X"; "Properly handle X" → "properly handled X". */
function withAdverb(adverb: string, rest: string, type: CommitType): Change | undefined {
  const inner = describeChange(rest, type);
  const word = adverb.toLowerCase();
  if (inner.mode === 'now')
    return { ...inner, now: inner.now.replace(/^now /, `now ${word} `), did: inner.did };
  if (inner.mode === 'did' && verbOf(rest.split(/\s/)[0] ?? ''))
    return { mode: 'did', did: `${word} ${inner.did}` };
  return undefined;
}

/** "In dev mode, throw if…" → the change, then ", in dev mode". */
function withLead(lead: string, rest: string, type: CommitType): Change | undefined {
  if (!verbOf(rest.split(/\s/)[0] ?? '')) return undefined;
  const inner = describeChange(rest, type);
  const where = `${lead.charAt(0).toLowerCase()}${lead.slice(1)}`;
  if (inner.mode === 'now') return { ...inner, now: `${inner.now}, ${where}` };
  if (inner.mode === 'did') return { mode: 'did', did: `${inner.did}, ${where}` };
  return undefined;
}

/** The change a cleaned subject describes, in one tense. */
export function describeChange(subject: string, type: CommitType): Change {
  const text = subject.trim();
  if (!text) return { mode: 'raw', headline: text };
  const [head = '', ...tail] = text.split(/\s+/);
  if (ADVERB.test(head) && !verbOf(head) && tail.length > 1 && !/^(no|never)$/i.test(head)) {
    const adverbial = withAdverb(head, tail.join(' '), type);
    if (adverbial) return adverbial;
  }
  const dash = /^([A-Z][^-–—:]{2,40}?)\s+[-–—]\s+(\S.*)$/.exec(text);
  if (dash && !verbOf(dash[1]!.split(/\s/)[0] ?? '')) {
    const led = withLead(`for ${dash[1]}`, dash[2]!, type);
    if (led) return led;
  }
  const lead = LEAD.exec(text);
  if (lead) {
    const led = withLead(lead[1]!, lead[2]!, type);
    if (led) return led;
  }
  const negative = negated(text);
  if (negative) return negative;
  const [first = '', ...others] = text.split(/\s+/);
  const rest = others.join(' ');
  const verb = /^[A-Za-z][\w-]*$/.test(first) ? verbOf(first) : undefined;
  const saysThat =
    !!verb && ['note', 'mention', 'explain', 'clarify', 'document'].includes(verb.base) && FINITE.test(rest);
  if (verb && (saysThat || !(verb.form !== 'past' && usedAsNoun(verb.base, others[0] ?? '', type))))
    return fromVerb(verb, rest, type);
  return fromPhrase(text, type);
}

export const capitalizeFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A change as a line of a list or a title: "Added dark mode", "Now returns 404…", "Users can now…". */
export function changeLine(change: Change): string {
  switch (change.mode) {
    case 'did':
      return capitalizeFirst(change.did);
    case 'now':
      return capitalizeFirst(change.now);
    case 'clause':
      return capitalizeFirst(change.clause);
    case 'raw':
      return change.headline;
  }
}
