import { describe, expect, it } from 'vitest';
import { ANONYMOUS_NAME, commentMessages, MAX_COMMENT_LENGTH, type Comment } from '@shiplog/contract';
import { call, countedOn, createProject, createUpdate, signUpConfirmed, engagementApp } from './support';
import type { SignedIn } from './support';

describe('comments on updates', () => {
  const s = engagementApp('comments.test');

  const url = (updateId: string, commentId?: string) =>
    `/api/updates/${updateId}/comments${commentId ? `/${commentId}` : ''}`;
  const list = async (updateId: string, as: SignedIn | null = null) => {
    const res = await call(s.t, 'GET', url(updateId), { as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Comment[];
  };
  const post = (updateId: string, as: SignedIn | null, content: unknown) =>
    call(s.t, 'POST', url(updateId), { as, payload: { content } });
  const counted = (id: string) => countedOn(s.t, id, 'comments');

  it('lists comments oldest first with their authors, to everyone', async () => {
    await s.t.app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { ...s.ada.bearer, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Ada Lovelace', avatar_url: 'https://img.example/ada.png' }),
    });
    const { id } = await createUpdate(s.t, s.owner, s.projectId);
    expect(await list(id)).toEqual([]);
    const first = await post(id, s.ada, '  First!  ');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      content: 'First!',
      is_edited: false,
      user: { id: s.ada.userId, username: 'Ada Lovelace', avatar_url: 'https://img.example/ada.png' },
    });
    expect((await post(id, s.bob, 'Second <b>not bold</b>')).statusCode).toBe(201);
    const comments = await list(id);
    expect(comments.map((c) => c.content)).toEqual(['First!', 'Second <b>not bold</b>']);
    // No name and no avatar: a neutral name and a generated image, never any part of the email.
    expect(comments[1]!.user).toEqual({
      id: s.bob.userId,
      username: ANONYMOUS_NAME,
      avatar_url: `/api/avatars/${encodeURIComponent(ANONYMOUS_NAME)}.svg`,
    });
    expect(JSON.stringify(comments)).not.toMatch(/comments\.test|"bob"/);
    expect(await counted(id)).toEqual({ counter: 2, rows: 2 });
    const timeline = await call(s.t, 'GET', `/api/projects/${s.projectId}/updates`);
    expect(timeline.json().find((u: { id: string }) => u.id === id).comments).toBe(2);
  });

  it('rejects empty, whitespace-only and overlong comments, and signed-out writers', async () => {
    const { id } = await createUpdate(s.t, s.owner, s.projectId);
    for (const content of ['', '   \n\t ', undefined]) {
      const res = await post(id, s.ada, content);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues).toContainEqual({
        path: 'content',
        message: commentMessages.commentEmpty,
      });
    }
    const long = await post(id, s.ada, 'x'.repeat(MAX_COMMENT_LENGTH + 1));
    expect(long.json().error.issues).toContainEqual({
      path: 'content',
      message: commentMessages.commentTooLong,
    });
    expect((await post(id, s.ada, 'x'.repeat(MAX_COMMENT_LENGTH))).statusCode).toBe(201);
    const signedOut = await post(id, null, 'Hello');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.message).toBe(commentMessages.signInToComment);
    expect(await list(id)).toHaveLength(1);
  });

  it('lets only the author edit or delete a comment', async () => {
    const { id } = await createUpdate(s.t, s.owner, s.projectId);
    const created = (await post(id, s.ada, 'Original')).json() as Comment;
    const one = url(id, created.id);
    for (const as of [s.bob, s.owner]) {
      const edit = await call(s.t, 'PUT', one, { as, payload: { content: 'Hijacked' } });
      expect(edit.statusCode).toBe(403);
      expect(edit.json().error.message).toBe(commentMessages.notCommentAuthor);
      expect((await call(s.t, 'DELETE', one, { as })).statusCode).toBe(403);
    }
    expect((await call(s.t, 'PUT', one, { payload: { content: 'Anon' } })).statusCode).toBe(401);
    expect((await call(s.t, 'DELETE', one)).statusCode).toBe(401);
    expect((await list(id)).map((c) => [c.content, c.is_edited])).toEqual([['Original', false]]);

    const blank = await call(s.t, 'PUT', one, { as: s.ada, payload: { content: '  ' } });
    expect(blank.json().error.issues).toContainEqual({
      path: 'content',
      message: commentMessages.commentEmpty,
    });
    const edited = await call(s.t, 'PUT', one, { as: s.ada, payload: { content: 'Edited' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: created.id,
      content: 'Edited',
      is_edited: true,
      created_at: created.created_at,
    });
    expect((await list(id))[0]).toMatchObject({ content: 'Edited', is_edited: true });

    const { id: other } = await createUpdate(s.t, s.owner, s.projectId);
    expect((await call(s.t, 'DELETE', url(other, created.id), { as: s.ada })).statusCode).toBe(404);
    expect((await call(s.t, 'DELETE', one, { as: s.ada })).statusCode).toBe(204);
    expect((await call(s.t, 'DELETE', one, { as: s.ada })).statusCode).toBe(404);
    expect(await list(id)).toEqual([]);
    expect(await counted(id)).toEqual({ counter: 0, rows: 0 });
  });

  it('keeps the counter equal to the comments under concurrent deletes', async () => {
    const { id } = await createUpdate(s.t, s.owner, s.projectId);
    const made = await Promise.all(['a', 'b', 'c'].map((c) => post(id, s.bob, c)));
    const [first] = made.map((r) => r.json() as Comment);
    await Promise.all([1, 2, 3].map(() => call(s.t, 'DELETE', url(id, first!.id), { as: s.bob })));
    expect(await counted(id)).toEqual({ counter: 2, rows: 2 });
  });

  it('hides comments of private projects and scheduled updates from everyone but the owner', async () => {
    const { id: privateId } = await createProject(s.t, s.owner, { is_private: true });
    const { id: hidden } = await createUpdate(s.t, s.owner, privateId);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const { id: scheduled } = await createUpdate(s.t, s.owner, s.projectId, {
      type: 'text',
      title: 'Later',
      content: 'soon',
      published_at: tomorrow,
    });
    for (const id of [hidden, scheduled]) {
      expect((await call(s.t, 'GET', url(id))).statusCode).toBe(404);
      expect((await call(s.t, 'GET', url(id), { as: s.ada })).statusCode).toBe(404);
      expect((await post(id, s.ada, 'sneaky')).statusCode).toBe(404);
      expect((await post(id, s.owner, 'note to self')).statusCode).toBe(201);
      expect(await list(id, s.owner)).toHaveLength(1);
    }
  });

  it('limits how fast one account comments', async () => {
    const { id } = await createUpdate(s.t, s.owner, s.projectId);
    const spammer = await signUpConfirmed(s.t, 'spam@comments.test');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await post(id, spammer, `spam ${i}`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
