/**
 * A post on Bluesky, Mastodon and as an X thread, without schemas: how each network counts, a
 * post fitted to its limit with its link kept, X posts split into a thread, and the share
 * intents. One definition for the dashboard and the server.
 */
import { X_MAX_LENGTH, xLength } from './x-length';

/** Bluesky's limit: 300 graphemes (what a reader sees as one character). */
export const BLUESKY_MAX_LENGTH = 300;
/** Mastodon's limit unless the instance says otherwise (`GET /api/v2/instance`). */
export const MASTODON_DEFAULT_MAX_LENGTH = 500;
/** Mastodon counts every link as this many characters, whatever its length. */
export const MASTODON_URL_LENGTH = 23;

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
const TRAILING_PUNCTUATION = /[.,:;!?'")\]}]+$/;

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter('en', { granularity: 'grapheme' })
    : null;
const graphemeCount = (text: string) =>
  segmenter ? Array.from(segmenter.segment(text)).length : Array.from(text).length;

/** The links of a text as a network finds them (trailing punctuation ends a sentence, not the link). */
export function linksOf(text: string): string[] {
  return (text.match(URL_PATTERN) ?? []).map((url) => url.replace(TRAILING_PUNCTUATION, ''));
}

/** How long Bluesky says a post is: graphemes, links at their full length. */
export const blueskyLength = (text: string): number => graphemeCount(text);

/** How long Mastodon says a post is: characters, every link 23. */
export function mastodonLength(text: string): number {
  let length = Array.from(text).length;
  for (const url of linksOf(text)) length += MASTODON_URL_LENGTH - Array.from(url).length;
  return length;
}

export type PostMeasure = (text: string) => number;

/** `text` cut at a word so that `measure` says at most `room`, with an ellipsis; unchanged when it fits. */
function cutToFit(text: string, room: number, measure: PostMeasure): string {
  if (measure(text) <= room) return text;
  const words = text.split(/(\s+)/);
  while (words.length && measure(`${words.join('').trimEnd()}…`) > room) words.pop();
  const kept = words.join('').trimEnd();
  return kept ? `${kept}…` : '';
}

/**
 * A post fitted to a network's limit: unchanged when it fits; otherwise its text is cut at a
 * word (with an ellipsis) and its last link kept at the end, so the network still shows the
 * link's card.
 */
export function fitPost(text: string, limit: number, measure: PostMeasure): string {
  const trimmed = text.trim();
  if (measure(trimmed) <= limit) return trimmed;
  const link = linksOf(trimmed).at(-1);
  if (!link) return cutToFit(trimmed, limit, measure);
  const body = trimmed
    .replace(link, '')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
  const room = limit - measure(`\n\n${link}`);
  const cut = cutToFit(body, room, measure);
  return cut ? `${cut}\n\n${link}` : link;
}

/** A post for Bluesky: at most 300 graphemes, its link kept (Bluesky shows its card). */
export const blueskyPost = (text: string) => fitPost(text, BLUESKY_MAX_LENGTH, blueskyLength);

/** A post for a Mastodon instance of `limit` characters (500 by default), its link kept. */
export const mastodonPost = (text: string, limit = MASTODON_DEFAULT_MAX_LENGTH) =>
  fitPost(text, limit, mastodonLength);

/** The parts of a text written as a numbered thread ("1/3 …", "2/3 …", each after a blank line), or null. */
function numberedParts(text: string): string[] | null {
  const count = Number(/^1\/(\d{1,2}) /.exec(text)?.[1] ?? 0);
  if (count < 2) return null;
  const parts: string[] = [];
  let rest = text;
  for (let n = 2; n <= count; n++) {
    const next = rest.indexOf(`\n\n${n}/${count} `);
    if (next === -1) return null;
    parts.push(rest.slice(0, next).trim());
    rest = rest.slice(next).trim();
  }
  return [...parts, rest];
}

/** Said where a post is shown whole (the post card, the post-ready mail) when X takes it as a thread. */
export const xThreadNote = (parts: number) =>
  `Longer than one X post: on X it is a thread of ${parts} parts.`;

/** The label of the dashboard's button that offers a thread's parts to copy. */
export const xThreadButtonLabel = (parts: number) => `X thread (${parts} parts)`;

/**
 * The one rule for a post on X: the parts it is posted as. One part when it fits in one post
 * (280 weighted characters); a text already written as a numbered thread (a story's) keeps its
 * parts while each fits; otherwise parts numbered "1/3 ", each within 280, split between
 * paragraphs, then sentences, then words, in order, nothing left out. More than one part: a
 * thread. Every part fits, so no text is "over the limit" on X.
 */
export function xThreadParts(text: string): string[] {
  const trimmed = text.trim();
  const numbered = numberedParts(trimmed);
  if (numbered?.every((part) => xLength(part) <= X_MAX_LENGTH)) return numbered;
  // A part made too long by an edit: the thread is cut anew, its old numbers taken out.
  if (numbered)
    return xThreadParts(numbered.map((part) => part.replace(/^\d{1,2}\/\d{1,2} /, '')).join('\n\n'));
  if (xLength(trimmed) <= X_MAX_LENGTH) return [trimmed];
  // Room for the widest numbering a thread of this length could need ("99/99 ").
  const room = X_MAX_LENGTH - '99/99 '.length;
  const pieces = trimmed
    .split(/\n\s*\n/)
    .flatMap((paragraph) => splitToFit(paragraph.trim(), room, /(?<=[.!?])\s+/))
    .flatMap((sentence) => splitToFit(sentence, room, /\s+/))
    .flatMap((word) => cutToRoom(word, room));
  const parts: string[] = [];
  for (const piece of pieces) {
    const last = parts.at(-1);
    const joined = last === undefined ? piece : `${last}\n\n${piece}`;
    if (last !== undefined && xLength(joined) <= room) parts[parts.length - 1] = joined;
    else parts.push(piece);
  }
  return parts.map((part, i) => `${i + 1}/${parts.length} ${part}`);
}

/** `text` in pieces of at most `room` (X's weighting), split where `at` matches and joined again while they fit. */
function splitToFit(text: string, room: number, at: RegExp): string[] {
  if (xLength(text) <= room) return [text];
  const pieces: string[] = [];
  for (const word of text.split(at).filter(Boolean)) {
    const last = pieces.at(-1);
    if (last !== undefined && xLength(`${last} ${word}`) <= room)
      pieces[pieces.length - 1] = `${last} ${word}`;
    else pieces.push(word);
  }
  return pieces;
}

/**
 * A single word longer than the room is cut where it must be. Only once the text is down to words:
 * a paragraph with no sentence end goes on to be split at its words, a link in it kept whole.
 */
function cutToRoom(word: string, room: number): string[] {
  return xLength(word) <= room ? [word] : (word.match(new RegExp(`[\\s\\S]{1,${room}}`, 'g')) ?? []);
}

/** Bluesky's composer, prefilled with the text. */
export function blueskyIntentUrl(text: string): string {
  return `https://bsky.app/intent/compose?text=${encodeURIComponent(text)}`;
}

/**
 * A Mastodon instance as the owner names it (`mastodon.social`, `https://fosstodon.org/`,
 * `@ada@hachyderm.io`): its origin, or null when it names no host. `http` only when written out.
 */
export function mastodonInstanceOrigin(named: string): string | null {
  let value = named.trim();
  const handle = /^@?[\w.-]+@([^@\s/]+)$/.exec(value);
  if (handle) value = handle[1]!;
  if (!/^https?:\/\//i.test(value)) value = `https://${value}`;
  try {
    const url = new URL(value);
    if (url.username || url.password) return null;
    const host = url.hostname;
    return host.includes('.') || host === 'localhost' || host.startsWith('[') ? url.origin : null;
  } catch {
    return null;
  }
}

/** The instance's share page, prefilled with the text. */
export function mastodonShareUrl(instanceOrigin: string, text: string): string {
  return `${instanceOrigin}/share?text=${encodeURIComponent(text)}`;
}
