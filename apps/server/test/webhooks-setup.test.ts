import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { githubMessages, webhookMessages, type WebhookConfig } from '@shiplog/contract';
import type { FakeGithub } from '@shiplog/fakes';
import { projectWebhooks } from '../src/db/schema';
import { call, signUpConfirmed, signUpWithGithub, startGithubApp, type TestApp } from './support';
import { examplePayload, postDelivery, webhookProject } from './support/webhooks';

describe('webhook setup, repair and removal against GitHub', () => {
  let github: FakeGithub;
  let t: TestApp;
  const receiver = 'http://localhost:3000/api/webhooks/github';
  beforeAll(async () => {
    ({ github, t } = await startGithubApp());
    await t.deps.queue.start({ workers: false });
  });
  afterAll(() => t?.close());

  const storedRow = async (projectId: string) =>
    (
      await t.deps.database.db.select().from(projectWebhooks).where(eq(projectWebhooks.projectId, projectId))
    )[0];

  it('creates the repository hook with a fresh secret, kept encrypted, and reads it back', async () => {
    const w = await webhookProject(t, github, 'mona', 'lamp');
    expect(github.hooks('mona/lamp')).toHaveLength(1);
    expect(w.hook).toMatchObject({
      name: 'web',
      active: true,
      events: ['push', 'pull_request', 'release'],
      config: { url: receiver, content_type: 'json', insecure_ssl: '0' },
    });
    expect(w.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(w.config).toMatchObject({
      repository_name: 'mona/lamp',
      active: true,
      events: ['push', 'pull_request', 'release'],
      url: receiver,
      reachable: false,
      last_delivery: null,
    });
    const row = await storedRow(w.projectId);
    expect(row?.githubHookId).toBe(w.hook.id);
    expect(row?.secretEncrypted).not.toContain(w.secret);
    expect(JSON.stringify(row)).not.toContain(w.secret);

    const read = await call(t, 'GET', `/api/projects/${w.projectId}/webhook`, { as: w.owner });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json()).toEqual(w.config);

    // The newest delivery shows on the config.
    const delivery = await postDelivery(t, {
      event: 'ping',
      body: JSON.stringify(examplePayload('ping', 'mona/lamp')),
      secret: w.secret,
    });
    expect(delivery.statusCode).toBe(202);
    const after = (
      await call(t, 'GET', `/api/projects/${w.projectId}/webhook`, { as: w.owner })
    ).json<WebhookConfig>();
    expect(after.last_delivery).toMatchObject({
      id: delivery.json().id,
      event: 'ping',
      result: 'skipped',
      detail: 'ping',
    });
  });

  it('repairs: patches the stored hook keeping its secret, or makes a new one when it is gone', async () => {
    const w = await webhookProject(t, github, 'hubot', 'radio');
    const again = await call(t, 'POST', `/api/projects/${w.projectId}/webhook`, {
      as: w.owner,
      payload: { repository_name: 'hubot/radio' },
    });
    expect(again.statusCode, again.body).toBe(200);
    const [patched] = github.hooks('hubot/radio');
    expect(github.hooks('hubot/radio')).toHaveLength(1);
    expect(patched!.id).toBe(w.hook.id);
    // The same secret: deliveries GitHub signs while the repair runs still verify.
    expect(patched!.config.secret).toBe(w.secret);
    const body = JSON.stringify(examplePayload('push', 'hubot/radio'));
    expect((await postDelivery(t, { body, secret: w.secret })).statusCode).toBe(202);
    expect((await postDelivery(t, { body, secret: 'not-the-secret' })).statusCode).toBe(401);

    github.repo('hubot/radio')!.hooks.length = 0;
    const recreated = await call(t, 'POST', `/api/projects/${w.projectId}/webhook`, {
      as: w.owner,
      payload: { repository_name: 'hubot/radio' },
    });
    expect(recreated.statusCode, recreated.body).toBe(200);
    expect(github.hooks('hubot/radio')).toHaveLength(1);
    expect((await storedRow(w.projectId))?.githubHookId).toBe(github.hooks('hubot/radio')[0]!.id);
  });

  it('will not take over the hook that serves another project on the same repository', async () => {
    const first = await webhookProject(t, github, 'twin', 'shared');
    const second = await call(t, 'POST', '/api/projects', {
      as: first.owner,
      payload: { repository_name: first.repo, confirm_duplicate: true },
    });
    const res = await call(t, 'POST', `/api/projects/${second.json().id}/webhook`, {
      as: first.owner,
      payload: { repository_name: first.repo },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'CONFLICT', message: webhookMessages.repositoryTaken });
    expect(await storedRow(second.json().id)).toBeUndefined();
    expect(github.hooks(first.repo)).toHaveLength(1);
    expect(github.hooks(first.repo)[0]!.config.secret).toBe(first.secret);
  });

  it('adopts a hook already on the repository with our URL instead of adding a second', async () => {
    const { user, token } = await signUpWithGithub(t, github, 'octo');
    github.addRepo('octo', { name: 'kite' });
    const made = await fetch(`${github.apiUrl}/repos/octo/kite/hooks`, {
      method: 'POST',
      headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        config: { url: receiver, content_type: 'form' },
        events: ['push'],
        active: false,
      }),
    });
    expect(made.status).toBe(201);
    const project = await call(t, 'POST', '/api/projects', {
      as: user,
      payload: { repository_name: 'octo/kite' },
    });
    const res = await call(t, 'POST', `/api/projects/${project.json().id}/webhook`, {
      as: user,
      payload: { repository_name: 'octo/kite' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const hooks = github.hooks('octo/kite');
    expect(hooks).toHaveLength(1);
    expect(hooks[0]).toMatchObject({
      id: ((await made.json()) as { id: number }).id,
      active: true,
      events: ['push', 'pull_request', 'release'],
      config: { content_type: 'json', insecure_ssl: '0' },
    });
    expect(hooks[0]!.config.secret).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers GitHub's 403, 404 and 422 with the contract's message and stores nothing", async () => {
    const { user } = await signUpWithGithub(t, github, 'ada');
    github.addRepo('ada', { name: 'engine' });
    github.addUser({ login: 'babbage' });
    github.addRepo('babbage', { name: 'mill' });
    const project = (
      await call(t, 'POST', '/api/projects', { as: user, payload: { repository_name: 'ada/engine' } })
    ).json();
    const configure = (repo: string) =>
      call(t, 'POST', `/api/projects/${project.id}/webhook`, {
        as: user,
        payload: { repository_name: repo },
      });

    // Not an admin of someone else's repository: GitHub's 404.
    const notAdmin = await configure('babbage/mill');
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json().error.message).toBe(webhookMessages.configureFailed);
    for (const status of [403, 404]) {
      github.failNext('/repos/ada/engine/hooks', { status });
      const res = await configure('ada/engine');
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({ code: 'FORBIDDEN', message: webhookMessages.configureFailed });
    }
    // GitHub will not take the hook's URL (422): this server's PUBLIC_URL is on localhost, so
    // the answer says that rather than blaming access rights.
    for (const method of [undefined, 'POST']) {
      github.failNext('/repos/ada/engine/hooks', { status: 422, ...(method ? { method } : {}) });
      const unprocessable = await configure('ada/engine');
      expect(unprocessable.statusCode).toBe(400);
      expect(unprocessable.json().error).toEqual({
        code: 'BAD_REQUEST',
        message: webhookMessages.notReachable,
      });
    }
    expect(await storedRow(project.id)).toBeUndefined();
    expect(github.hooks('babbage/mill')).toHaveLength(0);

    // A GitHub outage is not a permission problem.
    github.failNext('/repos/ada/engine/hooks', { status: 502 });
    expect((await configure('ada/engine')).statusCode).toBe(502);
    expect(github.hooks('ada/engine')).toHaveLength(0);
  });

  it('needs a GitHub connection', async () => {
    const plain = await signUpConfirmed(t, 'plain@webhooks-setup.test');
    const project = (
      await call(t, 'POST', '/api/projects', { as: plain, payload: { repository_name: 'x/y' } })
    ).json();
    const res = await call(t, 'POST', `/api/projects/${project.id}/webhook`, {
      as: plain,
      payload: { repository_name: 'x/y' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toContain(githubMessages.notConnected);
  });

  it('removes the hook from GitHub, then ours; a hook already gone on GitHub is fine', async () => {
    const w = await webhookProject(t, github, 'grace', 'cobol');
    const del = await call(t, 'DELETE', `/api/projects/${w.projectId}/webhook`, { as: w.owner });
    expect(del.statusCode).toBe(204);
    expect(github.hooks('grace/cobol')).toHaveLength(0);
    expect(await storedRow(w.projectId)).toBeUndefined();
    expect((await call(t, 'GET', `/api/projects/${w.projectId}/webhook`, { as: w.owner })).json()).toBeNull();
    // Deliveries signed with the old secret are refused now.
    const body = JSON.stringify(examplePayload('push', 'grace/cobol'));
    expect((await postDelivery(t, { body, secret: w.secret })).statusCode).toBe(401);

    const again = await call(t, 'POST', `/api/projects/${w.projectId}/webhook`, {
      as: w.owner,
      payload: { repository_name: 'grace/cobol' },
    });
    expect(again.statusCode).toBe(200);
    github.repo('grace/cobol')!.hooks.length = 0;
    expect(
      (await call(t, 'DELETE', `/api/projects/${w.projectId}/webhook`, { as: w.owner })).statusCode,
    ).toBe(204);
    expect(await storedRow(w.projectId)).toBeUndefined();
    // Nothing left to remove.
    expect(
      (await call(t, 'DELETE', `/api/projects/${w.projectId}/webhook`, { as: w.owner })).statusCode,
    ).toBe(204);
  });

  it('keeps the hook when GitHub refuses to delete it', async () => {
    const w = await webhookProject(t, github, 'linus', 'kernel');
    github.failNext(`/repos/linus/kernel/hooks/${w.hook.id}`, { status: 403, method: 'DELETE' });
    const res = await call(t, 'DELETE', `/api/projects/${w.projectId}/webhook`, { as: w.owner });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(webhookMessages.removeFailed);
    expect(await storedRow(w.projectId)).toBeDefined();
  });

  it('refuses a repository name GitHub cannot have', async () => {
    const w = await webhookProject(t, github, 'val', 'idate');
    const res = await call(t, 'POST', `/api/projects/${w.projectId}/webhook`, {
      as: w.owner,
      payload: { repository_name: 'not a repo' },
    });
    expect(res.statusCode).toBe(400);
  });
});
