import type { WriteRequest } from '../types';
import {
  countChars,
  measureFor,
  targetLimits,
  UPDATE_CONTENT_LIMIT,
  UPDATE_TITLE_LIMIT,
  UPDATE_TITLE_STRETCH,
} from '../compose/limits';
import { stockFrames } from './stock-frames';

/**
 * The rubric a text must pass before it is returned, whoever wrote it (the built-in writer or
 * a provider): no stock frame, no sentence about file or line counts, no commit noise, an
 * update body that does not repeat its title, no emoji in the middle of a sentence, within the
 * target's length. Each problem is said in words a model can act on when asked again.
 */
export interface Checked {
  title?: string;
  content: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const STAT =
  /\b\d+\s+(?:files?|lines?)\b(?!\s+(?:of code\s+)?(?:faster|smaller))|\+\d+\s*\/\s*[−-]\d+|\blines? (?:added|removed|changed)\b|\b(?:touches|spans) (?:the )?(?:source|tests|documentation|configuration|\d)/i;
const NOISE = [
  { pattern: /(^|[\s(])#\d+\b(?![^[]*\]\()/m, why: 'a bare issue or pull request number' },
  { pattern: /\b(closes|fixes|resolves)\s+#\d+/i, why: 'an issue closer' },
  { pattern: /^(signed-off-by|co-authored-by|reviewed-by)\s*:/im, why: 'a commit trailer' },
  { pattern: /\[(skip ci|ci skip|no ci)\]/i, why: 'a CI switch' },
  {
    pattern:
      /(^|\n)\s*(?:[-*•]\s+)?(feat|fix|chore|docs|refactor|perf|test|build|ci|style)(\([^)]*\))?!?:\s/i,
    why: 'a raw conventional-commit prefix',
  },
  { pattern: /^\s*[-*]\s*\[[ xX]\]/m, why: 'a checklist' },
  { pattern: /!\[[^\]]*\]\(|<img\b/i, why: 'screenshot markup' },
  { pattern: /\bcommit [0-9a-f]{7,40}\b/i, why: 'a commit hash' },
];
const EMOJI = /\p{Extended_Pictographic}/u;

/** The opening words of a text's first line, without emphasis. */
const firstLine = (text: string) =>
  text
    .trim()
    .split('\n')[0]!
    .replace(/^[*_#>\s]+/, '')
    .replace(/^\p{Extended_Pictographic}\uFE0F?\s*/u, '')
    .toLowerCase();

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\d]+/gu) ?? [];

/** Whether `body` only says `title` again (with or without a frame around it). */
export function repeatsTitle(body: string, title: string): boolean {
  const firstPara = body.trim().split(/\n{2,}/)[0] ?? '';
  if (/^(source|sources):/i.test(firstPara)) return false;
  const t = new Set(words(title));
  const b = words(firstPara);
  if (!b.length || !t.size) return false;
  const shared = b.filter((w) => t.has(w)).length;
  return shared / b.length >= 0.75 && [...t].filter((w) => b.includes(w)).length / t.size >= 0.75;
}

/** Emoji standing between words of a sentence ("Fixed 🚀 the cache"), not at a line's start or end. */
function emojiMidSentence(text: string): boolean {
  return text.split('\n').some((line) => {
    const inner = line
      .trim()
      .replace(/^(?:[-*•]\s+)?(?:\p{Extended_Pictographic}\uFE0F?\s*)+/u, '')
      .replace(/(?:\s*\p{Extended_Pictographic}\uFE0F?)+[.!]?$/u, '');
    return EMOJI.test(inner) && /\p{L}\s*\p{Extended_Pictographic}\uFE0F?\s*\p{Ll}/u.test(inner);
  });
}

/** What is wrong with a text, in words; empty when it passes. */
export function checkText(text: Checked, request: WriteRequest): string[] {
  const problems: string[] = [];
  const content = text.content.trim();
  const project = request.projectName.toLowerCase();
  const opening = firstLine(content);
  const frames: string[] = [
    ...stockFrames.openers,
    `in ${project}, we`,
    `in ${project} we`,
    `we changed ${project} so`,
    `${project} changelog`,
    `${project}:`,
  ];
  const frame = frames.find((f) => opening.startsWith(f));
  if (frame) problems.push(`It opens with a stock frame ("${frame}"): start with the change itself.`);
  const lastLine =
    content
      .split('\n')
      .filter((l) => l.trim() && !/^https?:\/\//.test(l.trim()))
      .at(-1) ?? '';
  const closer = stockFrames.closers.find((c) =>
    new RegExp(`(^|[.!?]\\s+)${escape(c)}[.!]*\\s*\\p{Extended_Pictographic}*$`, 'iu').test(lastLine.trim()),
  );
  if (closer) problems.push(`It ends with a stock closer ("${closer}"): end with a fact.`);
  if (STAT.test(content)) problems.push('It has a sentence about file or line counts: leave the counts out.');
  for (const noise of NOISE)
    if (noise.pattern.test(content.replace(/\[#\d+\]\([^)]*\)/g, '')))
      problems.push(`It holds ${noise.why}.`);
  if (emojiMidSentence(content)) problems.push('It puts an emoji in the middle of a sentence.');
  if (request.kind === 'update') {
    if (text.title !== undefined) {
      if (!text.title.trim()) problems.push('The update has no title.');
      if (countChars(text.title) > UPDATE_TITLE_LIMIT + UPDATE_TITLE_STRETCH)
        problems.push('The title is too long.');
      if (/^(now|no longer)\b/i.test(text.title.trim())) problems.push('The title has no subject ("Now …").');
      if (content && repeatsTitle(content, text.title))
        problems.push('The body repeats the title: say what the commit adds, or leave the body empty.');
      if (STAT.test(text.title) || NOISE.some((n) => n.pattern.test(text.title!)))
        problems.push('The title holds counts or commit noise.');
    }
    if (countChars(content) > UPDATE_CONTENT_LIMIT) problems.push('The update is too long.');
  } else {
    if (!content) problems.push('The post is empty.');
    if (measureFor(request.target)(content) > targetLimits[request.target])
      problems.push(`The post is longer than ${targetLimits[request.target]} characters.`);
  }
  return problems;
}
