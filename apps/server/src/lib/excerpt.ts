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
