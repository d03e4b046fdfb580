import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPaths, storyMessages, xLength, type StoryResponse } from '@shiplog/contract';
import type { FakeGithub } from '@shiplog/fakes';
import { call, createProject, setReviewRule, signUpWithGithub, startGithubApp } from './support';
import type { SignedIn, TestApp } from './support';
import { repoWithCommits } from './support/posts';

const day = (n: number) => new Date(Date.now() - (7 - n) * 24 * 60 * 60_000).toISOString();
const person = (login: string, name: string) => ({ name, email: `${login}@users.test`, login });

describe('POST /api/projects/{id}/updates/story: one story from a week of commits', () => {
  let github: FakeGithub;
  let t: TestApp;
  let mona: SignedIn;
  let repo: string;
  const shas: Record<string, string> = {};
  beforeAll(async () => {
    ({ github, t } = await startGithubApp());
    ({ user: mona } = await signUpWithGithub(t, github, 'mona'));
    github.addUser({ login: 'grace', name: 'Grace Hopper', twitter_username: 'gracehopper' });
    github.addUser({ login: 'ada', name: 'Ada Lovelace' });
    repo = repoWithCommits(github, 'mona', 'week', []);
    const add = (key: string, input: Parameters<FakeGithub['addCommit']>[1]) => {
      shas[key] = github.addCommit(repo, input).sha;
    };
    add('earlier', {
      message: 'feat: first version of the project pages',
      author: person('mona', 'Mona Lisa'),
      date: day(-30),
      files: [{ filename: 'src/pages.ts', additions: 200, deletions: 0 }],
    });
    add('squash', {
      message:
        'Add dark mode (#12)\n\n* Follow the system colour scheme\n* Add a toggle in settings\n* wip\n* fix lint',
      author: person('grace', 'Grace Hopper'),
      date: day(1),
      files: [
        { filename: 'src/theme.ts', additions: 180, deletions: 12 },
        { filename: 'src/settings.tsx', additions: 40, deletions: 2 },
      ],
      pullRequest: {
        number: 12,
        title: 'Add dark mode',
        body: '- Follow the system colour scheme\n- Add a toggle in settings',
      },
    });
    add('coauthored', {
      message:
        'fix: keep the search filter after a reload\n\nCo-authored-by: Linus Torvalds <linus@example.com>',
      author: person('ada', 'Ada Lovelace'),
      date: day(2),
      files: [{ filename: 'src/search.ts', additions: 14, deletions: 3 }],
    });
    add('bot', {
      message: 'chore(deps): bump vite from 8.2.0 to 8.3.0',
      author: { name: 'dependabot[bot]', email: 'support@github.com', login: null },
      date: day(3),
      files: [{ filename: 'package-lock.json', additions: 30, deletions: 30 }],
    });
    add('skipped', {
      message: 'refactor: rename the internal cache keys\n\nShiplog: skip',
      author: person('ada', 'Ada Lovelace'),
      date: day(4),
      files: [{ filename: 'src/cache.ts', additions: 20, deletions: 20 }],
    });
    add('perf', {
      message: 'perf: load project pages twice as fast\n\nCredit: @hopper-fan',
      author: person('mona', 'Mona Lisa'),
      date: day(5),
      files: [{ filename: 'src/pages.ts', additions: 60, deletions: 40 }],
    });
  });
  afterAll(() => t?.close());

  const story = async (projectId: string, payload: unknown) => {
    const res = await call(t, 'POST', `/api/projects/${projectId}/updates/story`, { as: mona, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<StoryResponse>();
  };

  it('tells the humans’ changes grouped by kind, credits them, leaves out the bot and the skipped commit', async () => {
    const { id } = await createProject(t, mona, { repository_name: repo, is_private: false });
    await setReviewRule(t, mona, id, 'review');
    const { earlier: _, ...week } = shas;
    const answer = await story(id, { commit_shas: Object.values(week) });
    const { update, thread, left_out: leftOut } = answer;
    if (process.env.SHOW_STORY)
      console.log(`${update.title}\n\n${update.content}\n\n${thread.join('\n---\n')}`);
    expect(update.status).toBe('draft');
    const text = `${update.title}\n${update.content}`;
    // The title tells the lead change, the list the others (fixes), each a line, never the lead
    // again; the squash merge's WIP bullets are not told.
    expect(update.title).toMatch(/dark mode/i);
    expect(update.content).not.toMatch(/dark mode/i);
    expect(update.content).toMatch(/^\*\*Improved and fixed\*\*\n\n- /);
    expect(update.content).toMatch(/search filter/i);
    expect(update.content).toMatch(/twice as fast/i);
    expect(text).not.toMatch(/vite|bump|cache keys|shiplog|wip|lint/i);
    for (const name of ['Grace Hopper', 'Ada Lovelace', 'Linus Torvalds', 'Mona Lisa', '@hopper-fan'])
      expect(update.content).toContain(name);
    expect(update.content).not.toMatch(/dependabot/i);
    expect(leftOut.map((l) => l.sha).sort()).toEqual([shas.bot, shas.skipped].sort());
    expect(leftOut.find((l) => l.sha === shas.skipped)!.reason).toMatch(/^Shiplog: skip trailer/);
    // Its sources: the three commits told and the squash merge's pull request, linked on GitHub.
    expect(update.provenance).toMatchObject({ commits: 3, pull_requests: 1 });
    expect(update.provenance!.sources.map((s) => s.url)).toContain(`${github.webUrl}/${repo}/pull/12`);
    expect(update.provenance!.sources.map((s) => s.ref)).not.toContain(shas.bot);
    // The X version: a numbered thread of at most four parts, each within 280 (URLs as 23).
    expect(thread.length).toBeGreaterThan(1);
    expect(thread.length).toBeLessThanOrEqual(4);
    thread.forEach((part, i) => {
      expect(part.startsWith(`${i + 1}/${thread.length} `)).toBe(true);
      expect(xLength(part)).toBeLessThanOrEqual(280);
    });
    expect(answer.post).toMatchObject({ target: 'x', content: thread.join('\n\n') });
  });

  it('credits each person once with their GitHub profile, marks first contributions, thanks X handles on X', async () => {
    const { id } = await createProject(t, mona, { repository_name: repo, is_private: false });
    await setReviewRule(t, mona, id, 'minor');
    const { earlier: _, ...week } = shas;
    const { update, thread } = await story(id, { commit_shas: Object.values(week) });
    expect(update.status).toBe('published');
    const byName = new Map(update.contributors!.map((c) => [c.name, c]));
    expect([...byName.keys()].sort()).toEqual(
      ['Ada Lovelace', 'Grace Hopper', 'Linus Torvalds', 'Mona Lisa', 'hopper-fan'].sort(),
    );
    // The squash merge's author opened its pull request too: one entry, her first contribution.
    expect(byName.get('Grace Hopper')).toEqual({
      name: 'Grace Hopper',
      login: 'grace',
      avatar_url: '/api/avatars/github/grace',
      profile_url: `${github.webUrl}/grace`,
      first_contribution: true,
    });
    expect(byName.get('Ada Lovelace')).toMatchObject({ login: 'ada', first_contribution: true });
    // Mona committed before this week; a co-author without a GitHub account is named only.
    expect(byName.get('Mona Lisa')).toMatchObject({ login: 'mona', first_contribution: false });
    expect(byName.get('Linus Torvalds')).toEqual({
      name: 'Linus Torvalds',
      login: null,
      avatar_url: null,
      profile_url: null,
      first_contribution: false,
    });
    // On X, @ names an X account: Grace's profile gives hers; a GitHub handle goes without an @.
    const outro = thread.at(-1)!;
    expect(outro).toContain('@gracehopper');
    expect(outro).not.toContain('@hopper-fan');
    expect(outro).not.toContain('@ada');
    // Everyone reads the credits, also in the feeds.
    const read = await call(t, 'GET', `/api/projects/${id}/updates/${update.id}`);
    expect(read.json<{ contributors: unknown[] }>().contributors).toHaveLength(5);
    const atom = (await call(t, 'GET', projectPaths(id).atom)).body;
    expect(atom).toMatch(/<contributor>\s*<name>Grace Hopper<\/name>\s*<uri>[^<]+\/grace<\/uri>/);
    // Its avatar comes from Shiplog, fetched from GitHub once; an unknown login gets initials.
    const avatar = await call(t, 'GET', '/api/avatars/github/grace');
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/png');
    expect(avatar.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const none = await call(t, 'GET', '/api/avatars/github/hopper-fan');
    expect(none.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(none.body).toMatch(/^<svg /);
    expect((await call(t, 'GET', '/api/avatars/github/not..a login')).statusCode).toBe(400);
    const json = (await call(t, 'GET', projectPaths(id).json)).json<{
      items: { authors?: { name: string }[] }[];
    }>();
    expect(json.items[0]!.authors!.map((a) => a.name)).toContain('Linus Torvalds');
  });

  it('for LinkedIn and Discord: one post each within its length, grouped, thanked and linked', async () => {
    const { id } = await createProject(t, mona, { repository_name: repo, is_private: false });
    const { earlier: _, ...week } = shas;
    for (const [target, limit] of [
      ['linkedin', 3000],
      ['discord', 2000],
    ] as const) {
      const answer = await story(id, { commit_shas: Object.values(week), target });
      expect(answer.post.target).toBe(target);
      expect(answer.thread).toEqual([answer.post.content]);
      const text = answer.post.content;
      expect(text.length).toBeLessThanOrEqual(limit);
      expect(text).not.toMatch(/^\d\/\d /m);
      expect(text).toMatch(/dark mode/i);
      expect(text).toMatch(/twice as fast/i);
      expect(text).toMatch(/Thanks to .*Grace Hopper/);
      if (target === 'discord') expect(text).toMatch(/^\*\*Improved and fixed\*\*$/m);
      else expect(text).toMatch(/^• /m);
    }
  });

  it('since the last published update: only the commits after it', async () => {
    const { id } = await createProject(t, mona, { repository_name: repo, is_private: false });
    await setReviewRule(t, mona, id, 'minor');
    const first = await story(id, { commit_shas: [shas.squash!] });
    expect(first.update.status).toBe('published');
    const later = github.addCommit(repo, {
      message: 'feat: export projects as CSV',
      author: person('ada', 'Ada Lovelace'),
      date: new Date(Date.now() + 60_000).toISOString(),
      files: [{ filename: 'src/export.ts', additions: 90, deletions: 0 }],
    });
    const next = await story(id, { since_last_update: true });
    expect(next.update.provenance!.sources.map((s) => s.ref)).toEqual([later.sha]);
    expect(next.thread).toHaveLength(1);
  });

  it('a merged pull request: the commits GitHub lists for it', async () => {
    const { id } = await createProject(t, mona, { repository_name: repo, is_private: false });
    const { update } = await story(id, { pull_request: 12 });
    expect(update.provenance!.sources.map((s) => s.ref)).toEqual([shas.squash, '12']);
    const none = await call(t, 'POST', `/api/projects/${id}/updates/story`, {
      as: mona,
      payload: { pull_request: 999 },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json<{ error: { message: string } }>().error.message).toBe(storyMessages.noPullCommits);
  });

  it('answers 422 when nothing picked is worth telling, and 400 without a pick', async () => {
    const { id } = await createProject(t, mona, { repository_name: repo, is_private: false });
    const res = await call(t, 'POST', `/api/projects/${id}/updates/story`, {
      as: mona,
      payload: { commit_shas: [shas.bot, shas.skipped] },
    });
    expect(res.statusCode, res.body).toBe(422);
    const none = await call(t, 'POST', `/api/projects/${id}/updates/story`, { as: mona, payload: {} });
    expect(none.statusCode).toBe(400);
  });
});
