/** Cells a spreadsheet would read as a formula start with one of these (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** RFC 4180: fields with quotes, commas or line breaks are quoted. */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV field: a text a spreadsheet would take for a formula gets a leading apostrophe, then
 * the field is quoted (quotes doubled) when RFC 4180 asks for it. Null is an empty field.
 */
export function csvField(value: string | null): string {
  if (value === null) return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV record with its CRLF line end. */
export const csvLine = (fields: readonly (string | null)[]): string =>
  `${fields.map(csvField).join(',')}\r\n`;
