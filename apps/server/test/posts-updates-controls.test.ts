import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Update } from '@shiplog/contract';
import type { FakeGithub } from '@shiplog/fakes';
import { call, createProject, setReviewRule, signUpWithGithub, startGithubApp } from './support';
import type { SignedIn, TestApp } from './support';
import { commitBy, repoWithCommits } from './support/posts';

describe('trailers and labels in POST /api/projects/{id}/updates/generate', () => {
  let github: FakeGithub;
  let t: TestApp;
  let mona: SignedIn;
  let repo: string;
  beforeAll(async () => {
    ({ github, t } = await startGithubApp());
    ({ user: mona } = await signUpWithGithub(t, github, 'mona'));
    repo = repoWithCommits(github, 'mona', 'controls', [commitBy('mona', 'feat: first', 30)]);
  });
  afterAll(() => t?.close());

  const project = async () => {
    const { id } = await createProject(t, mona, { repository_name: repo, is_private: false });
    await setReviewRule(t, mona, id, 'medium');
    return id;
  };
  const generate = (projectId: string, payload: unknown) =>
    call(t, 'POST', `/api/projects/${projectId}/updates/generate`, { as: mona, payload });

  it('Shiplog: skip declines with the trailer named; Write anyway writes it', async () => {
    const id = await project();
    const commit = github.addCommit(repo, commitBy('mona', 'feat: add a secret flag\n\nShiplog: skip', 5));
    const declined = await generate(id, { commit_sha: commit.sha });
    expect(declined.statusCode, declined.body).toBe(422);
    expect(declined.json().error).toMatchObject({
      code: 'NOT_WORTH_SHARING',
      message: `Shiplog: skip trailer (${commit.sha.slice(0, 7)}) leaves it out`,
    });
    const forced = await generate(id, { commit_sha: commit.sha, force: true });
    expect(forced.statusCode, forced.body).toBe(201);
    expect(forced.json<Update>().content).not.toMatch(/shiplog/i);
  });

  it('a squash merge whose pull request is labelled shiplog:major is major, and says why', async () => {
    const id = await project();
    const commit = github.addCommit(repo, {
      ...commitBy('mona', 'Tidy the settings page (#41)', 4),
      pullRequest: {
        number: 41,
        title: 'Tidy the settings page',
        body: 'Moves two fields.',
        labels: ['shiplog:major'],
      },
    });
    const res = await generate(id, { commit_sha: commit.sha });
    expect(res.statusCode, res.body).toBe(201);
    const update = res.json<Update>();
    expect(update).toMatchObject({ is_major_update: true, status: 'published' });
    expect(update.decision).toEqual({
      significance: 'major',
      reason: 'commits without a conventional type: minor; shiplog:major label (#41): major',
    });
  });

  it('Changelog: is the text as written; Shiplog: patch holds a feature below a medium policy', async () => {
    const id = await project();
    const sentence = 'Dark mode follows the system setting.';
    const commit = github.addCommit(
      repo,
      commitBy(
        'mona',
        `feat(theme): follow prefers-color-scheme\n\nShiplog: patch\nChangelog: ${sentence}`,
        3,
      ),
    );
    const res = await generate(id, { commit_sha: commit.sha });
    expect(res.statusCode, res.body).toBe(201);
    const update = res.json<Update>();
    expect(update).toMatchObject({ content: sentence, status: 'draft' });
    expect(update.decision?.reason).toMatch(/Shiplog: patch trailer \([0-9a-f]{7}\): minor$/);
    expect(update.commit_message).toContain('Shiplog: patch');
  });
});
