import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userMessages } from '@shiplog/contract';
import { users } from '../src/db/schema';
import { crawl, readHead } from './support/feeds';
import { call, createProject, type SignedIn, engagementApp } from './support';

describe('public user profiles and following', () => {
  const s = engagementApp('users.test');
  beforeAll(async () => {
    await s.t.deps.database.db
      .update(users)
      .set({ name: 'Olive Owner', bio: ' Builds developer tools. ' })
      .where(eq(users.id, s.owner.userId));
  });

  const profile = (id: string, as: SignedIn | null = null) => call(s.t, 'GET', `/api/users/${id}`, { as });
  const follow = (id: string, as: SignedIn | null) => call(s.t, 'POST', `/api/users/${id}/follow`, { as });
  const unfollow = (id: string, as: SignedIn | null) =>
    call(s.t, 'DELETE', `/api/users/${id}/follow`, { as });

  it('shows name, avatar, bio and public projects only, never the email address', async () => {
    const { id: privateId } = await createProject(s.t, s.owner, { is_private: true });
    const res = await profile(s.owner.userId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: s.owner.userId,
      username: 'Olive Owner',
      avatar_url: '/api/avatars/Olive%20Owner.svg',
      bio: 'Builds developer tools.',
      followers: 0,
      is_following: false,
      is_self: false,
    });
    expect(body.projects.map((p: { id: string }) => p.id)).toEqual([s.projectId]);
    expect(body.projects.map((p: { id: string }) => p.id)).not.toContain(privateId);
    expect(res.body).not.toContain('owner@users.test');
    expect((await profile(s.owner.userId, s.owner)).json()).toMatchObject({
      is_self: true,
      projects: [{ id: s.projectId }],
    });
    expect((await profile(s.ada.userId)).json()).toMatchObject({ bio: null, projects: [] });
  });

  it('answers 404 for an unknown user', async () => {
    const res = await profile('no-such-user');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: userMessages.notFound });
    const followMissing = await follow('no-such-user', s.ada);
    expect(followMissing.statusCode).toBe(404);
  });

  it('follows and unfollows, idempotently, with the count and the viewer state', async () => {
    expect((await follow(s.owner.userId, s.ada)).json()).toEqual({ followers: 1, is_following: true });
    expect((await follow(s.owner.userId, s.ada)).json()).toEqual({ followers: 1, is_following: true });
    expect((await follow(s.owner.userId, s.bob)).json()).toEqual({ followers: 2, is_following: true });
    expect((await profile(s.owner.userId, s.ada)).json()).toMatchObject({ followers: 2, is_following: true });
    expect((await profile(s.owner.userId)).json()).toMatchObject({ followers: 2, is_following: false });

    expect((await unfollow(s.owner.userId, s.ada)).json()).toEqual({ followers: 1, is_following: false });
    expect((await unfollow(s.owner.userId, s.ada)).json()).toEqual({ followers: 1, is_following: false });
    expect((await profile(s.owner.userId, s.ada)).json()).toMatchObject({
      followers: 1,
      is_following: false,
    });
    await unfollow(s.owner.userId, s.bob);
  });

  it('counts concurrent double clicks once', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => follow(s.bob.userId, s.ada)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await profile(s.bob.userId)).json().followers).toBe(1);
  });

  it('refuses following yourself and following while signed out', async () => {
    const self = await follow(s.ada.userId, s.ada);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(userMessages.cannotFollowSelf);
    const anonymous = await follow(s.owner.userId, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(userMessages.signInToFollow);
    expect((await unfollow(s.owner.userId, null)).statusCode).toBe(401);
  });

  it('forgets the follows of a deleted account', async () => {
    await follow(s.owner.userId, s.bob);
    const before = (await profile(s.owner.userId)).json().followers as number;
    await s.t.deps.database.db.delete(users).where(eq(users.id, s.bob.userId));
    expect((await profile(s.owner.userId)).json().followers).toBe(before - 1);
  });

  it('serves /user/{id} with the public name and bio, and an unknown id as a real 404', async () => {
    const page = await crawl(s.t, `/user/${s.owner.userId}`);
    expect(page.statusCode).toBe(200);
    const head = readHead(page.body);
    expect(head.title).toMatch(/^Olive Owner/);
    expect(head.meta('description')).toBe('Builds developer tools.');
    expect(head.meta('robots')).toBeUndefined();
    // A visitor's page comes with the profile as the API answers it (the app renders from it).
    const answers = page.body.match(/id="shiplog-initial-answers">([^<]*)<\/script>/)?.[1];
    const api = await s.t.app.inject({ url: `/api/users/${s.owner.userId}` });
    expect(JSON.parse(answers!)).toEqual({ [`/users/${s.owner.userId}`]: { body: api.json(), headers: {} } });
    for (const path of ['/user/no-such-user', '/user/no-such-user/']) {
      const missing = await crawl(s.t, path);
      expect(missing.statusCode, path).toBe(404);
      expect(readHead(missing.body).meta('robots'), path).toMatch(/noindex/);
      expect(missing.body).not.toContain('Olive Owner');
    }
  });
});
