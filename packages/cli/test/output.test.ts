import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, timeZoneOf } from '../src/output';

const nextYear = new Date().getUTCFullYear() + 1;
const at = (time: string) => `${nextYear}-${time}`;
const weekday = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }).format(new Date(iso));

describe("times in the user's zone", () => {
  it('reads the zone from TZ (also ":Area/City"), and the system\'s when TZ is unset or unknown', () => {
    expect(timeZoneOf({ TZ: 'Europe/Berlin' })).toBe('Europe/Berlin');
    expect(timeZoneOf({ TZ: ':America/New_York' })).toBe('America/New_York');
    expect(timeZoneOf({})).toBeUndefined();
    expect(timeZoneOf({ TZ: 'Nowhere/Else' })).toBeUndefined();
  });

  it('prints the day, the 24-hour time and the zone: its abbreviation where English has one, else its offset', () => {
    const winter = at('11-30T08:00:00Z');
    const day = `${weekday(winter)}, Nov 30, ${nextYear}`;
    expect(formatDateTime(winter, 'Europe/Berlin')).toBe(`${day}, 09:00 CET`);
    expect(formatDateTime(winter, 'America/New_York')).toBe(`${day}, 03:00 EST`);
    expect(formatDateTime(winter, 'UTC')).toBe(`${day}, 08:00 UTC`);
    expect(formatDateTime(winter, 'Asia/Kolkata')).toBe(`${day}, 13:30 GMT+5:30`);
    const summer = at('07-01T08:00:00Z');
    expect(formatDateTime(summer, 'Europe/London')).toMatch(/, 09:00 BST$/);
    expect(formatDateTime(summer, 'Europe/Berlin')).toMatch(/, 10:00 CEST$/);
    // The zone's own day: 23:30 UTC is already the next day in Berlin.
    expect(formatDateTime(at('03-01T23:30:00Z'), 'Europe/Berlin')).toMatch(/Mar 2, \d{4}, 00:30 CET$/);
  });

  it("leaves out this year's year", () => {
    const soon = new Date(Date.UTC(new Date().getUTCFullYear(), 6, 1, 12)).toISOString();
    expect(formatDate(soon, 'UTC')).toBe(`${weekday(soon)}, Jul 1`);
    expect(formatDate(at('07-01T12:00:00Z'), 'UTC')).toBe(
      `${weekday(at('07-01T12:00:00Z'))}, Jul 1, ${nextYear}`,
    );
  });
});
