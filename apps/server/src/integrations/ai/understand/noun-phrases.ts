import { besideAsides, indefinite, massNoun } from './articles';
import { formsOf, is, lexiconOf, wordsOf, type Word } from './grammar';
import { ownTable } from '../../../lib/own-table';

/**
 * Articles inside a sentence the writer made: commit subjects drop them after prepositions
 * ("from workspace root"), before the subject ("`la` alias no longer shows…") and before the
 * object of a later verb ("instead of trusting mtime cache"). A bare noun phrase whose head is
 * one countable thing gets "the", or "a"/"an" where English means any one ("instead of an empty
 * string", "after a retry"). Names, code, plurals, numbers, mass nouns and set phrases ("in
 * development", "by default") stay bare: when the phrase cannot be read with confidence, the
 * author's words stay.
 */

const PREPOSITIONS = new Set(
  'for from in on of to at into onto across after before with without via by over under about during through within behind beyond toward towards upon against inside outside throughout between among as'.split(
    ' ',
  ),
);
/** Words that end a noun phrase without belonging to it. */
const ENDS =
  /^(and|or|but|when|while|if|so|because|since|unless|until|instead|including|excluding|that|which|who|where|whenever|than|as|then|now|even|rather|except|once|only|also|too|anymore|again|ever)$/i;
const DETERMINER =
  /^(the|a|an|this|that|these|those|its|their|our|your|my|his|her|each|every|all|any|some|no|both|either|neither|another|other|more|most|many|few|several|much|one|such|what|which|whose|own|same|less|least|enough|various|multiple|certain|whatever|whichever)$/i;
/** Set phrases: a preposition and a bare singular that English says without an article. */
const SET_PHRASES = ownTable<RegExp>({
  in: /^(mobile|desktop|development|production|practice|parallel|place|time|order|case|general|memory|bulk|full|total|part|turn|sync|advance|favor|favour|detail|use|progress|private|public|line|theory|particular|return|front|response|fact)$/,
  on: /^(mobile|desktop|demand|top|hover|click|save|reload|refresh|restart|retry|navigation|login|logout|signup|upload|download|startup|boot|exit|purpose|time|focus|blur|submit|load|error|failure|success|change|input|scroll|resize|release|install|commit|push|merge|windows|linux|macos|web|main|master)$/,
  at: /^(runtime|startup|once|least|most|all|first|last|random|scale|build|install|boot|home|work|rest|length|compile)$/,
  // "by" + a bare singular is almost always a criterion in a commit ("find projects by tag").
  by: /^[a-z]+$/,
  for: /^(now|free|example|instance|good|debugging|testing|production|development|convenience|reference|sure|real|ever|once|later|use)$/,
  from: /^(scratch|source|start|home|disk|memory|cache|stdin)$/,
  to: /^(date|disk|stdout|stderr|completion|production|zero|default|hardlink|copy|clone|true|false|null|none|top|bottom|light|dark|auto)$/,
  with: /^(ease|care|caution)$/,
  of: /^(course|use|date|time|mind|scope)$/,
  under: /^(load|way|review|development)$/,
  over: /^(time|http|https|ssh)$/,
  after: /^(all|use|install|upgrade|build|startup|boot|login|logout|release|publish|merge|commit|that|this)$/,
  as: /^(well|expected|needed|usual|before|default|necessary|required|appropriate|intended|such|follows|planned)$/,
  before: /^(use|install|upgrade|build|startup|boot|login|release|publish|merge|commit|exit)$/,
});
/** Heads said without an article whatever comes before them ("in strict mode", "at build time"). */
const BARE_HEADS =
  /^(mode|time|scope|level|access|support|default|runtime|uptime|downtime|state|behaviour|behavior|logic|handling|tooling|usage|networking|syntax|text|content|traffic|storage|documentation|docs|history|guidance|memory|performance|security|data|work|progress|feedback|stuff|output|input|code|logging|styling|typing|caching|control|auth|authentication|authorization|navigation|configuration)$/;
/** Things that happen: "after a retry", "on a z-index change". */
const EVENTS =
  /^(change|click|retry|refetch|reload|restart|resize|error|failure|crash|timeout|request|response|update|save|load|rerender|render|redirect|submit|keypress|keystroke|release|rebuild)$/;
/** Verbs whose object is any one thing: "now uses a polyfill", "to merge a pull request". */
const ANY_ONE =
  /^(add|use|get|have|create|print|show|throw|log|emit|raise|display|write|return|open|start|spawn|generate|produce|make|merge|pick|choose|need|take|accept|allow)$/;
/** Verbs that set a value: "set … to hardlink" names the value, not a thing. */
const SETTING =
  /^(set|sets|change[sd]?|switch(es|ed)?|default(s|ed)?|rename[sd]?|convert(s|ed)?|migrate[sd]?|bump(s|ed)?|upgrade[sd]?|downgrade[sd]?|revert(s|ed)?|move[sd]?|port(s|ed)?|pin(s|ned)?|lower(s|ed)?|raise[sd]?|increase[sd]?|reduce[sd]?)$/i;

/** Verbs that follow a subject: "… root are now found". */
const FINITE =
  /^(is|are|was|were|would|will|can|could|should|must|might|has|have|had|no|not|now|does|do|did)$/;

interface Token {
  text: string;
  /** Letters of a plain word, lower case, without trailing punctuation ("root," → "root"). */
  bare: string;
  /** The token ends with punctuation that ends a phrase. */
  closes: boolean;
}

/** Tokens split on spaces, with code spans and quotations kept whole. */
function tokensOf(sentence: string): Token[] {
  const raw = sentence.match(/`[^`]*`\S*|“[^”]*”\S*|"[^"]*"\S*|\S+/g) ?? [];
  return raw.map((text) => ({
    text,
    bare: /^[A-Za-z][A-Za-z'-]*[,.;:!?]?$/.test(text) ? text.replace(/[,.;:!?]$/, '').toLowerCase() : '',
    closes: /[,.;:!?]$|(?<!\()\)$/.test(text),
  }));
}

const isCode = (t: Token) =>
  /^`[^`]+`$/.test(t.text) ||
  /^[a-z]+[A-Z][A-Za-z]*$/.test(t.text) ||
  // "Atomics.wake()", "options.method"
  /^[A-Za-z_$][\w$]*(\.[\w$]+)+(\(\))?$|^[A-Za-z_$][\w$.#]*\(\)$/.test(t.text);
const isAcronym = (t: Token) => /^[A-Z]{2,}s?$/.test(t.text);
const isVerbWord = (word: string) =>
  is(wordsOf(word, 'they')[0], 'Verb') && !is(wordsOf(word, 'they')[0], 'Noun');
const plural = (word: string) => is(wordsOf(word, 'the')[0], 'Plural');
const PRONOUN =
  /^(it|them|us|you|him|they|we|me|itself|themselves|everything|everyone|anything|nothing|something|someone|whatever)$/i;

/** "directly", "automatically": an adverb of manner, which ends a phrase before it. */
const mannerAdverb = (bare: string) => /^[a-z]{3,}ly$/.test(bare) && lexiconOf(bare) === 'Adverb';

interface Phrase {
  start: number;
  end: number;
  head: string;
  /** An adjective before a code name or a capitalised name ("global onSuccess"). */
  named: boolean;
}

/** The bare noun phrase at `start`, when there is one whose head is one countable thing. */
function phraseAt(tokens: Token[], start: number, prep?: string): Phrase | undefined {
  const first = tokens[start];
  if (!first || DETERMINER.test(first.bare) || PRONOUN.test(first.bare) || /^\d/.test(first.text))
    return undefined;
  let end = start;
  while (end < tokens.length && end - start < 5) {
    const t = tokens[end]!;
    if (
      t.bare &&
      (ENDS.test(t.bare) ||
        PREPOSITIONS.has(t.bare) ||
        DETERMINER.test(t.bare) ||
        FINITE.test(t.bare) ||
        (end > start && mannerAdverb(t.bare)))
    )
      break;
    end++;
    if (t.closes || /^[“"(]/.test(t.text)) break;
  }
  if (end === start) return undefined;
  const words = tokens.slice(start, end);
  const head = words.at(-1)!;
  const headText = head.text.replace(/[,.;:!?]$/, '');
  const next = tokens[end];
  // What follows must end the phrase: the sentence's end, a preposition, a conjunction or a verb.
  if (
    next &&
    !head.closes &&
    !(next.bare && (ENDS.test(next.bare) || PREPOSITIONS.has(next.bare) || DETERMINER.test(next.bare))) &&
    !(next.bare && FINITE.test(next.bare)) &&
    // "from patch directly": an adverb of manner after the phrase ends it.
    !(next.bare && mannerAdverb(next.bare))
  )
    return undefined;
  // "duplicate or non-text headers": the phrase goes on past "or"; where it ends is not sure.
  // "…hook and change its parameter" joins a clause: a verb or a determiner follows.
  const joined = tokens[end + 1];
  const clause =
    !!joined?.bare &&
    (DETERMINER.test(joined.bare) || (isVerbWord(joined.bare) && !/^[a-z]+-/.test(joined.text)));
  if (next && /^(and|or|&|nor)$/i.test(next.text) && !head.closes && !clause) return undefined;
  const inner = words.slice(0, -1);
  // "global onSuccess", "new Menu API": an adjective before a name takes an article too.
  const named =
    inner.length >= 1 &&
    /^(global|new|custom|default|single|separate|dedicated|generic|shared|optional|dedicated)$/.test(
      inner[0]!.bare,
    ) &&
    inner.slice(1).every((w) => isCode(w) || /^[A-Z]/.test(w.text)) &&
    (isCode(head) || isAcronym(head) || /^[A-Z][a-z]+$/.test(headText));
  if (named) return { start, end, head: headText, named };
  if (!/^[a-z]{3,}$/.test(headText)) return undefined;
  // "undefined", "disabled": a participle, not a thing.
  if (/ed$/.test(headText) && lexiconOf(headText) !== 'Singular') return undefined;
  if (plural(headText) && !/ss$/.test(headText)) return undefined;
  // "rendering" is an activity; "string" a thing.
  if (BARE_HEADS.test(headText) || (/\w{3}ing$/.test(headText) && lexiconOf(headText) !== 'Singular'))
    return undefined;
  if (prep === 'via' || prep === 'per') return undefined;
  if (prep && words.length === 1 && SET_PHRASES[prep]?.test(headText)) return undefined;
  const tagged = wordsOf(headText, 'the')[0]!;
  if (massNoun(tagged, words.length === 1) && !(/ing$/.test(headText) && lexiconOf(headText) === 'Singular'))
    return undefined;
  // A plain word the head is read as only a verb or an adjective is no thing ("to total").
  if (!is(tagged, 'Noun')) return undefined;
  // A lone word English does not know is likely a name ("for mysql"); with a word before it, a thing.
  const known = lexiconOf(headText);
  // "bumps dependent": an adjective that names a thing ("dependent", "descendant").
  const thing = known === 'Adjective' && /(ent|ant)$/.test(headText);
  if (words.length === 1 && (!known || (known === 'Adjective' && !thing)) && !EVENTS.test(headText))
    return undefined;
  // "on darwin": a word English knows as a name (a person, a place), spelled in lower case.
  if (
    words.length === 1 &&
    known &&
    /^(Person|FirstName|LastName|MaleName|FemaleName|Place|Country|City|Region|Organization|ProperNoun)$/.test(
      known,
    )
  )
    return undefined;
  for (const [i, w] of inner.entries()) {
    // "v4 ecosystem": a version names which one, as a name does.
    if (isCode(w) || isAcronym(w) || /^v\d+(\.\d+)*$/.test(w.text)) continue;
    // A capitalised word before a plain noun is a name ("GitHub pull request"), not the sentence's start.
    if (/^[A-Z][A-Za-z]+$/.test(w.text) && (i > 0 || start > 0)) continue;
    if (!/^[a-z][a-z-]*$/.test(w.text) || /-.*-/.test(w.text)) return undefined;
    const tags = wordsOf(w.text, 'the')[0]!;
    if (is(tags, 'Plural') || is(tags, 'Pronoun') || is(tags, 'Possessive') || is(tags, 'Adverb')) {
      if (!is(tags, 'Adjective')) return undefined;
    }
    // "trusting stale cache", "options.method being undefined": a clause, not a thing.
    if (/ing$/.test(w.text) && lexiconOf(w.text) !== 'Singular') return undefined;
  }
  return { start, end, head: headText, named: false };
}

/** The article a phrase takes after `before` (the word that introduces it). */
function articleFor(tokens: Token[], phrase: Phrase, before: string, anyOne: boolean): string {
  const first = tokens[phrase.start]!.text.replace(/^[`"']/, '');
  if (/^(first|last|next|previous|same|only|main|current|whole|entire|latest|default)$/i.test(first))
    return 'the';
  const prev = tokens[phrase.start - 2]?.bare;
  const any =
    anyOne ||
    (before === 'of' && prev === 'instead') ||
    /^(as|like|without)$/.test(before) ||
    (/^(after|before|on|upon|during)$/.test(before) && EVENTS.test(phrase.head)) ||
    (before === 'for' && prev === 'support');
  return any ? indefinite(first) : 'the';
}

/** Whether the sentence sets something to a value before position `at` ("set X to hardlink"). */
const setsValue = (tokens: Token[], at: number) => tokens.slice(0, at).some((t) => SETTING.test(t.bare));

/**
 * The bare object at `start`, or two single things joined by "and"/"or" ("remote and branch"),
 * each of which takes its own article; an adjective stands for a thing only beside a noun.
 */
function coordinated(tokens: Token[], start: number): Phrase[] {
  const one = phraseAt(tokens, start);
  const alone = one ? [one] : [];
  const [a, and, b] = [tokens[start], tokens[start + 1], tokens[start + 2]];
  const after = tokens[start + 3];
  const plain = (t: Token | undefined): t is Token => !!t?.bare && /^[a-z]+[,.;:!?]?$/.test(t.text);
  if (!plain(a) || !plain(b) || a.closes || !/^(and|or)$/.test(and?.bare ?? '')) return alone;
  if (after && !b.closes && !(after.bare && (ENDS.test(after.bare) || PREPOSITIONS.has(after.bare))))
    return alone;
  const thing = (w: string) => {
    const tagged = wordsOf(w, 'the')[0]!;
    return is(tagged, 'Singular') && !is(tagged, 'Plural') && !massNoun(tagged, true);
  };
  const adjective = (w: string) => lexiconOf(w) === 'Adjective';
  const [first, second] = [a.bare, b.bare];
  const ok = (thing(first) && (thing(second) || adjective(second))) || (adjective(first) && thing(second));
  if (!ok || DETERMINER.test(first) || DETERMINER.test(second)) return alone;
  return [
    { start, end: start + 1, head: first, named: false },
    { start: start + 2, end: start + 3, head: second, named: false },
  ];
}

/** Where an article goes, and which: the start of each bare noun phrase that needs one. */
function slots(tokens: Token[], tags?: Word[]): { at: number; article: string }[] {
  const out: { at: number; article: string }[] = [];
  const add = (phrase: Phrase | undefined, before: string, anyOne = false) => {
    if (phrase && !out.some((s) => s.at === phrase.start))
      out.push({ at: phrase.start, article: articleFor(tokens, phrase, before, anyOne) });
  };
  // The subject: "`la` alias no longer shows…", "Cache key is now…".
  const finiteAt = tokens.findIndex((t) => /^(now|no|is|are|was|were|can|will|has)$/.test(t.bare));
  if (finiteAt >= 1 && finiteAt <= 4 && !/^[A-Z]/.test(tokens[0]!.text.replace(/^`.*/, ''))) {
    const phrase = phraseAt(tokens, 0);
    if (phrase && phrase.end === finiteAt && !plural(phrase.head)) add(phrase, '');
  }
  // "We added new Menu Component API": an adjective before a name, after the first verb;
  // "We fixed `pre` overflow": a code name before a plain noun.
  // "We added dark mode toggle": a phrase of plain words, two at least (one may be a name).
  const verbAt = /^we$/i.test(tokens[0]?.bare ?? '') ? 1 : 0;
  const did = tokens[verbAt]?.bare ?? '';
  const objectAt =
    verbAt + (/^(up|out|down|off|back|over|away)$/.test(tokens[verbAt + 1]?.bare ?? '') ? 2 : 1);
  if (/ed$/.test(did)) {
    const phrase = phraseAt(tokens, objectAt);
    const words = phrase ? tokens.slice(phrase.start, phrase.end) : [];
    const coded = isCode(tokens[objectAt] ?? { text: '', bare: '', closes: false });
    const plain = words.every((w) => !!w.bare && /^[a-z]/.test(w.text));
    if (phrase && (phrase.named || ((coded || plain) && words.length >= 2)))
      add(phrase, 'verb', /^(added|implemented|introduced|created)$/.test(did));
  }
  for (const [i, t] of tokens.entries()) {
    if (!t.bare || t.closes) continue;
    const next = tokens[i + 1];
    if (!next) break;
    if (PREPOSITIONS.has(t.bare)) {
      // "alias to merge …" is an infinitive; "apply to total operation" a preposition after a verb.
      const prev = tags?.[i - 1];
      const prevWord = tokens[i - 1]?.bare ?? '';
      const afterVerb =
        is(prev, 'Verb') &&
        !is(prev, 'Noun') &&
        (/^(Infinitive|PastTense|PresentTense)$/.test(lexiconOf(prevWord) ?? '') ||
          /(ed|[^s]s)$/.test(prevWord));
      const infinitive = !!next.bare && (isVerbWord(next.bare) || is(wordsOf(`to ${next.bare}`)[1], 'Verb'));
      if (t.bare === 'to' && infinitive && !afterVerb) {
        if (!is(prev, 'Noun')) continue;
        // "to merge GitHub pull request": the object of the verb "to" brings.
        const base = formsOf(next.bare).base;
        // "flag to list command": "to the list command" or "to list the command"? Not sure: as written.
        const object = next.closes ? undefined : phraseAt(tokens, i + 2);
        if (object && object.end - object.start >= 2) add(object, 'to', ANY_ONE.test(base));
        continue;
      }
      if (t.bare === 'to' && setsValue(tokens, i)) continue;
      // "code of conduct", "proof of concept": "of" joins set phrases; only "instead of" is sure.
      if (t.bare === 'of' && tokens[i - 1]?.bare !== 'instead') continue;
      // "alias to mute GitHub status check": an adjective after "to" that may be a verb; left as written.
      if (t.bare === 'to' && is(prev, 'Noun') && next.bare && lexiconOf(next.bare) === 'Adjective') continue;
      // "instead of per room": "one per room".
      add(phraseAt(tokens, i + 1, t.bare), t.bare);
      // "instead of trusting mtime cache": the object of a gerund after a preposition.
      if (/^(of|by|without|from)$/.test(t.bare) && /^[a-z]{3,}ing$/.test(next.text))
        add(phraseAt(tokens, i + 2), 'the');
      continue;
    }
    // "You can now select remote and branch": what a reader can now do, to any one thing ("a
    // remote and a branch"); a word English knows as an adjective is a thing beside a noun.
    if (t.bare === 'now' && tokens[i - 1]?.bare === 'can' && next.bare && !next.closes) {
      const verb = wordsOf(`you can ${next.bare}`)[2];
      if (is(verb, 'Verb') && is(verb, 'Infinitive')) {
        for (const pair of coordinated(tokens, i + 2)) add(pair, 'verb', true);
        continue;
      }
    }
    // "now bumps dependent when…": the object of how the software behaves now.
    if (/^(now|longer)$/.test(t.bare) && next.bare && /s$/.test(next.bare) && !next.closes) {
      const verb = wordsOf(`it ${next.bare}`)[1];
      if (is(verb, 'Verb') && !is(verb, 'Plural'))
        add(phraseAt(tokens, i + 2), 'verb', ANY_ONE.test(formsOf(next.bare).base));
    }
  }
  return out;
}

const SAID = new Map<string, string>();

/** The sentence with the articles English needs and the "that" its relative clause needs. */
export function inEnglish(sentence: string): string {
  const known = SAID.get(sentence);
  if (known !== undefined) return known;
  if (SAID.size > 2000) SAID.clear();
  const said = withRelative(besideAsides(sentence, withArticles));
  SAID.set(sentence, said);
  return said;
}

/** The sentence with the articles English needs before its bare singular things. */
export function withArticles(sentence: string): string {
  if (
    !/\p{Script=Latin}/u.test(sentence) ||
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(sentence)
  )
    return sentence;
  const tokens = tokensOf(sentence.replace(/\binstead of per\b/g, 'instead of one per'));
  const tagged = wordsOf(tokens.map((t) => t.text).join(' '));
  const found = slots(tokens, tagged.length === tokens.length ? tagged : undefined);
  if (!found.length) return tokens.map((t) => t.text).join(' ');
  const out: string[] = [];
  for (const [i, t] of tokens.entries()) {
    const slot = found.find((s) => s.at === i);
    if (!slot) {
      out.push(t.text);
      continue;
    }
    const startsSentence = i === 0;
    const word = startsSentence && /^[A-Z][a-z]+$/.test(t.text) ? t.text.toLowerCase() : t.text;
    out.push(
      startsSentence ? `${slot.article.charAt(0).toUpperCase()}${slot.article.slice(1)}` : slot.article,
      word,
    );
  }
  return out.join(' ');
}

/**
 * A relative clause needs its "that" when its verb has no subject of its own: "reuses the version
 * resolution would dedupe onto" → "…the version resolution that would dedupe onto".
 */
export function withRelative(sentence: string): string {
  if (!/\b(would|will|could|should|can|might|must)\b/.test(sentence)) return sentence;
  const tokens = tokensOf(sentence);
  const tagged = wordsOf(sentence);
  if (tagged.length !== tokens.length) return sentence;
  for (const [m, t] of tokens.entries()) {
    if (!/^(would|will|could|should|can|might|must)$/.test(t.bare) || m < 3) continue;
    if (!isVerbWord(tokens[m + 1]?.bare ?? '')) continue;
    let d = m - 1;
    while (d > 0 && tokens[d]!.bare && !DETERMINER.test(tokens[d]!.bare) && is(tagged[d], 'Noun')) d--;
    if (d === m - 1 || !/^(the|a|an)$/.test(tokens[d]!.bare)) continue;
    const before = tagged[d - 1];
    // After a verb ("reuses the … would") or a preposition; "the color the theme would" has its subject.
    const verb =
      is(before, 'Verb') &&
      !is(before, 'Noun') &&
      !is(before, 'Modal') &&
      /(s|ed)$/.test(tokens[d - 1]!.bare);
    if (!before || !(verb || PREPOSITIONS.has(tokens[d - 1]!.bare))) continue;
    return [...tokens.slice(0, m).map((w) => w.text), 'that', ...tokens.slice(m).map((w) => w.text)].join(
      ' ',
    );
  }
  return sentence;
}
