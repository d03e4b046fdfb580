import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Update } from '@shiplog/contract';
import type { FakeGithub } from '@shiplog/fakes';
import { projects } from '../src/db/schema';
import { call, createProject, setReviewRule, signUpWithGithub, startGithubApp } from './support';
import type { SignedIn, TestApp } from './support';
import { deliver, mergedPullRequestPayload, pushPayload, saveSettings } from './support/auto-updates';
import { commitBy, repoWithCommits } from './support/posts';

describe('what a generated update was built from', () => {
  let github: FakeGithub;
  let t: TestApp;
  let mona: SignedIn;
  let repo: string;
  beforeAll(async () => {
    ({ github, t } = await startGithubApp());
    ({ user: mona } = await signUpWithGithub(t, github, 'mona'));
    repo = repoWithCommits(github, 'mona', 'sources', [commitBy('mona', 'feat: first', 30)]);
  });
  afterAll(() => t?.close());

  const project = async () => {
    const { id } = await createProject(t, mona, { repository_name: repo, is_private: false });
    await setReviewRule(t, mona, id, 'minor');
    await saveSettings(t, mona, id, { min_significance: 'minor' });
    const [row] = await t.deps.database.db
      .select({ repo: projects.repositoryName })
      .from(projects)
      .where(eq(projects.id, id));
    return { id, repo: row!.repo };
  };
  const read = async (projectId: string, updateId: string, as: SignedIn | null = null) => {
    const res = await call(t, 'GET', `/api/projects/${projectId}/updates/${updateId}`, { as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Update>();
  };

  it('a push: its commits (not the skipped one), linked on GitHub, kept when the text is edited', async () => {
    const { id, repo: full } = await project();
    const payload = pushPayload(full, [
      { message: 'feat: export as CSV', files: ['src/export.ts', 'src/csv.ts'] },
      { message: 'chore: retry flaky test\n\nShiplog: skip', files: ['test/a.ts'] },
      {
        message:
          'fix: keep the filter on reload\n\nCo-authored-by: Ada Lovelace <123+ada@users.noreply.github.com>',
        files: ['src/filter.ts'],
      },
    ]);
    const done = await deliver(t, id, 'push', payload);
    expect(done.result, done.detail ?? '').toBe('created');
    const update = await read(id, done.updateId!);
    const [a, , c] = payload.commits as { id: string }[];
    expect(update.provenance).toEqual({
      commits: 2,
      pull_requests: 0,
      files: 3,
      additions: null,
      deletions: null,
      sources: [
        {
          kind: 'commit',
          ref: a!.id,
          title: 'feat: export as CSV',
          url: `${github.webUrl}/${full}/commit/${a!.id}`,
          files: 2,
          additions: null,
          deletions: null,
        },
        {
          kind: 'commit',
          ref: c!.id,
          title: 'fix: keep the filter on reload',
          url: `${github.webUrl}/${full}/commit/${c!.id}`,
          files: 1,
          additions: null,
          deletions: null,
        },
      ],
    });
    // Who made it, from the delivery: the pusher's commits' author and the co-author, each linked.
    const pusher = (payload.commits as { author: { name: string; username: string } }[])[0]!.author;
    expect(update.contributors).toEqual([
      {
        name: pusher.name,
        login: pusher.username,
        avatar_url: `/api/avatars/github/${pusher.username}`,
        profile_url: `${github.webUrl}/${pusher.username}`,
        first_contribution: false,
      },
      {
        name: 'Ada Lovelace',
        login: 'ada',
        avatar_url: '/api/avatars/github/ada',
        profile_url: `${github.webUrl}/ada`,
        first_contribution: false,
      },
    ]);
    const edited = await call(t, 'PUT', `/api/projects/${id}/updates/${update.id}`, {
      as: mona,
      payload: { content: 'Rewritten by hand.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Update>().provenance).toEqual(update.provenance);
    const timeline = await call(t, 'GET', `/api/projects/${id}/updates`);
    expect(timeline.json<Update[]>()[0]!.provenance).toEqual(update.provenance);
  });

  it('a merged pull request: the pull request with its diff stats, and its merge commit', async () => {
    const { id, repo: full } = await project();
    const payload = mergedPullRequestPayload(full, {
      title: 'Search projects by tag',
      additions: 120,
      deletions: 30,
    });
    Object.assign(payload.pull_request as object, { author_association: 'FIRST_TIME_CONTRIBUTOR' });
    const done = await deliver(t, id, 'pull_request', payload);
    expect(done.result, done.detail ?? '').toBe('created');
    const { provenance, contributors } = await read(id, done.updateId!);
    const opener = (payload.pull_request as { user: { login: string } }).user.login;
    expect(contributors).toEqual([expect.objectContaining({ login: opener, first_contribution: true })]);
    const pr = payload.pull_request as { number: number; changed_files: number; merge_commit_sha: string };
    expect(provenance).toMatchObject({
      commits: 1,
      pull_requests: 1,
      files: pr.changed_files,
      additions: 120,
      deletions: 30,
    });
    expect(provenance!.sources.map((s) => [s.kind, s.url])).toEqual([
      ['pull_request', `${github.webUrl}/${full}/pull/${pr.number}`],
      ['commit', `${github.webUrl}/${full}/commit/${pr.merge_commit_sha}`],
    ]);
  });

  it('generation by hand: the commit with GitHub’s stats and its pull request', async () => {
    const { id } = await project();
    const commit = github.addCommit(repo, {
      ...commitBy('mona', 'Search projects by tag (#7)', 3),
      files: [
        { filename: 'src/search.ts', additions: 40, deletions: 4 },
        { filename: 'src/tags.ts', additions: 10, deletions: 0 },
      ],
      pullRequest: { number: 7, title: 'Search projects by tag', body: 'Adds a tag filter.' },
    });
    const res = await call(t, 'POST', `/api/projects/${id}/updates/generate`, {
      as: mona,
      payload: { commit_sha: commit.sha },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Update>().provenance).toEqual({
      commits: 1,
      pull_requests: 1,
      files: 2,
      additions: 50,
      deletions: 4,
      sources: [
        {
          kind: 'commit',
          ref: commit.sha,
          title: 'Search projects by tag (#7)',
          url: `${github.webUrl}/${repo}/commit/${commit.sha}`,
          files: 2,
          additions: 50,
          deletions: 4,
        },
        {
          kind: 'pull_request',
          ref: '7',
          title: 'Search projects by tag',
          url: `${github.webUrl}/${repo}/pull/7`,
          files: null,
          additions: null,
          deletions: null,
        },
      ],
    });
    // Who made it: the author (her pull request too), linked on GitHub; she committed before.
    expect(res.json<Update>().contributors).toEqual([
      expect.objectContaining({
        login: 'mona',
        profile_url: `${github.webUrl}/mona`,
        first_contribution: false,
      }),
    ]);
  });

  it('an update written by hand with a commit hash gets the commit’s message from GitHub', async () => {
    const { id } = await project();
    const commit = github.addCommit(repo, commitBy('mona', 'perf: halve the parse time\n\nBy caching.', 2));
    const res = await call(t, 'POST', `/api/projects/${id}/updates`, {
      as: mona,
      payload: { type: 'commit', title: 'Faster parsing', commit_hash: commit.sha.slice(0, 7) },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Update>()).toMatchObject({
      commit_message: 'perf: halve the parse time\n\nBy caching.',
    });
    expect(res.json<Update>().provenance).toBeUndefined();
    const written = await call(t, 'POST', `/api/projects/${id}/updates`, {
      as: mona,
      payload: {
        type: 'commit',
        title: 'Faster parsing',
        commit_hash: commit.sha,
        commit_message: 'My own words',
        force: true,
      },
    });
    expect(written.json<Update>().commit_message).toBe('My own words');
  });
});
