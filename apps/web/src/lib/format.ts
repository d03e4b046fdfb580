/** Date and number formatting. The product renders dates in en-US. */
const LOCALE = 'en-US';

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

const dateFormat = new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const relativeFormat = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });
const compactFormat = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 });

/** 'Jan 5, 2025' */
export function formatDate(value: DateInput): string {
  return dateFormat.format(toDate(value));
}

/** 'Jan 5, 2025, 3:04 PM' */
export function formatDateTime(value: DateInput): string {
  return dateTimeFormat.format(toDate(value));
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** '3 hours ago', 'yesterday', 'in 2 days'; under a minute is 'just now'. */
export function formatRelative(value: DateInput, now: DateInput = Date.now()): string {
  const seconds = (toDate(value).getTime() - toDate(now).getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeFormat.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** 1234 → '1.2K' */
export function formatCompactNumber(value: number): string {
  return compactFormat.format(value);
}
