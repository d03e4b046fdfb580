import { xLength } from '@shiplog/contract';
import { fitText } from '../fit-text';
import { countChars, targetLimits, UPDATE_CONTENT_LIMIT } from '../limits';

/** The parts of one text, as the layouts take them. */
export interface TextParts {
  /** The first sentence. */
  core: string;
  breaking?: string | undefined;
  /** One more sentence, for short targets. */
  detail?: string | undefined;
  /** Body paragraphs for long targets ("- " list lines). */
  paragraphs: string[];
  facts?: string | undefined;
  url?: string | undefined;
}

/** X: one short paragraph and the link; parts are added by importance while they fit. */
export function layoutX(parts: TextParts): string {
  const limit = targetLimits.x;
  const tail = parts.url ? `\n\n${parts.url}` : '';
  let text = parts.core;
  if (xLength(text + tail) > limit) return fitText(text, limit - xLength(tail), xLength, 1) + tail;
  for (const part of [parts.breaking, parts.detail, parts.facts]) {
    if (part && xLength(`${text} ${part}${tail}`) <= limit) text = `${text} ${part}`;
  }
  return text + tail;
}

/** Blocks joined by empty lines, the body shortened (whole sentences) to fit the limit. */
export function fitBlocks(
  before: (string | undefined)[],
  body: string,
  after: (string | undefined)[],
  limit: number,
): string {
  const join = (middle: string) => [...before, middle, ...after].filter(Boolean).join('\n\n');
  if (countChars(join(body)) <= limit) return join(body);
  const room = limit - countChars(join('')) - 2;
  // A subject longer than the whole limit (a pasted log line) is cut too, at a word.
  return fitText(join(room > 40 ? fitText(body, room, countChars) : ''), limit, countChars);
}

/** How much of the commit's body a target shows: a few short paragraphs, not the whole log. */
const BODY_BUDGET = { linkedin: 1200, discord: 1000, update: 2500 };

const bullets = (paragraphs: string[], mark: string, budget: number) =>
  fitText(paragraphs.map((p) => p.replace(/^- /gm, mark)).join('\n\n'), budget, countChars, 0.5);

/** Markdown emphasis out, for targets that show plain text (code marks stay: they read as code). */
export const plainText = (text: string) => text.replace(/\*\*(.+?)\*\*/g, '$1');

/** LinkedIn: short paragraphs (the story, the body, the facts) and the link. */
export function layoutLinkedin(parts: TextParts): string {
  return fitBlocks(
    [parts.core, parts.breaking],
    plainText(bullets(parts.paragraphs, '• ', BODY_BUDGET.linkedin)),
    [parts.facts, parts.url],
    targetLimits.linkedin,
  );
}

/** Discord: a bold first line, the body (Markdown lists kept), the facts, the link (embedded). */
export function layoutDiscord(parts: TextParts): string {
  return fitBlocks(
    [`**${parts.core.replace(/\*\*/g, '')}**`, parts.breaking],
    bullets(parts.paragraphs, '- ', BODY_BUDGET.discord),
    [parts.facts, parts.url],
    targetLimits.discord,
  );
}

/** A project update's body: what changed, the facts and the sources. No link to the project. */
export function layoutUpdate(lead: string[], parts: TextParts, sources?: string): string {
  return fitBlocks(
    [],
    bullets(
      [...lead, parts.breaking].filter((p): p is string => !!p),
      '• ',
      BODY_BUDGET.update,
    ),
    [parts.facts, sources],
    UPDATE_CONTENT_LIMIT,
  );
}
