import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateMessages, type Update } from '@shiplog/contract';
import { type FakeGithub } from '@shiplog/fakes';
import { call, createProject, createUpdate, fromNow, signUpWithGithub, startGithubApp } from './support';
import type { SignedIn, TestApp } from './support';
import { commitBy, fetchCommits, repoWithCommits } from './support/posts';

/** PUT /api/projects/{id}/updates/{updateId} is a partial update: a field not sent is not changed. */
describe('editing an update', () => {
  let github: FakeGithub;
  let t: TestApp;
  let mona: SignedIn;
  let projectId: string;
  beforeAll(async () => {
    ({ github, t } = await startGithubApp());
    ({ user: mona } = await signUpWithGithub(t, github, 'mona'));
    repoWithCommits(github, 'mona', 'engine', [
      commitBy('mona', 'feat(parser): accept trailing commas\n\nArrays and objects both.', 20),
      commitBy(
        'mona',
        'fix: crash on empty input\n\nAn empty file now parses to nothing instead of throwing.',
        10,
      ),
    ]);
    ({ id: projectId } = await createProject(t, mona, { repository_name: 'mona/engine', is_private: false }));
  });
  afterAll(() => t?.close());

  const put = (updateId: string, payload: unknown) =>
    call(t, 'PUT', `/api/projects/${projectId}/updates/${updateId}`, { as: mona, payload });
  const read = async (updateId: string) =>
    (await call(t, 'GET', `/api/projects/${projectId}/updates/${updateId}`, { as: mona })).json<Update>();

  /** One update of each type with every field the record has filled in. */
  const everyType = {
    text: { type: 'text', title: 'Text', content: 'First.\n\nSecond.' },
    image: { type: 'image', title: 'Image', content: 'A shot', image_url: 'https://img.example/a.png' },
    commit: {
      type: 'commit',
      title: 'Commit',
      content: 'Arrays and objects both.',
      commit_hash: 'abcdef1234',
      commit_message: 'feat: commas',
    },
    release: { type: 'release', title: 'v1.0.0', content: '## Changes\n- everything' },
  } as const;

  for (const [type, body] of Object.entries(everyType)) {
    it(`keeps every field of a ${type} update when an edit sends nothing, or the title only`, async () => {
      const created = await createUpdate(t, mona, projectId, {
        ...body,
        labels: ['feature', 'ui'],
        is_pinned: true,
        is_major_update: true,
        published_at: fromNow(-3_723_456),
      });
      const untouched = await put(created.id, {});
      expect(untouched.statusCode, untouched.body).toBe(200);
      // Nothing changed, so nothing was written (not even the edit time).
      expect(untouched.json()).toEqual(created);
      expect(await read(created.id)).toEqual(created);

      const renamed = await put(created.id, { title: 'Renamed' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const { title, updated_at, ...rest } = await read(created.id);
      const { title: _t, updated_at: _u, ...before } = created;
      expect(title).toBe('Renamed');
      expect(rest).toEqual(before);
      expect(Date.parse(updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
    });
  }

  it('keeps the text of generated commit updates when only their titles are edited', async () => {
    const commits = await fetchCommits(t, mona);
    const generated: Update[] = [];
    for (const commit of commits) {
      const res = await call(t, 'POST', `/api/projects/${projectId}/updates/generate`, {
        as: mona,
        payload: { commit_sha: commit.sha },
      });
      expect(res.statusCode, res.body).toBe(201);
      generated.push(res.json<Update>());
    }
    for (const update of generated) {
      expect(update.type).toBe('commit');
      expect(update.content).not.toBe('');
      const res = await put(update.id, { title: `${update.title} (edited)` });
      expect(res.statusCode, res.body).toBe(200);
      const { title, updated_at: _u, ...rest } = await read(update.id);
      const { title: _t, updated_at: _v, ...before } = update;
      expect(title).toBe(`${update.title} (edited)`);
      expect(rest).toEqual(before);
    }
  });

  it('tells an absent field from an empty one', async () => {
    const release = await createUpdate(t, mona, projectId, { ...everyType.release, labels: ['a'] });
    const emptied = await put(release.id, { content: '', labels: [] });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json()).toMatchObject({ content: '', labels: [], title: 'v1.0.0', type: 'release' });

    const text = await createUpdate(t, mona, projectId, everyType.text);
    for (const content of ['', '  \n', null]) {
      const res = await put(text.id, { content });
      expect(res.statusCode, JSON.stringify(content)).toBe(400);
      expect(res.json().error.issues).toContainEqual({
        path: 'content',
        message: updateMessages.contentRequired,
      });
    }
    const image = await createUpdate(t, mona, projectId, everyType.image);
    const noImage = await put(image.id, { image_url: null });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().error.issues).toContainEqual({
      path: 'image_url',
      message: updateMessages.imageRequired,
    });
    const blankTitle = await put(image.id, { title: '  ' });
    expect(blankTitle.statusCode).toBe(400);
    expect(blankTitle.json().error.issues).toContainEqual({
      path: 'title',
      message: updateMessages.titleRequired,
    });
    // A new type needs what that type needs; the text stays.
    const toCommit = await put(text.id, { type: 'commit' });
    expect(toCommit.statusCode).toBe(400);
    expect(toCommit.json().error.issues).toContainEqual({
      path: 'commit_hash',
      message: updateMessages.commitRequired,
    });
    const converted = await put(text.id, { type: 'commit', commit_hash: '1234567' });
    expect(converted.json()).toMatchObject({ type: 'commit', commit_hash: '1234567', content: text.content });
    expect(await read(image.id)).toEqual(image);
  });

  it('keeps a commit message with its commit only', async () => {
    // A commit of its own: a commit has one update (the loop above announced abcdef1234).
    const commit = await createUpdate(t, mona, projectId, { ...everyType.commit, commit_hash: 'abcdef5678' });
    const same = await put(commit.id, { commit_hash: 'ABCDEF5678' });
    expect(same.json()).toMatchObject({ commit_hash: 'abcdef5678', commit_message: 'feat: commas' });
    const other = await put(commit.id, { commit_hash: '7654321' });
    expect(other.json()).toMatchObject({
      commit_hash: '7654321',
      commit_message: null,
      content: commit.content,
    });
    const both = await put(commit.id, { commit_hash: 'fedcba9', commit_message: 'fix: it' });
    expect(both.json()).toMatchObject({ commit_hash: 'fedcba9', commit_message: 'fix: it' });
  });

  it('keeps the exact publication time and state unless they are sent', async () => {
    const at = fromNow(86_400_000 + 12_345);
    const scheduled = await createUpdate(t, mona, projectId, { ...everyType.text, published_at: at });
    expect(scheduled.status).toBe('scheduled');
    const res = await put(scheduled.id, { title: 'Later', labels: ['x'] });
    expect(res.json()).toMatchObject({ published_at: new Date(at).toISOString(), status: 'scheduled' });
    // Drafts' 'Move back to drafts' sends the state only: the rest stays.
    const back = await put(scheduled.id, { status: 'draft' });
    const { status, updated_at: _u, ...rest } = back.json<Update>();
    const { status: _s, updated_at: _v, ...before } = res.json<Update>();
    expect([status, rest]).toEqual(['draft', before]);
    const draft = await createUpdate(t, mona, projectId, {
      ...everyType.commit,
      commit_hash: 'c0ffee1234',
      status: 'draft',
    });
    const kept = await put(draft.id, { is_pinned: true });
    expect(kept.json()).toMatchObject({ status: 'draft', published_at: draft.published_at, is_pinned: true });
  });
});
