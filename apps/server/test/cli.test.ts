import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runToEnd } from './support/processes';
import {
  apiTokenMessages,
  imageMessages,
  type CreatedApiToken,
  type Update,
  type UploadedImage,
} from '@shiplog/contract';
import type { FakeGithub } from '@shiplog/fakes';
import {
  call,
  createProject,
  insertProjects,
  pngOf,
  signUpWithGithub,
  startGithubApp,
  type SignedIn,
  type TestApp,
} from './support';
import { commitBy, repoWithCommits } from './support/posts';
import { updates } from '../src/db/schema';

/** The `shiplog` command as `npx shiplog` runs it (it compiles itself when its build is stale). */
const CLI = fileURLToPath(new URL('../../../packages/cli/bin/shiplog.js', import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The shiplog command line against the real app over HTTP: a child process in a git repository
 * whose origin is the project's GitHub repository, with a personal API token made through the API.
 */
describe('the shiplog command line', () => {
  let github: FakeGithub;
  let t: TestApp;
  let mona: SignedIn;
  let url: string;
  let work: string;
  let repo: string;
  let configHome: string;
  let projectId: string;

  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: repo,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        HOME: work,
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_AUTHOR_NAME: 'Mona Person',
        GIT_AUTHOR_EMAIL: 'mona@users.test',
        GIT_COMMITTER_NAME: 'Mona Person',
        GIT_COMMITTER_EMAIL: 'mona@users.test',
      },
    }).trim();

  /** A commit in the local repository, pushed to the fake GitHub with the same sha. */
  function commitAndPush(message: string): string {
    git('commit', '--allow-empty', '-q', '-m', message);
    const sha = git('rev-parse', 'HEAD');
    github.addCommit('mona/engine', { ...commitBy('mona', message, 0), sha });
    return sha;
  }

  function shiplog(
    args: string[],
    options: { input?: string; env?: Record<string, string> } = {},
  ): Promise<Run> {
    return runToEnd(process.execPath, [CLI, ...args], {
      cwd: repo,
      env: { PATH: process.env.PATH, HOME: work, XDG_CONFIG_HOME: configHome, ...options.env },
      input: options.input,
    });
  }

  async function createToken(scope: 'read' | 'write'): Promise<CreatedApiToken> {
    const res = await call(t, 'POST', '/api/account/tokens', {
      as: mona,
      payload: { name: `CLI ${scope}`, scope, expires_in_days: 30 },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CreatedApiToken>();
  }

  beforeAll(async () => {
    ({ github, t } = await startGithubApp());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    ({ user: mona } = await signUpWithGithub(t, github, 'mona'));
    repoWithCommits(github, 'mona', 'engine', [commitBy('mona', 'chore: start', 60)]);
    ({ id: projectId } = await createProject(t, mona, {
      name: 'Engine',
      repository_name: 'mona/engine',
      is_private: false,
    }));
    work = mkdtempSync(join(tmpdir(), 'shiplog-cli-'));
    configHome = join(work, 'config');
    repo = join(work, 'engine');
    execFileSync('git', ['init', '-q', repo]);
    git('remote', 'add', 'origin', 'https://github.com/mona/engine.git');
  }, 60_000);
  afterAll(async () => {
    if (work) rmSync(work, { recursive: true, force: true });
    await t?.close();
  });

  it('logs in with a write token, keeps it in a file only its user can read, and says who you are', async () => {
    const { token } = await createToken('write');
    const login = await shiplog(['login'], { input: `${url}/\n${token}\n` });
    expect(login.stderr).toContain('Personal API token');
    expect([login.code, login.stdout]).toEqual([0, expect.stringContaining(`Logged in to ${url} as mona`)]);
    expect(login.stdout).toContain('Token: "CLI write" (read and write), expires');
    const path = join(configHome, 'shiplog', 'config.json');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ url, token });

    const status = await shiplog(['status', '--json']);
    expect(status.code, status.stderr).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({
      url,
      user: { id: mona.userId, email: 'mona@github-user.test' },
      api_token: { name: 'CLI write', scope: 'write' },
      projects: [{ id: projectId, name: 'Engine', repository_name: 'mona/engine', is_private: false }],
    });
    const human = await shiplog(['status']);
    expect(human.stdout).toMatch(/^Server: {2}http:\/\/127\.0\.0\.1:\d+$/m);
    expect(human.stdout).toMatch(/^ {2}Engine {2}mona\/engine {2}public {2}\S+$/m);
  });

  it('writes posts for X, LinkedIn and Discord and a draft update from HEAD, lists the draft and publishes it', async () => {
    const sha = commitAndPush('feat(parser): accept trailing commas\n\nArrays and objects both.');
    const post = await shiplog(['post', '--json']);
    expect(post.code, post.stderr).toBe(0);
    const written = JSON.parse(post.stdout) as {
      posts: { content: string; commit_sha: string; project_id: string; target: string }[];
      update: Update;
      update_url: string;
      commit: { sha: string };
    };
    expect(written.commit.sha).toBe(sha);
    expect(written.posts.map((p) => p.target)).toEqual(['x', 'linkedin', 'discord']);
    for (const one of written.posts) {
      expect(one).toMatchObject({ commit_sha: sha, project_id: projectId });
      expect(one.content.length).toBeGreaterThan(20);
    }
    expect(written.update).toMatchObject({ project_id: projectId, status: 'draft', commit_hash: sha });
    expect(written.update_url).toBe(`${url}/projects/${projectId}/updates/${written.update.id}`);
    // Stored for the user: the post in their posts, the update in their drafts only.
    const posts = await call(t, 'GET', '/api/posts', { as: mona });
    expect(posts.json().map((p: { content: string }) => p.content)).toEqual(
      expect.arrayContaining(written.posts.map((p) => p.content)),
    );

    const drafts = await shiplog(['drafts', '--json']);
    expect(drafts.code, drafts.stderr).toBe(0);
    expect(JSON.parse(drafts.stdout).drafts.map((d: { update: Update }) => d.update.id)).toContain(
      written.update.id,
    );
    const listed = await shiplog(['drafts']);
    expect(listed.stdout).toContain(`${written.update.id}  Engine  ${written.update.title}`);

    const visitor = () => call(t, 'GET', `/api/projects/${projectId}/updates`);
    expect((await visitor()).json()).toEqual([]);
    const published = await shiplog(['publish', written.update.id.slice(0, 8)]);
    expect(published.code, published.stderr).toBe(0);
    expect(published.stdout).toBe(`Published "${written.update.title}" (Engine): ${written.update_url}\n`);
    expect((await visitor()).json().map((u: Update) => u.id)).toEqual([written.update.id]);
  });

  it('prints the post and the draft URL for people, from a named commit', async () => {
    const sha = commitAndPush('feat: offline maps for the tracker');
    commitAndPush('fix: crash on empty input');
    const run = await shiplog(['post', sha.slice(0, 10), '--target', 'linkedin', '--tone', 'casual']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(
        `^✔ Read commit ${sha.slice(0, 7)}\\n✔ Drafted a post for LinkedIn\\n\\nLinkedIn post \\(Engine\\):\\n\\n.+`,
      ),
    );
    const draftUrl = new RegExp(`^Update draft ".+": ${url}/projects/${projectId}/updates/([\\w-]+)$`, 'm');
    const updateId = draftUrl.exec(run.stdout)?.[1];
    expect(updateId).toBeDefined();
    expect(run.stdout).toContain(`Publish it with: shiplog publish ${updateId}`);
    const update = await call(t, 'GET', `/api/projects/${projectId}/updates/${updateId}`, { as: mona });
    expect(update.json()).toMatchObject({ commit_hash: sha, status: 'draft' });
  });

  it('does what the landing page shows: post --last reads HEAD and drafts a post for X, LinkedIn and Discord', async () => {
    commitAndPush('feat: an older change');
    const sha = commitAndPush('feat(feeds): RSS and Atom feeds for changelogs');
    const run = await shiplog(['post', '--last']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.split('\n').slice(0, 2)).toEqual([
      `✔ Read commit ${sha.slice(0, 7)}`,
      '✔ Drafted a post for X, LinkedIn and Discord',
    ]);
    for (const label of ['X', 'LinkedIn', 'Discord'])
      expect(run.stdout).toMatch(new RegExp(`^${label} post \\(Engine\\):$`, 'm'));
    const posts = await call(t, 'GET', '/api/posts', { as: mona });
    const ofCommit = posts.json().filter((p: { commit_sha: string }) => p.commit_sha === sha);
    expect(ofCommit.map((p: { target: string }) => p.target).sort()).toEqual(['discord', 'linkedin', 'x']);

    const both = await shiplog(['post', '--last', sha]);
    expect([both.code, both.stderr.split('\n')[0]]).toEqual([
      2,
      'shiplog: --last is the newest commit: name a commit or use --last, not both.',
    ]);
  });

  it('adds a screenshot to the update with --image, and refuses a file that is not an image', async () => {
    const sha = commitAndPush('feat(ui): a dark theme for the dashboard');
    const shot = join(work, 'shot.png');
    writeFileSync(shot, await pngOf(1200, 700));
    const run = await shiplog(['post', sha, '--target', 'x', '--image', shot, '--json']);
    expect(run.code, run.stderr).toBe(0);
    const { update, image } = JSON.parse(run.stdout) as { update: Update; image: UploadedImage };
    expect(image).toMatchObject({ width: 1200, height: 700, content_type: 'image/webp' });
    expect(update.content).toContain(`](${image.url})`);
    expect(update.content_html).toContain('width="1200" height="700"');

    const fake = join(work, 'fake.png');
    writeFileSync(fake, '<html><script>alert(1)</script></html>');
    const refused = await shiplog(['post', sha, '--target', 'x', '--image', fake]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(imageMessages.unsupported);
    const missing = await shiplog(['post', sha, '--target', 'x', '--image', join(work, 'nope.png')]);
    expect([missing.code, missing.stderr]).toEqual([1, expect.stringContaining('No file')]);
  });

  it('names --force when the writer declines a commit, and writes it with --force', async () => {
    commitAndPush('wip');
    const declined = await shiplog(['post', '--last']);
    expect(declined.code).toBe(1);
    expect(declined.stderr).toMatch(/^shiplog: .+\. Run again with --force to write it anyway\.\n$/);
    const json = await shiplog(['post', '--last', '--json']);
    expect(JSON.parse(json.stderr).error).toMatchObject({
      code: 'NOT_WORTH_SHARING',
      message: expect.stringMatching(/\. Run again with --force to write it anyway\.$/),
    });
    const forced = await shiplog(['post', '--last', '--force', '--target', 'x']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toContain('✔ Drafted a post for X\n');
  });

  it("prints times in the user's zone (TZ), with the zone", async () => {
    const sha = commitAndPush('feat: calendar export');
    const written = await shiplog(['post', sha, '--target', 'x', '--json']);
    expect(written.code, written.stderr).toBe(0);
    const { update } = JSON.parse(written.stdout) as { update: Update };
    const year = new Date().getUTCFullYear() + 1;
    const at = `${year}-01-15T08:00:00Z`;
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(at),
    );
    const berlin = await shiplog(['publish', update.id, '--at', at], { env: { TZ: 'Europe/Berlin' } });
    expect(berlin.code, berlin.stderr).toBe(0);
    expect(berlin.stdout).toContain(`(Engine) for ${weekday}, Jan 15, ${year}, 09:00 CET: ${url}/`);
    const newYork = await shiplog(['drafts'], { env: { TZ: 'America/New_York' } });
    expect(newYork.stdout).toMatch(
      new RegExp(`^  ${update.id}  Engine  .+  goes out ${weekday}, Jan 15, ${year}, 03:00 EST$`, 'm'),
    );
    const india = await shiplog(['drafts'], { env: { TZ: 'Asia/Kolkata' } });
    expect(india.stdout).toContain(`goes out ${weekday}, Jan 15, ${year}, 13:30 GMT+5:30`);
  });

  it('run again on one commit: prints the new post and names the update the commit has; --replace writes it again, --force adds another', async () => {
    commitAndPush('feat: export the changelog as CSV');
    const first = await shiplog(['post', '--json']);
    expect(first.code, first.stderr).toBe(0);
    const { update } = JSON.parse(first.stdout) as { update: Update };
    const pageUrl = `${url}/projects/${projectId}/updates/${update.id}`;

    const again = await shiplog(['post', '--target', 'discord']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/^Discord post \(Engine\):\n\n.+/m);
    expect(again.stdout).toContain(
      `This commit already has an update: draft "${update.title}": ${pageUrl}\n`,
    );
    expect(again.stdout).toContain(
      'No second update was written. Run again with --replace to write this draft update again, or with --force to add another update.\n',
    );
    const json = JSON.parse((await shiplog(['post', '--json'])).stdout) as Record<string, unknown>;
    expect(json).toMatchObject({ update: null, existing_update: { id: update.id, status: 'draft' } });
    const commitUpdates = async () =>
      (await call(t, 'GET', `/api/projects/${projectId}/updates`, { as: mona }))
        .json<Update[]>()
        .filter((u) => u.commit_hash === update.commit_hash);
    expect(await commitUpdates()).toHaveLength(1);

    // --replace writes that draft again: the same update, a new title.
    const replaced = await shiplog(['post', '--replace', '--title', 'CSV export', '--target', 'x', '--json']);
    expect(replaced.code, replaced.stderr).toBe(0);
    expect(JSON.parse(replaced.stdout)).toMatchObject({ update: { id: update.id, title: 'CSV export' } });
    expect(await commitUpdates()).toHaveLength(1);

    // Published, it is never written again: the message says so and names --force.
    const published = await call(t, 'POST', `/api/projects/${projectId}/updates/${update.id}/publish`, {
      as: mona,
      payload: {},
    });
    expect(published.statusCode, published.body).toBe(200);
    const refused = await shiplog(['post', '--replace', '--target', 'x']);
    expect(refused.code, refused.stderr).toBe(0);
    expect(refused.stdout).toContain(
      'No second update was written: it is published and its subscribers were mailed, so --replace does not write it again. Run again with --force to add another update anyway.\n',
    );
    expect(await commitUpdates()).toHaveLength(1);

    const forced = await shiplog(['post', '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toMatch(/^Update draft ".+": /m);
    expect(await commitUpdates()).toHaveLength(2);
  }, 60_000);

  it("prints an update's address at its project's short address once the project has one", async () => {
    const named = await call(t, 'PUT', `/api/projects/${projectId}`, {
      as: mona,
      payload: { slug: 'engine' },
    });
    expect(named.statusCode, named.body).toBe(200);
    try {
      commitAndPush('feat: a short address for the changelog');
      const post = await shiplog(['post', '--json']);
      expect(post.code, post.stderr).toBe(0);
      const { update, update_url } = JSON.parse(post.stdout) as { update: Update; update_url: string };
      expect(update_url).toBe(`${url}/p/engine/updates/${update.id}`);
      const drafts = JSON.parse((await shiplog(['drafts', '--json'])).stdout) as {
        drafts: { update: Update; url: string }[];
      };
      expect(drafts.drafts.find((d) => d.update.id === update.id)?.url).toBe(update_url);
      const published = await shiplog(['publish', update.id]);
      expect(published.stdout).toBe(`Published "${update.title}" (Engine): ${update_url}\n`);
      const again = await shiplog(['post', '--target', 'x']);
      expect(again.stdout).toContain(
        `This commit already has an update: published "${update.title}": ${update_url}\n`,
      );
    } finally {
      await call(t, 'PUT', `/api/projects/${projectId}`, { as: mona, payload: { slug: '' } });
    }
  });

  it('explains what it cannot do: a read token writing, no project for the repository, a revoked token', async () => {
    const read = await createToken('read');
    const readOnly = { SHIPLOG_URL: url, SHIPLOG_TOKEN: read.token };
    const csv = commitAndPush('feat: export to CSV');
    const refused = await shiplog(['post'], { env: readOnly });
    expect([refused.code, refused.stdout]).toEqual([1, `✔ Read commit ${csv.slice(0, 7)}\n`]);
    expect(refused.stderr).toBe(`shiplog: ${apiTokenMessages.readOnly}\n`);
    // Reading still works with it.
    expect((await shiplog(['drafts'], { env: readOnly })).code).toBe(0);

    git('remote', 'set-url', 'origin', 'git@github.com:mona/other-repo.git');
    try {
      const noProject = await shiplog(['post']);
      expect([noProject.code, noProject.stderr]).toEqual([
        1,
        `shiplog: You have no Shiplog project for mona/other-repo. Add one at ${url}/projects.\n`,
      ]);
    } finally {
      git('remote', 'set-url', 'origin', 'https://github.com/mona/engine.git');
    }

    const unknownCommit = await shiplog(['post', 'no-such-branch', '--json']);
    expect(unknownCommit.code).toBe(1);
    expect(JSON.parse(unknownCommit.stderr).error).toMatchObject({ code: 'NO_SUCH_COMMIT' });

    const revoke = await call(t, 'DELETE', `/api/account/tokens/${read.api_token.id}`, { as: mona });
    expect(revoke.statusCode).toBe(204);
    const revoked = await shiplog(['status'], { env: readOnly });
    expect([revoked.code, revoked.stderr]).toEqual([1, `shiplog: ${apiTokenMessages.revoked}\n`]);

    const usage = await shiplog(['publish']);
    expect(usage.code).toBe(2);
  });

  it('reads lists longer than a page whole: every project in status, every draft in drafts and publish', async () => {
    await insertProjects(
      t,
      mona.userId,
      Array.from({ length: 120 }, (_, i) => ({ name: `Side project ${i}` })),
    );
    const drafts = await t.deps.database.db
      .insert(updates)
      .values(
        Array.from({ length: 130 }, (_, i) => ({
          projectId,
          type: 'text' as const,
          title: `Old draft ${i}`,
          isDraft: true,
          updatedAt: new Date(Date.now() - (i + 10) * 60_000),
        })),
      )
      .returning({ id: updates.id });
    const status = await shiplog(['status', '--json']);
    expect(status.code, status.stderr).toBe(0);
    const projects = (JSON.parse(status.stdout) as { projects: { id: string }[] }).projects;
    expect(new Set(projects.map((p) => p.id)).size).toBeGreaterThanOrEqual(121);
    const inbox = await shiplog(['drafts', '--json']);
    expect(inbox.code, inbox.stderr).toBe(0);
    const listed = (JSON.parse(inbox.stdout) as { drafts: { update: { id: string } }[] }).drafts;
    const ids = new Set(listed.map((item) => item.update.id));
    expect(drafts.filter((d) => !ids.has(d.id))).toEqual([]);
    // The oldest draft, far past the first page, is found by its id.
    const published = await shiplog(['publish', drafts.at(-1)!.id]);
    expect(published.code, published.stderr).toBe(0);
  });

  it('forgets the stored token on logout', async () => {
    const logout = await shiplog(['logout', '--json']);
    expect(JSON.parse(logout.stdout)).toMatchObject({ removed: true });
    const status = await shiplog(['status']);
    expect([status.code, status.stderr]).toEqual([
      1,
      'shiplog: Not logged in. Run shiplog login (or set SHIPLOG_TOKEN).\n',
    ]);
  });
});
