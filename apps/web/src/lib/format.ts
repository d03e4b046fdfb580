/**
 * Date and number formatting. The product renders dates and numbers in en-US, spelled out here
 * rather than through `Intl`: a phone's first `Intl.DateTimeFormat` loads locale data for tens of
 * milliseconds in one piece, in the middle of the page's hydration. `format.test.ts` checks every
 * function against `Intl` (en-US) over many values.
 */
type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A day's parts, in the browser's time zone or in UTC. */
interface DayParts {
  year: number;
  month: number;
  day: number;
}

const localDay = (d: Date): DayParts => ({ year: d.getFullYear(), month: d.getMonth(), day: d.getDate() });
const utcDay = (d: Date): DayParts => ({
  year: d.getUTCFullYear(),
  month: d.getUTCMonth(),
  day: d.getUTCDate(),
});

/** 'Jan 5, 2025' (`long`: 'January 5, 2025') */
function dayText({ year, month, day }: DayParts, long = false): string {
  const name = MONTHS[month] ?? '';
  return `${long ? name : name.slice(0, 3)} ${day}, ${year}`;
}

/** 'Jan 5, 2025' */
export function formatDate(value: DateInput): string {
  return dayText(localDay(toDate(value)));
}

/** 'Jan 5, 2025, 3:04 PM' */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${dayText(localDay(date))}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

type RelativeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

const UNITS: Array<[RelativeUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** en-US words for one unit back or ahead (`Intl.RelativeTimeFormat` with `numeric: 'auto'`). */
const ONE: Record<RelativeUnit, [string, string] | null> = {
  year: ['last year', 'next year'],
  month: ['last month', 'next month'],
  week: ['last week', 'next week'],
  day: ['yesterday', 'tomorrow'],
  hour: null,
  minute: null,
};

function relativeText(amount: number, unit: RelativeUnit): string {
  const one = ONE[unit];
  if (one && Math.abs(amount) === 1) return amount < 0 ? one[0] : one[1];
  const count = `${formatCount(Math.abs(amount))} ${unit}${Math.abs(amount) === 1 ? '' : 's'}`;
  return amount < 0 ? `${count} ago` : `in ${count}`;
}

/** '3 hours ago', 'yesterday', 'in 2 days'; under a minute is 'just now'. */
export function formatRelative(value: DateInput, now: DateInput = Date.now()): string {
  const seconds = (toDate(value).getTime() - toDate(now).getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeText(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

const COMPACT: Array<[number, string]> = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];

/** 1234 → '1.2K', 12345 → '12.3K' (at most one decimal, as en-US compact notation writes it) */
export function formatCompactNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  // Tenths counted in whole numbers, so halves round up as Intl rounds them (1150 → 1.2K).
  const tenths = (base: number) => Math.round(size / (base / 10)) / 10;
  if (size < 1000) return sign + formatCount(tenths(1));
  for (let i = 0; i < COMPACT.length; i++) {
    const [base, suffix] = COMPACT[i]!;
    if (size < base) continue;
    const larger = COMPACT[i - 1];
    // Rounding may carry over into the next unit: 999,960 is 1M, not 1000K.
    if (tenths(base) >= 1000 && larger) return `${sign}${tenths(larger[0])}${larger[1]}`;
    return `${sign}${tenths(base)}${suffix}`;
  }
  return sign + formatCount(size);
}

/** '2025-06-10T…' → 'Jun 10, 2025' (in UTC) */
export const formatShortDay = (iso: string) => dayText(utcDay(new Date(iso)));

/** '2024-03-12' → 'March 12, 2024' (in UTC) */
export const formatLongDay = (iso: string) => dayText(utcDay(new Date(iso)), true);

/** 125000 → '125,000' (whole numbers and short decimals) */
export function formatCount(value: number): string {
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}
