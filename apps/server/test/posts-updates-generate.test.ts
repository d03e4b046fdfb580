import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMessages, projectMessages, type Update } from '@shiplog/contract';
import { type FakeGithub } from '@shiplog/fakes';
import { updates } from '../src/db/schema';
import {
  call,
  createProject,
  setReviewRule,
  signUpConfirmed,
  signUpWithGithub,
  startGithubApp,
} from './support';
import type { SignedIn, TestApp } from './support';
import { commitBy, fetchCommits, repoWithCommits } from './support/posts';

describe('POST /api/projects/{id}/updates/generate', () => {
  let github: FakeGithub;
  let t: TestApp;
  let mona: SignedIn;
  let stranger: SignedIn;
  let publicId: string;
  let privateId: string;
  const repo = 'mona/engine';
  beforeAll(async () => {
    ({ github, t } = await startGithubApp());
    ({ user: mona } = await signUpWithGithub(t, github, 'mona'));
    stranger = await signUpConfirmed(t, 'stranger@updates-generate.test');
    repoWithCommits(github, 'mona', 'engine', [
      commitBy('mona', 'feat(parser): accept trailing commas\n\nArrays and objects both.', 20),
      commitBy('mona', 'fix: crash on empty input', 10),
    ]);
    ({ id: publicId } = await createProject(t, mona, { repository_name: repo, is_private: false }));
    ({ id: privateId } = await createProject(t, mona, { repository_name: repo, is_private: true }));
  });
  afterAll(() => t?.close());

  const generate = (as: SignedIn | null, projectId: string, payload: unknown) =>
    call(t, 'POST', `/api/projects/${projectId}/updates/generate`, { as, payload });
  const timeline = async (projectId: string, as: SignedIn | null = null) => {
    const res = await call(t, 'GET', `/api/projects/${projectId}/updates`, { as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Update[]>();
  };
  const countUpdates = () => t.deps.database.db.$count(updates);

  it('holds a generated update as a draft for review on a new project: the owner sees it, nobody else', async () => {
    const { id: fresh } = await createProject(t, mona, { repository_name: repo, is_private: false });
    const commit = (await fetchCommits(t, mona)).find((c) => c.message.startsWith('feat(parser)'))!;
    const res = await generate(mona, fresh, { commit_sha: commit.sha });
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json<Update>();
    expect(draft.status).toBe('draft');
    expect(await timeline(fresh, mona)).toContainEqual(draft);
    expect(await timeline(fresh)).toEqual([]);
    expect(await timeline(fresh, stranger)).toEqual([]);
    const project = await call(t, 'GET', `/api/projects/${fresh}`);
    expect(project.json().stats.updates_count).toBe(0);
    expect((await call(t, 'GET', `/api/projects/${fresh}/updates/${draft.id}`)).statusCode).toBe(404);
    const feed = await call(t, 'GET', `/projects/${fresh}/feed.xml`);
    expect(feed.body).not.toContain(draft.title);
  });

  it('publishes at once when the policy lets the significance through, and holds what is below it', async () => {
    const { id: policed } = await createProject(t, mona, { repository_name: repo, is_private: false });
    await setReviewRule(t, mona, policed, 'medium');
    const commits = await fetchCommits(t, mona);
    const feat = commits.find((c) => c.message.startsWith('feat(parser)'))!;
    const fix = commits.find((c) => c.message.startsWith('fix:'))!;
    const published = (await generate(mona, policed, { commit_sha: feat.sha })).json<Update>();
    const held = (await generate(mona, policed, { commit_sha: fix.sha })).json<Update>();
    expect([published.status, held.status]).toEqual(['published', 'draft']);
    expect((await timeline(policed)).map((u) => u.id)).toEqual([published.id]);
  });

  it('reads the whole commit: a "feat" that only touches docs is minor, and waits under a medium policy', async () => {
    const { id: policed } = await createProject(t, mona, { repository_name: repo, is_private: false });
    await setReviewRule(t, mona, policed, 'medium');
    const docsOnly = github.addCommit(repo, {
      ...commitBy('mona', 'feat: a getting-started guide', 2),
      files: [{ filename: 'docs/getting-started.md', additions: 120, status: 'added' }],
    });
    const code = github.addCommit(repo, {
      ...commitBy('mona', 'feat: a getting-started command', 2),
      files: [{ filename: 'src/commands/start.ts', additions: 80, status: 'added' }],
    });
    const guide = (await generate(mona, policed, { commit_sha: docsOnly.sha })).json<Update>();
    const command = (await generate(mona, policed, { commit_sha: code.sha })).json<Update>();
    expect([guide.status, command.status]).toEqual(['draft', 'published']);
  });

  it("stores the owner's own text when given, in one call, and declines junk without it", async () => {
    const wip = github.addCommit(repo, commitBy('mona', 'wip', 1));
    const declined = await generate(mona, privateId, { commit_sha: wip.sha });
    expect(declined.statusCode, declined.body).toBe(422);
    expect(declined.json().error.code).toBe('NOT_WORTH_SHARING');
    const res = await generate(mona, privateId, {
      commit_sha: wip.sha,
      custom_title: 'Offline maps',
      content: 'Maps now work without a connection.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Update>()).toMatchObject({
      title: 'Offline maps',
      content: 'Maps now work without a connection.',
    });
  });

  it('creates a commit update from a stored commit, titled as asked, on the public timeline', async () => {
    await setReviewRule(t, mona, publicId, 'minor');
    const commit = (await fetchCommits(t, mona)).find((c) => c.message.startsWith('feat(parser)'))!;
    const res = await generate(mona, publicId, {
      commit_sha: commit.sha!.slice(0, 7).toUpperCase(),
      custom_title: '  Trailing commas  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Update>();
    expect(created).toMatchObject({
      project_id: publicId,
      type: 'commit',
      title: 'Trailing commas',
      commit_hash: commit.sha,
      commit_message: commit.message,
    });
    expect(created.content.trim()).not.toBe('');
    // How it was judged is the owner's to read; visitors get the rest.
    const { decision, ...visible } = created;
    expect(decision).toEqual({ significance: 'medium', reason: 'feat commit: medium' });
    expect(await timeline(publicId)).toContainEqual(visible);
  });

  it('writes the title when none is given, and finds a commit that was never fetched on GitHub', async () => {
    const fresh = github.addCommit(repo, commitBy('mona', 'perf: halve the parse time', 1));
    const res = await generate(mona, privateId, { commit_sha: fresh.sha, custom_title: '' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Update>();
    expect(created).toMatchObject({
      type: 'commit',
      commit_hash: fresh.sha,
      commit_message: 'perf: halve the parse time',
    });
    expect(created.title.trim()).not.toBe('');
    expect(await timeline(privateId, mona)).toContainEqual(created);
  });

  it('refuses a sha the repository does not have, storing nothing', async () => {
    const before = await countUpdates();
    const res = await generate(mona, publicId, { commit_sha: 'deadbeefdeadbeef' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(postMessages.commitNotInRepository);
    for (const bad of [{ commit_sha: 'xyz' }, { commit_sha: 'abcdef1', custom_title: 'x'.repeat(201) }, {}]) {
      expect((await generate(mona, publicId, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await countUpdates()).toBe(before);
  });

  it('is for the owner only: private 404, public 403, signed out 401', async () => {
    const before = await countUpdates();
    const sha = github.repo(repo)!.commits[0]!.sha;
    const hidden = await generate(stranger, privateId, { commit_sha: sha });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe(projectMessages.notFound);
    const foreign = await generate(stranger, publicId, { commit_sha: sha });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.message).toBe(projectMessages.notOwner);
    expect((await generate(null, publicId, { commit_sha: sha })).statusCode).toBe(401);
    expect(await countUpdates()).toBe(before);
  });
});
