import { describe, expect, it } from 'vitest';
import { FOLLOWING_FEED_LIMIT, type FollowingUpdate } from '@shiplog/contract';
import {
  call,
  createProject,
  createUpdate,
  engagementApp,
  fromNow,
  textUpdate,
  type SignedIn,
} from './support';

describe('the following feed', () => {
  const s = engagementApp('following-feed.test');
  const feed = async (as: SignedIn | null) => call(s.t, 'GET', '/api/following/updates', { as });
  const follow = (id: string, as: SignedIn) => call(s.t, 'POST', `/api/users/${id}/follow`, { as });

  it('shows the published updates of public projects of the people followed, newest first, and nothing else', async () => {
    expect((await feed(null)).statusCode).toBe(401);
    expect((await feed(s.ada)).json()).toEqual([]);

    const first = await createUpdate(s.t, s.owner, s.projectId, textUpdate('Shipped search'));
    const second = await createUpdate(s.t, s.owner, s.projectId, textUpdate('Shipped dark mode'));
    const hidden = await createProject(s.t, s.owner, { is_private: true });
    await createUpdate(s.t, s.owner, hidden.id, textUpdate('Secret work'));
    await createUpdate(
      s.t,
      s.owner,
      s.projectId,
      textUpdate('Next week', { published_at: fromNow(86_400_000) }),
    );
    await createUpdate(
      s.t,
      s.bob,
      (await createProject(s.t, s.bob, { is_private: false })).id,
      textUpdate('Not followed'),
    );

    expect((await feed(s.ada)).json()).toEqual([]);
    expect((await follow(s.owner.userId, s.ada)).statusCode).toBe(200);
    const res = await feed(s.ada);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const entries = res.json<FollowingUpdate[]>();
    expect(entries.map((e) => e.title)).toEqual(['Shipped dark mode', 'Shipped search']);
    expect(entries[0]).toMatchObject({
      id: second.id,
      type: 'text',
      project: { id: s.projectId },
      author: { id: s.owner.userId, username: 'Shiplog user' },
    });
    expect(entries[1]!.id).toBe(first.id);
    expect(JSON.stringify(entries)).not.toContain('owner@following-feed.test');
  });

  it(`keeps to the newest ${FOLLOWING_FEED_LIMIT}`, async () => {
    for (let i = 0; i < FOLLOWING_FEED_LIMIT; i++)
      await createUpdate(s.t, s.owner, s.projectId, textUpdate(`Update ${i}`));
    const entries = (await feed(s.ada)).json<FollowingUpdate[]>();
    expect(entries).toHaveLength(FOLLOWING_FEED_LIMIT);
    expect(entries[0]!.title).toBe(`Update ${FOLLOWING_FEED_LIMIT - 1}`);
  });
});
