import type { WriteRequest, WrittenText } from '../index';
import { fitText, fitTextKeepingLink, fitTitle } from '../fit-text';
import { countChars, measureFor, targetLimits, UPDATE_CONTENT_LIMIT } from '../limits';
import { AiEmptyAnswerError } from './sdk-errors';

/** Wrapping a model sometimes adds: code fences, quotes around the whole text, a preamble. */
function unwrap(text: string): string {
  let out = text.trim();
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

/**
 * The model's answer as a WrittenText: unwrapped, fitted to the target at a sentence or word
 * boundary (the project link kept), and for updates split into title and body.
 */
export function shapeOutput(
  raw: string,
  request: WriteRequest,
  writer: string,
  fallbackTitle: string,
  cutShort = false,
): WrittenText {
  let text = unwrap(raw);
  if (cutShort) text = dropUnfinished(text);
  if (request.kind === 'update') {
    const [first = '', ...rest] = text.split('\n');
    const body = rest.join('\n').trim();
    const title = body ? fitTitle(cleanTitle(first.trim())) : fallbackTitle;
    const content = fitText(body || text, UPDATE_CONTENT_LIMIT, countChars);
    if (!content) throw new AiEmptyAnswerError('the update has no body');
    return { title: title || fallbackTitle, content, writer };
  }
  if (request.target === 'x') text = plainText(text);
  const measure = measureFor(request.target);
  const content = fitTextKeepingLink(text, targetLimits[request.target], measure, request.projectUrl);
  if (!content) throw new AiEmptyAnswerError('the post is empty');
  return { title: fallbackTitle, content, writer };
}
