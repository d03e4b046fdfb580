import nlp from 'compromise';
import { baseOf } from '../clean/verb-base';

/**
 * Grammar read from the sentence by compromise (docs/decisions/writer-grammar.md): parts of
 * speech, verb forms and number. The text itself is never taken from compromise (it respells
 * code such as "/status/<name>"): words are split here, and compromise only tags them.
 */

export interface Word {
  /** As written, with its punctuation. */
  text: string;
  /** Letters only, lower case ("`ips`" → "ips"). */
  bare: string;
  tags: string[];
}

const TAGGED = new Map<string, Word[]>();

/** The words of a text (split on spaces) with the tags compromise gives each, read in context. */
export function wordsOf(text: string, context = ''): Word[] {
  const key = `${context}\u0000${text}`;
  const cached = TAGGED.get(key);
  if (cached) return cached;
  // A capital at the start is the sentence's, not a name's ("Print…", "Set…").
  const tagged = text.replace(/^[A-Z](?=[a-z]+\b)/, (c) => c.toLowerCase());
  const full = context ? `${context} ${tagged}` : tagged;
  const shift = context ? context.length + 1 : 0;
  const terms = (
    nlp(full).json({ offset: true }) as {
      terms: { tags: string[]; offset: { start: number; length: number } }[];
    }[]
  ).flatMap((s) => s.terms);
  const words: Word[] = [];
  for (const m of text.matchAll(/\S+/g)) {
    const start = m.index + shift;
    const end = start + m[0].length;
    const tags = terms
      .filter((t) => t.offset.start < end && t.offset.start + t.offset.length > start)
      .flatMap((t) => t.tags);
    words.push({ text: m[0], bare: m[0].toLowerCase().replace(/[^\p{L}\p{N}'-]/gu, ''), tags });
  }
  if (TAGGED.size > 2000) TAGGED.clear();
  TAGGED.set(key, words);
  return words;
}

export const is = (word: Word | undefined, tag: string) => !!word?.tags.includes(tag);

export interface Forms {
  base: string;
  gerund: string;
  past: string;
  third: string;
  participle: string;
}

const FORMS = new Map<string, Forms>();

/** The forms of a verb, as compromise conjugates it. */
export function formsOf(word: string): Forms {
  const known = FORMS.get(word);
  if (known) return known;
  if (FORMS.size > 2000) FORMS.clear();
  const forms = conjugated(word);
  FORMS.set(word, forms);
  return forms;
}

/** Prefixes a verb takes without changing how it conjugates ("resend" → "resent", "rebuild" → "rebuilt"). */
const PREFIX = /^(re|un|over|under|out|mis|pre|co)(?=[a-z]{3,}$)/;

function conjugated(word: string): Forms {
  // "Re-invert", "un-hide": the stem's forms with the prefix kept ("re-inverted", never "inverted").
  const hyphened = /^(re|un|pre|de|co|auto)-([a-z]{3,})$/i.exec(word);
  if (hyphened) {
    const prefix = `${hyphened[1]!.toLowerCase()}-`;
    const stem = formsOf(hyphened[2]!.toLowerCase());
    const add = (form: string) => (/\s/.test(form) ? form : `${prefix}${form}`);
    return {
      base: add(stem.base),
      gerund: add(stem.gerund),
      past: add(stem.past),
      third: add(stem.third),
      participle: add(stem.participle),
    };
  }
  const base = baseOf(word);
  // A prefixed verb compromise does not know ("resend" → "resended"): its stem's forms, prefixed.
  // "relay" is a word of its own, not "lay" again.
  const prefix = base === 'relay' ? undefined : PREFIX.exec(base)?.[0];
  const stem = prefix ? base.slice(prefix.length) : '';
  const forms = prefix && lexiconOf(base) !== 'Infinitive' ? formsOf(stem) : undefined;
  if (prefix && forms && forms.past !== `${stem}ed` && !/[^e]ed$|eed$|ied$/.test(forms.past)) {
    const add = (form: string) => (/\s/.test(form) ? form : `${prefix}${form}`);
    return {
      base,
      gerund: add(forms.gerund),
      past: add(forms.past),
      third: add(forms.third),
      participle: add(forms.participle),
    };
  }
  const conjugated = (nlp(base).verbs().conjugate()[0] ??
    nlp(`we ${base}`).verbs().conjugate()[0] ??
    {}) as Record<string, string | undefined>;
  const regular = base.endsWith('e')
    ? `${base}d`
    : /[^aeiou]y$/.test(base)
      ? `${base.slice(0, -1)}ied`
      : `${base}ed`;
  const past = conjugated.PastTense ?? regular;
  const participle =
    (nlp(`we have ${past}`).verbs().conjugate()[0] as Record<string, string> | undefined)?.Participle ?? past;
  const gerund = conjugated.Gerund ?? `${base.replace(/e$/, '')}ing`;
  return {
    base,
    gerund,
    past,
    third: conjugated.PresentTense ?? `${base}s`,
    participle: /\s/.test(participle) ? past : participle,
  };
}

/** Whether a noun phrase is plural ("HTTP checks", "the status pages"). */
export function isPlural(phrase: string): boolean {
  const all = wordsOf(phrase);
  // The head of "bins from the workspace root" is "bins": the last noun before a preposition.
  const cut = all.findIndex((w, i) => i > 0 && is(w, 'Preposition'));
  const words = cut > 0 ? all.slice(0, cut) : all;
  const head = [...words].reverse().find((w) => is(w, 'Noun'));
  return is(head, 'Plural');
}

/** Whether the text says something a sentence can: it holds a verb other than a bare label. */
export function hasVerb(text: string): boolean {
  return wordsOf(text).some((w) => is(w, 'Verb'));
}

/** "Plugins" → "plugin". */
export function singular(noun: string): string {
  // Alone, "packages" may read as a verb; after "the" it is a noun.
  const one = nlp(`the ${noun}`)
    .nouns()
    .toSingular()
    .text()
    .replace(/^the\s+/i, '');
  return one && !/\s/.test(one) ? one.toLowerCase() : noun;
}

/** Sentences of a paragraph: split after . ! ? before a capital (abbreviations kept whole). */
export function sentencesOf(paragraph: string): string[] {
  const parts = paragraph.split(/(?<=[.!?][)”"'`]?)\s+(?=[\p{Lu}"“'(`\d])|(?<=[。！？])\s*/u);
  const out: string[] = [];
  for (const part of parts) {
    const last = out.at(-1);
    if (last && /\b(?:e\.g|i\.e|etc|vs|cf|approx|incl|no|eg|ie)\.$/i.test(last))
      out[out.length - 1] = `${last} ${part}`;
    else out.push(part);
  }
  return out.map((s) => s.trim()).filter(Boolean);
}

/** The tag compromise's own lexicon gives a word ("Infinitive", "Singular"…), or undefined for a word it does not know. */
export function lexiconOf(word: string): string | undefined {
  const lexicon = (
    nlp as unknown as { world(): { model: { one: { lexicon: Record<string, string> } } } }
  ).world().model.one.lexicon;
  const tag = lexicon[word.toLowerCase()];
  return typeof tag === 'string' ? tag : undefined;
}
