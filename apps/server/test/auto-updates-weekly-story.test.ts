import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutoUpdateSettings, Update } from '@shiplog/contract';
import { posts, projects, storyCommits } from '../src/db/schema';
import { createWeeklyStories, WEEKLY_STORY_WAIT_MS } from '../src/modules/stories/weekly-story.service';
import { call, createProject, createTestApp, setReviewRule, signUpConfirmed } from './support';
import type { SignedIn, TestApp } from './support';
import { deliver, pushPayload, saveSettings, updatesOf } from './support/auto-updates';

let t: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpConfirmed(t, 'owner@weekly-story.test');
});
afterAll(() => t?.close());

async function project(settings: { weekly_story?: boolean } = { weekly_story: true }) {
  const { id } = await createProject(t, owner, { is_private: false });
  await setReviewRule(t, owner, id, 'review');
  await saveSettings(t, owner, id, { min_significance: 'major', ...settings });
  const [row] = await t.deps.database.db
    .select({ repo: projects.repositoryName })
    .from(projects)
    .where(eq(projects.id, id));
  return { id, repo: row!.repo };
}

const kept = (projectId: string) =>
  t.deps.database.db.select().from(storyCommits).where(eq(storyCommits.projectId, projectId));
const aWeekOn = () => new Date(Date.now() + WEEKLY_STORY_WAIT_MS + 60_000);

describe('collect small changes into a weekly story', () => {
  it('keeps pushes below the threshold, then tells them as one draft story a week later', async () => {
    const { id, repo } = await project();
    const first = await deliver(
      t,
      id,
      'push',
      pushPayload(repo, [
        { message: 'fix: keep the search filter after a reload', files: ['src/search.ts'] },
        {
          message:
            'feat(export): export notes as Markdown\n\nCo-authored-by: Ada Lovelace <7+ada@users.noreply.github.com>',
          files: ['src/export.ts'],
        },
      ]),
    );
    expect(first.result).toBe('skipped');
    expect(first.detail).toMatch(/below the major threshold: kept for the weekly story/);
    const second = await deliver(
      t,
      id,
      'push',
      pushPayload(repo, [{ message: 'perf: open notes twice as fast', files: ['src/notes.ts'] }]),
    );
    expect(second.detail).toMatch(/kept for the weekly story/);
    expect(await kept(id)).toHaveLength(3);
    expect(await updatesOf(t, id)).toHaveLength(0);

    const weekly = createWeeklyStories(t.deps);
    // Not before the oldest kept change is a week old.
    expect(await weekly.writeDue(new Date())).toBe(0);
    expect(await weekly.writeDue(aWeekOn())).toBe(1);
    const [row] = await updatesOf(t, id);
    const res = await call(t, 'GET', `/api/projects/${id}/updates/${row!.id}`, { as: owner });
    const update = res.json<Update>();
    expect(update.status).toBe('draft');
    expect(update.provenance?.commits).toBe(3);
    expect(update.content).toMatch(/search filter/i);
    expect(`${update.title}\n${update.content}`).toMatch(/Markdown/);
    expect(update.content).toMatch(/twice as fast/i);
    expect(update.decision?.reason).toMatch(/^weekly story of 3 commits/);
    expect(update.contributors?.map((c) => c.login)).toContain('ada');
    // The X thread waits among the owner's posts; the kept changes are told once.
    const thread = await t.deps.database.db.select().from(posts).where(eq(posts.projectId, id));
    expect(thread).toHaveLength(1);
    expect(await kept(id)).toHaveLength(0);
    expect(await weekly.writeDue(aWeekOn())).toBe(0);
    expect(await updatesOf(t, id)).toHaveLength(1);
  });

  it('keeps nothing unless the project collects small changes; GET says so and a PUT without it keeps it', async () => {
    const { id, repo } = await project({});
    const done = await deliver(
      t,
      id,
      'push',
      pushPayload(repo, [{ message: 'fix: a small thing in search' }]),
    );
    expect(done.detail).not.toMatch(/weekly story/);
    expect(await kept(id)).toHaveLength(0);
    const read = async () =>
      (await call(t, 'GET', `/api/projects/${id}/auto-updates`, { as: owner })).json<AutoUpdateSettings>();
    expect((await read()).weekly_story).toBe(false);
    await saveSettings(t, owner, id, { weekly_story: true });
    await saveSettings(t, owner, id, { min_significance: 'medium' });
    expect((await read()).weekly_story).toBe(true);
  });

  it('puts the changes back when the story cannot be written', async () => {
    const { id, repo } = await project();
    await deliver(t, id, 'push', pushPayload(repo, [{ message: 'fix: trim names in the list' }]));
    const broken = createWeeklyStories({
      ...t.deps,
      ai: {
        provider: 'builtin',
        write: () => Promise.reject(new Error('writer down')),
      },
    });
    expect(await broken.writeDue(aWeekOn())).toBe(0);
    expect(await kept(id)).toHaveLength(1);
  });
});
