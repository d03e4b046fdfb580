import { z } from 'zod';

/**
 * Scheduled posts: the owner picks a date, a time and a time zone, and at that instant Shiplog
 * mails them the post, ready to share (sharing is by link: X's composer, LinkedIn's share
 * dialog, Discord by copying), and the dashboard marks it ready.
 */

/** How far ahead a post may be scheduled. */
export const MAX_SCHEDULE_AHEAD_DAYS = 365;
const DAY_MS = 86_400_000;

/** Said word for word by the API and the dashboard. */
export const postScheduleMessages = {
  inPast: 'Pick a time in the future.',
  tooFar: `Pick a time within ${MAX_SCHEDULE_AHEAD_DAYS} days from now.`,
  invalidTime: 'Give the time as an ISO 8601 date-time with its offset, such as 2026-11-26T09:00:00+01:00.',
  invalidTimeZone: 'Pick a time zone from the list, such as Europe/Berlin.',
  scheduled: 'Post scheduled.',
  unscheduled: 'Schedule canceled.',
  dismissed: 'Reminder cleared.',
  scheduleFailed: 'Failed to schedule post. Please try again.',
  unscheduleFailed: 'Failed to cancel the schedule. Please try again.',
  ready: 'Ready to share',
} as const;

/** An IANA time zone name the platform knows (Europe/Berlin, America/New_York, UTC). */
export function isTimeZone(name: string): boolean {
  // Names only: no offsets such as +01:00, which newer engines also accept as zones.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Why `at` cannot be scheduled at `now` (word for word), or null when it can. */
export function scheduleProblem(at: Date | string, now: Date | number = Date.now()): string | null {
  const time = new Date(at).getTime();
  const current = typeof now === 'number' ? now : now.getTime();
  if (Number.isNaN(time)) return postScheduleMessages.invalidTime;
  if (time <= current) return postScheduleMessages.inPast;
  if (time > current + MAX_SCHEDULE_AHEAD_DAYS * DAY_MS) return postScheduleMessages.tooFar;
  return null;
}

/**
 * PUT /api/posts/{id}/schedule: the instant (an ISO date-time with its offset; stored in UTC)
 * and the zone it was picked in, which the mail and the dashboard show it in. The instant must
 * be in the future and at most MAX_SCHEDULE_AHEAD_DAYS ahead (checked against the server's clock).
 */
export const schedulePostBodySchema = z.object({
  at: z.iso.datetime({ offset: true, error: postScheduleMessages.invalidTime }),
  time_zone: z
    .string({ error: postScheduleMessages.invalidTimeZone })
    .trim()
    .max(64, postScheduleMessages.invalidTimeZone)
    .refine(isTimeZone, postScheduleMessages.invalidTimeZone),
});
export type SchedulePostBody = z.input<typeof schedulePostBodySchema>;

/** Where a post's schedule stands: none, waiting for its time, or mailed and ready to share. */
export type PostScheduleState = 'none' | 'scheduled' | 'ready';
export function postScheduleState(post: {
  scheduled_for?: string | null;
  ready_at?: string | null;
}): PostScheduleState {
  if (!post.scheduled_for) return 'none';
  return post.ready_at ? 'ready' : 'scheduled';
}

/** 'Thursday, November 26, 2026 at 9:00 AM' as the clock of `timeZone` shows the instant (en-US). */
export function formatLongInZone(at: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(at));
}

/** An IANA name as people read it: 'America/New_York' → 'America/New York'. */
export function zoneLabel(timeZone: string): string {
  return timeZone.replaceAll('_', ' ');
}
