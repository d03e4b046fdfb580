import { TZDate } from '@date-fns/tz';

/**
 * Picking an instant as a date, a time and a time zone (the Drafts page's Schedule… and the
 * dashboard's scheduled posts), and showing instants on a zone's clock.
 */
export { formatLongInZone, zoneLabel } from '@shiplog/contract';

/** Dates and times are shown in en-US, like the rest of the product. */
const LOCALE = 'en-US';

/** The browser's time zone (IANA name); UTC when the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every IANA zone the browser knows, with `include` (the default, a saved one) always among them. */
export function timeZoneList(...include: string[]): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const missing = [...new Set(include)].filter((zone) => !known.includes(zone));
  return missing.length ? [...missing, ...known].sort() : known;
}

const DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_INPUT = /^(\d{2}):(\d{2})$/;

/**
 * The instant at which the wall clock of `timeZone` shows `date` (`YYYY-MM-DD`) `time` (`HH:MM`),
 * as an ISO string in UTC; null when either input is incomplete. The zone's rules (its offset
 * and daylight saving time on that day) come from @date-fns/tz.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): string | null {
  const day = DATE_INPUT.exec(date);
  const clock = TIME_INPUT.exec(time);
  if (!day || !clock) return null;
  const [, year, month, dayOfMonth] = day.map(Number) as [number, number, number, number];
  const [, hours, minutes] = clock.map(Number) as [number, number, number];
  const zoned = new TZDate(year, month - 1, dayOfMonth, hours, minutes, 0, 0, timeZone);
  const instant = zoned.getTime();
  return Number.isNaN(instant) ? null : new Date(instant).toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The date and time inputs' values at which the clock of `timeZone` shows the instant. */
export function wallClockIn(iso: string, timeZone: string): { date: string; time: string } {
  const zoned = new TZDate(new Date(iso).getTime(), timeZone);
  return {
    date: `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`,
    time: `${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`,
  };
}

/** Tomorrow's date in `timeZone`, as a date input wants it. */
export function tomorrowIn(timeZone: string, now: Date = new Date()): string {
  const today = new TZDate(now.getTime(), timeZone);
  const tomorrow = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + 1, timeZone);
  return `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`;
}

/** 'Thu, Nov 26, 2026, 9:00 AM' as the clock of `timeZone` shows the instant. */
export function formatShortInZone(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

/** Whether the instant has come (by `now`, the clock by default). */
export function isPast(iso: string, now: number = Date.now()): boolean {
  return new Date(iso).getTime() <= now;
}
