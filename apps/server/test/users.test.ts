import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMessages } from '@shiplog/contract';
import { users } from '../src/db/schema';
import { call, createProject, type SignedIn, startEngagementApp, type TestApp } from './support';

describe('public user profiles and following', () => {
  let t: TestApp;
  let owner: SignedIn;
  let ada: SignedIn;
  let bob: SignedIn;
  let projectId: string;
  beforeAll(async () => {
    ({ t, owner, ada, bob, projectId } = await startEngagementApp('users.test'));
    await t.deps.database.db
      .update(users)
      .set({ name: 'Olive Owner', bio: ' Builds developer tools. ' })
      .where(eq(users.id, owner.userId));
  });
  afterAll(async () => t?.close());

  const profile = (id: string, as: SignedIn | null = null) => call(t, 'GET', `/api/users/${id}`, { as });
  const follow = (id: string, as: SignedIn | null) => call(t, 'POST', `/api/users/${id}/follow`, { as });
  const unfollow = (id: string, as: SignedIn | null) => call(t, 'DELETE', `/api/users/${id}/follow`, { as });

  it('shows name, avatar, bio and public projects only, never the email address', async () => {
    const { id: privateId } = await createProject(t, owner, { is_private: true });
    const res = await profile(owner.userId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: owner.userId,
      username: 'Olive Owner',
      avatar_url: '/api/avatars/Olive%20Owner.svg',
      bio: 'Builds developer tools.',
      followers: 0,
      is_following: false,
      is_self: false,
    });
    expect(body.projects.map((p: { id: string }) => p.id)).toEqual([projectId]);
    expect(body.projects.map((p: { id: string }) => p.id)).not.toContain(privateId);
    expect(res.body).not.toContain('owner@users.test');
    expect((await profile(owner.userId, owner)).json()).toMatchObject({
      is_self: true,
      projects: [{ id: projectId }],
    });
    expect((await profile(ada.userId)).json()).toMatchObject({ bio: null, projects: [] });
  });

  it('answers 404 for an unknown user', async () => {
    const res = await profile('no-such-user');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: userMessages.notFound });
    const followMissing = await follow('no-such-user', ada);
    expect(followMissing.statusCode).toBe(404);
  });

  it('follows and unfollows, idempotently, with the count and the viewer state', async () => {
    expect((await follow(owner.userId, ada)).json()).toEqual({ followers: 1, is_following: true });
    expect((await follow(owner.userId, ada)).json()).toEqual({ followers: 1, is_following: true });
    expect((await follow(owner.userId, bob)).json()).toEqual({ followers: 2, is_following: true });
    expect((await profile(owner.userId, ada)).json()).toMatchObject({ followers: 2, is_following: true });
    expect((await profile(owner.userId)).json()).toMatchObject({ followers: 2, is_following: false });

    expect((await unfollow(owner.userId, ada)).json()).toEqual({ followers: 1, is_following: false });
    expect((await unfollow(owner.userId, ada)).json()).toEqual({ followers: 1, is_following: false });
    expect((await profile(owner.userId, ada)).json()).toMatchObject({ followers: 1, is_following: false });
    await unfollow(owner.userId, bob);
  });

  it('counts concurrent double clicks once', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => follow(bob.userId, ada)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await profile(bob.userId)).json().followers).toBe(1);
  });

  it('refuses following yourself and following while signed out', async () => {
    const self = await follow(ada.userId, ada);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(userMessages.cannotFollowSelf);
    const anonymous = await follow(owner.userId, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(userMessages.signInToFollow);
    expect((await unfollow(owner.userId, null)).statusCode).toBe(401);
  });

  it('forgets the follows of a deleted account', async () => {
    await follow(owner.userId, bob);
    const before = (await profile(owner.userId)).json().followers as number;
    await t.deps.database.db.delete(users).where(eq(users.id, bob.userId));
    expect((await profile(owner.userId)).json().followers).toBe(before - 1);
  });
});
