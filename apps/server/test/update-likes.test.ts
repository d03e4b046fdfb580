import { describe, expect, it } from 'vitest';
import { updateMessages } from '@shiplog/contract';
import { call, countedOn, createProject, createUpdate, signUpConfirmed, engagementApp } from './support';
import type { SignedIn } from './support';

describe('likes of updates', () => {
  const s = engagementApp('likes.test');

  const likes = (id: string, as: SignedIn | null = null) =>
    call(s.t, 'GET', `/api/updates/${id}/likes`, { as });
  const like = (id: string, as: SignedIn | null) => call(s.t, 'POST', `/api/updates/${id}/likes`, { as });
  const unlike = (id: string, as: SignedIn | null) => call(s.t, 'DELETE', `/api/updates/${id}/likes`, { as });

  /** The stored counter and the rows it counts, which must agree. */
  const counted = (id: string) => countedOn(s.t, id, 'likes');

  it('likes and unlikes, idempotently both ways, with the count and the viewer state', async () => {
    const { id } = await createUpdate(s.t, s.owner, s.projectId);
    expect((await likes(id)).json()).toEqual({ count: 0, hasLiked: false });

    expect((await like(id, s.ada)).json()).toEqual({ count: 1, hasLiked: true });
    expect((await like(id, s.ada)).json()).toEqual({ count: 1, hasLiked: true });
    expect((await like(id, s.bob)).json()).toEqual({ count: 2, hasLiked: true });
    expect((await likes(id, s.ada)).json()).toEqual({ count: 2, hasLiked: true });
    expect((await likes(id, s.owner)).json()).toEqual({ count: 2, hasLiked: false });
    expect((await likes(id)).json()).toEqual({ count: 2, hasLiked: false });

    expect((await unlike(id, s.ada)).json()).toEqual({ count: 1, hasLiked: false });
    expect((await unlike(id, s.ada)).json()).toEqual({ count: 1, hasLiked: false });
    expect((await likes(id, s.ada)).json()).toEqual({ count: 1, hasLiked: false });
    expect(await counted(id)).toEqual({ counter: 1, rows: 1 });

    const listed = await call(s.t, 'GET', `/api/projects/${s.projectId}/updates`);
    expect(listed.json().find((u: { id: string }) => u.id === id).likes).toBe(1);
  });

  it('never counts a double click twice, even when both requests run at once', async () => {
    const { id } = await createUpdate(s.t, s.owner, s.projectId);
    const results = await Promise.all(Array.from({ length: 6 }, () => like(id, s.ada)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await counted(id)).toEqual({ counter: 1, rows: 1 });
    await Promise.all([
      like(id, s.bob),
      unlike(id, s.ada),
      like(id, s.owner),
      unlike(id, s.ada),
      like(id, s.bob),
    ]);
    expect(await counted(id)).toEqual({ counter: 2, rows: 2 });
    await Promise.all([unlike(id, s.bob), unlike(id, s.bob), unlike(id, s.owner), unlike(id, s.owner)]);
    expect(await counted(id)).toEqual({ counter: 0, rows: 0 });
    expect((await likes(id)).json()).toEqual({ count: 0, hasLiked: false });
  });

  it('needs a signed-in user to like or unlike', async () => {
    const { id } = await createUpdate(s.t, s.owner, s.projectId);
    for (const res of [await like(id, null), await unlike(id, null)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(updateMessages.signInToLike);
    }
    expect(await counted(id)).toEqual({ counter: 0, rows: 0 });
  });

  it('hides likes of private projects from everyone but the owner', async () => {
    const { id: privateId } = await createProject(s.t, s.owner, { is_private: true });
    const { id } = await createUpdate(s.t, s.owner, privateId);
    for (const as of [null, s.ada]) {
      expect((await likes(id, as)).statusCode).toBe(404);
      expect((await like(id, s.ada)).statusCode).toBe(404);
      expect((await unlike(id, s.ada)).statusCode).toBe(404);
    }
    expect((await like(id, s.owner)).json()).toEqual({ count: 1, hasLiked: true });
    expect((await likes(id, s.owner)).json()).toEqual({ count: 1, hasLiked: true });
    expect((await likes('no-such-update')).statusCode).toBe(404);
  });

  it('keeps the counter equal to the likes when an account is deleted', async () => {
    const carol = await signUpConfirmed(s.t, 'carol@likes.test');
    const { id } = await createUpdate(s.t, s.owner, s.projectId);
    await like(id, carol);
    await like(id, s.ada);
    expect(await counted(id)).toEqual({ counter: 2, rows: 2 });
    const gone = await call(s.t, 'DELETE', '/api/account', {
      as: carol,
      payload: { confirm: 'carol@likes.test' },
    });
    expect(gone.statusCode, gone.body).toBe(204);
    // Carol's like went with her account (ON DELETE CASCADE), and the counter followed.
    expect(await counted(id)).toEqual({ counter: 1, rows: 1 });
    expect((await likes(id)).json()).toEqual({ count: 1, hasLiked: false });
  });
});
