/**
 * Code points no stored text may hold: C0 controls other than tab, newline and carriage return
 * (NUL among them, which PostgreSQL refuses), U+FFFE and U+FFFF (noncharacters), and lone
 * surrogates (not text at all). They break pages, feeds and mail, or the database.
 */
/* eslint-disable no-control-regex -- the point of this pattern is to find control characters */
export const FORBIDDEN_TEXT =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;
/* eslint-enable no-control-regex */

export const textMessages = {
  forbidden: 'Contains characters that are not allowed (control characters or invalid code points)',
  forbiddenInAddress: 'The address contains characters that are not allowed',
  tooDeep: 'The request body is nested too deeply',
} as const;

/** How deep a JSON body may nest: no request of the API needs more than a few levels. */
export const MAX_BODY_DEPTH = 32;

const FORBIDDEN_TEXT_ALL = new RegExp(FORBIDDEN_TEXT.source, 'gu');

/** `value` without the code points no stored text may hold: for text from GitHub, which we cannot refuse. */
export const stripForbiddenText = (value: string): string => value.replace(FORBIDDEN_TEXT_ALL, '');

/** True when `value` holds a code point no stored text may hold. */
export const hasForbiddenText = (value: string): boolean => FORBIDDEN_TEXT.test(value);
