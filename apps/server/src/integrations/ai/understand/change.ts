import type { CommitType } from '../clean/clean-commit';
import { formsOf, is, isPlural, lexiconOf, singular, wordsOf, type Word } from './grammar';
import { compoundVerb, noLongerGets, onlyWhere } from './fragments';
import { indefinite } from './articles';
import { baseOf, readsAsOrder } from '../clean/verb-base';
import { ownTable } from '../../../lib/own-table';

/**
 * A commit subject read as a change, in the two ways a reader takes it:
 * - `title`: a changelog line with its own subject or an explicit past-tense verb
 *   ("Added dark mode to the editor", "HTTP checks now follow 301/302 redirects");
 * - `did`: the same change as a past-tense clause a post can put after "We" ("added dark
 *   mode…"), when the change is something the team did rather than how the software behaves;
 * - `now`: how the software behaves from now on, with its own subject, when the subject says so.
 */
export interface Change {
  title: string;
  /** The change as a list line, without a subject ("Added dark mode to the editor"). */
  line?: string;
  did?: string;
  now?: string;
}

/**
 * Verbs that say what the software does when it runs ("follow redirects", "show the group
 * action", "return 404"): said in the present, with what does it as the subject ("HTTP checks
 * now follow…"). Every other verb at the head of a subject says what was done to the code, and
 * is said in the past ("Added…", "Specified…"). A list of meanings, not of grammar: the forms
 * come from compromise.
 */
const BEHAVIOUR_VERBS = new Set(
  (
    'follow show return handle use skip print throw keep accept respect send load render retry ignore honor honour ' +
    'emit log warn display list resolve detect parse match preserve report redirect reject require trigger wait treat ' +
    'run call pass flush include exclude prefer default fall work support infer read write store save fetch sync ' +
    'reuse respond pick find open close reload refresh recompute revalidate reconnect restart notify wrap unwrap ' +
    'print infer tolerate survive recover default stream serve count sort group filter check compare warn'
  ).split(' '),
);

/** Verbs a fix's subject starts with when it says what was done, never a thing that broke. */
const FIX_ORDERS = new Set(
  'add remove delete fix update upgrade rename move replace revert bump drop improve correct prevent avoid ensure make set allow enable disable restore clear reset escape sanitize validate guard limit follow handle return require respect preserve accept ignore skip keep send throw use show print honor wait retry reject resolve include exclude pass flush'.split(
    ' ',
  ),
);

/** "Let/allow X (to) do Y": what X can do now. */
const ENABLING = new Set(['let', 'allow', 'enable', 'permit']);

const LOWER_ACRONYMS = ownTable<string>({
  ux: 'UX',
  ui: 'UI',
  api: 'API',
  cli: 'CLI',
  url: 'URL',
  urls: 'URLs',
  html: 'HTML',
  css: 'CSS',
  json: 'JSON',
  http: 'HTTP',
  sql: 'SQL',
  seo: 'SEO',
  ssr: 'SSR',
});

/** Lower-case acronyms spelled as acronyms ("ux" → "UX"); other words as written. */
export const spell = (text: string) =>
  text.replace(/(?<![\w./`-])[a-z]{2,4}(?![\w./`-])/g, (w) => LOWER_ACRONYMS[w] ?? w);

export const capitalize = (text: string) =>
  /^[a-z]/.test(text) && !/^[a-z]+[A-Z./_`@(]/.test(text.split(' ')[0]!)
    ? text.charAt(0).toUpperCase() + text.slice(1)
    : text;

/** The first letter lower-cased for use mid-sentence, unless the word is a name or code. */
const lowerFirst = (text: string) => {
  const first = text.split(' ')[0] ?? '';
  // A capitalised word, or the article "A" a subject began with ("A home-screen widget").
  if (/^([A-Z][a-z]+(-[a-z]+)*|A)$/.test(first)) return text.charAt(0).toLowerCase() + text.slice(1);
  return text;
};

const join = (...parts: (string | undefined)[]) =>
  parts
    .filter((p) => p && p.trim())
    .join(' ')
    .replace(/\s+([,.;:!?)])(?=\s|$)/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();

/** Whether a word can start an object after a verb ("the", "301", "`x`", "its", "new", "redirects"). */
const startsObject = (w: Word | undefined) =>
  !w ||
  /^[`"'(/@.#\d]/.test(w.text) ||
  // Code-like names ("ct3a", "getTableColumns").
  /\d|[a-z][A-Z]/.test(w.text) ||
  /^(up|out|down|off|away|back|over)$/i.test(w.text) ||
  [
    'Determiner',
    'Value',
    'Pronoun',
    'Possessive',
    'Adjective',
    'Plural',
    'Gerund',
    'Adverb',
    'PastTense',
    'Participle',
  ].some((t) => is(w, t));

/** Coordinated verbs said in the same form as the first one: "…and add a retry" → "…and added a retry". */
function coordinate(words: Word[], form: 'past' | 'third' | 'base', plural = false): string {
  return words
    .map((w, i) => {
      const before = words[i - 1];
      const after = words[i + 1];
      const joined = before && (/[,;]$/.test(before.text) || /^(and|&|then|but)$/i.test(before.text));
      const plain =
        /^[a-z]+$/.test(w.text) &&
        // "…and transforms references": an order is never an "-s" form; that is a plural or a third person.
        !(/s$/.test(w.text) && baseOf(w.text) !== w.text) &&
        // "…valid date and time": a last word English knows first as a thing is that thing.
        (!!after ||
          i === 1 ||
          !is(words[i - 2], 'Noun') ||
          lexiconOf(w.bare) === 'Infinitive' ||
          FIX_ORDERS.has(w.bare)) &&
        !is(w, 'PastTense') &&
        !is(w, 'Gerund') &&
        !is(w, 'Auxiliary') &&
        !is(w, 'Copula');
      const inWe = () =>
        is(
          wordsOf(
            words
              .slice(i)
              .map((t) => t.text)
              .join(' '),
            'we',
          )[0],
          'Verb',
        );
      // "simplify and fix X": a verb right after the first one's "and".
      const paired = i === 1 && /^(and|&)$/i.test(before!.text);
      // "a flag to skip checks and use the cache": the verb after "and" goes with "to".
      // "fixtures to provision and send credentials": "to", a word, "and", this verb; the pair goes with "to".
      const infinitive = words
        .slice(0, i)
        .some(
          (t, k) =>
            /^to$/i.test(t.text) &&
            ((is(words[k + 1], 'Verb') && !is(words[k + 1], 'Noun') && !/^`/.test(words[k + 1]!.text)) ||
              (k + 3 === i && /^[a-z]+$/.test(words[k + 1]!.text) && /^(and|or)$/i.test(words[k + 2]!.text))),
        );
      if (infinitive) return w.text;
      // "…and add fallback": an order named as one after "and", whatever follows it.
      const order =
        joined &&
        plain &&
        (/^(and|&)$/i.test(before!.text) || /;$/.test(before!.text)) &&
        (FIX_ORDERS.has(w.text) || (lexiconOf(w.bare) === 'Infinitive' && is(after, 'Noun'))) &&
        inWe();
      const verb =
        order ||
        (joined && plain && paired && (is(w, 'Verb') || inWe())) ||
        (joined &&
          plain &&
          ((is(w, 'Verb') && !is(w, 'Noun') && startsObject(after)) ||
            (inWe() && startsObject(after) && !is(after, 'Adverb'))));
      if (!verb) return w.text;
      const forms = formsOf(w.text);
      if (form === 'past') return forms.past;
      if (form === 'third') return plural ? forms.base : forms.third;
      return w.text;
    })
    .join(' ');
}

/** "should (not) V" and "must V" sentences: what the subject does now. */
function fromModal(words: Word[]): Change | undefined {
  const at = words.findIndex((w) => /^(should|must|shall)$/i.test(w.text));
  if (at < 1 || at > 6) return undefined;
  const said = words
    .slice(0, at)
    .map((w) => w.text)
    .join(' ');
  // A command with its flags ("update -r --prod") reads as code.
  const subject = /(^|\s)--?[a-z]/.test(said) && !said.includes('`') ? `\`${lowerFirst(said)}\`` : said;
  let rest = words.slice(at + 1);
  const negated = /^(not|never)$/i.test(rest[0]?.text ?? '');
  if (negated) rest = rest.slice(1);
  const verb = rest[0];
  if (!verb || !is(verb, 'Verb')) return undefined;
  const plural = isPlural(subject);
  const copula = /^be$/i.test(verb.text);
  const head = copula ? (plural ? 'are' : 'is') : plural ? formsOf(verb.text).base : formsOf(verb.text).third;
  const tail = coordinate(rest.slice(1), 'third', plural);
  const now = copula
    ? join(capitalize(subject), head, negated ? 'no longer' : 'now', tail)
    : join(capitalize(subject), negated ? 'no longer' : 'now', head, tail);
  return { title: spell(now), now: spell(now) };
}

/**
 * "Platform children can be renamed": a subject of its own before "can" or "will" is a sentence,
 * not an order ("We platformed children…"); said as it stands, with "now". A first word read
 * as a past form or a gerund ("Added…", "Adding…") stays an order, and so does "can't".
 */
function ownSubjectCan(words: Word[]): Change | undefined {
  // "fix: can't rename monitors": the bug a fix ends, said as what users can do now.
  const cannot = /^(can'?t|cannot|unable)$/i.test(words[0]?.text ?? '')
    ? /^to$/i.test(words[1]?.text ?? '')
      ? 2
      : 1
    : 0;
  if (
    cannot &&
    is(
      wordsOf(
        words
          .slice(cannot)
          .map((w) => w.text)
          .join(' '),
        'we',
      )[0],
      'Verb',
    )
  ) {
    const sentence = ['You can now', ...words.slice(cannot).map((w) => w.text)].join(' ');
    return { title: spell(sentence), now: spell(sentence) };
  }
  const at = words.findIndex((w, i) => i >= 1 && i <= 4 && /^(can|will)$/i.test(w.text));
  if (at < 1) return undefined;
  const before = words.slice(0, at);
  if (before.some((w) => !/^[A-Za-z][\w-]*$/.test(w.text) || is(w, 'Preposition') || is(w, 'Conjunction')))
    return undefined;
  if (is(words[0], 'PastTense') || is(words[0], 'Gerund') || is(words[0], 'Pronoun')) return undefined;
  if (before.some((w) => /^(that|which|who|so|and|or|to|it|this|we|you|they)$/i.test(w.text)))
    return undefined;
  const rest = words.slice(at + 1);
  if (!rest.length || /^(not|never)$/i.test(rest[0]!.text)) return undefined;
  const verb = /^now$/i.test(rest[0]!.text) ? rest[1] : rest[0];
  if (!verb || !is(wordsOf(`they can ${verb.text}`)[2], 'Verb')) return undefined;
  const now = /^now$/i.test(rest[0]!.text) ? [] : ['now'];
  const said = [...before, words[at]!].map((w) => w.text).join(' ');
  const sentence = [said, ...now, ...rest.map((w) => w.text)].join(' ');
  return { title: spell(capitalize(sentence)), now: spell(capitalize(sentence)) };
}

/** A trailing "in/on/for <noun phrase>" that can be the subject of a behaviour ("in HTTP checks"). */
function placeOf(words: Word[]): { at: number; phrase: string } | undefined {
  for (let i = words.length - 2; i >= 1; i--) {
    // "in HTTP checks" names what behaves; "on empty responses" names when.
    if (!/^in$/i.test(words[i]!.text)) continue;
    // "check whether X is present in the DOM": the place belongs to the clause, not to what behaves.
    if (words.slice(0, i).some((w) => /^(whether|that|if|when|where|which|while|unless)$/i.test(w.text)))
      return undefined;
    const phrase = words.slice(i + 1);
    // "in development only" says where, with an adverb: no thing that behaves.
    if (
      phrase.some(
        (w) =>
          (is(w, 'Verb') && !is(w, 'Noun')) ||
          (is(w, 'Adverb') && !is(w, 'Adjective')) ||
          /^(with|to|for|of|from|by)$/i.test(w.text),
      ) ||
      phrase.length > 5
    )
      return undefined;
    const text = phrase.map((w) => w.text).join(' ');
    const definite = /^(the|all|every|each)$/i.test(phrase[0]!.text);
    if (definite || isPlural(text) || phrase.length >= 2) return { at: i, phrase: text };
    return undefined;
  }
  return undefined;
}

/** A behaviour: "follow 301/302 redirects in HTTP checks" → "HTTP checks now follow 301/302 redirects". */
function behaviour(verb: Word, rest: Word[], negated: boolean, lead: string, actor: string): Change {
  const place = placeOf(rest);
  const subject = place ? place.phrase : actor;
  // "don't write changelog ever": "no longer" already says "ever".
  const object = (place ? rest.slice(0, place.at) : rest).filter((w) => !(negated && /^ever$/i.test(w.text)));
  const plural = place ? isPlural(place.phrase) : /^The\b/.test(actor) && isPlural(actor);
  const forms = formsOf(verb.text);
  const head = plural ? forms.base : forms.third;
  const now = join(
    place ? capitalize(subject) : subject,
    negated ? 'no longer' : 'now',
    lowerFirst(lead),
    head,
    coordinate(object, 'third', plural),
  );
  const sentence = spell(now);
  // The same change as something the team did: "made HTTP checks follow 301/302 redirects".
  const who = place ? subject.replace(/^The\b/, 'the') : subject;
  const did = negated
    ? spell(join('stopped', who, 'from', lowerFirst(lead), forms.gerund, object.map((w) => w.text).join(' ')))
    : spell(
        join(
          'made',
          place ? subject.replace(/^The\b/, 'the') : subject,
          lowerFirst(lead),
          forms.base,
          object.map((w) => w.text).join(' '),
        ),
      );
  return { title: sentence, now: sentence, ...(did ? { did } : {}) };
}

/** How many words name who is let or made to do something: "users", "the client", "`ips`". */
function whoLength(rest: Word[]): number {
  if (is(rest[0], 'Determiner') || is(rest[0], 'Possessive'))
    return is(rest[2], 'Noun') && !/^to$/i.test(rest[2]!.text) && is(rest[1], 'Adjective') ? 3 : 2;
  return 1;
}

/** A verb's base form for a gerund ("deleting" → "delete"), else the word as it is. */
const gerundBase = (w: Word) => (/^[a-z]+ing$/.test(w.text) && is(w, 'Gerund') ? baseOf(w.text) : w.text);

/**
 * What an "allow" lets readers do, said to them: "Allow deleting a range of branches" → "You can
 * now delete a range of branches" (every gerund of a pair: "rewording and dropping commits" →
 * "reword and drop commits"); "Allow users to pick a remote" → "You can now pick a remote"; "Allow
 * X to be Y-ed" → "X can now be Y-ed". Never "We allowed deleting…".
 */
function enabledForYou(rest: Word[]): Change | undefined {
  const be = rest.findIndex(
    (w, i) => i >= 1 && i <= 8 && /^to$/i.test(w.text) && /^be$/i.test(rest[i + 1]?.text ?? ''),
  );
  if (
    be > 0 &&
    rest.length > be + 2 &&
    !rest.slice(0, be).some((w) => /^(to|and|or)$/i.test(w.text) || /,$/.test(w.text))
  ) {
    const who = rest
      .slice(0, be)
      .map((w) => w.text)
      .join(' ');
    const now = spell(join(capitalize(who), 'can now be', ...rest.slice(be + 2).map((w) => w.text)));
    return { title: now, now };
  }
  const you = /^(the\s+)?users?\s+to$/i.test(
    rest
      .slice(0, /^the$/i.test(rest[0]?.text ?? '') ? 3 : 2)
      .map((w) => w.text)
      .join(' '),
  );
  const what = you ? rest.slice(/^the$/i.test(rest[0]!.text) ? 3 : 2) : rest;
  if (!what.length) return undefined;
  if (!you && !(/^[a-z]+ing$/.test(what[0]!.text) && is(what[0], 'Gerund'))) return undefined;
  if (you && !is(wordsOf(what.map((w) => w.text).join(' '), 'you can')[0], 'Verb')) return undefined;
  // "…storage cleaning and avoids writing two files": what it does is said of it, not of "you".
  const said = what.map((w, i) =>
    i === 0 || (/^(and|or)$/i.test(what[i - 1]!.text) && i <= 4)
      ? gerundBase(w)
      : /^and$/i.test(w.text) &&
          /^[a-z]+s$/.test(what[i + 1]?.text ?? '') &&
          baseOf(what[i + 1]!.text) !== what[i + 1]!.text &&
          is(wordsOf(what[i + 1]!.text, 'it')[0], 'Verb')
        ? ', which'
        : w.text,
  );
  const now = spell(join('You can now', ...said));
  return { title: now, now };
}

/** "let the client retry on 503" → "The client can now retry on 503". */
function enabling(rest: Word[]): Change | undefined {
  // "Enable to set nonce in CSP": nobody named, so it is what is possible now.
  if (/^to$/i.test(rest[0]?.text ?? '') && rest.length > 1) {
    const did = spell(
      join(
        'made it possible to',
        rest
          .slice(1)
          .map((w) => w.text)
          .join(' '),
      ),
    );
    return { title: capitalize(did), did };
  }
  const to = whoLength(rest);
  // "Allow passing custom fetch": what is allowed, not who.
  if (rest.length <= to || /^[a-z]+ing$/.test(rest[0]!.text)) return undefined;
  const who = rest
    .slice(0, to)
    .map((w) => w.text)
    .join(' ');
  const what = rest.slice(/^to$/i.test(rest[to]!.text) ? to + 1 : to);
  if (!what.length || /^(the|a|an)$/i.test(what[0]!.text) || is(rest[0], 'Adjective')) return undefined;
  // "`tag` filtering with…": a gerund after who names a thing, not what who can do.
  if (/^[a-z]+ing$/.test(what[0]!.text)) return undefined;
  if (!is(wordsOf(what.map((w) => w.text).join(' '), 'they')[0], 'Verb')) return undefined;
  // "`header` replacement with…": a noun English has no verb for is what is allowed, not what `header` does.
  if (
    /^[a-z]+(?:ment|tion|sion|ance|ence|ness|ity)$/.test(what[0]!.text) &&
    lexiconOf(what[0]!.bare) !== 'Infinitive'
  )
    return undefined;
  const can = what.map((w) => w.text).join(' ');
  const now = spell(join(capitalize(who), 'can now', can));
  return { title: now, now, did: spell(join('let', who, can)) };
}

/**
 * "make `ips` show IPv6 addresses" → "`ips` now shows IPv6 addresses"; "make `a()`, `b()` and `c()`
 * only accept X" → "`a()`, `b()` and `c()` now only accept X"; "make nil values act as…" → "Nil
 * values now act as…" (the verb after "make X" is in its base form, never "values");
 * "make the stream copy buffer size configurable" → "The stream copy buffer size is now configurable".
 */
function making(rest: Word[]): Change | undefined {
  const last = rest.at(-1);
  const thing = rest.slice(0, -1);
  if (
    last &&
    thing.length &&
    /^[a-z]+(?:able|ible)$/.test(last.text) &&
    !thing.some((w) => is(w, 'Preposition') || is(w, 'Conjunction') || /[,;]$/.test(w.text))
  ) {
    const who = thing.map((w) => w.text).join(' ');
    const plural = isPlural(who) || is(wordsOf(thing.at(-1)!.text, 'the')[0], 'Plural');
    // "The stream copy buffer size": a bare singular thing takes its article.
    const named = plural || /[`A-Z]/.test(who) || is(thing[0], 'Determiner') ? capitalize(who) : `The ${who}`;
    const now = spell(join(named, plural ? 'are' : 'is', 'now', last.text));
    return { title: now, now };
  }
  // Only "make `ips` show…", "make uploads…": a longer phrase may end anywhere.
  if (is(rest[0], 'Determiner') || is(rest[0], 'Possessive')) return undefined;
  const listed = (w: Word) => /^(and|or)$/i.test(w.text) || /^`[^`]+`,?$/.test(w.text);
  const base = (w: Word | undefined) =>
    !!w &&
    /^[a-z]+$/.test(w.text) &&
    baseOf(w.text) === w.text &&
    is(wordsOf(w.text, 'they')[0], 'Verb') &&
    !['PastTense', 'Adjective', 'Adverb', 'Comparative', 'Determiner', 'Preposition', 'Conjunction'].some(
      (t) => is(w, t),
    );
  let at = 1;
  const next = rest[1];
  if (
    rest.slice(0, 2).some((w) => listed(w) && !/^`[^`]+`$/.test(w.text)) ||
    /,$/.test(rest[0]?.text ?? '')
  ) {
    // "`a()`, `b()`, and `c()`": the list is who; the verb (maybe after "only") follows it.
    while (at < rest.length && listed(rest[at]!)) at++;
  } else if (
    rest.length > 3 &&
    !base(next) &&
    /^[a-z]+$/.test(rest[0]!.text) &&
    is(wordsOf(next?.text ?? '', 'the')[0], 'Plural') &&
    base(rest[2])
  ) {
    at = 2;
  } else if (
    // "make `parseDay()` only accept…": an adverb before the verb goes with it.
    !(is(next, 'Adverb') && base(rest[2])) &&
    (!/^[a-z]+$/.test(next?.text ?? '') ||
      ['PastTense', 'Adjective', 'Adverb', 'Comparative', 'Determiner', 'Preposition'].some((t) =>
        is(next, t),
      ))
  )
    return undefined;
  const lead =
    is(rest[at], 'Adverb') && /^[a-z]+$/.test(rest[at]?.text ?? '') && base(rest[at + 1])
      ? rest[at]!.text
      : '';
  const verbAt = lead ? at + 1 : at;
  if (verbAt !== 1 && !base(rest[verbAt])) return undefined;
  const who = rest
    .slice(0, at)
    .map((w) => w.text)
    .join(' ');
  const plural =
    isPlural(who) || /\b(and)\b/.test(who) || is(wordsOf(rest[at - 1]!.text, 'the')[0], 'Plural');
  const forms = formsOf(rest[verbAt]!.text);
  const now = spell(
    join(
      capitalize(who),
      'now',
      lead,
      plural ? forms.base : forms.third,
      coordinate(rest.slice(verbAt + 1), 'third', plural),
    ),
  );
  return { title: now, now };
}

/**
 * "Avoid crash when hitting enter on a todo" → "X no longer crashes when hitting enter on a
 * todo": an event English says with a verb of its own (crash, panic, hang, leak), ended in a case.
 */
function noLongerHappens(rest: Word[], actor: string): Change | undefined {
  const at = /^(a|an|the|any)$/i.test(rest[0]?.text ?? '') ? 1 : 0;
  const event = rest[at];
  const when = rest[at + 1];
  if (!event || !/^[a-z]+$/.test(event.text) || !when) return undefined;
  if (!/^(when|while|on|if|after|during|in|with|for)$/i.test(when.text) || rest.length < at + 3)
    return undefined;
  if (!is(wordsOf(`it will ${event.text}`)[2], 'Verb') || is(wordsOf(event.text, 'the')[0], 'Plural'))
    return undefined;
  const now = spell(
    join(actor, 'no longer', formsOf(event.text).third, ...rest.slice(at + 1).map((w) => w.text)),
  );
  return { title: now, now };
}

/**
 * "Generated hooks also include X when provided": a participle and its nouns before their own
 * verb (after "also", "now", "still") is a statement, said as written, never "We generated hooks
 * also includes…"; a plural subject's verb agrees with it.
 */
function statement(words: Word[]): Change | undefined {
  const first = words[0];
  if (!first || !/^[A-Z][a-z]+ed$/.test(first.text) || !is(first, 'PastTense')) return undefined;
  const at = words.findIndex((w, i) => i >= 2 && i <= 4 && /^(also|now|still|always|no)$/i.test(w.text));
  if (at < 2) return undefined;
  const who = words.slice(1, at);
  if (!who.every((w) => is(w, 'Noun') && !is(w, 'Verb'))) return undefined;
  const verbAt =
    /^no$/i.test(words[at]!.text) && /^longer$/i.test(words[at + 1]?.text ?? '') ? at + 2 : at + 1;
  const verb = words[verbAt];
  if (!verb || !/^[a-z]+$/.test(verb.text) || !is(verb, 'PresentTense')) return undefined;
  const plural = is(who.at(-1), 'Plural');
  const agreed =
    plural && baseOf(verb.text) !== verb.text && /s$/.test(verb.text) ? baseOf(verb.text) : verb.text;
  // "Generated hooks also include X": the "also" leans on what readers were not told; "now also"
  // says that this is the change.
  const said = words
    .map((w, i) => (i === verbAt ? agreed : i === at && /^also$/i.test(w.text) ? 'now also' : w.text))
    .join(' ');
  return { title: spell(said), now: spell(said) };
}

/** Head nouns that name a change, and the verb a sentence says it with. */
const CHANGE_NOUNS = ownTable<string>({
  improvement: 'improved',
  improvements: 'improved',
  fix: 'fixed',
  fixes: 'fixed',
  update: 'updated',
  updates: 'updated',
  tweak: 'tweaked',
  tweaks: 'tweaked',
  edits: 'edited',
  cleanup: 'cleaned up',
  refactor: 'refactored',
  refactoring: 'refactored',
  changes: 'changed',
  enhancement: 'improved',
  enhancements: 'improved',
  perf: 'improved',
  performance: 'improved',
});

/** Change nouns that stay in the sentence: "improved context consumer unmounting performance". */
const KEPT_NOUNS = ownTable<string>({ perf: 'performance', performance: 'performance' });

/**
 * "Context consumer unmounting perf", "Settings page improvements": a thing and the change made
 * to it, never an order ("We contexted…"): nouns and adjectives only, ending in a change noun.
 */
function namesItsChange(words: Word[]): boolean {
  const last = words.at(-1)?.bare ?? '';
  if (words.length < 2 || !CHANGE_NOUNS[last]) return false;
  const first = words[0]!;
  if (lexiconOf(first.bare) === 'Infinitive' || madeVerb(first.bare) || STOCK_VERBS.has(baseOf(first.bare)))
    return false;
  return words.every(
    (w) =>
      /^[\w`.-]+$/.test(w.text) &&
      !['Preposition', 'Determiner', 'Conjunction', 'Pronoun', 'Adverb', 'PastTense'].some((t) => is(w, t)),
  );
}

/**
 * A fix that names the bug as a passive ("alerts sent twice when a check flaps"): said as what
 * no longer happens ("Alerts are no longer sent twice…"), never "fixed alerts sent twice".
 */
function noLonger(given: Word[]): Change | undefined {
  // Read as a thing first ("the page rendered blank"), not as an order ("page rendered…").
  const words = wordsOf(given.map((w) => w.text).join(' '), 'the');
  const pluralAlone = (w: Word | undefined) => !!w && is(wordsOf(w.text, 'the')[0], 'Plural');
  // "types reset to selection": a participle that is its own base, after a plural it says things of.
  const unchanged = (w: Word, i: number) =>
    pluralAlone(words[i - 1]) && formsOf(w.text).participle === w.text && formsOf(w.text).base === w.text;
  const pastForm = (w: Word, i: number) =>
    is(w, 'PastTense') ||
    is(w, 'Participle') ||
    (is(w, 'Verb') && !is(w, 'Gerund') && formsOf(w.text).participle === w.text) ||
    unchanged(w, i);
  const at = words.findIndex((w, i) => i >= 1 && /^[a-z]+$/.test(w.text) && pastForm(w, i));
  if (at < 1 || at > 4 || at === words.length - 1) return undefined;
  // "revalidate excluded packages": a participle before a noun describes it; no bug is named.
  const next = words[at + 1]!;
  if (is(wordsOf(next.text, 'the')[0], 'Plural') || /^`/.test(next.text)) return undefined;
  const who = words.slice(0, at);
  if (
    who.some(
      (w, i) =>
        !/^[\w`.@/-]+$/.test(w.text) ||
        is(w, 'Preposition') ||
        is(w, 'Conjunction') ||
        is(w, 'Pronoun') ||
        (is(w, 'Determiner') && i > 0) ||
        (is(w, 'Verb') && !is(w, 'Noun') && !(i === at - 1 && pluralAlone(w))),
    )
  )
    return undefined;
  if ((!is(who.at(-1), 'Noun') && !pluralAlone(who.at(-1))) || is(who.at(-1), 'Determiner')) return undefined;
  const said = who.map((w) => w.text).join(' ');
  const plural = isPlural(said) || pluralAlone(who.at(-1));
  // "The check interval", "Alerts": a bare singular thing takes its article.
  const named =
    plural || is(who[0], 'Determiner') || /[`A-Z]/.test(said.slice(1))
      ? capitalize(said)
      : `The ${lowerFirst(said)}`;
  const rest = words.slice(at).map((w) => w.text);
  const now = spell(join(named, plural ? 'are' : 'is', 'no longer', ...rest));
  return { title: now, now };
}

/** "Now uses UTC for uptime windows": a subjectless title given what it is about. */
function nowDoes(words: Word[], actor: string): Change | undefined {
  if (!/^now$/i.test(words[0]?.text ?? '') || !words[1] || !is(words[1], 'PresentTense')) return undefined;
  if (!/^[a-z]+s$/.test(words[1].text) || words.length < 3) return undefined;
  const now = spell(join(actor, 'now', ...words.slice(1).map((w) => w.text)));
  return { title: now, now };
}

/** A noun phrase ("lead time in reports", "status page themes") said as a change of its kind. */
/**
 * Whether a subject read as a thing is one: a clause ("dual license these dotfiles") or a
 * phrase with an adverb in it ("errorHandler() only in development") is not, and is kept in
 * its author's words rather than put after a verb it does not take.
 */
function plainThing(words: Word[]): boolean {
  const cut = words.findIndex(
    (w, i) =>
      i > 0 &&
      (is(w, 'Preposition') ||
        is(w, 'Conjunction') ||
        /^(instead|and|or)$/i.test(w.text) ||
        /,$/.test(words[i - 1]!.text)),
  );
  const head = cut > 0 ? words.slice(0, cut) : words;
  return !head.some(
    (w, i) =>
      i > 0 &&
      /^[a-z]+$/.test(w.text) &&
      (is(w, 'Determiner') || is(w, 'Pronoun') || (is(w, 'Adverb') && !is(w, 'Adjective'))),
  );
}

function fromNoun(said: string, type: CommitType): Change {
  if (!plainThing(wordsOf(said, 'the'))) {
    // "Dual license these dotfiles": one verb of two words; "X Y only in Z": the verb it leaves out.
    const compound = compoundVerb(wordsOf(said));
    if (compound) return { title: spell(capitalize(compound)), did: spell(compound) };
    const only = onlyWhere(wordsOf(said));
    return only ? { title: spell(only), now: spell(only) } : { title: spell(capitalize(said)) };
  }
  // "the cache key and add a retry": a verb after "and" in the same tense as the one added here.
  // A docs change's "docs" says its kind, not its subject ("docs prepared statements").
  const text = coordinate(wordsOf(type === 'docs' ? said.replace(/^docs?\s+(?=\S)/i, '') : said), 'past');
  const words = text.split(' ');
  const tagged = wordsOf(text, 'the');
  // "typo in README.md", "crash when saving": one thing, said with its article.
  if (
    type === 'fix' &&
    words.length > 2 &&
    /^[A-Za-z][a-z]+$/.test(words[0]!) &&
    !is(tagged[0], 'Plural') &&
    !is(tagged[0], 'Uncountable') &&
    !/^support$/i.test(words[0]!) &&
    /^(in|on|when|while|with|after|for|during)$/i.test(words[1]!)
  )
    return {
      title: capitalize(`fixed a ${spell(lowerFirst(text))}`),
      did: `fixed a ${spell(lowerFirst(text))}`,
    };
  // "Configurable forward proxy URL": what was made so, said with its verb ("Made the … configurable").
  if (
    words.length >= 2 &&
    /^(configurable|customizable|customisable|optional|overridable)$/i.test(words[0]!)
  ) {
    const what = spell(words.slice(1).join(' '));
    const bare = /^[a-z]/.test(what) && !isPlural(what) && !/\b(and|or)\b|,/.test(what);
    const adjective = words[0]!.toLowerCase();
    const many = !bare && (isPlural(what) || /\b(and|or)\b|,/.test(what));
    const now = `${bare ? 'The ' : ''}${bare ? what : capitalize(what)} ${many ? 'are' : 'is'} now ${adjective}`;
    return { title: now, now };
  }
  const last = words.at(-1)!.toLowerCase();
  const verb = CHANGE_NOUNS[last];
  if (verb && words.length >= 2) {
    const thing = spell(words.slice(0, -1).join(' '));
    const kept = KEPT_NOUNS[last];
    const did = kept ? `${verb} ${lowerFirst(thing)} ${kept}` : `${verb} the ${lowerFirst(thing)}`;
    return { title: capitalize(did), did };
  }
  // One countable thing ("typo", "crash"): "a typo".
  const single = words.length === 1 && /^[a-z]+$/i.test(text) && !isPlural(text) && type === 'fix';
  // "Install guide": one guide, with its article.
  const guide =
    words.length === 2 && DOC_TOPICS.test(words[0]!) && /^(guide|section|example|readme)$/i.test(words[1]!);
  const np = single
    ? `a ${text.toLowerCase()}`
    : guide
      ? `${indefinite(words[0]!.toLowerCase())} ${spell(lowerFirst(text))}`
      : spell(lowerFirst(text));
  const verbFor: Partial<Record<CommitType, string>> = {
    feat: /^support\b/i.test(text) ? 'added' : 'added',
    fix: 'fixed',
    perf: 'sped up',
    docs: 'documented',
    refactor: 'reworked',
    test: 'tested',
    style: 'restyled',
  };
  // "Install docs" in a docs change: docs added, not "documented install docs".
  const v = type === 'docs' && DOC_NOUNS.test(words.at(-1)!) ? 'added' : (verbFor[type] ?? 'added');
  const did = `${v} ${np}`;
  return { title: capitalize(did), did };
}

/** Verbs that say only that something was done, before a noun phrase that says what. */
const STOCK_VERBS = new Set(['fix', 'add', 'make', 'do', 'update', 'apply', 'implement']);

/** "fixed settings page ux improvement" → "improved the settings page UX". */
function changeNamed(base: string, rest: Word[]): Change | undefined {
  const last = rest.at(-1)?.text.toLowerCase() ?? '';
  const verb = CHANGE_NOUNS[last];
  if (!STOCK_VERBS.has(base) || !verb || rest.length < 2 || verb.startsWith(base)) return undefined;
  const thing = rest.slice(0, -1);
  if (
    thing.some(
      (w) =>
        !/^[\w`./-]+$/.test(w.text) ||
        ['Preposition', 'Determiner', 'Conjunction', 'Verb'].some((t) => is(w, t) && !is(w, 'Noun')),
    )
  )
    return undefined;
  const did = `${verb} the ${spell(lowerFirst(thing.map((w) => w.text).join(' ')))}`;
  return { title: capitalize(did), did };
}

/**
 * A verb by its making: "-ize" and "-ify" words are verbs, and so is an "-ate" word English knows
 * only as a verb ("create", "generate", not "state" or "template"). Never a thing that broke.
 */
const madeVerb = (word: string) =>
  (/^[a-z]{3,}(?:i[sz]e|ify)$/i.test(word) && lexiconOf(word) !== 'Singular') ||
  (/^[a-z]{3,}ate$/i.test(word) && lexiconOf(word) === 'Infinitive');

/**
 * Where a noun-led subject's own verb is, when compromise reads it as a plural alone ("pr close
 * skips deleting…"): an "-s" word after a noun, itself a verb after "it", before an object.
 */
function thirdPerson(words: Word[]): number {
  return words.findIndex(
    (w, i) =>
      i >= 1 &&
      i <= 5 &&
      // "Install docs": a last word is the thing itself, not a verb without its object.
      i < words.length - 1 &&
      /^[a-z]+s$/.test(w.text) &&
      knownOrder(baseOf(w.text)) &&
      baseOf(w.text) !== w.text &&
      words
        .slice(0, i)
        .every(
          (b, k) =>
            /^[a-z][\w-]*$/.test(k ? b.text : b.bare) && !is(b, 'Determiner') && !is(b, 'Preposition'),
        ) &&
      is(wordsOf(w.text, 'it')[0], 'Verb') &&
      startsObject(words[i + 1]),
  );
}

/** A subject led by a command or a name that is no word ("pr close", "cs"), said as code. */
function codeSubject(words: Word[], verbAt: number): string {
  const head = words[0]!;
  // "Pr" as the subject's first word was capitalised: the command is "pr".
  const name =
    [undefined, 'Abbreviation'].includes(lexiconOf(head.bare)) && /^[A-Za-z]?[a-z]$/.test(head.text);
  if (!name) return capitalize(words.map((w) => w.text).join(' '));
  const subject = lowerFirst(
    words
      .slice(0, verbAt)
      .map((w) => w.text)
      .join(' '),
  ).toLowerCase();
  return [`\`${subject}\``, ...words.slice(verbAt).map((w) => w.text)].join(' ');
}

/** "moving X", "adding Y": an order's "-ing" form (compromise may read it as an adjective) before an object. */
function gerundOrder(word: Word, next: Word | undefined): boolean {
  if (!/^[a-z]+ing$/i.test(word.text) || !next || is(next, 'Preposition') || /^(and|or)$/i.test(next.text))
    return false;
  const base = baseOf(word.bare);
  return base !== word.bare && formsOf(base).gerund === word.bare && knownOrder(base);
}

/** A word English knows as an order: in compromise's lexicon, made like a verb, or tagged one before an object. */
const knownOrder = (word: string) =>
  lexiconOf(baseOf(word)) === 'Infinitive' || madeVerb(word) || readsAsOrder(word);

/** "Properly close sockets", "Correctly flush probes": an "-ly" adverb, then an order said after "we". */
function adverbOrder(words: Word[]): boolean {
  if (!/^[a-z]{3,}ly$/i.test(words[0]?.text ?? '') || !words[1]) return false;
  const said = wordsOf(
    words
      .slice(1)
      .map((w) => w.text)
      .join(' '),
    'we',
  )[0];
  return is(said, 'Verb') && !is(said, 'PastTense') && !is(said, 'Gerund') && /^[a-z]+$/.test(words[1].text);
}

const DOC_NOUNS = /^(docs?|documentation|guide|instructions|notes|readme|section|examples?)$/i;
const DOC_TOPICS =
  /^(install|installation|setup|usage|migration|upgrade|upgrading|build|deploy|deployment|config|configuration|release|contributing|troubleshooting|development|api|cli)$/i;

/** Whether the first word is better read as a noun (a fix's subject naming what was broken). */
function readsAsNoun(words: Word[], type: CommitType): boolean {
  const [first, second] = words;
  if (!first || words.length === 1) return true;
  if (namesItsChange(words)) return true;
  if (/^(docs?|readme|tests?|types|typings|changelog|ci|deps)$/i.test(first.bare)) return true;
  // "moving writeToDisk to helpers": a verb's "-ing" form before its object says what was done.
  if (type !== 'fix' && gerundOrder(first, second)) return false;
  // "Install docs", "Migration guide": what the docs are about, not an order.
  if (words.length === 2 && DOC_NOUNS.test(second!.bare) && DOC_TOPICS.test(first.bare)) return true;
  const asVerb = wordsOf(words.map((w) => w.text).join(' '), 'we')[0];
  // "fix: wrong timezone in date picker": an adjective names what was broken, never an order.
  if (
    type === 'fix' &&
    lexiconOf(first.bare) === 'Adjective' &&
    /^(wrong|broken|bad|incorrect|missing)$/.test(first.bare)
  )
    return true;
  // Tagged a noun in both readings, it is still an order when English knows it as a verb ("refine").
  if (!is(asVerb, 'Verb') && !is(first, 'Verb') && lexiconOf(first.bare) !== 'Infinitive') return true;
  // A verb by its making: "-ize" and "-ify" words are verbs, and so is an "-ate" word English
  // knows only as a verb ("create", "generate", not "state" or "template"). Never a thing broken.
  if (madeVerb(first.bare)) return false;
  const asNoun = wordsOf(words.map((w) => w.text).join(' '), 'the')[0];
  if (!is(asNoun, 'Noun')) return false;
  // "support for Bun", "fix for the cache": a thing, not an order.
  if (/^(for|of)$/i.test(second?.text ?? '')) return true;
  if (type !== 'fix') return false;
  // "check whether X is set", "verify that Y": a clause as its object makes the word an order.
  if (/^(whether|that)$/i.test(second?.text ?? '')) return false;
  // Verbs a fix is made of ("remove the header", "require auth"): always the fix itself.
  if (FIX_ORDERS.has(formsOf(first.text).base)) return false;
  // In a fix, "lead time in reports" names what was broken; "follow 301/302 redirects" is the fix.
  return !startsObject(second) || /^(on|in|when|while|with|after|if)$/i.test(second?.text ?? '');
}

/** Verbs a fix names as what the software does in a case ("bump dependent when…"). */
const WHEN_VERBS =
  /^(bump|add|remove|delete|drop|update|clear|reset|set|mark|publish|release|install|create)$/;

const CLEANUP_VERB =
  /^cleanup\s+(?!(?:script|job|task|function|hook|step|logic|handler|routine|phase|callback|method|code|of|for|in|on|after|when)\b)(?=[a-z`])/i;

/**
 * The change a subject states. `actor` names what behaves ("the rate-limit middleware", the
 * project) when the subject says how the software behaves without saying what does.
 */
export function readChange(subject: string, type: CommitType, actor: string): Change {
  const text = subject
    .trim()
    .replace(/(?<=\p{L})’(?=\p{L})/gu, "'")
    // "cleanup polymorphism": the verb "clean up" written as its noun.
    .replace(CLEANUP_VERB, (m) => (m.startsWith('C') ? 'Clean up ' : 'clean up '));
  // Another language: said in its author's words ("Añadir soporte…", "增加…").
  if (
    !/\p{Script=Latin}/u.test(text) ||
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text) ||
    /[ñáéíóúüçàèìòùâêîôûäößøåœ¿¡]/i.test(text.replace(/`[^`]*`/g, ''))
  )
    return { title: text };
  const words = wordsOf(text);
  const modal = fromModal(words) ?? ownSubjectCan(words) ?? nowDoes(words, actor) ?? statement(words);
  if (modal) return modal;
  let at = 0;
  let lead = '';
  // "Properly close sockets": an adverb before an order English knows; "more data docs", "more
  // alerting docs" are a quantity of a thing, no order.
  if (
    is(words[0], 'Adverb') &&
    !is(words[0], 'Verb') &&
    !/^(more|less|most|least|much|further)$/i.test(words[0]!.text) &&
    // "Properly close sockets": read after "we", the word after the adverb is the order it is.
    ((is(words[1], 'Verb') && knownOrder(words[1]!.text)) || adverbOrder(words))
  ) {
    lead = words[0]!.text;
    at = 1;
  }
  let negated = false;
  if (/^(don'?t|do|never)$/i.test(words[at]?.text ?? '') && /^(not|never)$/i.test(words[at + 1]?.text ?? ''))
    at += 2;
  else if (/^(don'?t|never)$/i.test(words[at]?.text ?? '')) at += 1;
  negated = at > (lead ? 1 : 0);
  // "pr close skips…", "cs create": a word of two letters is a name, never an order ("go" and "do" are).
  const verb =
    /^[A-Za-z][a-z'-]*$/.test(words[at]?.text ?? '') &&
    (words[at]!.bare.length > 2 || lexiconOf(words[at]!.bare) === 'Infinitive')
      ? words[at]
      : undefined;
  // "don't random ID to temp file names": no verb after "don't" to say it with; the author's words.
  if (
    negated &&
    verb &&
    !is(
      wordsOf(
        words
          .slice(at)
          .map((w) => w.text)
          .join(' '),
        "we don't",
      )[0],
      'Verb',
    )
  ) {
    const gets = noLongerGets(words.slice(at));
    return gets ? { title: spell(gets), now: spell(gets) } : { title: spell(capitalize(text)) };
  }
  const rest = words.slice(at + 1);
  const first = verb?.bare ?? '';
  if (!verb || (!negated && !lead && readsAsNoun(words, type))) {
    const ended = type === 'fix' ? noLonger(words) : undefined;
    if (ended) return ended;
    // A sentence with its own subject and verb ("The button is misaligned on Safari").
    const finite = words.findIndex(
      (w, i) =>
        i > 0 &&
        !is(words[i - 1], 'Preposition') &&
        !is(words[i - 1], 'Determiner') &&
        (is(w, 'Copula') ||
          (is(w, 'PresentTense') &&
            // "more data docs": a word English does not know as a verb is none here.
            knownOrder(baseOf(w.text)) &&
            !is(w, 'Noun') &&
            !is(w, 'Plural') &&
            !is(w, 'Infinitive') &&
            // "date picker closing on scroll": a gerund is no verb of the sentence.
            !is(w, 'Gerund'))),
    );
    // "pr close skips deleting…": a verb's "-s" form after what does it, though read alone as a plural.
    const third = thirdPerson(words);
    if (third > 0 && (finite < 0 || third < finite) && type !== 'fix')
      return { title: spell(codeSubject(words, third)) };
    if (finite > 0 && finite <= 5) {
      if (type === 'fix') {
        const did = `fixed an issue where ${lowerFirst(spell(text))}`;
        return { title: capitalize(did), did };
      }
      return { title: spell(capitalize(text)) };
    }
    return fromNoun(text, type);
  }
  const forms = formsOf(first);
  // "fix: page rendered blank on Safari": a thing and what went wrong with it, not an order.
  const passive =
    type === 'fix' && !negated && !lead && !FIX_ORDERS.has(forms.base) ? noLonger(words) : undefined;
  if (passive) return passive;
  // "Fixed settings page ux improvement", "Updated drivers fixes": a stock verb before a noun
  // phrase that names the change itself; the change noun says what was done ("Improved the…").
  // "fix some element types reset to selection": the bug, said as what no longer happens.
  const ended = forms.base === 'fix' && !negated && !lead ? noLonger(rest) : undefined;
  if (ended) return ended;
  const named = changeNamed(forms.base, rest);
  if (named && !negated && !lead) return named;
  // "Adding X", "Adds X": what was done, said in the past like the rest.
  // "fix: passing `undefined` to zod", "fix: bound text rotation": the case that was broken.
  // "fix: passing `undefined` to zod": what users do works now ("Passing `undefined` … now works"),
  // the fix rather than the bug; a gerund in the past form would be an order again.
  if (type === 'fix' && !negated && !lead && is(verb, 'Gerund') && /ing$/.test(first) && rest.length >= 2) {
    const now = `${spell(capitalize(text))} now works`;
    return { title: now, now };
  }
  if (
    type === 'fix' &&
    !negated &&
    !lead &&
    (is(verb, 'Gerund') ||
      (is(verb, 'PastTense') && BEHAVIOUR_VERBS.has(forms.base)) ||
      /^bound$/i.test(first))
  ) {
    const did = `fixed ${lowerFirst(spell(text))}`;
    return { title: capitalize(did), did };
  }
  // "Edits on aliases", "Updates to the install guide": a change named as a plural noun before what
  // it changed, said with its verb ("edited aliases…"), never "edited on aliases".
  if (
    !negated &&
    !lead &&
    /s$/.test(first) &&
    CHANGE_NOUNS[first] &&
    /^(to|on)$/i.test(rest[0]?.text ?? '') &&
    rest.length > 1
  ) {
    // What was edited is a list of things ("aliases, comments, theme customizing"), never orders.
    const did = join(CHANGE_NOUNS[first], ...rest.slice(1).map((w) => w.text));
    return { title: spell(capitalize(did)), did: spell(did) };
  }
  const doneForm =
    is(verb, 'Gerund') ||
    gerundOrder(verb, rest[0]) ||
    (/s$/.test(first) && forms.third === first && forms.base !== first);
  if (doneForm && !negated) {
    const did = join(lowerFirst(lead), forms.past, coordinate(rest, 'past'));
    return { title: spell(capitalize(did)), did: spell(lowerFirst(did)) };
  }
  if (is(verb, 'PastTense') || (is(verb, 'Adjective') && forms.past === first)) {
    // Said in the past already ("Added dark mode and fix the list"): one tense throughout.
    const did = join(lowerFirst(lead), forms.past, coordinate(rest, 'past'));
    return { title: spell(capitalize(did)), did: spell(lowerFirst(did)) };
  }
  // "Fix showing the diff across a rename": what users do works now, as for "fix: showing …".
  if (
    forms.base === 'fix' &&
    !negated &&
    !lead &&
    rest.length >= 3 &&
    /^[a-z]+ing$/.test(rest[0]!.text) &&
    is(rest[0], 'Gerund')
  ) {
    const now = `${spell(capitalize(rest.map((w) => w.text).join(' ')))} now works`;
    return { title: now, now };
  }
  const avoided =
    /^(avoid|prevent)$/.test(forms.base) && !negated && !lead ? noLongerHappens(rest, actor) : undefined;
  if (avoided) return avoided;
  if (ENABLING.has(forms.base) && !negated && !lead) {
    const enabled = enabledForYou(rest) ?? enabling(rest);
    if (enabled) return enabled;
    // "Allow `header` replacement with an empty string": what the software now allows.
    if (
      forms.base === 'allow' &&
      rest.length &&
      !rest.some((w) => is(w, 'Verb') && !is(w, 'Noun') && !is(w, 'Gerund'))
    )
      return behaviour(verb, rest, false, lead, actor);
  }
  // "Make sure the term is always set": the idiom and its clause, in the past ("ensured that…"),
  // never "Sure now…".
  if (forms.base === 'make' && !negated && /^sure$/i.test(rest[0]?.text ?? '') && rest.length > 2) {
    const clause = rest.slice(/^that$/i.test(rest[1]!.text) ? 2 : 1).map((w) => w.text);
    const did = join(lowerFirst(lead), 'ensured that', ...clause);
    return { title: spell(capitalize(did)), did: spell(did) };
  }
  if (forms.base === 'make' && !negated) {
    const made = making(rest);
    if (made) return made;
  }
  // "fix: create package integrity after refetch": how the software behaves now, not a one-off act.
  const fixedBehaviour =
    type === 'fix' &&
    !FIX_ORDERS.has(forms.base) &&
    madeVerb(first) &&
    !rest.some((w) => /^and$/i.test(w.text));
  // "fix: bump dependent when both … are released": what the software does when it happens.
  const whenBehaviour =
    type === 'fix' && WHEN_VERBS.test(forms.base) && rest.some((w) => /^(when|whenever|if)$/i.test(w.text));
  if (negated || fixedBehaviour || whenBehaviour || BEHAVIOUR_VERBS.has(forms.base))
    return behaviour(verb, rest, negated, lead, actor);
  // "add packages checking": a plural before a gerund says it in the singular ("package checking").
  if (
    rest.length === 2 &&
    /^[a-z]+s$/.test(rest[0]!.text) &&
    is(wordsOf(rest[0]!.text, 'the')[0], 'Plural') &&
    /^[a-z]+ing$/.test(rest[1]!.text)
  )
    rest[0] = { ...rest[0]!, text: singular(rest[0]!.text) };
  const did = join(lowerFirst(lead), forms.past, coordinate(rest, 'past'));
  // "add X": what the project has from now on, when X is a plain thing ("a flag to skip checks").
  const thing = rest.map((w) => w.text).join(' ');
  // "…now has a flag to skip checks", "…now has support for Bun": a thing with its article.
  const countable =
    is(rest[0], 'Determiner') || is(rest[0], 'Plural') || /^support$/i.test(rest[0]?.text ?? '');
  const has = forms.base === 'add' && !lead && countable && !/(\band\b|,)/.test(thing) ? thing : undefined;
  // The project is one thing, whatever its name ends with ("changesets now has…").
  const plural = /^The\b/.test(actor) && isPlural(actor);
  const now = has ? spell(join(actor, plural ? 'now have' : 'now has', has)) : undefined;
  return { title: spell(capitalize(did)), did: spell(lowerFirst(did)), ...(now ? { now } : {}) };
}
