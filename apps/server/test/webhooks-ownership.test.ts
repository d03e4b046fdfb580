import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectWebhooks } from '../src/db/schema';
import { createGithubServer } from './fakes/github-server';
import type { FakeGithub } from './fakes/github-fake';
import { githubEnv, signUpWithGithub } from './support/github';
import { createTestApp, type TestApp } from './support/test-app';
import { call } from './support/update-fixtures';
import { webhookProject } from './webhooks-support';

describe('webhook ownership', () => {
  let github: FakeGithub;
  let t: TestApp;
  beforeAll(async () => {
    github = await createGithubServer();
    t = await createTestApp({ env: githubEnv(github) });
  });
  afterAll(async () => {
    await t?.close();
    await github?.close();
  });

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
});
