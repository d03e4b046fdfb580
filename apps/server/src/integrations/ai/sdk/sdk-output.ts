import { stripForbiddenText } from '@shiplog/contract';
import type { WriteRequest, WriterAnswer } from '../types';
import { fitText, fitTextKeepingLink } from '../compose/fit-text';
import { countChars, measureFor, targetLimits, UPDATE_CONTENT_LIMIT } from '../compose/limits';
import { spellProject } from '../builtin-writer';
import { shortTitle } from '../compose/title';
import { capitalizeSubject } from '../clean/subject';
import { stripNoise, takeRefs } from '../clean/noise';
import { declineReasons } from '../clean/decline-reasons';
import { stockFrames } from '../check/stock-frames';
import { NOT_WORTH_SHARING } from './prompts';
import { AiEmptyAnswerError } from './sdk-errors';

/** Wrapping a model sometimes adds: code fences, quotes around the whole text, a preamble. Also drops forbidden code points. */
function unwrap(text: string): string {
  // A model may answer control characters or broken surrogates; no stored text holds them.
  let out = stripForbiddenText(text).trim();
  const lines = out.split('\n');
  if (lines.length > 1 && /^(here(’|'|)s|here is|sure)\b.*:$/i.test(lines[0]!.trim()))
    out = lines.slice(1).join('\n').trim();
  const fenced = /^```[\w-]*\n([\s\S]*?)\n```$/.exec(out);
  if (fenced) out = fenced[1]!.trim();
  if (/^["“][\s\S]*["”]$/.test(out) && !/["“”]/.test(out.slice(1, -1))) out = out.slice(1, -1).trim();
  return out;
}

/** X takes plain text: markdown emphasis, headings and code marks go. */
function plainText(text: string): string {
  return text
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/__(.+?)__/g, '$1')
    .replace(/`([^`]+)`/g, '$1');
}

/** The last whole sentence of a text the model stopped writing mid-way. */
function dropUnfinished(text: string): string {
  const cut = fitText(text, countChars(text) - 1, countChars, 0);
  if (cut.endsWith('…')) throw new AiEmptyAnswerError('the answer stopped before its first sentence ended');
  return cut;
}

/** A title line as a model writes it: "Title: **Dark mode**." → "Dark mode". */
const cleanTitle = (line: string) =>
  line
    .replace(/^#{1,6}\s+/, '')
    .replace(/^title\s*:\s*/i, '')
    .replace(/^\*\*(.+)\*\*$/, '$1')
    .replace(/^["“](.+)["”]$/, '$1');

const TRAILER_LINE =
  /^(signed-off-by|co-authored-by|reviewed-by|change-id|closes|fixes|resolves|refs?)\s*:.*$/gim;
const PREFIX =
  /^(feat|feature|fix|bugfix|hotfix|perf|docs?|refactor|test|tests|build|ci|chore|style|revert|release)(\([^)]*\))?!?:\s+/i;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const OPENER = new RegExp(
  String.raw`^(?:\*\*)?(?:${stockFrames.openers.map(escape).join('|')})([^.:!?\n]{0,60}?)([:.!?]|(?<=[:,]))\s*(?:\*\*)?\s*`,
  'i',
);
const CLOSER = new RegExp(
  String.raw`(?:^|(?<=[.!?]\s)|\n)\s*(?:${stockFrames.closers.map(escape).join('|')})[^\n.!?]{0,20}[.!?]*[\s\p{Extended_Pictographic}\u{FE0F}]*$`,
  'iu',
);

/** One line of an answer without references, CI switches, shortcodes or a commit prefix. */
function cleanLine(line: string, repository?: string): string {
  const lead = /^\s*(?:[-*•]\s+|\d+[.)]\s+|>\s*)?/.exec(line)![0];
  const rest = line.slice(lead.length);
  if (!rest.trim()) return line.trim() ? lead.trimEnd() : '';
  if (/^https?:\/\/\S+$/.test(rest.trim())) return line;
  const said = stripNoise(takeRefs(rest, repository).text).replace(PREFIX, '');
  return said ? lead + said : '';
}

/**
 * The checks a provider's answer goes through before it is returned, as the built-in writer's
 * own text would: references, trailers, prefixes and shortcodes out, stock openers and closers
 * off, the project's name spelled as the project spells it.
 */
export function cleanAnswer(text: string, request: WriteRequest): string {
  const repository = request.commits[0]?.repository;
  const link = /\n+\s*(https?:\/\/\S+)\s*$/.exec(text);
  if (link && link.index > 0) return `${cleanAnswer(text.slice(0, link.index), request)}\n\n${link[1]}`;
  let out = text
    .replace(TRAILER_LINE, '')
    .split('\n')
    .map((l) => cleanLine(l, repository))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  // A stock opener goes when it is a frame ("Progress on X:", "Summary:", "Big news!"), not a sentence.
  const opener = OPENER.exec(out);
  const frame = opener && (opener[2] !== '.' || opener[0].trim().split(/\s+/).length <= 6);
  const opened = frame ? out.slice(opener[0].length) : out;
  if (opened.trim() && opened !== out) out = capitalizeSubject(opened.trim());
  for (let before = ''; before !== out;) {
    before = out;
    const closed = out.replace(CLOSER, '').trim();
    if (closed && /\p{L}/u.test(closed)) out = closed;
  }
  return spellProject(out, request.projectName, request.commits.map((c) => c.message).join('\n'));
}

/** A usable text says something: a few words, not a lone word or a symbol. */
function saysSomething(text: string): boolean {
  return (
    (text.match(/\p{L}[\p{L}'’-]*/gu) ?? []).length >= 3 ||
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{4,}/u.test(text)
  );
}

/** "NOT_WORTH_SHARING: a typo fix" → the reason, as a sentence. */
function declined(text: string): string | undefined {
  const m = new RegExp(String.raw`^\W*${NOT_WORTH_SHARING}\W*([\s\S]*)$`).exec(text.trim());
  if (!m) return undefined;
  const reason = stripNoise(m[1]!.split('\n')[0]!.trim()).slice(0, 240);
  if (!reason) return declineReasons.model;
  const sentence = reason.charAt(0).toUpperCase() + reason.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * The model's answer as a writer's answer: a decline when it found nothing worth sharing, else
 * the text unwrapped, cleaned, fitted to the target at a sentence or word boundary (the
 * project link kept), and for updates split into title and body.
 */
export function shapeOutput(
  raw: string,
  request: WriteRequest,
  writer: string,
  fallbackTitle: string,
  cutShort = false,
): WriterAnswer {
  let text = unwrap(raw);
  const reason = declined(text);
  if (reason) return { declined: true, reason, writer };
  if (cutShort) text = dropUnfinished(text);
  if (request.kind === 'update') {
    const [first = '', ...rest] = text.split('\n');
    const body = cleanAnswer(rest.join('\n'), request);
    const titleLine = body ? cleanAnswer(cleanTitle(first.trim()), request) : '';
    const title = titleLine ? shortTitle(capitalizeSubject(titleLine)) : fallbackTitle;
    const content = fitText(body || cleanAnswer(text, request), UPDATE_CONTENT_LIMIT, countChars);
    if (!content || !saysSomething(content)) throw new AiEmptyAnswerError('the update has no body');
    return { title: title || fallbackTitle, content, writer };
  }
  text = cleanAnswer(text, request);
  if (request.target === 'x') text = plainText(text);
  const measure = measureFor(request.target);
  const content = fitTextKeepingLink(text, targetLimits[request.target], measure, request.projectUrl);
  if (!content || !saysSomething(content.replace(request.projectUrl ?? '\u0000', '')))
    throw new AiEmptyAnswerError('the post is empty');
  return { title: fallbackTitle, content, writer };
}
