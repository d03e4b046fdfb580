export type DigestFrequency = 'daily' | 'weekly' | 'monthly';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The end of the last whole period before `now`: UTC midnight for daily digests, Monday
 * 00:00 UTC (the start of the ISO week) for weekly ones, the first of the month (UTC) for
 * monthly ones.
 */
export function lastPeriodEnd(frequency: DigestFrequency, now: Date): Date {
  if (frequency === 'monthly') return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (frequency === 'daily') return new Date(midnight);
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY_MS);
}

/** The start of the period that ends at `end` (a period end `lastPeriodEnd` gave). */
export function periodStartOf(frequency: DigestFrequency, end: Date): Date {
  if (frequency === 'monthly') return new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 1, 1));
  return new Date(end.getTime() - (frequency === 'daily' ? 1 : 7) * DAY_MS);
}

const dayLabel = (d: Date, withWeekday: boolean) =>
  d.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    ...(withWeekday ? { weekday: 'long' } : {}),
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

/** How the mail names the period that ends at `end`, in en-US. */
export function periodLabel(frequency: DigestFrequency, end: Date): string {
  const start = periodStartOf(frequency, end);
  if (frequency === 'monthly')
    return `in ${start.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long' })}`;
  return frequency === 'daily' ? `on ${dayLabel(start, true)}` : `in the week of ${dayLabel(start, false)}`;
}
