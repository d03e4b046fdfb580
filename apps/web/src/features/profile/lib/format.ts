/** Formatting for the profile: en-US, and calendar dates read in UTC so they never shift a day. */
const LOCALE = 'en-US';

const shortDay = new Intl.DateTimeFormat(LOCALE, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat(LOCALE, {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const count = new Intl.NumberFormat(LOCALE);

/** '2025-06-10T…' → 'Jun 10, 2025' */
export const formatShortDay = (iso: string) => shortDay.format(new Date(iso));

/** '2024-03-12' → 'March 12, 2024' */
export const formatLongDay = (iso: string) => longDay.format(new Date(iso));

/** 125000 → '125,000' */
export const formatCount = (value: number) => count.format(value);
