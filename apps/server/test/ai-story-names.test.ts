import { describe, expect, it } from 'vitest';
import { cleanCommit } from '../src/integrations/ai';
import { commitMaker, storyOf } from './support/stories';

/** Invented commits naming code and submodules, each told (or left out) by a story. */
const commit = commitMaker('d');

describe('a story keeps what a commit names', () => {
  const calendar = () => commit('feat: add a calendar view', 'ada', 'src/calendar.tsx', 300);

  it('keeps a list of method names as written, not run together into a chain', async () => {
    expect(cleanCommit(commit('Support .pick(), .omit() and .extend() on unions')).subject).toBe(
      'Support .pick(), .omit() and .extend() on unions',
    );
    expect(cleanCommit(commit('Use .pick().omit() in schemas (#12)')).subject).toBe(
      'Use .pick().omit() in schemas',
    );
    const story = await storyOf([
      calendar(),
      commit('fix: fix .pick(), .omit() generic types (#3255)', 'ivo'),
    ]);
    expect(story.content).toContain('.pick(), .omit()');
    expect(story.thread.join('\n')).toContain('.pick(), .omit()');
  });

  it('tells a change about submodules, and leaves out a submodule pointer moved', async () => {
    const shows = commit('Show all submodules recursively', 'stefan', 'pkg/gui/submodules.go', 80);
    const bump = commit('Update the ext submodule', 'tj', 'vendor/ext', 1);
    const story = await storyOf([calendar(), shows, bump]);
    expect(story.told).toContain(shows.sha);
    expect(story.content).toMatch(/submodules recursively/);
    expect(story.leftOut).toEqual([{ sha: bump.sha, reason: expect.stringMatching(/submodule/i) }]);
  });
});
