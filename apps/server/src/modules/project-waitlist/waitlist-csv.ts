import { WAITLIST_CSV_COLUMNS, type Subscriber } from '@shiplog/contract';

/** Cells a spreadsheet would read as a formula start with one of these (OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One RFC 4180 cell: formula-looking text is prefixed with `'`, then quoted when it must be. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The owner's download: a header line, then one line per entry (CRLF line ends). */
export function toWaitlistCsv(entries: Subscriber[]): string {
  const lines = [
    WAITLIST_CSV_COLUMNS.join(','),
    ...entries.map((e) => WAITLIST_CSV_COLUMNS.map((column) => csvCell(e[column])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** `My Project!` → `my-project`: a file name safe in any header or file system. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'project';
}
