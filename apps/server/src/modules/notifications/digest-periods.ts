export type DigestFrequency = 'daily' | 'weekly';

const DAY_MS = 24 * 60 * 60 * 1000;

export const PERIOD_MS: Record<DigestFrequency, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };

/**
 * The end of the last whole period before `now`: UTC midnight for daily digests, Monday
 * 00:00 UTC (the start of the ISO week) for weekly ones.
 */
export function lastPeriodEnd(frequency: DigestFrequency, now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (frequency === 'daily') return new Date(midnight);
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY_MS);
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
  const start = new Date(end.getTime() - PERIOD_MS[frequency]);
  return frequency === 'daily' ? `on ${dayLabel(start, true)}` : `in the week of ${dayLabel(start, false)}`;
}
