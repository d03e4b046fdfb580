/** Longest excerpt of an update's or a comment's text in a mail. */
export const EXCERPT_LENGTH = 300;

/**
 * Plain text of an update or comment for a mail, a page's description or a social card: common
 * Markdown marks dropped, whitespace runs collapsed, cut at a word boundary with an ellipsis.
 * Callers escape it for where it goes.
 */
export function excerptOf(text: string, max = EXCERPT_LENGTH): string {
  const plain = text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/(\*\*|__|~~|`+)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const LIST_ITEM = /^\s{0,3}([-*+]|\d+\.)\s+/;
const BLOCK_START = /^\s{0,3}(#{1,6}\s|>|[-*+]\s|\d+\.\s|```|~~~)/;

/** One line of Markdown as plain text: its marks dropped, a list item's bullet or number kept. */
function plainLine(line: string): string {
  const item = LIST_ITEM.exec(line)?.[1];
  const bullet = item ? `${/\d/.test(item) ? item : '-'} ` : '';
  return bullet + excerptOf(line, Number.MAX_SAFE_INTEGER);
}

export interface ExcerptParagraphsOptions {
  /**
   * `join` (an update's Markdown): lines wrapped inside a paragraph join with a space, as the
   * Markdown renders them. `keep` (a comment's plain text, shown with its line breaks): every
   * line stays a line of its own.
   */
  lineBreaks?: 'join' | 'keep';
}

/**
 * An update's or a comment's text for a mail, in paragraphs: like `excerptOf`, but paragraphs
 * stay apart (a blank line between them) and list items, headings and quotes keep lines of their
 * own; other line breaks as `lineBreaks` says. Cut at a word near `max` characters with an
 * ellipsis; callers escape it for where it goes.
 */
export function excerptParagraphsOf(
  text: string,
  max = EXCERPT_LENGTH,
  { lineBreaks = 'join' }: ExcerptParagraphsOptions = {},
): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) =>
      block
        .split('\n')
        .reduce<string[]>((lines, line) => {
          const joins = lineBreaks === 'join' && lines.length && !BLOCK_START.test(line);
          if (joins) lines[lines.length - 1] += ` ${line}`;
          else lines.push(line);
          return lines;
        }, [])
        .map(plainLine)
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean);
  const kept: string[] = [];
  let room = max;
  for (const paragraph of paragraphs) {
    if (paragraph.length <= room) {
      kept.push(paragraph);
      room -= paragraph.length;
      continue;
    }
    const cut = excerptOf(paragraph.replace(/\n/g, ' '), Math.max(room, 1));
    if (room > 40 || !kept.length) kept.push(cut);
    else kept[kept.length - 1] += '…';
    break;
  }
  return kept.join('\n\n');
}

/** A comment's text for a mail: its paragraphs and line breaks kept, as its page shows them. */
export const commentExcerptOf = (text: string, max = EXCERPT_LENGTH) =>
  excerptParagraphsOf(text, max, { lineBreaks: 'keep' });
