import { describe, expect, it } from 'vitest';
import {
  formatCompactNumber,
  formatCount,
  formatDate,
  formatDateTime,
  formatLongDay,
  formatRelative,
  formatShortDay,
} from './format';

describe('format (en-US)', () => {
  it('formats dates the en-US way', () => {
    expect(formatDate('2025-01-05T12:00:00Z')).toBe('Jan 5, 2025');
    expect(formatDate(new Date(2024, 11, 31))).toBe('Dec 31, 2024');
    expect(formatDateTime(new Date(2025, 0, 5, 15, 4))).toBe('Jan 5, 2025, 3:04 PM');
  });

  it('describes times relative to now', () => {
    const now = new Date('2025-03-10T12:00:00Z');
    expect(formatRelative('2025-03-10T11:59:30Z', now)).toBe('just now');
    expect(formatRelative('2025-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelative('2025-03-09T12:00:00Z', now)).toBe('yesterday');
    expect(formatRelative('2025-03-12T12:00:00Z', now)).toBe('in 2 days');
    expect(formatRelative('2024-03-10T12:00:00Z', now)).toBe('last year');
  });

  it('shortens big numbers', () => {
    expect(formatCompactNumber(999)).toBe('999');
    expect(formatCompactNumber(1234)).toBe('1.2K');
    expect(formatCompactNumber(2_500_000)).toBe('2.5M');
  });
});

describe('format matches Intl (en-US)', () => {
  const intl = {
    date: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }),
    dateTime: new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
    shortDay: new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
    longDay: new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
    relative: new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }),
    compact: new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }),
    count: new Intl.NumberFormat('en-US'),
  };
  // Every seventh hour of three years (each hour of the day in turn), with minutes from 0 to 59.
  const instants = Array.from(
    { length: (3 * 366 * 24) / 7 },
    (_, i) => Date.UTC(2023, 0, 1) + i * 7 * 3_600_000 + (i % 60) * 60_000,
  );

  it('writes dates and times as Intl does', () => {
    for (const t of instants) {
      const iso = new Date(t).toISOString();
      expect(formatDate(t)).toBe(intl.date.format(t));
      expect(formatDateTime(t)).toBe(intl.dateTime.format(t).replace(/\u202f/g, ' '));
      expect(formatShortDay(iso)).toBe(intl.shortDay.format(t));
      expect(formatLongDay(iso)).toBe(intl.longDay.format(t));
    }
  });

  it('writes relative times as Intl does', () => {
    const now = Date.UTC(2025, 5, 15, 12);
    const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
      ['year', 365 * 86400],
      ['month', 30 * 86400],
      ['week', 7 * 86400],
      ['day', 86400],
      ['hour', 3600],
      ['minute', 60],
    ];
    for (const seconds of [
      61, 119, 3599, 3600, 7200, 86399, 86400, 172_800, 604_800, 2_592_000, 31_536_000, 1e9,
    ]) {
      for (const sign of [-1, 1]) {
        const delta = sign * seconds;
        const [unit, size] = units.find(([, s]) => seconds >= s)!;
        expect(formatRelative(now + delta * 1000, now)).toBe(
          intl.relative.format(Math.trunc(delta / size), unit),
        );
      }
    }
  });

  it('writes counts and compact numbers as Intl does', () => {
    const values = [
      0, 1, 9, 42, 999, 1000, 1049, 1050, 1150, 1234, 9999, 12_345, 99_949, 99_950, 123_456, 999_949, 999_950,
      999_999, 1_000_000, 1_250_000, 2_500_000, 999_950_000, 1_000_000_000, 1_234_567_890, 5e12,
    ];
    for (const v of [...values, ...values.map((x) => -x).filter(Boolean)]) {
      expect(formatCompactNumber(v)).toBe(intl.compact.format(v));
      expect(formatCount(v)).toBe(intl.count.format(v));
    }
    for (let v = 0; v < 3_000_000; v += 997) expect(formatCompactNumber(v)).toBe(intl.compact.format(v));
  });
});
