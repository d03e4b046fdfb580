import { is, lexiconOf, wordsOf, type Word } from './grammar';

/**
 * Commit subjects drop their articles ("set computer name", "print user-friendly error"); a
 * sentence needs them. After the verb of a clause, a bare noun phrase whose head is one
 * countable thing gets "a"/"an" when the verb brings something new (added, printed) and "the"
 * when it acts on something that exists (fixed, set, renamed). Names, code, plurals, numbers
 * and mass nouns are left as written: when in doubt, the author's words stay.
 */

/** Verbs whose object is something new: "added a flag", "now prints an error". */
const NEW_THING =
  /^(add|added|adds|implement(ed|s)?|create[ds]?|introduce[ds]?|print(ed|s)?|show(ed|s)?|throw(s)?|threw|log(ged|s)?|emit(ted|s)?|raise[ds]?|display(ed|s)?|write[s]?|wrote)$/i;
/** Nouns of this form name a quality or an activity rather than one thing ("compatibility"). */
const MASS =
  /\w{3}(ity|ness|ing|ics|ware|ism|ship)$|^(up|down|run)time$|^mode$|^(support|info|data|metadata|feedback|config|code|help|access|output|input)$/i;
/** Nouns of this form are a quality or an activity when they stand alone ("added validation"),
 * often one thing once modified ("a hashchange animation"): mass only when bare. */
const MASS_BARE = /\w{3}(ion|ment|ance|ence|age|ure)$/i;
/** …but these are things one counts ("an option", "a new version"). */
const COUNTED =
  /^(option|version|session|function|section|region|extension|connection|exception|condition|definition|position|question|mention|transaction|subscription|collection|permission|expression|description|instruction|comment|argument|element|document|component|segment|fragment|statement|environment|endpoint|page|message|image|package|stage|instance|reference|interface|feature|signature|structure|fixture|procedure|measure)$/i;
/** A mass noun: compromise knows it as uncountable ("information"), or its form says so. */
export const massNoun = (head: Word, bare: boolean) =>
  is(head, 'Uncountable') ||
  MASS.test(head.text) ||
  (bare && MASS_BARE.test(head.text) && !COUNTED.test(head.text));
const PARTICLE = /^(up|out|down|off|back|over)$/i;
const NOUN_END =
  /^(to|for|of|in|on|at|from|with|without|when|while|if|so|and|or|but|by|via|as|which|that|after|before|instead|into|across|during|per|against|about|under|between|within|without|behind|beyond|than|like|toward|towards|onto|upon|through)$/i;

/** "a" or "an" by the sound of the next word ("an SQL query", "a user", "an alias"). */
/** The two consonants English words can open with ("str…", "pl…", "th…"); others are spelled out. */
const ONSETS = new Set(
  'bl br ch cl cr dr dw fl fr gl gn gr kn kr pf ph pl pr ps sc sh sk sl sm sn sp sq st sw th tr ts tw wh wr'.split(
    ' ',
  ),
);

/**
 * Whether a lower-case word is said letter by letter: no vowel ("hr", "npm", "ssh") or an opening
 * no English word has ("nvim", "lsp", "fs").
 */
const spelledOut = (word: string) => {
  const letters = /^[a-z]+/.exec(word)?.[0] ?? '';
  if (letters.length < 2 || letters.length > 6) return false;
  if (!/[aeiouy]/.test(letters)) return true;
  return /^[^aeiouy]{2}/.test(letters) && !ONSETS.has(letters.slice(0, 2));
};

export function indefinite(next: string): string {
  const word = next.replace(/^[`"']/, '');
  if (/^[A-Z]{2,}\b/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  // "an hr translation", "an nvim preset": a word said letter by letter, by its first letter's name.
  if (spelledOut(word)) return /^[aefhilmnorsx]/.test(word) ? 'an' : 'a';
  if (/^(u[bcdfghjklmnpqrstvwxyz][aeiou]|uni|use|usa|usu|eu|one)/i.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/**
 * Whether a word can sit inside a bare noun phrase: a plain noun or adjective, an acronym, a
 * code name, a capitalised name after the first word ("custom Range component"), or a word
 * that could be a verb between two nouns ("default import method").
 */
const inPhrase = (w: Word, i: number, all: Word[]) =>
  /^`[^`]+`$/.test(w.text) ||
  // A quoted word inside, as code is: "erroneous 'type' attribute".
  (i > 0 && /^'[\w-]+'$|^"[\w-]+"$/.test(w.text) && !!all[i + 1]) ||
  // "apparently-missing": an adverb joined to its adjective is one modifier.
  (i === 0 && /^[a-z]+ly-[a-z]+$/.test(w.text) && !!all[i + 1]) ||
  /^[A-Z]{2,}$/.test(w.text) ||
  // A name before a plain noun: "Bash symlink", "TypeScript type".
  (/^[A-Z][A-Za-z]+$/.test(w.text) &&
    is(all[i + 1], 'Noun') &&
    (i > 0 || /^[a-z]+,?$/.test(all[i + 1]!.text))) ||
  // A noun compromise reads as a verb, last in the phrase: "confirmation message for…".
  (i > 0 &&
    /^[a-z]+$/.test(w.text) &&
    is(w, 'Infinitive') &&
    is(all[i - 1], 'Noun') &&
    (!all[i + 1] || NOUN_END.test(all[i + 1]!.text)) &&
    is(wordsOf(w.text, 'the')[0], 'Singular')) ||
  (i > 0 &&
    /^[a-z]+$/.test(w.text) &&
    is(w, 'Infinitive') &&
    is(all[i - 1], 'Noun') &&
    is(all[i + 1], 'Noun') &&
    !is(all[i + 1], 'Preposition')) ||
  (/^[a-z][a-z-]*$/.test(w.text) &&
    (is(w, 'Noun') || is(w, 'Adjective')) &&
    !is(w, 'Verb') &&
    !is(w, 'Determiner') &&
    !is(w, 'Pronoun') &&
    !is(w, 'Possessive') &&
    !is(w, 'Preposition') &&
    !is(w, 'Conjunction') &&
    !is(w, 'Adverb'));

/** The object of `verb` (the words from `at` on) with an article, when it needs one. */
function withArticle(words: string[], verb: string, at: number): string[] {
  // A comma ends the phrase ("`cleanup` alias, which…"): the words are read without it.
  const comma = words.slice(at).findIndex((w) => /,$/.test(w));
  const tagged = wordsOf(words.slice(at).join(' '), `we ${verb}`).map((w) => ({
    ...w,
    text: w.text.replace(/,$/, ''),
  }));
  let end = 0;
  while (
    end < tagged.length &&
    (comma < 0 || end <= comma) &&
    inPhrase(tagged[end]!, end, tagged) &&
    !NOUN_END.test(tagged[end]!.text)
  )
    end++;
  // The phrase must end the clause or run into a preposition: "computer name", "CLI entrypoint to…".
  const after = end - 1 === comma ? undefined : tagged[end];
  if (!end || (after && !NOUN_END.test(after.text.replace(/[,.;:]$/, '')))) return words;
  const head = tagged[end - 1]!;
  const singularHead = is(head, 'Singular') || (is(head, 'Infinitive') && end > 1);
  if (!/^[a-z]+$/.test(head.text) || !singularHead || is(head, 'Plural')) return words;
  // A plural inside ("active styles bg color") or a hyphenated name ("get-workspaces") reads as a name.
  if (tagged.slice(0, end).some((w) => is(w, 'Plural') || /-.*-/.test(w.text))) return words;
  // "copy to clipboard functionality": a "to" before a noun, not before a verb, is inside the name.
  const next = tagged[end + 1];
  // …but "command to squash all fixups": a word followed by a determiner is a verb with its object.
  const object = tagged[end + 2];
  if (
    /^to$/i.test(after?.text ?? '') &&
    next &&
    is(next, 'Noun') &&
    !is(next, 'Verb') &&
    !is(next, 'PastTense') &&
    !/^(all|the|a|an|every|each|any|its|their|this|these|those)$/i.test(object?.text ?? '')
  )
    return words;
  const fresh = NEW_THING.test(verb);
  // "support for Node 16" takes no article whatever the verb; "alignment" does once it is modified.
  // …unless it is "new": "a new config option".
  const isNew = tagged.slice(0, end).some((w) => /^new$/i.test(w.text));
  if ((fresh || end === 1) && massNoun(head, end === 1) && !(fresh && isNew)) return words;
  // A package with its versions ("lodash from 4.17.20 to 4.17.21") is a name.
  if (/\d+\.\d+/.test(words.slice(at).join(' '))) return words;
  // "added support for X", "a new thing" the first word already decides.
  if (fresh && end === 1 && /^for$/i.test(after?.text ?? '')) return words;
  const article = fresh ? indefinite(words[at]!) : 'the';
  return [...words.slice(0, at), article, ...words.slice(at)];
}

/**
 * `fix` applied as if a short aside in parentheses were not there ("added Georgian (ka) locale"
 * is read as "added Georgian locale"), the aside put back after the word it followed: "added a
 * Georgian (ka) locale". `fix` only adds words (and may lower the first word's capital); when
 * the words cannot be matched up again, the sentence is read with its aside.
 */
export function besideAsides(text: string, fix: (text: string) => string): string {
  const tokens = text.split(' ');
  const kept: string[] = [];
  const after = new Map<number, string[]>();
  let open = false;
  for (const t of tokens) {
    const opens = !open && /^\(/.test(t) && kept.length > 0;
    if (opens || open) {
      const list = after.get(kept.length - 1) ?? [];
      list.push(t);
      after.set(kept.length - 1, list);
      open = !/\)[.,;:!?]?$/.test(t);
      continue;
    }
    kept.push(t);
  }
  // Only short asides of a word or two ("(ka)", "(en-US)"), closed, with the sentence going on after them.
  const short = [...after.values()].every((a) => a.length <= 2 && /\)$/.test(a.at(-1)!));
  if (!after.size || open || !short || [...after.keys()].includes(kept.length - 1)) return fix(text);
  const fixed = fix(kept.join(' ')).split(' ');
  const out: string[] = [];
  let k = 0;
  for (const word of fixed) {
    out.push(word);
    if (k < kept.length && word.toLowerCase() === kept[k]!.toLowerCase()) {
      out.push(...(after.get(k) ?? []));
      k++;
    }
  }
  return k === kept.length ? out.join(' ') : fix(text);
}

/** "fixed computer name in settings" → "fixed the computer name in settings". */
export function articledDid(did: string): string {
  return besideAsides(did, articledDidPlain);
}

function articledDidPlain(did: string): string {
  const words = did.split(' ');
  // "made Ky use…", "stopped pnpm from…", "let owners pick…": the object is who acts, a name.
  if (words.length < 2 || /^(made|stopped|let|helped|kept)$/i.test(words[0]!)) return did;
  const at = PARTICLE.test(words[1]!) ? 2 : 1;
  return words.length > at ? withArticle(words, words[0]!, at).join(' ') : did;
}

/**
 * "pnpm now prints user-friendly error" → "pnpm now prints a user-friendly error"; "… no longer
 * writes changelog if …" → "… no longer writes a changelog if …".
 */
export function articledNow(now: string): string {
  return besideAsides(now, articledNowPlain);
}

function articledNowPlain(now: string): string {
  const words = now.split(' ');
  const at = words.findIndex(
    (w, i) => /^now$/i.test(w) || (/^longer$/i.test(w) && /^no$/i.test(words[i - 1] ?? '')),
  );
  const verb = words[at + 1];
  if (at < 1 || !verb || !NEW_THING.test(verb) || words.length < at + 3) return now;
  return withArticle(words, verb, at + 2).join(' ');
}

/**
 * Whether a clause leaves out an article English needs: a countable thing named in the singular
 * with nothing before its phrase ("skipped ignored elements from group condition", "kept element
 * type selected"), the shorthand of a work log rather than a sentence for readers. Plurals,
 * mass nouns, names and code pass.
 */
export function missesArticle(text: string): boolean {
  const words = wordsOf(text, 'we');
  return words.some((w, i) => {
    if (i === 0 || !/^[a-z]+$/.test(w.text.replace(/[.,;:]$/, ''))) return false;
    if (!is(w, 'Noun') || !is(w, 'Singular') || is(w, 'Pronoun') || is(w, 'ProperNoun')) return false;
    // "in parallel batches": a word English knows as an adjective, read as a noun at a phrase's end.
    if (lexiconOf(w.bare) === 'Adjective') return false;
    // Not a phrase's head: a noun before another ("group condition"), or before a plural read as a verb ("parallel batches").
    const next = words[i + 1];
    if (
      next &&
      !/[.,;:]$/.test(w.text) &&
      (is(next, 'Noun') || (is(next, 'PresentTense') && /s$/.test(next.bare)))
    )
      return false;
    if (massNoun(w, true)) return false;
    let at = i - 1;
    while (at > 0 && (is(words[at], 'Noun') || is(words[at], 'Adjective')) && !is(words[at], 'Determiner'))
      at--;
    const before = words[at];
    return (
      !!before &&
      (is(before, 'Preposition') || is(before, 'Verb')) &&
      !is(before, 'Determiner') &&
      !is(before, 'Possessive')
    );
  });
}
