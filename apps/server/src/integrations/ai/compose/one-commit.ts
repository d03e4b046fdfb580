import type { PostTarget, WritingTone } from '../types';
import type { Understanding } from '../understand/understanding';
import { openingsOf, type Opening } from './angles';
import { fitBlocks, plainText } from './layouts';
import { xLength } from '@shiplog/contract';
import { countChars, targetLimits, UPDATE_CONTENT_LIMIT } from './limits';
import { fitText } from './fit-text';
import { shortTitle } from './title';
import { hasVerb } from '../understand/grammar';
import { substanceOf, type Substance } from './substance';
import { withItems } from './items-sentence';

/** How much of the body each target shows: a few short paragraphs, not the whole log. */
const BODY_BUDGET = { linkedin: 1200, discord: 1000, update: 2500 };

/** The opening sentence finished with the body's "so" clause: "Ky uses a polyfill so it works in React Native." */
function withPurpose(opening: Opening, u: Understanding): Opening {
  const purpose = u.details.purpose;
  if (!purpose || opening.angle === 'detail' || !/^[^.!?]+\.$/.test(opening.lead)) return opening;
  return { ...opening, lead: `${opening.lead.slice(0, -1)} ${purpose}.` };
}

/**
 * A squash merge whose items do what its subject did ("Optimize validator types": "Optimize the
 * zod types", "Optimize the valibot types") finishes the opening with their objects ("We
 * optimized validator types: zod and valibot.") and tells no other item; otherwise the opening
 * as it is, with the items the post may tell.
 */
function finished(given: Opening, s: Substance, u: Understanding): { opening: Opening; told: string[] } {
  const opening = withPurpose(given, u);
  const verb = /^We(?:'ve)? (\S+) /.exec(opening.lead)?.[1];
  const same = verb ? s.items.filter((i) => i.split(' ')[0]!.toLowerCase() === verb) : [];
  // The items finish the change itself, not its place in the project.
  const place = u.placed && u.change.did ? u.placed.slice(u.change.did.length) : '';
  const unplaced =
    place && opening.lead.endsWith(`${place}.`)
      ? `${opening.lead.slice(0, -place.length - 1)}.`
      : opening.lead;
  const lead = same.length > 1 ? withItems(unplaced, same) : undefined;
  return lead && !/ We also /.test(lead)
    ? { opening: { ...opening, lead }, told: [] }
    : { opening, told: s.told };
}

/**
 * The body's sentences after a first sentence about the same subject: that subject said again
 * right after it is "It" ("`resolver` now revalidates X. `resolver` now skips Y." → "… It now
 * skips Y."), so two sentences do not open alike.
 */
export function followOn(first: string, sentences: string[]): string[] {
  const subject = /^(.{1,40}?) (?:now|no longer|also) /.exec(first.replace(/^\*\*/, ''))?.[1];
  if (!subject || /^(we|it|they)$/i.test(subject) || /\b(and|or)\b/.test(subject)) return sentences;
  const plural = /s$/.test(subject) && !/`/.test(subject) && !/\b(is|was|does|has)\b/.test(first);
  // Only the sentence right after the first: further on, "It" could point at something else.
  const [next, ...rest] = sentences;
  if (!next?.startsWith(`${subject} `)) return sentences;
  return [`${plural ? 'They' : 'It'}${next.slice(subject.length)}`, ...rest];
}

/** The post's text on X: the opening, then what fits of the breaking note, the body's lead sentences, or its items said as a sentence. */
function xPost(u: Understanding, s: Substance, given: Opening, url?: string): string {
  const { opening, told } = finished(given, s, u);
  const tail = url ? `\n\n${url}` : '';
  const limit = targetLimits.x;
  const fits = (text: string) => xLength(text + tail) <= limit;
  let text = opening.lead;
  if (!fits(text)) return fitText(text, limit - xLength(tail), xLength, 1) + tail;
  const lead = followOn(
    opening.lead,
    s.lead.filter((l) => !opening.used.includes(l)),
  );
  for (const part of [u.breaking, ...lead]) if (part && fits(`${text} ${part}`)) text = `${text} ${part}`;
  if (!lead.length && told.length) text = withItems(text, told, fits) ?? text;
  return plainText(text) + tail;
}

/** List items as a block: one said as a sentence when it can be ("We also fixed X."), two or more as a list. */
function itemsBlock(items: string[], mark: string): string {
  const one = items.length === 1 ? withItems('', items) : undefined;
  return one ?? items.map((i) => `${mark}${i}`).join('\n');
}

/** A post about one commit, opened one way, for one target. */
export function postOf(
  u: Understanding,
  first: Opening,
  target: PostTarget,
  url?: string,
  given?: Substance,
): string {
  const s = given ?? substanceOf(u);
  if (target === 'x') return xPost(u, s, first, url);
  const { opening, told } = finished(first, s, u);
  const discord = target === 'discord';
  const mark = discord ? '- ' : '• ';
  const lead = followOn(
    opening.lead,
    s.lead.filter((l) => !opening.used.includes(l)),
  );
  const list = itemsBlock(told, mark);
  const body = [lead.join(' '), list].filter(Boolean).join('\n\n');
  const fitted = body ? fitText(body, BODY_BUDGET[target], countChars, 0.5) : '';
  // Discord shows the change in bold: the sentence that says it, not a detail before it.
  const bold = (text: string) => `**${text.replace(/\*\*/g, '')}**`;
  const opened = !discord
    ? opening.lead
    : opening.angle === 'detail'
      ? `${opening.used[0]} ${bold(opening.lead.slice(opening.used[0]!.length).trim())}`
      : bold(opening.lead);
  return fitBlocks([opened, u.breaking], discord ? fitted : plainText(fitted), [url], targetLimits[target]);
}

/** Every post a commit can make for a target, one per opening. */
export function postsOf(u: Understanding, tone: WritingTone, target: PostTarget, url?: string): string[] {
  const s = substanceOf(u);
  return openingsOf(u, tone).map((o) => postOf(u, o, target, url, s));
}

/**
 * An update about one commit: the title says the change; the body says what the commit's body
 * or pull request adds (its prose paragraph by paragraph, its list as a Markdown list, a
 * breaking note), or nothing.
 */
export function updateOf(u: Understanding, sources?: string): { title: string; content: string } {
  const title = shortTitle(`${u.commit.breaking ? 'Breaking: ' : ''}${u.change.title}`);
  const s = substanceOf(u);
  // An aside the title had no room for ("(those that come with OS X are outdated)") opens the body.
  const aside = /\s\(([^()]+)\)\s*$/.exec(u.change.title)?.[1];
  const moved =
    aside && !title.includes(aside) && aside.split(/\s+/).length >= 3 && hasVerb(aside)
      ? `${aside.charAt(0).toUpperCase()}${aside.slice(1).replace(/[.!]?$/, '.')}`
      : undefined;
  const paragraphs = moved ? [[moved], ...s.paragraphs] : s.paragraphs;
  const prose = paragraphs.map((p, i) => (i ? p : followOn(title, p)).join(' ')).join('\n\n');
  const list = itemsBlock(u.commit.squashed ? s.told : s.items, '- ');
  // A bare "Breaking change." says no more than the title's "Breaking:".
  const note = u.breaking === 'Breaking change.' ? undefined : u.breaking;
  const body = [prose, list, note].filter(Boolean).join('\n\n');
  const fitted = body ? fitText(body, BODY_BUDGET.update, countChars, 0.5) : '';
  const content = [fitted, sources].filter(Boolean).join('\n\n');
  return { title, content: countChars(content) <= UPDATE_CONTENT_LIMIT ? content : fitted };
}
