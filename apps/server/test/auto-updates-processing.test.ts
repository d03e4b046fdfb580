import { eq } from 'drizzle-orm';
import type { ReviewRule } from '@shiplog/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, webhookDeliveries } from '../src/db/schema';
import { call, createProject, createTestApp, setReviewRule, signUpConfirmed } from './support';
import type { SignedIn, TestApp } from './support';
import {
  deliver,
  mergedPullRequestPayload,
  pushPayload,
  releasePayload,
  runJob,
  saveSettings,
  storeDelivery,
  timeline,
  updatesOf,
} from './support/auto-updates';
import { unreachableAiEnv } from './support/posts';
import { deliveryRow } from './support/webhooks';

let t: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpConfirmed(t, 'owner@auto-process.test');
  stranger = await signUpConfirmed(t, 'stranger@auto-process.test');
});
afterAll(() => t?.close());

/**
 * A fresh public project of the owner's and its repository's full name. Its generated updates
 * publish at once (policy `minor`) unless another policy is given: these tests are about the filters.
 */
async function project(isPrivate = false, policy: ReviewRule = 'minor') {
  const { id } = await createProject(t, owner, { is_private: isPrivate });
  await setReviewRule(t, owner, id, policy);
  const [row] = await t.deps.database.db
    .select({ repo: projects.repositoryName })
    .from(projects)
    .where(eq(projects.id, id));
  return { id, repo: row!.repo };
}

const featPush = (repo: string) =>
  pushPayload(repo, [
    { message: 'feat(search): find projects by tag', files: ['src/search.ts'] },
    { message: 'fix: keep the query on reload', files: ['src/query.ts'] },
  ]);

describe("the project's rule for generated updates", () => {
  it('holds a push below the policy as a draft for review, and publishes one at or above it', async () => {
    const { id, repo } = await project(false, 'major');
    await saveSettings(t, owner, id, { min_significance: 'minor' });
    const held = await deliver(t, id, 'push', featPush(repo));
    expect(held.result, held.detail ?? '').toBe('created');
    expect(held.detail).toMatch(
      /^medium push passed the filters, held as a draft for review \(only major and above publish at once\)/,
    );
    const breaking = pushPayload(repo, [{ message: 'feat!: drop the v1 API', files: ['src/api.ts'] }]);
    const out = await deliver(t, id, 'push', breaking);
    expect(out.detail).toMatch(/^major push passed the filters \(/);
    const rows = await updatesOf(t, id);
    expect(rows.map((u) => [u.id, u.isDraft]).sort()).toEqual(
      [
        [held.updateId, true],
        [out.updateId, false],
      ].sort(),
    );
    expect((await timeline(t, id, null)).map((u) => u.id)).toEqual([out.updateId]);
    expect((await timeline(t, id, owner)).map((u) => [u.id, u.status]).sort()).toEqual(
      [
        [held.updateId, 'draft'],
        [out.updateId, 'published'],
      ].sort(),
    );
  });

  it('holds every generated update under review, the default of a new project', async () => {
    const { id, repo } = await project(false, 'review');
    await saveSettings(t, owner, id);
    const breaking = pushPayload(repo, [{ message: 'feat!: drop the v1 API', files: ['src/api.ts'] }]);
    const held = await deliver(t, id, 'push', breaking);
    expect(held.detail).toMatch(/held as a draft for review \(every generated update is reviewed\)/);
    expect(await timeline(t, id, null)).toEqual([]);
  });
});

describe('each event type through the filters', () => {
  it('a push: off, not selected, below the threshold, then one update', async () => {
    const { id, repo } = await project();
    const off = await deliver(t, id, 'push', featPush(repo));
    expect(off).toMatchObject({ result: 'skipped', updateId: null });
    expect(off.detail).toMatch(/^medium push: automatic updates are turned off \(medium: feat commit/);

    await saveSettings(t, owner, id, { commit_types: ['merge', 'release'] });
    expect((await deliver(t, id, 'push', featPush(repo))).detail).toMatch(
      /^medium push: pushes are not selected/,
    );

    await saveSettings(t, owner, id, { min_significance: 'major' });
    expect((await deliver(t, id, 'push', featPush(repo))).detail).toMatch(
      /^medium push below the major threshold/,
    );
    const docs = pushPayload(repo, [{ message: 'feat: a guide', files: ['docs/guide.md'] }]);
    await saveSettings(t, owner, id, { min_significance: 'medium' });
    expect((await deliver(t, id, 'push', docs)).detail).toMatch(/^minor push below the medium threshold/);
    expect(await updatesOf(t, id)).toEqual([]);

    const payload = featPush(repo);
    const created = await deliver(t, id, 'push', payload);
    expect(created.result, created.detail ?? '').toBe('created');
    expect(created.detail).toMatch(/^medium push passed the filters/);
    const [update, ...others] = await updatesOf(t, id);
    expect(others).toEqual([]);
    expect(update).toMatchObject({
      id: created.updateId,
      type: 'commit',
      commitSha: payload.commits[1].id,
      commitMessage: 'fix: keep the query on reload',
      commits: [
        { sha: payload.commits[0].id, message: 'feat(search): find projects by tag' },
        { sha: payload.commits[1].id, message: 'fix: keep the query on reload' },
      ],
      isMajorUpdate: false,
      autoSource: 'push',
      autoSignificance: 'medium',
      autoDeliveryId: created.id,
    });
    expect(update!.autoReason).toBe('feat commit: medium');
    expect(update!.title.trim()).not.toBe('');
    // One update about both commits.
    expect(update!.content).toMatch(/finds? projects by tag/i);
    expect(update!.content).toMatch(/the query on reload/i);
  });

  it('a merged pull request: skipped when merges are not selected, else written', async () => {
    const { id, repo } = await project();
    await saveSettings(t, owner, id, { commit_types: ['push'] });
    const payload = mergedPullRequestPayload(repo, {
      title: 'feat!: a new plugin API',
      body: 'Plugins now register themselves.',
      additions: 120,
      deletions: 30,
    });
    expect((await deliver(t, id, 'pull_request', payload)).detail).toMatch(
      /^major merge: merges are not selected/,
    );

    await saveSettings(t, owner, id, { commit_types: ['merge'], min_significance: 'major' });
    const created = await deliver(t, id, 'pull_request', payload);
    expect(created.result, created.detail ?? '').toBe('created');
    const [update] = await updatesOf(t, id);
    expect(update).toMatchObject({
      type: 'commit',
      commitSha: payload.pull_request.merge_commit_sha,
      isMajorUpdate: true,
      autoSource: 'merge',
      autoSignificance: 'major',
    });
    expect(update!.autoReason).toMatch(/breaking-change marker \(feat!\): major/);
    // Written from the pull request: its title names the change, its body says what it means.
    expect(update!.title).toMatch(/plugin API/i);
    expect(update!.content).toMatch(/Plugins now register themselves/);

    const notMerged = structuredClone(payload);
    notMerged.pull_request.merged = false;
    const closed = await deliver(t, id, 'pull_request', notMerged);
    expect(closed).toMatchObject({ result: 'skipped', detail: 'pull request #2 closed without merging' });
  });

  it('a published release: a release update titled by its name or tag, notes as plain text', async () => {
    const { id, repo } = await project();
    await saveSettings(t, owner, id, { commit_types: ['push', 'merge'] });
    const named = releasePayload(repo, {
      tag: 'v2.0.0',
      name: 'Version 2',
      body: '## Highlights\r\n- Faster <b>builds</b><script>alert(1)</script>\r\n<!-- internal -->',
    });
    expect((await deliver(t, id, 'release', named)).detail).toMatch(
      /^major release: releases are not selected/,
    );

    await saveSettings(t, owner, id, { commit_types: ['release'] });
    expect((await deliver(t, id, 'release', named)).result).toBe('created');
    const patch = releasePayload(repo, { tag: 'v2.0.1', name: null, body: null });
    expect((await deliver(t, id, 'release', patch)).result).toBe('created');
    const draft = releasePayload(repo, { tag: 'v2.1.0' });
    draft.release.draft = true;
    expect(await deliver(t, id, 'release', draft)).toMatchObject({
      result: 'skipped',
      detail: 'release v2.1.0 is a draft',
    });

    const rows = (await updatesOf(t, id)).sort((a, b) => Number(b.isMajorUpdate) - Number(a.isMajorUpdate));
    expect(rows.map((r) => [r.type, r.title, r.content, r.isMajorUpdate, r.autoSignificance])).toEqual([
      ['release', 'Version 2', '## Highlights\n- Faster builds', true, 'major'],
      ['release', 'v2.0.1', '', false, 'medium'],
    ]);
  });

  it('ignores pings and pushes elsewhere, and fails a payload it cannot read', async () => {
    const { id, repo } = await project();
    await saveSettings(t, owner, id, { min_significance: 'minor' });
    expect(await deliver(t, id, 'ping', { zen: 'Keep it logically awesome.' })).toMatchObject({
      result: 'skipped',
      detail: 'ping events do not make updates',
    });
    const tag = { ...featPush(repo), ref: 'refs/tags/v1.0.0' };
    expect((await deliver(t, id, 'push', tag)).detail).toBe(
      'push to refs/tags/v1.0.0, not the default branch main',
    );
    expect(await deliver(t, id, 'push', { ref: 'refs/heads/main' })).toMatchObject({ result: 'failed' });
    expect(await updatesOf(t, id)).toEqual([]);
  });
});

describe('tones', () => {
  it('writes the same push differently in each tone', async () => {
    const contents: string[] = [];
    for (const tone of ['technical', 'professional', 'casual'] as const) {
      const { id, repo } = await project();
      await saveSettings(t, owner, id, { tone });
      const row = await deliver(t, id, 'push', featPush(repo));
      expect(row.result, row.detail ?? '').toBe('created');
      contents.push((await updatesOf(t, id))[0]!.content);
    }
    expect(new Set(contents).size).toBe(3);
  });
});

describe('one update per delivery', () => {
  it('processes a delivery twice, then again after a crash left it queued: one update', async () => {
    const { id, repo } = await project();
    await saveSettings(t, owner, id);
    const deliveryId = await storeDelivery(t, id, 'push', featPush(repo));
    await runJob(t, deliveryId);
    await runJob(t, deliveryId);
    const first = await deliveryRow(t, deliveryId);
    // A worker that made the update but died before recording it: the retry finds the update.
    await t.deps.database.db
      .update(webhookDeliveries)
      .set({ result: 'queued', updateId: null })
      .where(eq(webhookDeliveries.id, deliveryId));
    await runJob(t, deliveryId);
    const rows = await updatesOf(t, id);
    expect(rows).toHaveLength(1);
    expect(await deliveryRow(t, deliveryId)).toMatchObject({ result: 'created', updateId: rows[0]!.id });
    expect(first.updateId).toBe(rows[0]!.id);
  });

  it('processes the same delivery on several workers at once: one update', async () => {
    const { id, repo } = await project();
    await saveSettings(t, owner, id);
    const deliveryId = await storeDelivery(t, id, 'push', featPush(repo));
    await Promise.all(Array.from({ length: 4 }, () => runJob(t, deliveryId)));
    const rows = await updatesOf(t, id);
    expect(rows).toHaveLength(1);
    expect(await deliveryRow(t, deliveryId)).toMatchObject({ result: 'created', updateId: rows[0]!.id });
  });
});

describe('one update per release', () => {
  it('writes a release once, however often it is delivered, also at the same moment', async () => {
    const { id, repo } = await project();
    await saveSettings(t, owner, id, { commit_types: ['release'] });
    const release = releasePayload(repo, { tag: 'v3.0.0', name: 'Version 3', body: 'Notes', id: 4242 });
    const first = await deliver(t, id, 'release', release);
    const again = await deliver(t, id, 'release', release);
    const ids = [
      await storeDelivery(t, id, 'release', release),
      await storeDelivery(t, id, 'release', release),
    ];
    await Promise.all(ids.map((d) => runJob(t, d)));
    const rows = await updatesOf(t, id);
    expect(rows).toHaveLength(1);
    expect(first).toMatchObject({ result: 'created', updateId: rows[0]!.id });
    expect(again).toMatchObject({ result: 'skipped', updateId: rows[0]!.id });
    expect(again.detail).toMatch(/this release already has its update/);
    for (const d of ids)
      expect(await deliveryRow(t, d)).toMatchObject({ result: 'skipped', updateId: rows[0]!.id });

    const next = releasePayload(repo, { tag: 'v3.0.1', id: 4243 });
    expect((await deliver(t, id, 'release', next)).result).toBe('created');
    expect(await updatesOf(t, id)).toHaveLength(2);
  });
});

describe('one update per merge', () => {
  /** A merged pull request and the push of its merge commit: GitHub sends both. */
  function mergeAndPush(repo: string) {
    const push = pushPayload(repo, [{ message: 'feat: tag filters (#12)', files: ['src/tags.ts'] }]);
    const merge = mergedPullRequestPayload(repo, { title: 'feat: tag filters' });
    merge.pull_request.merge_commit_sha = push.commits[0].id;
    return { push, merge };
  }

  it.each([
    ['the pull request first', ['pull_request', 'push']],
    ['the push first', ['push', 'pull_request']],
  ] as const)('tells a merge once, %s', async (_order, events) => {
    const { id, repo } = await project();
    await saveSettings(t, owner, id);
    const payloads = mergeAndPush(repo);
    const first = await deliver(t, id, events[0], events[0] === 'push' ? payloads.push : payloads.merge);
    const second = await deliver(t, id, events[1], events[1] === 'push' ? payloads.push : payloads.merge);
    const rows = await updatesOf(t, id);
    expect(rows).toHaveLength(1);
    expect(first).toMatchObject({ result: 'created', updateId: rows[0]!.id });
    expect(second).toMatchObject({ result: 'skipped', updateId: rows[0]!.id });
    expect(second.detail).toMatch(/already has its update/);
  });

  it('tells a merge once when both deliveries are processed at the same moment', async () => {
    const { id, repo } = await project();
    await saveSettings(t, owner, id);
    const payloads = mergeAndPush(repo);
    const ids = [
      await storeDelivery(t, id, 'pull_request', payloads.merge),
      await storeDelivery(t, id, 'push', payloads.push),
    ];
    await Promise.all(ids.map((d) => runJob(t, d)));
    const rows = await updatesOf(t, id);
    expect(rows).toHaveLength(1);
    const results = await Promise.all(ids.map((d) => deliveryRow(t, d)));
    expect(results.map((r) => r.result).sort()).toEqual(['created', 'skipped']);
    expect(results.every((r) => r.updateId === rows[0]!.id)).toBe(true);
  });
});

describe('automation on the owner view', () => {
  it('shows how the update came about to the owner only', async () => {
    const { id, repo } = await project();
    await saveSettings(t, owner, id);
    const delivery = await deliver(t, id, 'push', featPush(repo));
    const byHand = await call(t, 'POST', `/api/projects/${id}/updates`, {
      as: owner,
      payload: { type: 'text', title: 'By hand', content: 'Written by a person.' },
    });
    expect(byHand.statusCode).toBe(201);

    const mine = await timeline(t, id, owner);
    const auto = mine.find((u) => u.id === delivery.updateId)!;
    expect(auto.automation).toEqual({
      source: 'push',
      significance: 'medium',
      reason: 'feat commit: medium',
      delivery_id: delivery.id,
    });
    expect(mine.find((u) => u.title === 'By hand')).not.toHaveProperty('automation');
    const single = await call(t, 'GET', `/api/projects/${id}/updates/${auto.id}`, { as: owner });
    expect(single.json().automation).toEqual(auto.automation);

    for (const who of [null, stranger]) {
      const theirs = await timeline(t, id, who);
      expect(theirs.map((u) => u.id).sort()).toEqual(mine.map((u) => u.id).sort());
      for (const update of theirs) expect(update).not.toHaveProperty('automation');
      const one = await call(t, 'GET', `/api/projects/${id}/updates/${auto.id}`, { as: who });
      expect(one.statusCode).toBe(200);
      expect(one.json()).not.toHaveProperty('automation');
    }
  });
});

describe('when the AI provider fails', () => {
  let failing: TestApp;
  let mona: SignedIn;
  beforeAll(async () => {
    failing = await createTestApp({ env: await unreachableAiEnv() });
    mona = await signUpConfirmed(failing, 'mona@auto-process.test');
  });
  afterAll(() => failing?.close());

  it('throws so the queue retries, and marks the delivery failed on the last try', async () => {
    const { id } = await createProject(failing, mona, { is_private: false });
    await saveSettings(failing, mona, id);
    const deliveryId = await storeDelivery(failing, id, 'push', featPush('mona/app'));
    await expect(runJob(failing, deliveryId)).rejects.toThrow();
    expect(await deliveryRow(failing, deliveryId)).toMatchObject({ result: 'queued', detail: null });
    await expect(runJob(failing, deliveryId, true)).rejects.toThrow();
    const row = await deliveryRow(failing, deliveryId);
    expect(row).toMatchObject({ result: 'failed', updateId: null });
    expect(row.detail).toMatch(/^could not write the update: /);
    expect(await updatesOf(failing, id)).toEqual([]);
  });
});
