import { beforeAll, describe, expect, it } from 'vitest';
import type { DraftInbox, FollowingUpdate, UserProfile } from '@shiplog/contract';
import { call, createUpdate, engagementApp, textUpdate } from './support';
import { confirm, latestConfirmToken, subscribe } from './support/subscribers';

/**
 * Answers that name a project (drafts, the following feed, a profile, the subscription pages)
 * carry its short address, so every link the app draws goes to its canonical page `/p/{slug}`.
 */
describe('answers naming a project carry its short address', () => {
  const s = engagementApp('project-refs.test');
  const lamp = () => ({ id: s.projectId, name: 'Lamp', slug: 'lamp' });
  beforeAll(async () => {
    const named = await call(s.t, 'PUT', `/api/projects/${s.projectId}`, {
      as: s.owner,
      payload: { name: 'Lamp', slug: 'lamp' },
    });
    expect(named.statusCode, named.body).toBe(200);
  });

  it("in the owner's drafts", async () => {
    const draft = await createUpdate(s.t, s.owner, s.projectId, textUpdate('Dimmer', { status: 'draft' }));
    const inbox = (await call(s.t, 'GET', '/api/drafts', { as: s.owner })).json<DraftInbox>();
    expect(inbox.drafts.find((item) => item.update.id === draft.id)?.project).toEqual(lamp());
  });

  it('in the following feed and on the owner’s profile', async () => {
    await createUpdate(s.t, s.owner, s.projectId, textUpdate('Timer'));
    expect((await call(s.t, 'POST', `/api/users/${s.owner.userId}/follow`, { as: s.ada })).statusCode).toBe(
      200,
    );
    const feed = (await call(s.t, 'GET', '/api/following/updates', { as: s.ada })).json<FollowingUpdate[]>();
    expect(feed[0]?.project).toEqual(lamp());
    const profile = (await call(s.t, 'GET', `/api/users/${s.owner.userId}`)).json<UserProfile>();
    expect(profile.projects[0]).toMatchObject(lamp());
  });

  it('on the subscription pages: confirmed, preferences, unsubscribed', async () => {
    expect((await subscribe(s.t, s.projectId, { email: 'reader@project-refs.test' })).statusCode).toBe(200);
    const confirmed = await confirm(s.t, await latestConfirmToken(s.t, 'reader@project-refs.test'));
    expect(confirmed.json()).toMatchObject({ confirmed: true, project: lamp() });
    const page = `/api/subscriptions/${encodeURIComponent(confirmed.json().manage_token)}`;
    expect((await call(s.t, 'GET', page)).json().project).toEqual(lamp());
    expect((await call(s.t, 'DELETE', page)).statusCode).toBe(200);
    expect((await call(s.t, 'GET', page)).json()).toMatchObject({ unsubscribed: true, project: lamp() });
  });
});
