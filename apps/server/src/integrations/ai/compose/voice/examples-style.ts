import { countChars } from '../limits';

/**
 * What the built-in writer takes from the owner's example posts: only features it can measure
 * and apply honestly, never words or facts.
 * - `leadEmoji`: at least half of the examples open with the same emoji → the text opens with it
 *   (and its first line no longer ends with the tone's own emoji).
 * - `emoji`: false when no example holds an emoji → the text holds none either.
 * - `short`: the examples' median length (links left out) is at most SHORT_EXAMPLE characters →
 *   the text keeps to its first sentence: no second sentence, no body, no file counts.
 */
export interface ExampleStyle {
  leadEmoji?: string;
  emoji: boolean;
  short: boolean;
}

export const SHORT_EXAMPLE = 140;

/** One emoji, with its variation selector, skin tone or joined parts (👩‍💻, ⚠️, 👍🏽). */
const ONE_EMOJI =
  '(?:\\p{Emoji_Presentation}|\\p{Extended_Pictographic}\\uFE0F)(?:\\p{Emoji_Modifier}|\\uFE0F|\\u200D(?:\\p{Emoji_Presentation}|\\p{Extended_Pictographic}\\uFE0F?))*';
const EMOJI = new RegExp(ONE_EMOJI, 'gu');
const LEADING_EMOJI = new RegExp(`^\\s*(${ONE_EMOJI})`, 'u');
const TRAILING_EMOJI = new RegExp(`\\s*${ONE_EMOJI}(\\*\\*)?$`, 'u');

const hasEmoji = (text: string) => new RegExp(ONE_EMOJI, 'u').test(text);
const leadingEmoji = (text: string) => LEADING_EMOJI.exec(text)?.[1];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The style of the examples, or undefined when there are none. */
export function styleOfExamples(examples: readonly string[]): ExampleStyle | undefined {
  const texts = examples.map((e) => e.trim()).filter(Boolean);
  if (!texts.length) return undefined;
  const leads = new Map<string, number>();
  for (const lead of texts.map(leadingEmoji)) if (lead) leads.set(lead, (leads.get(lead) ?? 0) + 1);
  const [top] = [...leads].sort((a, b) => b[1] - a[1]);
  const lengths = texts.map((t) => countChars(t.replace(/https?:\/\/\S+/g, '').trim()));
  return {
    ...(top && top[1] * 2 >= texts.length ? { leadEmoji: top[0] } : {}),
    emoji: texts.some(hasEmoji),
    short: median(lengths) <= SHORT_EXAMPLE,
  };
}

/** The text with the examples' emoji habits: their opening emoji, or no emoji at all. */
export function imitateEmoji(text: string, style: ExampleStyle | undefined): string {
  if (!style) return text;
  let out = text;
  if (!style.emoji)
    out = out
      .split('\n')
      .map((line) =>
        line
          .replace(EMOJI, '')
          .replace(/[ \t]{2,}/g, ' ')
          .replace(/\s+([,.;:!?])/g, '$1')
          .replace(/\s+\*\*(?=[\s.,;:!?]|$)/g, '**')
          .replace(/^(\s*(?:[-*•]\s+)?(?:\*\*)?)\s+/, '$1')
          .trimEnd(),
      )
      .join('\n')
      .trim();
  if (style.leadEmoji && out && !leadingEmoji(out)) {
    // Their emoji opens the text instead of closing its first line.
    const [first = '', ...rest] = out.split('\n');
    const bare = first.replace(TRAILING_EMOJI, '$1').replace(/([\p{L}\p{N}])(\*\*)?$/u, '$1.$2');
    out = [`${style.leadEmoji} ${bare || first}`, ...rest].join('\n');
  }
  return out;
}
