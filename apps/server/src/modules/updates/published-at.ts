import { badRequest } from '../../lib/app-error';

const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * When an update is published. Nothing given: now (on create) or unchanged (on edit).
 * A full date-time is taken as is. A bare `YYYY-MM-DD` (the form's date picker) is today →
 * now, so "publish today" is visible at once and keeps its order among today's updates;
 * the day an update already has → its current time, so saving an edit never moves it;
 * any other day → 00:00 UTC that day (a future day schedules the update).
 */
export function resolvePublishedAt(
  value: string | null | undefined,
  current: Date | null,
  now = new Date(),
): Date {
  if (!value) return current ?? now;
  if (!BARE_DATE.test(value)) return checked(new Date(value));
  if (current && utcDay(current) === value) return current;
  if (value === utcDay(now)) return now;
  return checked(new Date(`${value}T00:00:00.000Z`));
}

function checked(date: Date): Date {
  if (Number.isNaN(date.getTime())) throw badRequest('Publish date is not a valid date');
  return date;
}
