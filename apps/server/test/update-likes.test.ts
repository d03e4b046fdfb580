import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateMessages } from '@shiplog/contract';
import {
  call,
  countedOn,
  createProject,
  createUpdate,
  type SignedIn,
  signUpConfirmed,
  startEngagementApp,
  type TestApp,
} from './support';

describe('likes of updates', () => {
  let t: TestApp;
  let owner: SignedIn;
  let ada: SignedIn;
  let bob: SignedIn;
  let projectId: string;
  beforeAll(async () => {
    ({ t, owner, ada, bob, projectId } = await startEngagementApp('likes.test'));
  });
  afterAll(async () => t?.close());

  const likes = (id: string, as: SignedIn | null = null) =>
    call(t, 'GET', `/api/updates/${id}/likes`, { as });
  const like = (id: string, as: SignedIn | null) => call(t, 'POST', `/api/updates/${id}/likes`, { as });
  const unlike = (id: string, as: SignedIn | null) => call(t, 'DELETE', `/api/updates/${id}/likes`, { as });

  /** The stored counter and the rows it counts, which must agree. */
  const counted = (id: string) => countedOn(t, id, 'likes');

  it('likes and unlikes, idempotently both ways, with the count and the viewer state', async () => {
    const { id } = await createUpdate(t, owner, projectId);
    expect((await likes(id)).json()).toEqual({ count: 0, hasLiked: false });

    expect((await like(id, ada)).json()).toEqual({ count: 1, hasLiked: true });
    expect((await like(id, ada)).json()).toEqual({ count: 1, hasLiked: true });
    expect((await like(id, bob)).json()).toEqual({ count: 2, hasLiked: true });
    expect((await likes(id, ada)).json()).toEqual({ count: 2, hasLiked: true });
    expect((await likes(id, owner)).json()).toEqual({ count: 2, hasLiked: false });
    expect((await likes(id)).json()).toEqual({ count: 2, hasLiked: false });

    expect((await unlike(id, ada)).json()).toEqual({ count: 1, hasLiked: false });
    expect((await unlike(id, ada)).json()).toEqual({ count: 1, hasLiked: false });
    expect((await likes(id, ada)).json()).toEqual({ count: 1, hasLiked: false });
    expect(await counted(id)).toEqual({ counter: 1, rows: 1 });

    const listed = await call(t, 'GET', `/api/projects/${projectId}/updates`);
    expect(listed.json().find((u: { id: string }) => u.id === id).likes).toBe(1);
  });

  it('never counts a double click twice, even when both requests run at once', async () => {
    const { id } = await createUpdate(t, owner, projectId);
    const results = await Promise.all(Array.from({ length: 6 }, () => like(id, ada)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await counted(id)).toEqual({ counter: 1, rows: 1 });
    await Promise.all([like(id, bob), unlike(id, ada), like(id, owner), unlike(id, ada), like(id, bob)]);
    expect(await counted(id)).toEqual({ counter: 2, rows: 2 });
    await Promise.all([unlike(id, bob), unlike(id, bob), unlike(id, owner), unlike(id, owner)]);
    expect(await counted(id)).toEqual({ counter: 0, rows: 0 });
    expect((await likes(id)).json()).toEqual({ count: 0, hasLiked: false });
  });

  it('needs a signed-in user to like or unlike', async () => {
    const { id } = await createUpdate(t, owner, projectId);
    for (const res of [await like(id, null), await unlike(id, null)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(updateMessages.signInToLike);
    }
    expect(await counted(id)).toEqual({ counter: 0, rows: 0 });
  });

  it('hides likes of private projects from everyone but the owner', async () => {
    const { id: privateId } = await createProject(t, owner, { is_private: true });
    const { id } = await createUpdate(t, owner, privateId);
    for (const as of [null, ada]) {
      expect((await likes(id, as)).statusCode).toBe(404);
      expect((await like(id, ada)).statusCode).toBe(404);
      expect((await unlike(id, ada)).statusCode).toBe(404);
    }
    expect((await like(id, owner)).json()).toEqual({ count: 1, hasLiked: true });
    expect((await likes(id, owner)).json()).toEqual({ count: 1, hasLiked: true });
    expect((await likes('no-such-update')).statusCode).toBe(404);
  });

  it('keeps the counter equal to the likes when an account is deleted', async () => {
    const carol = await signUpConfirmed(t, 'carol@likes.test');
    const { id } = await createUpdate(t, owner, projectId);
    await like(id, carol);
    await like(id, ada);
    expect(await counted(id)).toEqual({ counter: 2, rows: 2 });
    const gone = await call(t, 'DELETE', '/api/account', {
      as: carol,
      payload: { confirm: 'carol@likes.test' },
    });
    expect(gone.statusCode, gone.body).toBe(204);
    // Carol's like went with her account (ON DELETE CASCADE), and the counter followed.
    expect(await counted(id)).toEqual({ counter: 1, rows: 1 });
    expect((await likes(id)).json()).toEqual({ count: 1, hasLiked: false });
  });
});
