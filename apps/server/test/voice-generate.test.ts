import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAvoidedPhrase, xLength, type Post, type ProjectVoiceBody, type Update } from '@shiplog/contract';
import { createOpenAiServer, type FakeGithub, type FakeLlm } from '@shiplog/fakes';
import { call, createProject, setReviewRule, signUpWithGithub, startGithubApp } from './support';
import type { SignedIn, TestApp } from './support';
import { deliver, pushPayload, saveSettings, updatesOf } from './support/auto-updates';
import { commitBy, fetchCommits, repoWithCommits } from './support/posts';

const FEATURE = 'feat: dim the lamp at night\n\nThe lamp follows the sunset now.';

/** PUT /api/projects/{id}/voice as the owner; fails the test unless it answers 200. */
async function saveVoice(t: TestApp, owner: SignedIn, projectId: string, voice: ProjectVoiceBody) {
  const res = await call(t, 'PUT', `/api/projects/${projectId}/voice`, { as: owner, payload: voice });
  expect(res.statusCode, res.body).toBe(200);
}

/** The first three words of a text: a phrase the writer uses, for an owner to avoid. */
const openingWords = (text: string) =>
  text
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .trim()
    .split(/\s+/)
    .slice(0, 3)
    .join(' ');

describe('generation in the project voice, built-in writer', () => {
  let github: FakeGithub;
  let t: TestApp;
  let mona: SignedIn;
  let voiced: string;
  let plain: string;
  let voice: ProjectVoiceBody;
  beforeAll(async () => {
    ({ github, t } = await startGithubApp());
    ({ user: mona } = await signUpWithGithub(t, github, 'mona'));
    const lamp = repoWithCommits(github, 'mona', 'lamp', [commitBy('mona', FEATURE, 5)]);
    const desk = repoWithCommits(github, 'mona', 'desk', [commitBy('mona', FEATURE, 5)]);
    ({ id: voiced } = await createProject(t, mona, { repository_name: lamp, is_private: false }));
    ({ id: plain } = await createProject(t, mona, { repository_name: desk, is_private: false }));
  });
  afterAll(() => t?.close());

  const generatePost = async (projectId: string, extra: object = {}) => {
    const payload = { project_id: projectId, commit_message: FEATURE, commit_sha: 'abcdef1234567', ...extra };
    const res = await call(t, 'POST', '/api/ai/generate-post', { as: mona, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ post: Post }>().post;
  };

  it('writes posts in the voice: its tone when none is asked, no avoided phrase, its hashtags and sign-off', async () => {
    // What the writer says without a voice, in the voice's tone: its opening is what the owner avoids.
    const unvoiced = await generatePost(plain, { tone: 'casual' });
    voice = {
      tone: 'casual',
      avoid_phrases: [openingWords(unvoiced.content)],
      hashtags: ['buildinpublic', '#lamps'],
      sign_off: '— Mona, lamp maker',
    };
    expect(findAvoidedPhrase(unvoiced.content, voice.avoid_phrases!)).toBeDefined();
    await saveVoice(t, mona, voiced, voice);

    const post = await generatePost(voiced);
    expect(post.tone).toBe('casual');
    expect(findAvoidedPhrase(post.content, voice.avoid_phrases!)).toBeUndefined();
    expect(post.content).toMatch(
      /\n\n— Mona, lamp maker\n\n#buildinpublic #lamps\n\nhttp:\/\/\S+\/projects\/\S+$/,
    );
    expect(xLength(post.content)).toBeLessThanOrEqual(280);

    const technical = await generatePost(voiced, { tone: 'technical', target: 'discord' });
    expect(technical.tone).toBe('technical');
    expect(technical.content).toContain('— Mona, lamp maker');
    expect(technical.content).not.toContain('#buildinpublic');
  });

  it('writes a post from a fetched commit in the voice of its project', async () => {
    const commit = (await fetchCommits(t, mona)).find((c) => c.repo_name === 'mona/lamp')!;
    const res = await call(t, 'POST', '/api/posts/generate', {
      as: mona,
      payload: { commit_id: commit.id, target: 'linkedin' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { post } = res.json<{ post: Post }>();
    expect(post).toMatchObject({ project_id: voiced, tone: 'casual' });
    expect(post.content).toContain('— Mona, lamp maker\n\n#buildinpublic #lamps');
  });

  it('signs generated updates, without hashtags or avoided phrases', async () => {
    const commit = (await fetchCommits(t, mona)).find((c) => c.repo_name === 'mona/lamp')!;
    const res = await call(t, 'POST', `/api/projects/${voiced}/updates/generate`, {
      as: mona,
      payload: { commit_sha: commit.sha },
    });
    expect(res.statusCode, res.body).toBe(201);
    const update = res.json<Update>();
    expect(update.content).toMatch(/\n\n— Mona, lamp maker$/);
    expect(update.content).not.toContain('#');
    expect(findAvoidedPhrase(`${update.title}\n${update.content}`, voice.avoid_phrases!)).toBeUndefined();
  });

  it('writes automatic updates in the voice, in the tone of the auto-update settings', async () => {
    await setReviewRule(t, mona, voiced, 'minor');
    await saveSettings(t, mona, voiced, { tone: 'technical', min_significance: 'minor' });
    const push = pushPayload('mona/lamp', [
      { message: 'feat(scheduler): dim by the sunset table', files: ['src/dim.ts'] },
    ]);
    const delivery = await deliver(t, voiced, 'push', push);
    expect(delivery.result, delivery.detail ?? '').toBe('created');
    const [row] = (await updatesOf(t, voiced)).filter((u) => u.id === delivery.updateId);
    // A commit that says no more than its title gets no body, and so no sign-off.
    expect(row!.title).toMatch(/sunset table/);
    expect(row!.content).toMatch(/^$|\n\n— Mona, lamp maker$/);
    expect(row!.content).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});

describe('generation in the project voice, with an AI provider', () => {
  let llm: FakeLlm;
  let github: FakeGithub;
  let t: TestApp;
  let mona: SignedIn;
  let projectId: string;
  beforeAll(async () => {
    llm = await createOpenAiServer();
    ({ github, t } = await startGithubApp({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: llm.baseUrl,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'test-model',
    }));
    ({ user: mona } = await signUpWithGithub(t, github, 'mona'));
    const lamp = repoWithCommits(github, 'mona', 'lamp', [commitBy('mona', FEATURE, 5)]);
    ({ id: projectId } = await createProject(t, mona, { repository_name: lamp, is_private: false }));
    await saveVoice(t, mona, projectId, {
      tone: 'technical',
      avoid_phrases: ['game changer'],
      hashtags: ['#lamps'],
      sign_off: '— Mona',
      examples: ['💡 The lamp learned to fade in over ten minutes.'],
    });
  });
  afterAll(async () => {
    await t?.close();
    await llm?.close();
  });

  it('sends the voice with the request and holds the answer to it', async () => {
    llm.answerWith('A game changer: the lamp dims at night. It follows the sunset now.');
    const res = await call(t, 'POST', '/api/ai/generate-post', {
      as: mona,
      payload: { project_id: projectId, commit_message: FEATURE, commit_sha: 'abcdef1234567' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { post } = res.json<{ post: Post }>();
    const [sent] = llm.requests;
    expect(sent!.system).toMatch(/Tone: technical: precise/);
    expect(sent!.system).toContain('Never use these phrases, in any letter case: "game changer".');
    expect(sent!.system).toContain('The writer adds "— Mona" and "#lamps" after your text');
    expect(sent!.system).toContain(JSON.stringify('💡 The lamp learned to fade in over ten minutes.'));
    expect(post.tone).toBe('technical');
    expect(post.content).toBe('It follows the sunset now.\n\n— Mona\n\n#lamps');
  });
});
