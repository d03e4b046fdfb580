import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, Post, Update } from '@shiplog/contract';
import { startSmtpSink, type FakeGithub, type SmtpSink } from '@shiplog/fakes';
import { updates } from '../src/db/schema';
import { notifyUpdatesJob } from '../src/jobs/notify-updates.job';
import { createSendMailJob } from '../src/jobs/send-mail.job';
import { kickUpdateNotifications } from '../src/queue/notification-kicks';
import {
  call,
  createProject,
  setReviewRule,
  signUpWithGithub,
  startGithubApp,
  untilWorkersIdle,
} from './support';
import type { SignedIn, TestApp } from './support';
import { deliver, pushPayload, saveSettings } from './support/auto-updates';
import { MAIL_FROM, MAIL_PUBLIC_URL, MAIL_RETRIES } from './support/mail';
import { addSubscribers } from './support/notifications';
import { commitBy, fetchCommits, repoWithCommits } from './support/posts';
import { startWorkers } from './support/workers';

const READER = 'reader@one-announcement.test';
const repo = 'mona/engine';

describe('one change, one announcement', () => {
  let github: FakeGithub;
  let t: TestApp;
  let sink: SmtpSink;
  let mona: SignedIn;
  let sha: string;
  beforeAll(async () => {
    sink = await startSmtpSink();
    ({ github, t } = await startGithubApp({ SMTP_URL: sink.url, PUBLIC_URL: MAIL_PUBLIC_URL, MAIL_FROM }));
    ({ user: mona } = await signUpWithGithub(t, github, 'mona'));
    repoWithCommits(github, 'mona', 'engine', [
      commitBy('mona', 'feat(export): export the changelog as CSV\n\nOne row per update.', 30),
      commitBy('mona', 'feat(search): find updates by label', 20),
    ]);
    await createProject(t, mona, { repository_name: repo, is_private: true });
    sha = (await fetchCommits(t, mona)).find((c) => c.message.startsWith('feat(export)'))!.sha!;
    await startWorkers(t, [createSendMailJob({ ...MAIL_RETRIES, expireInSeconds: 10 }), notifyUpdatesJob]);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  async function project(policy: 'review' | 'minor' = 'review') {
    const { id } = await createProject(t, mona, { repository_name: repo, is_private: false });
    await setReviewRule(t, mona, id, policy);
    return id;
  }
  const generateUpdate = (projectId: string, body: Record<string, unknown>) =>
    call(t, 'POST', `/api/projects/${projectId}/updates/generate`, { as: mona, payload: body });
  const generatePost = (projectId: string, body: Record<string, unknown> = {}) =>
    call(t, 'POST', '/api/ai/generate-post', {
      as: mona,
      payload: {
        project_id: projectId,
        commit_sha: sha,
        commit_message: 'feat(export): export the changelog as CSV',
        ...body,
      },
    });
  const updatesOf = (projectId: string) =>
    t.deps.database.db.select().from(updates).where(eq(updates.projectId, projectId));

  it('publishes, regenerates and schedules one commit every way: each subscriber is mailed once', async () => {
    const id = await project();
    await addSubscribers(t, id, [{ email: READER }]);
    await saveSettings(t, mona, id, { min_significance: 'minor' });
    const made: Update[] = [];
    const keep = (res: { statusCode: number; json: <T>() => T }) => {
      if (res.statusCode === 201) made.push(res.json<Update>());
    };
    // `shiplog post`, twice (an X post, then a Discord one): a post and an update each time.
    for (const target of ['x', 'discord']) {
      expect((await generatePost(id, { target })).statusCode).toBe(201);
      keep(await generateUpdate(id, { commit_sha: sha }));
    }
    // The dashboard writes posts only; My Projects writes a post, regenerates it, then Publish Update.
    const [dashboardCommit] = (await fetchCommits(t, mona)).filter((c) => c.sha === sha);
    const dashboard = await call(t, 'POST', '/api/posts/generate', {
      as: mona,
      payload: { commit_id: dashboardCommit!.id },
    });
    expect(dashboard.statusCode, dashboard.body).toBe(201);
    const post = (await generatePost(id)).json<{ post: Post }>().post;
    expect((await generatePost(id, { variant: 1, post_id: post.id })).statusCode).toBe(201);
    keep(await generateUpdate(id, { commit_sha: sha }));
    // Project settings' generate action, and a regeneration that replaces the draft.
    keep(await generateUpdate(id, { commit_sha: sha, tone: 'casual' }));
    keep(await generateUpdate(id, { commit_sha: sha, replace: true }));

    // The owner schedules the first in a moment and publishes every other one they were given.
    const soon = new Date(Date.now() + 1_500).toISOString();
    for (const [i, update] of made.entries()) {
      const res = await call(t, 'POST', `/api/projects/${id}/updates/${update.id}/publish`, {
        as: mona,
        payload: i === 0 ? { publish_at: soon } : {},
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // GitHub's push of the same commit arrives too.
    const push = pushPayload(repo, [{ message: 'feat(export): export the changelog as CSV' }]);
    push.commits[0].id = sha;
    push.after = sha;
    const pushed = await deliver(t, id, 'push', push);

    await new Promise((resolve) => setTimeout(resolve, 1_600));
    await kickUpdateNotifications(t.deps);
    await sink.waitForMail(READER);
    await untilWorkersIdle(t);
    expect(sink.messagesTo(READER)).toHaveLength(1);
    expect(await updatesOf(id)).toHaveLength(1);
    expect(pushed.result).toBe('skipped');
  }, 90_000);

  it('answers a second generation with 409 UPDATE_EXISTS naming the update; replace rewrites it, force adds another', async () => {
    const id = await project();
    const first = await generateUpdate(id, { commit_sha: sha });
    expect(first.statusCode, first.body).toBe(201);
    const draft = first.json<Update>();

    const again = await generateUpdate(id, { commit_sha: sha });
    expect(again.statusCode, again.body).toBe(409);
    const { error } = again.json<ErrorBody>();
    expect(error.code).toBe('UPDATE_EXISTS');
    expect(error.message).toContain(`draft "${draft.title}"`);
    expect(error.message).toMatch(/force: true to add another/);
    expect(error.existing).toEqual({
      id: draft.id,
      project_id: id,
      project_slug: null,
      status: 'draft',
      title: draft.title,
      url: `${MAIL_PUBLIC_URL}/projects/${id}/updates/${draft.id}`,
    });

    const replaced = await generateUpdate(id, { commit_sha: sha, replace: true, custom_title: 'CSV export' });
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(replaced.json<Update>()).toMatchObject({ id: draft.id, status: 'draft', title: 'CSV export' });

    const published = await call(t, 'POST', `/api/projects/${id}/updates/${draft.id}/publish`, {
      as: mona,
      payload: {},
    });
    expect(published.statusCode).toBe(200);
    const refused = await generateUpdate(id, { commit_sha: sha, replace: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error.message).toMatch(/published "CSV export".*not written again/);

    const another = await generateUpdate(id, { commit_sha: sha, force: true });
    expect(another.statusCode, another.body).toBe(201);
    expect(another.json<Update>().id).not.toBe(draft.id);
    expect(await updatesOf(id)).toHaveLength(2);
  });

  it("answers the composer's commit update the same way: 409 UPDATE_EXISTS naming the update; replace, force", async () => {
    const id = await project();
    const compose = (body: Record<string, unknown>) =>
      call(t, 'POST', `/api/projects/${id}/updates`, {
        as: mona,
        payload: { type: 'commit', title: 'CSV export', content: 'By hand.', status: 'draft', ...body },
      });
    const generated = await generateUpdate(id, { commit_sha: sha });
    expect(generated.statusCode, generated.body).toBe(201);
    const draft = generated.json<Update>();

    // By its full sha or an abbreviated one, typed in any case.
    for (const commit_hash of [sha, sha.slice(0, 7).toUpperCase()]) {
      const again = await compose({ commit_hash });
      expect(again.statusCode, again.body).toBe(409);
      const { error } = again.json<ErrorBody>();
      expect(error.code).toBe('UPDATE_EXISTS');
      expect(error.message).toContain(`draft "${draft.title}"`);
      expect(error.message).toMatch(/replace: true .* force: true to add another/);
      expect(error.existing).toMatchObject({ id: draft.id, project_id: id, status: 'draft' });
    }
    expect(await updatesOf(id)).toHaveLength(1);

    // Replace writes what the composer sent into that draft; its status and time stay.
    const replaced = await compose({
      commit_hash: sha,
      replace: true,
      content: 'Written by hand.',
      labels: ['csv'],
    });
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(replaced.json<Update>()).toMatchObject({
      id: draft.id,
      status: 'draft',
      title: 'CSV export',
      content: 'Written by hand.',
      labels: ['csv'],
      published_at: draft.published_at,
    });

    // A published one is never written again; force adds another on purpose.
    await call(t, 'POST', `/api/projects/${id}/updates/${draft.id}/publish`, { as: mona, payload: {} });
    const refused = await compose({ commit_hash: sha, replace: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error.message).toMatch(/published "CSV export".*not written again/);
    const another = await compose({ commit_hash: sha.slice(0, 10), force: true });
    expect(another.statusCode, another.body).toBe(201);
    expect(await updatesOf(id)).toHaveLength(2);

    // Generation sees the composer's update too, and other commits and types are untouched.
    const other = await project();
    const typed = await call(t, 'POST', `/api/projects/${other}/updates`, {
      as: mona,
      payload: { type: 'commit', title: 'By hand', commit_hash: sha.slice(0, 8) },
    });
    expect(typed.statusCode, typed.body).toBe(201);
    expect((await generateUpdate(other, { commit_sha: sha })).statusCode).toBe(409);
    const text = await call(t, 'POST', `/api/projects/${other}/updates`, {
      as: mona,
      payload: { type: 'text', title: 'Notes', content: 'Anything.' },
    });
    expect(text.statusCode).toBe(201);
  });

  it("names the update a commit has at its project's short address, the canonical one", async () => {
    const id = await project();
    const named = await call(t, 'PUT', `/api/projects/${id}`, { as: mona, payload: { slug: 'csv-export' } });
    expect(named.statusCode, named.body).toBe(200);
    const draft = (await generateUpdate(id, { commit_sha: sha })).json<Update>();
    const again = await generateUpdate(id, { commit_sha: sha });
    expect(again.statusCode, again.body).toBe(409);
    const { error } = again.json<ErrorBody>();
    const address = `${MAIL_PUBLIC_URL}/p/csv-export/updates/${draft.id}`;
    expect(error.existing).toMatchObject({ project_slug: 'csv-export', url: address });
    expect(error.message).toContain(`(${address})`);
  });

  it('stores one update when two generations of one commit run at once', async () => {
    const id = await project();
    const answers = await Promise.all([
      generateUpdate(id, { commit_sha: sha }),
      generateUpdate(id, { commit_sha: sha }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await updatesOf(id)).toHaveLength(1);
  });

  it("never lets a webhook repeat the owner's update, nor the owner a pushed commit's", async () => {
    const id = await project('minor');
    await saveSettings(t, mona, id, { min_significance: 'minor' });
    const owner = await generateUpdate(id, { commit_sha: sha });
    expect(owner.statusCode, owner.body).toBe(201);
    const push = pushPayload(repo, [{ message: 'feat(export): export the changelog as CSV' }]);
    push.commits[0].id = sha;
    push.after = sha;
    const delivery = await deliver(t, id, 'push', push);
    expect(delivery).toMatchObject({ result: 'skipped', updateId: owner.json<Update>().id });

    const other = await project('minor');
    await saveSettings(t, mona, other, { min_significance: 'minor' });
    const both = pushPayload(repo, [
      { message: 'feat(export): export the changelog as CSV' },
      { message: 'feat: labels' },
    ]);
    both.commits[0].id = sha;
    expect((await deliver(t, other, 'push', both)).result).toBe('created');
    const repeat = await generateUpdate(other, { commit_sha: sha });
    expect(repeat.statusCode, repeat.body).toBe(409);
  });

  it('Regenerate writes the same post again and keeps the earlier wording as its history', async () => {
    const id = await project();
    const first = (await generatePost(id)).json<{ post: Post }>().post;
    const res = await generatePost(id, { variant: 1, post_id: first.id });
    expect(res.statusCode, res.body).toBe(201);
    const again = res.json<{ post: Post }>().post;
    expect(again.id).toBe(first.id);
    expect(again.content).not.toBe(first.content);
    expect(again.history).toEqual([{ content: first.content, written_at: first.updated_at }]);
    const list = await call(t, 'GET', '/api/posts', { as: mona });
    expect(list.json<Post[]>().filter((p) => p.id === first.id)).toHaveLength(1);
    const missing = await generatePost(id, { post_id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
  });

  it("writes a commit's post for one network again instead of storing a second one; another network gets its own", async () => {
    const id = await project();
    const first = (await generatePost(id, { target: 'x' })).json<{ post: Post }>().post;
    const again = await generatePost(id, { target: 'x', variant: 1 });
    expect(again.statusCode, again.body).toBe(201);
    const rewritten = again.json<{ post: Post }>().post;
    expect(rewritten.id).toBe(first.id);
    expect(rewritten.history?.map((h) => h.content)).toEqual([first.content]);
    const discord = (await generatePost(id, { target: 'discord' })).json<{ post: Post }>().post;
    expect(discord.id).not.toBe(first.id);
    const mine = (await call(t, 'GET', '/api/posts', { as: mona }))
      .json<Post[]>()
      .filter((p) => p.project_id === id);
    expect(mine.map((p) => p.target).sort()).toEqual(['discord', 'x']);
  });
});
