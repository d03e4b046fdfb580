import { describe, expect, it } from 'vitest';
import { shortSha } from '@/lib/commit-format';
import { makeNumberedCommit } from '@test/fixtures';
import { commitUpdateTitle } from './commit-update';

describe('updates from commits', () => {
  it('titles an update with the subject, at most 200 characters, or the short sha', () => {
    expect(commitUpdateTitle(makeNumberedCommit(1))).toBe('Commit number 1');
    const long = makeNumberedCommit(1, {
      commit: { message: 'a'.repeat(300), author: { name: 'A', date: '' } },
    });
    expect(commitUpdateTitle(long)).toHaveLength(200);
    const blank = makeNumberedCommit(1, { commit: { message: '\n\n', author: { name: 'A', date: '' } } });
    expect(commitUpdateTitle(blank)).toBe(`Commit ${shortSha(blank.sha)}`);
  });
});
