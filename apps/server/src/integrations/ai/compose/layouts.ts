import { fitText } from './fit-text';
import { countChars } from './limits';

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

/** Markdown emphasis out, for targets that show plain text (code marks stay: they read as code). */
export const plainText = (text: string) => text.replace(/\*\*(.+?)\*\*/g, '$1');
