import { describe, expect, it } from 'vitest';
import { formatLongInZone, timeZoneList, tomorrowIn, wallClockIn, zonedTimeToUtc } from './schedule';

describe('zonedTimeToUtc', () => {
  it.each([
    ['2026-11-26', '09:00', 'Europe/Berlin', '2026-11-26T08:00:00.000Z'],
    ['2026-11-26', '09:00', 'America/New_York', '2026-11-26T14:00:00.000Z'],
    // Summer time: Berlin is UTC+2, New York UTC-4.
    ['2026-07-01', '09:00', 'Europe/Berlin', '2026-07-01T07:00:00.000Z'],
    ['2026-07-01', '09:00', 'America/New_York', '2026-07-01T13:00:00.000Z'],
    ['2026-11-26', '09:00', 'Asia/Kolkata', '2026-11-26T03:30:00.000Z'],
    ['2026-11-26', '23:30', 'Pacific/Auckland', '2026-11-26T10:30:00.000Z'],
    ['2026-11-26', '00:15', 'UTC', '2026-11-26T00:15:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, iso) => {
    expect(zonedTimeToUtc(date, time, zone)).toBe(iso);
  });

  it('does not depend on the time zone of the machine', () => {
    // The conversion reads the zone's rules, not the process's offset (TZ is UTC or anything else).
    expect(zonedTimeToUtc('2026-03-29', '09:00', 'Europe/Berlin')).toBe('2026-03-29T07:00:00.000Z');
    expect(zonedTimeToUtc('2026-03-28', '09:00', 'Europe/Berlin')).toBe('2026-03-28T08:00:00.000Z');
  });

  it('answers null for an incomplete date or time', () => {
    expect(zonedTimeToUtc('', '09:00', 'Europe/Berlin')).toBeNull();
    expect(zonedTimeToUtc('2026-11-26', '', 'Europe/Berlin')).toBeNull();
  });
});

describe('tomorrowIn', () => {
  it("is the next day on the zone's own calendar", () => {
    const now = new Date('2026-11-25T23:30:00.000Z');
    expect(tomorrowIn('UTC', now)).toBe('2026-11-26');
    // Already the 26th in Berlin (00:30), still the 25th in New York (18:30).
    expect(tomorrowIn('Europe/Berlin', now)).toBe('2026-11-27');
    expect(tomorrowIn('America/New_York', now)).toBe('2026-11-26');
    expect(tomorrowIn('Europe/Berlin', new Date('2026-12-31T12:00:00.000Z'))).toBe('2027-01-01');
  });
});

describe('formatting', () => {
  it('shows the instant on the clock of the zone', () => {
    expect(formatLongInZone('2026-11-26T08:00:00.000Z', 'Europe/Berlin')).toBe(
      'Thursday, November 26, 2026 at 9:00 AM',
    );
    expect(formatLongInZone('2026-11-26T08:00:00.000Z', 'America/New_York')).toBe(
      'Thursday, November 26, 2026 at 3:00 AM',
    );
  });

  it('lists the zones the browser knows, with the default among them', () => {
    const zones = timeZoneList('Europe/Berlin');
    expect(zones).toContain('Europe/Berlin');
    expect(zones).toContain('America/New_York');
    expect(timeZoneList('Mars/Olympus_Mons')).toContain('Mars/Olympus_Mons');
  });
});

describe('wallClockIn', () => {
  it('reads the date and time inputs back from an instant on the clock of a zone', () => {
    expect(wallClockIn('2026-11-26T08:00:00.000Z', 'Europe/Berlin')).toEqual({
      date: '2026-11-26',
      time: '09:00',
    });
    expect(wallClockIn('2026-11-26T03:30:00.000Z', 'America/New_York')).toEqual({
      date: '2026-11-25',
      time: '22:30',
    });
    expect(wallClockIn(zonedTimeToUtc('2026-07-01', '23:45', 'Asia/Kolkata')!, 'Asia/Kolkata')).toEqual({
      date: '2026-07-01',
      time: '23:45',
    });
  });

  it('keeps saved zones the browser does not list', () => {
    const zones = timeZoneList('Europe/Berlin', 'Mars/Olympus_Mons', 'Europe/Berlin');
    expect(zones.filter((zone) => zone === 'Europe/Berlin')).toHaveLength(1);
    expect(zones).toContain('Mars/Olympus_Mons');
  });
});
