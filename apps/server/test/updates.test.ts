import { describe, expect, it } from 'vitest';
import { projectMessages, updateMessages, type Update } from '@shiplog/contract';
import { call, createProject, createUpdate, ownedProjects, textUpdate, untilDatabaseTime } from './support';
import type { SignedIn } from './support';

describe('project updates', () => {
  const s = ownedProjects('updates.test');

  const list = async (projectId: string, as: SignedIn | null = null) => {
    const res = await call(s.t, 'GET', `/api/projects/${projectId}/updates`, { as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Update[];
  };

  it('creates, reads, edits and deletes every update type', async () => {
    const { id: projectId } = await createProject(s.t, s.owner, { is_private: false });
    const bodies = [
      textUpdate('Text', { labels: ['feature'], is_major_update: true }),
      {
        type: 'image',
        title: 'Image',
        content: 'A screenshot',
        image_url: 'https://img.example/a.png',
        commit_hash: 'abcdef1',
      },
      {
        type: 'commit',
        title: 'Commit',
        commit_hash: 'ABCDEF1234',
        commit_message: 'fix: things',
        image_url: 'https://x.example/i.png',
      },
      { type: 'release', title: 'v1.0.0', content: '## Changes\n- everything' },
    ] as const;
    const before = Date.now();
    const ids: string[] = [];
    for (const body of bodies) {
      const res = await call(s.t, 'POST', `/api/projects/${projectId}/updates`, {
        as: s.owner,
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json() as Update;
      expect(created).toMatchObject({ project_id: projectId, type: body.type, title: body.title });
      expect(created).toMatchObject({ likes: 0, comments: 0, views: 0, is_pinned: false });
      expect(Date.parse(created.published_at)).toBeGreaterThanOrEqual(before - 1000);
      ids.push(created.id);
    }
    const [text, image, commit, release] = await Promise.all(
      ids.map(
        async (id) => (await call(s.t, 'GET', `/api/projects/${projectId}/updates/${id}`)).json() as Update,
      ),
    );
    expect(text).toMatchObject({
      labels: ['feature'],
      is_major_update: true,
      image_url: null,
      commit_hash: null,
    });
    // Fields that do not belong to the type are not stored.
    expect(image).toMatchObject({ image_url: 'https://img.example/a.png', commit_hash: null });
    expect(commit).toMatchObject({
      commit_hash: 'abcdef1234',
      commit_message: 'fix: things',
      image_url: null,
    });
    expect(release!.content).toBe('## Changes\n- everything');
    expect((await list(projectId)).map((u) => u.title)).toEqual(['v1.0.0', 'Commit', 'Image', 'Text']);

    const edited = await call(s.t, 'PUT', `/api/projects/${projectId}/updates/${ids[0]}`, {
      as: s.owner,
      payload: {
        type: 'text',
        title: 'Text, edited',
        content: 'New words',
        published_at: text!.published_at.slice(0, 10),
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // Unsent flags are kept; the same publish day keeps the exact time (the order never moves).
    expect(edited.json()).toMatchObject({
      title: 'Text, edited',
      content: 'New words',
      labels: ['feature'],
      is_major_update: true,
      published_at: text!.published_at,
    });
    expect(Date.parse(edited.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(text!.updated_at));

    const removed = await call(s.t, 'DELETE', `/api/projects/${projectId}/updates/${ids[1]}`, {
      as: s.owner,
    });
    expect(removed.statusCode).toBe(204);
    expect((await call(s.t, 'GET', `/api/projects/${projectId}/updates/${ids[1]}`)).statusCode).toBe(404);
    expect(await list(projectId)).toHaveLength(3);
  });

  it('stores content as sent: markup is text, never interpreted', async () => {
    const content = '<script>alert(1)</script> <img src=x onerror=alert(1)> **bold**';
    const { id } = await createUpdate(s.t, s.owner, s.publicId, textUpdate('Markup', { content }));
    const res = await call(s.t, 'GET', `/api/projects/${s.publicId}/updates/${id}`);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().content).toBe(content);
  });

  it('rejects each invalid body with the contract’s message and changes nothing', async () => {
    const { id } = await createUpdate(s.t, s.owner, s.publicId, textUpdate('Valid'));
    const before = await list(s.publicId, s.owner);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ type: 'text', content: 'no title' }, 'title', updateMessages.titleRequired],
      [{ type: 'text', title: '   ', content: 'blank title' }, 'title', updateMessages.titleRequired],
      [{ type: 'text', title: 'No content' }, 'content', updateMessages.contentRequired],
      [{ type: 'text', title: 'Blank', content: ' \n\t ' }, 'content', updateMessages.contentRequired],
      [{ type: 'image', title: 'No image' }, 'image_url', updateMessages.imageRequired],
      [
        { type: 'image', title: 'Bad', image_url: 'javascript:alert(1)' },
        'image_url',
        updateMessages.imageUrlInvalid,
      ],
      [
        { type: 'image', title: 'Bad', image_url: 'data:image/png;base64,AAAA' },
        'image_url',
        updateMessages.imageUrlInvalid,
      ],
      [{ type: 'commit', title: 'No hash' }, 'commit_hash', updateMessages.commitRequired],
      [
        { type: 'commit', title: 'Short', commit_hash: 'abc123' },
        'commit_hash',
        updateMessages.commitHashInvalid,
      ],
      [
        { type: 'commit', title: 'Not hex', commit_hash: 'zzzzzzz' },
        'commit_hash',
        updateMessages.commitHashInvalid,
      ],
      [
        { type: 'commit', title: 'Long', commit_hash: 'a'.repeat(41) },
        'commit_hash',
        updateMessages.commitHashInvalid,
      ],
    ];
    // An edit keeps a field it does not send (updates-edit.test.ts): a missing title or text is
    // refused on creation only.
    const keptOnEdit = (payload: Record<string, unknown>) => !('title' in payload) || !('content' in payload);
    for (const [payload, path, message] of cases) {
      for (const [method, url] of [
        ['POST', `/api/projects/${s.publicId}/updates`],
        ['PUT', `/api/projects/${s.publicId}/updates/${id}`],
      ] as const) {
        if (method === 'PUT' && payload.type === 'text' && keptOnEdit(payload)) continue;
        const res = await call(s.t, method, url, { as: s.owner, payload });
        expect(res.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(400);
        expect(res.json().error.issues).toContainEqual({ path, message });
      }
    }
    const bad = await call(s.t, 'POST', `/api/projects/${s.publicId}/updates`, {
      as: s.owner,
      payload: textUpdate('Bad type', { type: 'video' as never }),
    });
    expect(bad.statusCode).toBe(400);
    expect(await list(s.publicId, s.owner)).toEqual(before);
  });

  it('enforces the ownership matrix on public and private projects', async () => {
    for (const [projectId, isPrivate] of [
      [s.publicId, false],
      [s.privateId, true],
    ] as const) {
      const { id: updateId } = await createUpdate(s.t, s.owner, projectId, textUpdate(`Matrix ${isPrivate}`));
      const base = `/api/projects/${projectId}/updates`;
      const one = `${base}/${updateId}`;
      const hidden = isPrivate ? 404 : 200;
      const refused = isPrivate ? 404 : 403;
      const expectations: [SignedIn | null, 'GET' | 'POST' | 'PUT' | 'DELETE', string, number][] = [
        [null, 'GET', base, hidden],
        [s.stranger, 'GET', base, hidden],
        [s.owner, 'GET', base, 200],
        [null, 'GET', one, hidden],
        [s.stranger, 'GET', one, hidden],
        [s.owner, 'GET', one, 200],
        [null, 'POST', base, 401],
        [s.stranger, 'POST', base, refused],
        [null, 'PUT', one, 401],
        [s.stranger, 'PUT', one, refused],
        [null, 'DELETE', one, 401],
        [s.stranger, 'DELETE', one, refused],
      ];
      for (const [as, method, url, status] of expectations) {
        const payload = method === 'POST' || method === 'PUT' ? textUpdate('Hijacked') : undefined;
        const res = await call(s.t, method, url, { as, payload });
        expect(
          res.statusCode,
          `${as ? (as === s.owner ? 'owner' : 'stranger') : 'visitor'} ${method} ${url}`,
        ).toBe(status);
        if (status === 404) expect(res.json().error.message).toBe(projectMessages.notFound);
        if (status === 403) expect(res.json().error.message).toBe(projectMessages.notOwner);
      }
      // Refused writes changed nothing.
      const titles = (await list(projectId, s.owner)).map((u) => u.title);
      expect(titles).not.toContain('Hijacked');
      expect(titles).toContain(`Matrix ${isPrivate}`);
      expect((await call(s.t, 'PUT', one, { as: s.owner, payload: textUpdate('Mine') })).statusCode).toBe(
        200,
      );
      expect((await call(s.t, 'DELETE', one, { as: s.owner })).statusCode).toBe(204);
    }
  });

  it('answers 404 for unknown projects and for an update under another project', async () => {
    const res = await call(s.t, 'GET', '/api/projects/no-such-project/updates');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(projectMessages.notFound);
    const { id: updateId } = await createUpdate(s.t, s.owner, s.publicId);
    const { id: other } = await createProject(s.t, s.owner, { is_private: false });
    expect((await call(s.t, 'GET', `/api/projects/${other}/updates/${updateId}`)).statusCode).toBe(404);
    const moved = await call(s.t, 'PUT', `/api/projects/${other}/updates/${updateId}`, {
      as: s.owner,
      payload: textUpdate('Moved'),
    });
    expect(moved.statusCode).toBe(404);
    expect(
      (await call(s.t, 'DELETE', `/api/projects/${other}/updates/${updateId}`, { as: s.owner })).statusCode,
    ).toBe(404);
  });

  it('orders pinned updates first, then the newest published', async () => {
    const { id: projectId } = await createProject(s.t, s.owner, { is_private: false });
    await createUpdate(s.t, s.owner, projectId, textUpdate('Old', { published_at: '2024-01-10' }));
    await createUpdate(
      s.t,
      s.owner,
      projectId,
      textUpdate('Pinned old', { published_at: '2023-05-01', is_pinned: true }),
    );
    await createUpdate(s.t, s.owner, projectId, textUpdate('Newest'));
    await createUpdate(
      s.t,
      s.owner,
      projectId,
      textUpdate('Middle', { published_at: '2024-06-01T12:00:00+02:00' }),
    );
    const updates = await list(projectId);
    expect(updates.map((u) => u.title)).toEqual(['Pinned old', 'Newest', 'Middle', 'Old']);
    // A bare past date is that day at 00:00 UTC; a date-time keeps its instant.
    expect(updates.find((u) => u.title === 'Old')!.published_at).toBe('2024-01-10T00:00:00.000Z');
    expect(updates.find((u) => u.title === 'Middle')!.published_at).toBe('2024-06-01T10:00:00.000Z');
  });

  it("takes today's date as now, so an update published today shows at once", async () => {
    const { id: projectId } = await createProject(s.t, s.owner, { is_private: false });
    const today = new Date().toISOString().slice(0, 10);
    const before = Date.now();
    await createUpdate(s.t, s.owner, projectId, textUpdate('Today', { published_at: today }));
    const [update] = await list(projectId);
    expect(update!.title).toBe('Today');
    expect(Date.parse(update!.published_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('hides scheduled updates from everyone but the owner until they are due, then shows them by themselves', async () => {
    const { id: projectId } = await createProject(s.t, s.owner, { is_private: false });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const { id: later } = await createUpdate(
      s.t,
      s.owner,
      projectId,
      textUpdate('Tomorrow', { published_at: tomorrow }),
    );
    const dueAt = new Date(Date.now() + 5_000);
    const { id: soon } = await createUpdate(
      s.t,
      s.owner,
      projectId,
      textUpdate('Soon', { published_at: dueAt.toISOString() }),
    );

    expect(await list(projectId)).toEqual([]);
    expect(await list(projectId, s.stranger)).toEqual([]);
    expect((await list(projectId, s.owner)).map((u) => u.title)).toEqual(['Tomorrow', 'Soon']);
    for (const id of [later, soon]) {
      expect(
        (await call(s.t, 'GET', `/api/projects/${projectId}/updates/${id}`, { as: s.stranger })).statusCode,
      ).toBe(404);
      expect((await call(s.t, 'GET', `/api/updates/${id}/likes`)).statusCode).toBe(404);
      expect((await call(s.t, 'POST', `/api/updates/${id}/likes`, { as: s.stranger })).statusCode).toBe(404);
      expect((await call(s.t, 'GET', `/api/updates/${id}/comments`)).statusCode).toBe(404);
      expect((await call(s.t, 'POST', `/api/updates/${id}/views`)).statusCode).toBe(404);
      expect(
        (await call(s.t, 'GET', `/api/projects/${projectId}/updates/${id}`, { as: s.owner })).statusCode,
      ).toBe(200);
    }

    // No job and no write: the cached visitor view expires when 'Soon' falls due.
    await untilDatabaseTime(s.t.deps.database, dueAt);
    expect((await list(projectId)).map((u) => u.title)).toEqual(['Soon']);
    expect((await call(s.t, 'GET', `/api/updates/${soon}/likes`)).statusCode).toBe(200);
  });

  it('deletes likes, comments and views with their update', async () => {
    const { id } = await createUpdate(s.t, s.owner, s.publicId, textUpdate('Short-lived'));
    expect((await call(s.t, 'POST', `/api/updates/${id}/likes`, { as: s.stranger })).statusCode).toBe(200);
    const comment = await call(s.t, 'POST', `/api/updates/${id}/comments`, {
      as: s.stranger,
      payload: { content: 'hi' },
    });
    expect(comment.statusCode).toBe(201);
    expect((await call(s.t, 'POST', `/api/updates/${id}/views`)).statusCode).toBe(200);
    expect(
      (await call(s.t, 'DELETE', `/api/projects/${s.publicId}/updates/${id}`, { as: s.owner })).statusCode,
    ).toBe(204);
    const { rows } = await s.t.deps.database.executeSql(
      `select (select count(*) from update_likes where update_id = $1)::int as likes,
              (select count(*) from update_comments where update_id = $1)::int as comments,
              (select count(*) from update_views where update_id = $1)::int as views`,
      [id],
    );
    expect(rows[0]).toEqual({ likes: 0, comments: 0, views: 0 });
  });
});
