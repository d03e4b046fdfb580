import type { WriteRequest } from '../../types';
import { fitText } from '../fit-text';
import { countChars, measureFor, targetLimits, UPDATE_CONTENT_LIMIT, type Measure } from '../limits';
import { joinWords } from '../words';
import { dropAvoided, holdsAvoided, removeAvoided } from './avoid';
import { imitateEmoji, styleOfExamples } from './examples-style';
import { takesHashtags } from './tone';

/** The limit the text is held to, and how it is counted. */
function limitOf(request: WriteRequest): { limit: number; measure: Measure } {
  if (request.kind === 'update') return { limit: UPDATE_CONTENT_LIMIT, measure: countChars };
  return { limit: targetLimits[request.target], measure: measureFor(request.target) };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SOURCE_LINE = new RegExp(`^(?:${joinWords.source}|${joinWords.sources}): \\[`);

/** What stays last: the project link of a post, the sources line of an update. */
function splitTail(text: string, request: WriteRequest): { body: string; tail: string } {
  const trimmed = text.trim();
  const url = request.kind === 'post' ? request.projectUrl : undefined;
  if (url && trimmed.endsWith(url)) return { body: trimmed.slice(0, -url.length).trim(), tail: url };
  const paragraphs = trimmed.split(/\n{2,}/);
  if (request.kind === 'update' && paragraphs.length > 1 && SOURCE_LINE.test(paragraphs.at(-1)!))
    return { body: paragraphs.slice(0, -1).join('\n\n'), tail: paragraphs.at(-1)! };
  return { body: trimmed, tail: '' };
}

const hasTag = (text: string, tag: string) => new RegExp(`(?<![\\w#])${escape(tag)}(?!\\w)`, 'i').test(text);

/** A model may write the hashtags or the sign-off itself: its trailing lines of them go, ours are added. */
function withoutOwnExtras(body: string, signOff: string): string {
  const lines = body.split('\n');
  const isSignOff = (line: string) =>
    signOff !== '' &&
    line.replace(/^[\s\-–—~]+/, '').toLowerCase() === signOff.replace(/^[\s\-–—~]+/, '').toLowerCase();
  while (lines.length > 1) {
    const last = lines.at(-1)!.trim();
    if (last === '' || /^(?:#\w+[\s,]*)+$/.test(last) || isSignOff(last)) lines.pop();
    else break;
  }
  return lines.join('\n').trim();
}

export interface ApplyVoiceOptions {
  /** The built-in writer imitates the examples' emoji habits; a model was shown them instead. */
  imitate: boolean;
}

/**
 * The project's voice, kept whoever wrote the text: no avoided phrase (its sentence goes, or
 * the phrase itself when nothing would be left), then the sign-off and, on X and LinkedIn, the
 * hashtags after the text and before the link or sources. The whole stays within the target's
 * limit: the text is shortened, down to half the limit at most; hashtags that still do not fit
 * are left out, the last first, then the sign-off.
 */
export function applyVoice(text: string, request: WriteRequest, options: ApplyVoiceOptions): string {
  const voice = request.voice;
  if (!voice) return text;
  const { tail, body: written } = splitTail(text, request);
  // An update whose title says it all has no body: nothing to sign.
  if (!written.trim()) return text;
  let body = options.imitate ? imitateEmoji(written, styleOfExamples(voice.examples)) : written;
  body = dropAvoided(withoutOwnExtras(body, voice.sign_off), voice.avoid_phrases);
  const tags = takesHashtags(request) ? voice.hashtags.filter((tag) => !hasTag(body, tag)) : [];
  let signOff = voice.sign_off;
  const { limit, measure } = limitOf(request);
  const extras = () => [signOff, tags.join(' '), tail].filter(Boolean).join('\n\n');
  const room = () => limit - measure(`\n\n${extras()}`);
  const keep = Math.min(measure(body), Math.floor(limit / 2));
  while (tags.length && room() < keep) tags.pop();
  if (signOff && room() < keep) signOff = '';
  // Cut at a sentence only if at least half the limit is left; else at a word.
  const share = () => Math.min(1, Math.floor(limit / 2) / Math.max(1, room()));
  let fitted = measure(body) <= room() ? body : fitText(body, room(), measure, share());
  for (let less = 1; fitted && measure(`${fitted}\n\n${extras()}`) > limit && less < limit; less++)
    fitted = fitText(body, room() - less, measure, share());
  return [removeAvoided(fitted, voice.avoid_phrases), extras()].filter(Boolean).join('\n\n');
}

/**
 * An update's title without avoided phrases: `instead` when given and clean (the built-in
 * writer's title for a model's), else the title with the phrases taken out, else a neutral one.
 */
export function voiceTitle(title: string, request: WriteRequest, instead?: string): string {
  const phrases = request.voice?.avoid_phrases ?? [];
  if (!phrases.length || !holdsAvoided(title, phrases)) return title;
  if (instead && !holdsAvoided(instead, phrases)) return instead;
  const cleaned = removeAvoided(title, phrases).replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '');
  return /\p{L}/u.test(cleaned) ? cleaned : joinWords.update;
}
