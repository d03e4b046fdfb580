import { MAX_UPDATE_CONTENT_LENGTH } from '@shiplog/contract';
import { cutAt } from '../../integrations/ai/write-text';

/** Code blocks and inline code keep their text as written (`Array<string>` is not a tag). */
const CODE = /(```[\s\S]*?(?:```|$)|`[^`\n]*`)/;
/** Elements dropped with everything inside them. */
const HIDDEN =
  /<(script|style|iframe|noscript|template|object|textarea|title)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi;
const COMMENT = /<!--[\s\S]*?(-->|$)/g;
const BREAK = /<br\s*\/?>/gi;
/** Something that reads as a tag: a name right after `<`, and a `>` before any other `<`. */
const TAG = /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/gi;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

function plainProse(text: string): string {
  return text.replace(COMMENT, '').replace(HIDDEN, '').replace(BREAK, '\n').replace(TAG, '');
}

/**
 * Release notes as update content, which is plain text everywhere it is shown: HTML comments,
 * scripts and tags are taken out (Markdown stays as written), line ends normalised, blank-line
 * runs collapsed, cut to the update length.
 */
export function plainReleaseNotes(notes: string): string {
  const text = notes
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .split(CODE)
    .map((part, i) => (i % 2 ? part : plainProse(part)))
    .join('')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return cutAt(text, MAX_UPDATE_CONTENT_LENGTH).trim();
}
