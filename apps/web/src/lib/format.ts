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

/** Calendar dates read in UTC, so they never shift a day. */
const utcShortDay = new Intl.DateTimeFormat(LOCALE, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const utcLongDay = new Intl.DateTimeFormat(LOCALE, {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const countFormat = new Intl.NumberFormat(LOCALE);

/** '2025-06-10T…' → 'Jun 10, 2025' (in UTC) */
export const formatShortDay = (iso: string) => utcShortDay.format(new Date(iso));

/** '2024-03-12' → 'March 12, 2024' (in UTC) */
export const formatLongDay = (iso: string) => utcLongDay.format(new Date(iso));

/** 125000 → '125,000' */
export const formatCount = (value: number) => countFormat.format(value);
