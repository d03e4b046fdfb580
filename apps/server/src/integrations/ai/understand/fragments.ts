import { indefinite } from './articles';
import { formsOf, is, isPlural, wordsOf, type Word } from './grammar';

/**
 * Subjects with no verb English can say them with, given the one they leave out, or else kept
 * as a correct noun phrase: what the writer says when the subject is not an order or a thing.
 */

const text = (words: Word[]) => words.map((w) => w.text).join(' ');
const capitalize = (s: string) =>
  /^[a-z]+\b(?![.(`/_@-])/.test(s) ? s.charAt(0).toUpperCase() + s.slice(1) : s;
/** A program or code name: "express(1)", "errorHandler()", "`gz`", "getTableColumns". */
const codeName = (w: Word | undefined) =>
  !!w && (/^`[^`]+`$/.test(w.text) || /\(\d?\)$/.test(w.text) || /^[a-z]+[A-Z]\w*$/.test(w.text));

/**
 * "express(1) errorHandler() only in development": a tool, what it uses and where, with no verb.
 * Said with the verb it leaves out: "express(1) now uses errorHandler() only in development".
 */
export function onlyWhere(words: Word[]): string | undefined {
  const at = words.findIndex((w) => /^only$/i.test(w.text));
  if (at < 1 || !is(words[at + 1], 'Preposition') || words.length < at + 3) return undefined;
  const before = words.slice(0, at);
  if (before.some((w) => is(w, 'Verb') && !is(w, 'Noun'))) return undefined;
  if (before.length === 2 && codeName(before[0]) && codeName(before[1]))
    return `${before[0]!.text} now uses ${text(words.slice(1))}`;
  if (before.length > 3 || before.some((w) => !/^[\w`().-]+$/.test(w.text))) return undefined;
  const thing = text(before);
  return `${capitalize(thing)} ${isPlural(thing) ? 'are' : 'is'} now used ${text(words.slice(at))}`;
}

/**
 * "Dual license these dotfiles under MIT/GPL": an adjective and a verb before the verb's
 * object (a determiner follows) make one compound verb, said in the past: "dual-licensed these…".
 */
export function compoundVerb(words: Word[]): string | undefined {
  const [first, second, third] = words;
  if (!first || !second || !third || !/^[A-Za-z]+$/.test(first.text) || !/^[a-z]+$/.test(second.text))
    return undefined;
  const firstVerb = wordsOf(first.text.toLowerCase(), 'we')[0];
  if (!is(first, 'Adjective') || (is(firstVerb, 'Verb') && !is(firstVerb, 'Adjective'))) return undefined;
  if (!is(wordsOf(`${second.text} ${third.text}`, 'we')[0], 'Verb')) return undefined;
  if (!is(third, 'Determiner') && !is(third, 'Possessive')) return undefined;
  return `${first.text.toLowerCase()}-${formsOf(second.text).past} ${text(words.slice(2))}`;
}

/**
 * "don't random ID to temp file names": no verb after "don't", a thing given "to" something.
 * Said as what that something no longer gets: "Temp file names no longer get a random ID".
 */
export function noLongerGets(rest: Word[]): string | undefined {
  const to = rest.findIndex((w) => /^(to|for)$/i.test(w.text));
  if (to < 1 || to > 4 || to === rest.length - 1) return undefined;
  const thing = rest.slice(0, to);
  const who = rest.slice(to + 1);
  const plain = (w: Word) => /^[\w`.-]+$/.test(w.text) && !(is(w, 'Verb') && !is(w, 'Noun'));
  if (!thing.every(plain) || !who.every(plain) || who.length > 4) return undefined;
  if (who.some((w) => is(w, 'Preposition') || is(w, 'Conjunction'))) return undefined;
  const named = text(who);
  const plural = isPlural(named);
  const said = text(thing);
  const article = isPlural(said) || is(thing[0], 'Determiner') ? '' : `${indefinite(said)} `;
  const subject = plural || is(who[0], 'Determiner') ? capitalize(named) : `The ${named}`;
  return `${subject} no longer ${plural ? 'get' : 'gets'} ${article}${said}`;
}
