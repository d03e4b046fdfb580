import { eq } from 'drizzle-orm';
import type { ReviewRule, Significance } from '@shiplog/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../src/db/schema';
import { createProject, createTestApp, setReviewRule, signUpConfirmed } from './support';
import type { SignedIn, TestApp } from './support';
import {
  deliver,
  mergedPullRequestPayload,
  pushPayload,
  saveSettings,
  updatesOf,
} from './support/auto-updates';

let t: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpConfirmed(t, 'owner@auto-controls.test');
});
afterAll(() => t?.close());

async function project(policy: ReviewRule = 'minor', minSignificance: Significance = 'medium') {
  const { id } = await createProject(t, owner, { is_private: false });
  await setReviewRule(t, owner, id, policy);
  await saveSettings(t, owner, id, { min_significance: minSignificance });
  const [row] = await t.deps.database.db
    .select({ repo: projects.repositoryName })
    .from(projects)
    .where(eq(projects.id, id));
  return { id, repo: row!.repo };
}

describe('commit trailers and pull request labels steer automatic updates', () => {
  it('a push with a Changelog trailer makes a draft that says exactly that sentence', async () => {
    const { id, repo } = await project('review');
    const sentence = 'Dark mode follows the system setting.';
    const payload = pushPayload(repo, [
      {
        message: `feat(theme): read prefers-color-scheme\n\nWire the media query into the theme store.\n\nChangelog: ${sentence}`,
        files: ['src/theme.ts'],
      },
    ]);
    const done = await deliver(t, id, 'push', payload);
    expect(done.result, done.detail ?? '').toBe('created');
    const [update] = await updatesOf(t, id);
    expect(update).toMatchObject({ isDraft: true, content: sentence });
    expect(update!.title).not.toMatch(/changelog/i);
  });

  it('a pull request labelled shiplog:major is major, and the reason names the label', async () => {
    const { id, repo } = await project('minor', 'major');
    const payload = mergedPullRequestPayload(repo, {
      title: 'Tidy the settings page',
      body: 'Moves two fields.',
      labels: ['ui', 'shiplog:major'],
    });
    const done = await deliver(t, id, 'pull_request', payload);
    expect(done.result, done.detail ?? '').toBe('created');
    const number = (payload as { pull_request: { number: number } }).pull_request.number;
    expect(done.detail).toContain(`shiplog:major label (#${number}): major`);
    const [update] = await updatesOf(t, id);
    expect(update).toMatchObject({ isMajorUpdate: true, autoSignificance: 'major', isDraft: false });
  });

  it('a pull request labelled shiplog:skip, or whose body says Shiplog: skip, makes nothing', async () => {
    const { id, repo } = await project();
    const labelled = await deliver(
      t,
      id,
      'pull_request',
      mergedPullRequestPayload(repo, { title: 'feat: search', labels: ['shiplog:skip'] }),
    );
    expect(labelled).toMatchObject({ result: 'skipped' });
    expect(labelled.detail).toMatch(/^shiplog:skip label \(#\d+\) leaves it out$/);
    const said = await deliver(
      t,
      id,
      'pull_request',
      mergedPullRequestPayload(repo, { title: 'feat: search', body: 'Adds search.\n\nShiplog: skip' }),
    );
    expect(said.detail).toMatch(/^Shiplog: skip line \(#\d+\) leaves it out$/);
    expect(await updatesOf(t, id)).toEqual([]);
  });

  it('a push leaves out the commits that say Shiplog: skip, and tells of the rest', async () => {
    const { id, repo } = await project();
    const payload = pushPayload(repo, [
      { message: 'feat: export projects as CSV', files: ['src/export.ts'] },
      { message: 'chore: poke the flaky test\n\nShiplog: skip', files: ['src/flaky.ts'] },
    ]);
    const done = await deliver(t, id, 'push', payload);
    expect(done.result, done.detail ?? '').toBe('created');
    const [update] = await updatesOf(t, id);
    expect(update!.commitSha).toBe(payload.commits[0].id);
    expect(`${update!.title}\n${update!.content}`).not.toMatch(/flaky|shiplog/i);

    const allSkipped = pushPayload(repo, [{ message: 'feat: secret\n\nShiplog: skip', files: ['a.ts'] }]);
    const skipped = await deliver(t, id, 'push', allSkipped);
    expect(skipped).toMatchObject({ result: 'skipped', updateId: null });
    expect(skipped.detail).toBe(
      `Shiplog: skip trailer (${allSkipped.commits[0].id.slice(0, 7)}) leaves it out`,
    );
  });

  it('Shiplog: patch lowers a feature below the threshold, Shiplog: minor lifts a fix over it', async () => {
    const { id, repo } = await project();
    const lowered = pushPayload(repo, [
      { message: 'feat: a tiny toggle\n\nShiplog: patch', files: ['a.ts'] },
    ]);
    const low = await deliver(t, id, 'push', lowered);
    expect(low.result).toBe('skipped');
    expect(low.detail).toMatch(
      /^minor push below the medium threshold \(minor: feat commit: medium; Shiplog: patch trailer \([0-9a-f]{7}\): minor\)$/,
    );
    const lifted = pushPayload(repo, [{ message: 'fix: the big one\n\nShiplog: minor', files: ['b.ts'] }]);
    const high = await deliver(t, id, 'push', lifted);
    expect(high.result, high.detail ?? '').toBe('created');
    expect(high.detail).toContain('Shiplog: minor trailer');
    const [update] = await updatesOf(t, id);
    expect(update!.content).not.toMatch(/shiplog/i);
  });
});
