import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawl } from './support/feeds';
import {
  call,
  createOwner,
  createProject,
  createTestApp,
  createUpdate,
  type SignedIn,
  type TestApp,
} from './support';

describe('one public name on every page, answer and feed', () => {
  let t: TestApp;
  let owner: SignedIn;
  let projectId: string;
  let updateId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createOwner(t, 'octo-login');
    projectId = (await createProject(t, owner, { is_private: false })).id;
    updateId = (await createUpdate(t, owner, projectId)).id;
    const comment = await call(t, 'POST', `/api/updates/${updateId}/comments`, {
      as: owner,
      payload: { content: 'Thanks for reading!' },
    });
    expect(comment.statusCode, comment.body).toBe(201);
  });
  afterAll(async () => t?.close());

  /** Every public place that names the owner: project, public list, profile, comments, feed. */
  async function namesShown() {
    const project = (await call(t, 'GET', `/api/projects/${projectId}`)).json();
    const list = (await call(t, 'GET', '/api/projects/public')).json();
    const profile = (await call(t, 'GET', `/api/users/${owner.userId}`)).json();
    const comments = (await call(t, 'GET', `/api/updates/${updateId}/comments`)).json();
    const feed = JSON.parse((await crawl(t, `/projects/${projectId}/feed.json`)).body);
    return {
      project: project.user.username,
      avatar: project.user.avatar_url,
      list: list.find((p: { id: string }) => p.id === projectId).user.username,
      profile: profile.username,
      comment: comments[0].user.username,
      feed: feed.authors[0].name,
    };
  }

  it('is the GitHub login until the owner picks a display name, then that name everywhere at once', async () => {
    expect(await namesShown()).toEqual({
      project: 'octo-login',
      avatar: '/api/avatars/octo-login.svg',
      list: 'octo-login',
      profile: 'octo-login',
      comment: 'octo-login',
      feed: 'octo-login',
    });
    const res = await call(t, 'PATCH', '/api/account', { as: owner, payload: { name: 'Mary Ann' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await namesShown()).toEqual({
      project: 'Mary Ann',
      avatar: '/api/avatars/Mary%20Ann.svg',
      list: 'Mary Ann',
      profile: 'Mary Ann',
      comment: 'Mary Ann',
      feed: 'Mary Ann',
    });
  });

  it("draws a generated avatar with the name's initials, the same in the browser's fallback", async () => {
    const svg = (await call(t, 'GET', '/api/avatars/Mary%20Ann.svg')).body;
    expect(svg).toContain('>MA</text>');
    expect((await call(t, 'GET', '/api/avatars/octo-login.svg')).body).toContain('>OL</text>');
    expect((await call(t, 'GET', '/api/avatars/octocat.svg')).body).toContain('>O</text>');
  });
});
