import type { Understanding } from '../understand/understanding';
import { repeats } from '../understand/details';
import { missesArticle } from '../understand/articles';
import { squashItems } from './squash-items';

/**
 * What a commit says beyond its subject, as both its post and its update use it: the body's
 * sentences in their paragraphs, the list items worth reading, and the sentences a post leads
 * with. The update carries it all; the post says the first one or two sentences that tell what
 * changed or why (the same sentences the update holds), or the list.
 */
export interface Substance {
  /** The body's sentences, paragraph by paragraph. */
  paragraphs: string[][];
  /** List items (of a description, or of a squash merge's log with the work's steps left out). */
  items: string[];
  /**
   * The items a post tells: of a squash merge's log only those that read as sentences ("Added a
   * timeout setting for slow endpoints"), never the author's shorthand ("Skipped ignored elements
   * from group condition", "Kept arrows selected if locked", a bare `camelCase` name), which
   * reads as a pasted log in a post.
   */
  told: string[];
  /** The sentences a post says after its opening, in the body's order (at most two). */
  lead: string[];
}

/** Sentences about what changed, or why. */
const SAYS_CHANGE =
  /\b(now|no longer|anymore|so that|so|because|since|which (means|lets|makes|keeps)|instead of|lets|allows?|avoids?|prevents?|speeds? up|faster|slower|smaller|fewer|less)\b|^(we|this|it|these|that)\s/i;
/** Sentences about how things were before the change (the change's reason told as a story). */
const SAYS_BEFORE =
  /\b(previously|used to|could previously|before this|started|asked|had been|was|were|did not|didn't|would)\b/i;

/** Sentences about the work rather than the change: its tests, its review, what is left for later. */
const ABOUT_THE_WORK =
  /^(the\s+)?([\w-]+\s+)?(tests?|specs?|coverage)\b|\b(copilot|reviewers?|flagged|known_failures|handled separately|tracked as|follow-?up|(?<!or |and )later(?! versions?| releases?)|someday|next step|could also|might also|plan to|we'd like to)\b/i;
/**
 * A sentence with its auxiliary left out ("Bails kept for a candidate…", "Internal directories
 * renamed to match"): a verb that needs an object, followed straight by a preposition, with no
 * "is", "are" or "were" before it. A reader sees a fragment.
 */
function isFragment(sentence: string): boolean {
  const found =
    /^((?:\S+\s+){1,6}?)(kept|renamed|updated|removed|added|changed|fixed|dropped|replaced|converted|marked|tracked|handled|left|bumped|deprecated)\s+(for|to|in|on|by|with|under|at|from|as)\b/i.exec(
      sentence,
    );
  return (
    !!found &&
    !/\b(is|are|was|were|be|been|being|has|have|had|gets?|got|we|it|they|he|she|I|you)\s/i.test(found[1]!)
  );
}

/** How long two plain sentences may be together in a post's lead. */
const SHORT = 240;
/** A sentence that leans on the one before it ("That also covers…", "This means…", "After that, …"). */
const LEANS_BACK = /^(that|this|these|those|they|it|both|also|after (that|this)|then|afterwards)\b/i;

/** Each of the body's sentences under the paragraph it came from. */
function inParagraphs(u: Understanding): string[][] {
  const prose = u.commit.body.filter((p) => !p.startsWith('- '));
  const out: string[][] = [];
  let at = -1;
  let from = 0;
  // A sentence about the work goes, and so does one that leans on it ("That trades away…").
  const kept = u.details.sentences.filter(
    (s, i, all) =>
      !ABOUT_THE_WORK.test(s) &&
      !isFragment(s) &&
      !(i > 0 && ABOUT_THE_WORK.test(all[i - 1]!) && LEANS_BACK.test(s)),
  );
  for (const sentence of kept) {
    // Sentences are said again in one tense: the paragraph holding most of the same words.
    const found = prose.findIndex((p, i) => i >= from && repeats(sentence, p));
    const index = found >= 0 ? found : from;
    if (index !== at || !out.length) out.push([]);
    out.at(-1)!.push(sentence);
    at = index;
    from = index;
  }
  return out;
}

/**
 * The sentences a post says: those that tell what changed or why, else the first that does not
 * tell the past; a sentence that leans on the one before it only after that one, or first in its
 * paragraph (where it leans on the change itself).
 */
function leadOf(paragraphs: string[][]): string[] {
  // "This fixes an issue where the first window would not…" tells the fix, with the bug after it.
  const fixes = (s: string) => /^(this|it) (also )?(fixes|resolves|addresses)\b/i.test(s);
  const tells = (s: string) =>
    fixes(s) || (SAYS_CHANGE.test(s) && !(SAYS_BEFORE.test(s) && !/\bnow\b/i.test(s)));
  const picked: string[] = [];
  for (const pass of [tells, (s: string) => !SAYS_BEFORE.test(s)]) {
    for (const paragraph of paragraphs)
      paragraph.forEach((s, i) => {
        const standsAlone = i === 0 || !LEANS_BACK.test(s) || picked.includes(paragraph[i - 1]!);
        // Without a sentence that tells the change, two plain ones only while they stay short.
        const room = pass === tells || !picked.length || [...picked, s].join(' ').length <= SHORT;
        if (picked.length < 2 && standsAlone && room && pass(s)) picked.push(s);
      });
    if (picked.length) break;
  }
  return picked;
}

/** A log line a reader can take as a sentence: no article left out, no clipped "if locked", no bare code name. */
const readsAsSentence = (item: string) =>
  !missesArticle(item) &&
  !/\b(if|when|unless|once)\s+[a-z]+ed$/i.test(item) &&
  !/(?<![`\w])[a-z]+[A-Z]\w*(?![`\w])/.test(item);

export function substanceOf(u: Understanding): Substance {
  const paragraphs = inParagraphs(u);
  const items = u.commit.squashed ? squashItems(u) : u.details.items;
  // A description's own list in the author's shorthand ("Add TypeNames dictionary mapping…")
  // stays in the update's list too; a post tells only what reads as sentences.
  // (English only: the article rules know no other language.)
  const english = (item: string) => !/[^\p{Script=Latin}\p{N}\p{P}\p{S}\s]/u.test(item);
  const told = items.filter((i) => (!u.commit.squashed && !english(i)) || readsAsSentence(i));
  return { paragraphs, items, told, lead: leadOf(paragraphs) };
}
