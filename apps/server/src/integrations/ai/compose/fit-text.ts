import { UPDATE_TITLE_LIMIT, type Measure } from './limits';

const ELLIPSIS = '…';
const DANGLING = /[\s,;:–—-]+$/;

/** Ends of sentences, lines and paragraphs: places where a text may stop whole. */
function sentenceEnds(text: string): number[] {
  const ends: number[] = [];
  for (const match of text.matchAll(/[.!?…)”"'»]*[.!?…](?=\s|$)|\n/g)) {
    ends.push(match[0] === '\n' ? match.index : match.index + match[0].length);
  }
  return ends;
}

/** The longest prefix ending at a word boundary that fits with an ellipsis after it. */
function cutAtWord(text: string, limit: number, measure: Measure): string {
  const words = text.split(/(?<=\s)/);
  let kept = '';
  for (const word of words) {
    const next = kept + word;
    if (measure(next.replace(DANGLING, '') + ELLIPSIS) > limit) break;
    kept = next;
  }
  kept = kept.replace(DANGLING, '');
  if (kept) return kept + ELLIPSIS;
  // One word longer than the limit (a long URL-less token): cut it by characters.
  const chars = [...text];
  while (chars.length && measure(chars.join('') + ELLIPSIS) > limit) chars.pop();
  return chars.join('') + ELLIPSIS;
}

/**
 * `text` cut to `limit` (as `measure` counts) without leaving anything half-written: at the
 * last sentence, line or paragraph end that fits and keeps at least `minShare` of the limit,
 * else at a word boundary with an ellipsis.
 */
export function fitText(text: string, limit: number, measure: Measure, minShare = 0.4): string {
  const whole = text.trim();
  if (measure(whole) <= limit) return whole;
  const fitting = sentenceEnds(whole)
    .map((end) => whole.slice(0, end).trimEnd())
    .filter((prefix) => prefix && measure(prefix) <= limit);
  const best = fitting.at(-1);
  if (best && measure(best) >= limit * minShare) return best;
  return cutAtWord(whole, limit, measure);
}

/**
 * Like fitText, but a link in the text survives: it is taken out, the rest is fitted to the
 * room left, and the link goes back at the end on its own line.
 */
export function fitTextKeepingLink(text: string, limit: number, measure: Measure, url?: string): string {
  if (measure(text.trim()) <= limit || !url || !text.includes(url)) return fitText(text, limit, measure);
  const rest = text
    .split(url)
    .join('')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
  const tail = `\n\n${url}`;
  const room = limit - measure(tail);
  if (room <= 0) return fitText(text, limit, measure);
  return `${fitText(rest, room, measure)}${tail}`;
}

const DANGLING_WORDS =
  /\s+(a|an|and|the|of|in|on|to|for|with|from|or|by|at|into|so|that|which|when|while|because|but|as|if|then)$/i;

/** Cut to the limit at a word boundary; no trailing period or dangling "and". */
export function fitTitle(title: string, limit = UPDATE_TITLE_LIMIT): string {
  let text = title.replace(/\s+/g, ' ').trim();
  if ([...text].length > limit) {
    const words = text.split(' ');
    text = '';
    for (const word of words) {
      const next = text ? `${text} ${word}` : word;
      if ([...next].length > limit) break;
      text = next;
    }
    if (!text) text = [...title.trim()].slice(0, limit).join('');
  }
  for (let before = ''; before !== text;) {
    before = text;
    text = text.replace(/[\s.,;:–—-]+$/, '').replace(DANGLING_WORDS, '');
  }
  return text;
}
