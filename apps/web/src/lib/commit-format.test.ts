import { describe, expect, it } from 'vitest';
import { cut, firstLine, shortSha } from './commit-format';

describe('commit formatting', () => {
  it('shows 7 characters of the sha and the subject line of the message', () => {
    expect(shortSha('0123456789abcdef')).toBe('0123456');
    expect(firstLine('  Subject line \r\n\r\nBody')).toBe('Subject line');
  });

  it('cuts at the limit with an ellipsis, and leaves shorter text alone', () => {
    expect(cut('x'.repeat(50), 50)).toBe('x'.repeat(50));
    expect(cut(`${'x'.repeat(49)} y`, 50)).toBe(`${'x'.repeat(49)}…`);
  });
});
