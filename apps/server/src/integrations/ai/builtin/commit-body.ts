/** A commit body made readable: trailers and tool output out, wrapped lines joined, lists kept. */
export interface CleanBody {
  /** Paragraphs; a list paragraph holds one item a line, each starting with "• ". */
  paragraphs: string[];
  /** The text of a `BREAKING CHANGE:` footer. */
  breakingNote?: string;
}

const TRAILER =
  /^(signed-off-by|co-authored-by|reviewed-by|acked-by|tested-by|reported-by|helped-by|change-id|refs?|closes|fixes|resolves|see-also|cc)\s*:/i;
const BREAKING = /^BREAKING[ -]CHANGES?\s*:\s*(.*)$/;
const NOISE =
  /^(this reverts commit [0-9a-f]+\.?|\(cherry picked from commit [0-9a-f]+\)|(closes|fixes|resolves|refs?)\s+\S*#\d+.*|#.*)$/i;
const BULLET = /^\s*(?:[-*•+]|\d+[.)])\s+/;
const END_OF_CONTENT = /^(---+|updated-dependencies:.*)$/;

/** Markdown links and images as their text, HTML comments gone. */
function plain(line: string): string {
  return line
    .replace(/<!--.*?-->/g, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .trim();
}

function joinParagraph(lines: string[]): string {
  const out: string[] = [];
  for (const line of lines) {
    if (BULLET.test(line)) out.push(`• ${plain(line.replace(BULLET, ''))}`);
    else if (out.length && !out.at(-1)!.startsWith('• ')) out[out.length - 1] += ` ${plain(line)}`;
    else if (out.length && /^\s{2,}/.test(line)) out[out.length - 1] += ` ${plain(line)}`;
    else out.push(plain(line));
  }
  return out.filter((l) => l && l !== '•').join('\n');
}

/** Reads the lines after a commit's subject. */
export function cleanBody(lines: string[]): CleanBody {
  const paragraphs: string[] = [];
  const notes: string[] = [];
  let current: string[] = [];
  let inBreaking = false;
  const flush = () => {
    const text = joinParagraph(current);
    if (text) paragraphs.push(text);
    current = [];
  };
  for (const raw of lines) {
    const line = raw.trimEnd();
    if (END_OF_CONTENT.test(line.trim())) break;
    const breaking = BREAKING.exec(line.trim());
    if (breaking) {
      flush();
      inBreaking = true;
      if (breaking[1]) notes.push(plain(breaking[1]));
      continue;
    }
    if (!line.trim()) {
      if (inBreaking && notes.length) inBreaking = false;
      flush();
      continue;
    }
    if (TRAILER.test(line.trim()) || NOISE.test(line.trim())) continue;
    if (inBreaking) notes.push(plain(line));
    else current.push(line);
  }
  flush();
  const breakingNote = notes.join(' ').trim();
  return { paragraphs, ...(breakingNote ? { breakingNote } : {}) };
}
