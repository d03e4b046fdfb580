import { describe, expect, it } from 'vitest';
import { cut, firstLine, shortSha, updateTitle } from './commit-format';
import { makeCommit } from './test-fixtures';

describe('commit formatting', () => {
  it('shows 7 characters of the sha and the subject line of the message', () => {
    expect(shortSha('0123456789abcdef')).toBe('0123456');
    expect(firstLine('  Subject line \r\n\r\nBody')).toBe('Subject line');
  });

  it('cuts at the limit with an ellipsis, and leaves shorter text alone', () => {
    expect(cut('x'.repeat(50), 50)).toBe('x'.repeat(50));
    expect(cut(`${'x'.repeat(49)} y`, 50)).toBe(`${'x'.repeat(49)}…`);
  });

  it('titles an update with the subject, at most 200 characters, or the short sha', () => {
    expect(updateTitle(makeCommit(1))).toBe('Commit number 1');
    const long = makeCommit(1, { commit: { message: 'a'.repeat(300), author: { name: 'A', date: '' } } });
    expect(updateTitle(long)).toHaveLength(200);
    const blank = makeCommit(1, { commit: { message: '\n\n', author: { name: 'A', date: '' } } });
    expect(updateTitle(blank)).toBe(`Commit ${shortSha(blank.sha)}`);
  });
});
