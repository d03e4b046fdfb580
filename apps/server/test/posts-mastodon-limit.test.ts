import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MASTODON_DEFAULT_MAX_LENGTH,
  mastodonLength,
  type Post,
  type StoryResponse,
} from '@shiplog/contract';
import {
  createOpenAiServer,
  startMastodonServer,
  type FakeGithub,
  type FakeLlm,
  type MastodonFake,
} from '@shiplog/fakes';
import { socialAccounts } from '../src/db/schema';
import { call, createProject, signUpWithGithub, startGithubApp } from './support';
import type { SignedIn, TestApp } from './support';
import { repoWithCommits } from './support/posts';

const day = (n: number) => new Date(Date.now() - (7 - n) * 24 * 60 * 60_000).toISOString();

/** A busy week: told together, its Discord post runs well past Mastodon's 500 characters. */
const WEEK = [
  'feat: offline maps for every harbour',
  'feat: tide tables next to each harbour',
  'feat: show the depth under the keel on the chart',
  'feat: share a planned route with the crew by link',
  'feat: weather warnings for the next twelve hours',
  'feat: mark favourite anchorages on the map',
  'feat: night mode with red light for the chart view',
  'feat: log each trip with its distance and duration',
  'feat: import routes from GPX files',
  'feat: show the opening hours of each harbour office',
  'perf: open the chart view twice as fast',
  'fix: keep the anchor alarm running when the phone sleeps',
  'fix: show buoys again after zooming out',
  'fix: save the route when the app closes during planning',
].map((message, i) => ({
  message,
  files: [{ filename: `src/feature-${i}.ts`, additions: 40 + i * 10, deletions: i }],
}));

/** A Discord post a model wrote about the first commit: about 750 characters. */
const LONG =
  'Sailors can download the charts of a whole coast before they leave, with depths, buoys and lights. ' +
  'The app keeps working without a signal for as long as the trip lasts. ' +
  'Offline maps cover every harbour, and each chart opens from the phone itself. ' +
  'Depths, buoys and lights show on the chart the same way they do with a signal. ' +
  'A whole coast fits on the phone, so a trip along it needs no network at all. ' +
  'Charts of a coast download before the trip, and the app keeps them for the whole season. ' +
  'Every harbour on the coast shows its depths, buoys and lights offline. ' +
  'Sailors leave with the charts they need and the app keeps working out at sea. ' +
  'The offline maps come with every harbour of the coast, from the first buoy to the last light.';

/**
 * Posts and stories written for Mastodon fit the limit of the instance the user connected (the
 * fake instances answer 1,000 and 300 at GET /api/v2/instance), and 500 when none is connected.
 */
describe("Mastodon posts written within the user's instance limit", () => {
  let github: FakeGithub;
  let t: TestApp;
  let roomy: MastodonFake;
  let tight: MastodonFake;
  let llm: FakeLlm;
  beforeAll(async () => {
    llm = await createOpenAiServer();
    // A model that writes at length and ends with the project's link, as it was given it.
    llm.answerWith(({ user }) => `${LONG}\n\n${/"url": "([^"]+)"/.exec(user)?.[1] ?? ''}`);
    roomy = await startMastodonServer({ accessToken: 'token-roomy', maxCharacters: 1000 });
    tight = await startMastodonServer({ accessToken: 'token-tight', maxCharacters: 300 });
    // The fake instances are on loopback: the operator allows private addresses here.
    ({ github, t } = await startGithubApp({
      OUTBOUND_WEBHOOKS_ALLOW_PRIVATE: 'true',
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: llm.baseUrl,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'test-model',
    }));
  });
  afterAll(async () => {
    await t?.close();
    await roomy?.close();
    await tight?.close();
    await llm?.close();
  });

  /** A GitHub user with a project of the week's commits, connected to `instance` (or to none). */
  async function writer(login: string, instance: MastodonFake | null, token = '') {
    const { user } = await signUpWithGithub(t, github, login);
    const repo = repoWithCommits(github, login, 'harbour', []);
    const author = { name: `${login} Person`, email: `${login}@users.test`, login };
    const shas = WEEK.map((c, i) => github.addCommit(repo, { ...c, author, date: day(i + 1) }).sha);
    if (instance) {
      const res = await call(t, 'PUT', '/api/social/accounts/mastodon', {
        as: user,
        payload: { service: instance.url, secret: token },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const { id } = await createProject(t, user, { repository_name: repo, is_private: false });
    return { user, projectId: id, shas };
  }

  async function postFor(as: SignedIn, projectId: string, sha: string): Promise<Post> {
    const res = await call(t, 'POST', '/api/ai/generate-post', {
      as,
      payload: {
        project_id: projectId,
        commit_sha: sha,
        commit_message: WEEK[0]!.message,
        target: 'mastodon',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ post: Post }>().post;
  }

  async function storyFor(as: SignedIn, projectId: string, shas: string[]): Promise<StoryResponse> {
    const res = await call(t, 'POST', `/api/projects/${projectId}/updates/story`, {
      as,
      payload: { commit_shas: shas, target: 'mastodon' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<StoryResponse>();
  }

  it("writes a commit's post and a story within the connected instance's limit: 1,000, 300, or 500 without one", async () => {
    for (const { login, instance, token, limit } of [
      { login: 'mona', instance: roomy, token: 'token-roomy', limit: 1000 },
      { login: 'juno', instance: tight, token: 'token-tight', limit: 300 },
      { login: 'kim', instance: null, token: '', limit: MASTODON_DEFAULT_MAX_LENGTH },
    ]) {
      const { user, projectId, shas } = await writer(login, instance, token);
      const post = await postFor(user, projectId, shas[0]!);
      const story = await storyFor(user, projectId, shas);
      const texts = { post: post.content, story: story.post.content, thread: story.thread.join('') };
      expect(story.thread).toHaveLength(1);
      for (const [what, text] of Object.entries(texts)) {
        const length = mastodonLength(text);
        expect(length, `${login}'s ${what}: ${text}`).toBeLessThanOrEqual(limit);
        // The room is used: what was written is longer than the next smaller limit allows.
        if (limit > MASTODON_DEFAULT_MAX_LENGTH)
          expect(length, `${login}'s ${what}`).toBeGreaterThan(MASTODON_DEFAULT_MAX_LENGTH);
        expect(text, `${login}'s ${what}`).toMatch(new RegExp(`/projects/${projectId}$`));
      }
      // The instance takes the post as it was written.
      if (instance) {
        const res = await call(t, 'POST', `/api/posts/${post.id}/publish`, {
          as: user,
          payload: { network: 'mastodon' },
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(instance.statuses.at(-1)!.status).toBe(post.content);
      }
    }
  });
});

describe('a Mastodon post when the connected instance may no longer be reached', () => {
  let github: FakeGithub;
  let t: TestApp;
  let mastodon: MastodonFake;
  beforeAll(async () => {
    mastodon = await startMastodonServer({ maxCharacters: 1000 });
    // This operator does not let Shiplog reach private addresses (the instance is on loopback).
    ({ github, t } = await startGithubApp());
  });
  afterAll(async () => {
    await t?.close();
    await mastodon?.close();
  });

  it("is still written, within Mastodon's 500", async () => {
    const { user } = await signUpWithGithub(t, github, 'ines');
    const repo = repoWithCommits(github, 'ines', 'harbour', [
      { ...WEEK[0]!, author: { name: 'Ines', email: 'ines@users.test', login: 'ines' }, date: day(1) },
    ]);
    const { id: projectId } = await createProject(t, user, { repository_name: repo, is_private: false });
    // Connected while the operator allowed it.
    await t.deps.database.db
      .insert(socialAccounts)
      .values({ userId: user.userId, network: 'mastodon', service: mastodon.url, secretSealed: 'sealed' });
    const res = await call(t, 'POST', '/api/ai/generate-post', {
      as: user,
      payload: {
        project_id: projectId,
        commit_sha: 'abcdef1',
        commit_message: WEEK[0]!.message,
        target: 'mastodon',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(mastodonLength(res.json<{ post: Post }>().post.content)).toBeLessThanOrEqual(
      MASTODON_DEFAULT_MAX_LENGTH,
    );
    expect(mastodon.instanceReads).toBe(0);
  });
});
