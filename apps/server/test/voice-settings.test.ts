import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROJECT_VOICE, projectMessages, voiceMessages, type ProjectVoice } from '@shiplog/contract';
import { projectVoices } from '../src/db/schema';
import { call, createProject, ownedProjects, type SignedIn } from './support';

describe('GET/PUT /api/projects/{id}/voice', () => {
  const s = ownedProjects('voice-settings.test');

  const url = (id: string) => `/api/projects/${id}/voice`;
  const get = (id: string, as: SignedIn | null = s.owner) => call(s.t, 'GET', url(id), { as });
  const put = (id: string, payload: unknown, as: SignedIn | null = s.owner) =>
    call(s.t, 'PUT', url(id), { as, payload });
  const voice: ProjectVoice = {
    tone: 'casual',
    avoid_phrases: ['excited to announce', 'game changer'],
    hashtags: ['#buildinpublic', '#oss'],
    sign_off: '— Ada',
    examples: ['🚀 Dark mode is here.\n\nIt follows your system setting.'],
  };
  const countVoices = () => s.t.deps.database.db.$count(projectVoices);

  it('answers the defaults before the first save, storing nothing', async () => {
    const res = await get(s.publicId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      tone: 'professional',
      avoid_phrases: [],
      hashtags: [],
      sign_off: '',
      examples: [],
    });
    expect(res.json()).toEqual(DEFAULT_PROJECT_VOICE);
    expect(await countVoices()).toBe(0);
  });

  it('saves, answers and reads back the voice; a second save replaces it', async () => {
    const res = await put(s.publicId, voice);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(voice);
    expect((await get(s.publicId)).json()).toEqual(voice);
    const again = await put(s.publicId, { tone: 'technical' });
    expect(again.json()).toEqual({ ...DEFAULT_PROJECT_VOICE, tone: 'technical' });
    expect(await countVoices()).toBe(1);
    await put(s.publicId, voice);
  });

  it('normalises: hashtags get their #, one-line phrases and sign-off, repeats in any case dropped', async () => {
    const res = await put(s.privateId, {
      tone: 'professional',
      avoid_phrases: ['  game\n changer ', 'Game Changer', 'leverage'],
      hashtags: ['BuildInPublic', '#buildinpublic', ' rust_lang '],
      sign_off: '  — The\tAcme team  ',
      examples: ['  One.  '],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      tone: 'professional',
      avoid_phrases: ['game changer', 'leverage'],
      hashtags: ['#BuildInPublic', '#rust_lang'],
      sign_off: '— The Acme team',
      examples: ['One.'],
    });
  });

  it.each([
    ['an unknown tone', { tone: 'snarky' }, 'tone', null],
    [
      '21 phrases to avoid',
      { avoid_phrases: Array.from({ length: 21 }, (_, i) => `p${i}`) },
      'avoid_phrases',
      voiceMessages.avoidTooMany,
    ],
    [
      'a phrase of 81 characters',
      { avoid_phrases: ['x'.repeat(81)] },
      'avoid_phrases.0',
      voiceMessages.avoidTooLong,
    ],
    ['a blank phrase', { avoid_phrases: ['ok', '   '] }, 'avoid_phrases.1', voiceMessages.avoidEmpty],
    ['6 hashtags', { hashtags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'hashtags', voiceMessages.hashtagsTooMany],
    ['a hashtag starting with a digit', { hashtags: ['#2024'] }, 'hashtags.0', voiceMessages.hashtagInvalid],
    ['a hashtag with a space', { hashtags: ['build in public'] }, 'hashtags.0', voiceMessages.hashtagInvalid],
    [
      'a hashtag of 51 characters',
      { hashtags: [`#a${'b'.repeat(50)}`] },
      'hashtags.0',
      voiceMessages.hashtagInvalid,
    ],
    ['a sign-off of 81 characters', { sign_off: 'x'.repeat(81) }, 'sign_off', voiceMessages.signOffTooLong],
    ['4 examples', { examples: ['a', 'b', 'c', 'd'] }, 'examples', voiceMessages.examplesTooMany],
    [
      'an example of 1,001 characters',
      { examples: ['x'.repeat(1001)] },
      'examples.0',
      voiceMessages.exampleTooLong,
    ],
    [
      'a sign-off holding an avoided phrase',
      { avoid_phrases: ['cheers'], sign_off: 'Cheers, Ada' },
      'sign_off',
      voiceMessages.usesAvoided('cheers'),
    ],
    [
      'a hashtag holding an avoided phrase',
      { avoid_phrases: ['rust'], hashtags: ['#oss', '#Rust'] },
      'hashtags.1',
      voiceMessages.usesAvoided('rust'),
    ],
    ['a NUL in an example', { examples: ['one\u0000two'] }, null, null],
  ])('refuses %s with 400, saying so, and changes nothing', async (_name, body, path, message) => {
    const before = (await get(s.publicId)).json();
    const res = await put(s.publicId, { ...voice, ...body });
    expect(res.statusCode, res.body).toBe(400);
    const { issues } = res.json().error as { issues?: { path: string; message: string }[] };
    if (path) expect(issues?.map((i) => i.path.replace(/^body\./, ''))).toContain(path);
    if (message) expect(issues?.map((i) => i.message)).toContain(message);
    expect((await get(s.publicId)).json()).toEqual(before);
  });

  it('asks anonymous callers to sign in', async () => {
    expect((await get(s.publicId, null)).statusCode).toBe(401);
    expect((await put(s.publicId, voice, null)).statusCode).toBe(401);
  });

  it('keeps strangers out: 403 on a public project, 404 on a private one, nothing changed', async () => {
    const before = (await get(s.publicId)).json();
    for (const res of [await get(s.publicId, s.stranger), await put(s.publicId, voice, s.stranger)]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.message).toBe(projectMessages.notOwner);
    }
    for (const res of [await get(s.privateId, s.stranger), await put(s.privateId, voice, s.stranger)]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.message).toBe(projectMessages.notFound);
    }
    expect((await get(s.publicId)).json()).toEqual(before);
    expect((await get('no-such-project')).statusCode).toBe(404);
  });

  it('goes with its project', async () => {
    const { id } = await createProject(s.t, s.owner, { is_private: false });
    expect((await put(id, voice)).statusCode).toBe(200);
    expect((await call(s.t, 'DELETE', `/api/projects/${id}`, { as: s.owner })).statusCode).toBe(204);
    const rows = await s.t.deps.database.db
      .select()
      .from(projectVoices)
      .where(eq(projectVoices.projectId, id));
    expect(rows).toEqual([]);
  });
});
