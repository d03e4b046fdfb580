import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasForbiddenText } from '@shiplog/contract';
import {
  createProject,
  createTestApp,
  setReviewRule,
  signUpConfirmed,
  signUpWithGithub,
  startGithubApp,
} from './support';
import { commitBy, fetchCommits, repoWithCommits } from './support/posts';
import type { SignedIn, TestApp } from './support';
import { deliver, pushPayload, releasePayload, saveSettings, updatesOf } from './support/auto-updates';

let t: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpConfirmed(t, 'owner@auto-hygiene.test');
});
afterAll(() => t?.close());

async function project() {
  const created = await createProject(t, owner, { is_private: false });
  await setReviewRule(t, owner, created.id, 'minor');
  await saveSettings(t, owner, created.id, { min_significance: 'minor' });
  return { id: created.id, repo: created.repository_name };
}

/** NUL, a bell, a noncharacter and a lone surrogate: what GitHub may relay from a release or commit. */
const HOSTILE = '\u0000\u0007\uFFFE\uD800';

describe('text from GitHub deliveries', () => {
  it('stores a release whose name and notes hold forbidden code points, without them', async () => {
    const { id, repo } = await project();
    const row = await deliver(
      t,
      id,
      'release',
      releasePayload(repo, {
        tag: 'v2.0.0',
        name: `Big${HOSTILE} release`,
        body: `## Notes${HOSTILE}\n- faster`,
      }),
    );
    expect(row.result, row.detail ?? '').toBe('created');
    const [update] = await updatesOf(t, id);
    expect(update!.title).toContain('Big release');
    expect(update!.content).toContain('## Notes\n- faster');
    for (const text of [update!.title, update!.content, update!.commitMessage ?? ''])
      expect(hasForbiddenText(text), JSON.stringify(text)).toBe(false);
  });

  it('stores a push whose commit messages hold forbidden code points, without them', async () => {
    const { id, repo } = await project();
    const row = await deliver(
      t,
      id,
      'push',
      pushPayload(repo, [{ message: `feat: tidy${HOSTILE} the search page`, files: ['src/search.ts'] }]),
    );
    expect(row.result, row.detail ?? '').toBe('created');
    const [update] = await updatesOf(t, id);
    for (const text of [update!.title, update!.content, update!.commitMessage ?? ''])
      expect(hasForbiddenText(text), JSON.stringify(text)).toBe(false);
    expect(update!.commitMessage).toContain('feat: tidy the search page');
  });
});

describe('text from the GitHub API', () => {
  it('stores commits whose messages hold forbidden code points, without them', async () => {
    const { github, t: app } = await startGithubApp();
    try {
      const { user } = await signUpWithGithub(app, github, 'nul');
      const repo = repoWithCommits(github, 'nul', 'bytes', [
        commitBy('nul', `fix: strip${HOSTILE} bytes`, 5),
      ]);
      await createProject(app, user, { repository_name: repo, is_private: false });
      const listed = await fetchCommits(app, user);
      expect(listed.map((c) => c.message)).toEqual(['fix: strip bytes']);
    } finally {
      await app.close();
    }
  });
});
