import { describe, expect, it } from 'vitest';
import { formatCompactNumber, formatDate, formatDateTime, formatRelative } from './format';

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
