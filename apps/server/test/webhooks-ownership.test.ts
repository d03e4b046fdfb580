import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGithub } from '@shiplog/fakes';
import { projectWebhooks } from '../src/db/schema';
import { call, signUpWithGithub, startGithubApp, type TestApp } from './support';
import { webhookProject } from './support/webhooks';

describe('webhook ownership', () => {
  let github: FakeGithub;
  let t: TestApp;
  beforeAll(async () => ({ github, t } = await startGithubApp()));
  afterAll(() => t?.close());

  const storedRow = async (projectId: string) =>
    (
      await t.deps.database.db.select().from(projectWebhooks).where(eq(projectWebhooks.projectId, projectId))
    )[0];

  it('lets only the owner see or change the webhook', async () => {
    const open = await webhookProject(t, github, 'owner1', 'open');
    const hidden = await webhookProject(t, github, 'owner2', 'hidden', { isPrivate: true });
    const { user: stranger } = await signUpWithGithub(t, github, 'stranger');
    const routes = [
      ['GET', undefined],
      ['POST', { repository_name: 'stranger/anything' }],
      ['DELETE', undefined],
    ] as const;
    for (const [method, payload] of routes) {
      const url = `/api/projects/${open.projectId}/webhook`;
      expect((await call(t, method, url, { payload })).statusCode).toBe(401);
      const res = await call(t, method, url, { as: stranger, payload });
      expect(res.statusCode).toBe(403);
    }
    for (const [method, payload] of routes) {
      const url = `/api/projects/${hidden.projectId}/webhook`;
      expect((await call(t, method, url, { payload })).statusCode).toBe(401);
      expect((await call(t, method, url, { as: stranger, payload })).statusCode).toBe(404);
    }
    expect(github.hooks('owner1/open')).toHaveLength(1);
    expect(github.hooks('owner2/hidden')).toHaveLength(1);
    expect(await storedRow(open.projectId)).toBeDefined();
    expect((await call(t, 'GET', '/api/projects/nope/webhook', { as: stranger })).statusCode).toBe(404);
  });

  it("removes the project's hook from GitHub when the owner deletes the project, never for a stranger", async () => {
    const w = await webhookProject(t, github, 'leaver', 'gone');
    const { user: stranger } = await signUpWithGithub(t, github, 'meddler');
    const refused = await call(t, 'DELETE', `/api/projects/${w.projectId}`, { as: stranger });
    expect(refused.statusCode).toBe(403);
    expect(github.hooks('leaver/gone')).toHaveLength(1);

    const deleted = await call(t, 'DELETE', `/api/projects/${w.projectId}`, { as: w.owner });
    expect(deleted.statusCode).toBe(204);
    expect(github.hooks('leaver/gone')).toHaveLength(0);
    expect(await storedRow(w.projectId)).toBeUndefined();
  });

  it('deletes the project even when GitHub will not remove the hook', async () => {
    const w = await webhookProject(t, github, 'stubborn', 'hook');
    github.failNext(`/repos/stubborn/hook/hooks/${w.hook.id}`, { status: 500, method: 'DELETE' });
    const deleted = await call(t, 'DELETE', `/api/projects/${w.projectId}`, { as: w.owner });
    expect(deleted.statusCode).toBe(204);
    expect((await call(t, 'GET', `/api/projects/${w.projectId}`, { as: w.owner })).statusCode).toBe(404);
    expect(github.hooks('stubborn/hook')).toHaveLength(1); // left there, and logged
  });

  it("removes every hook of the account's projects from GitHub when the account is deleted", async () => {
    const first = await webhookProject(t, github, 'closing', 'one');
    github.addRepo('closing', { name: 'two' });
    const second = await call(t, 'POST', '/api/projects', {
      as: first.owner,
      payload: { repository_name: 'closing/two' },
    });
    const secondId = second.json().id as string;
    await call(t, 'POST', `/api/projects/${secondId}/webhook`, {
      as: first.owner,
      payload: { repository_name: 'closing/two' },
    });
    const other = await webhookProject(t, github, 'staying', 'here');
    expect(github.hooks('closing/two')).toHaveLength(1);

    const wrong = await call(t, 'DELETE', '/api/account', {
      as: first.owner,
      payload: { confirm: 'not me' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(github.hooks('closing/one')).toHaveLength(1);

    const email = (await call(t, 'GET', '/api/auth/session', { as: first.owner })).json().user
      .email as string;
    const done = await call(t, 'DELETE', '/api/account', { as: first.owner, payload: { confirm: email } });
    expect(done.statusCode).toBe(204);
    expect(github.hooks('closing/one')).toHaveLength(0);
    expect(github.hooks('closing/two')).toHaveLength(0);
    expect(github.hooks('staying/here')).toHaveLength(1);
    expect(await storedRow(other.projectId)).toBeDefined();
  });
});
