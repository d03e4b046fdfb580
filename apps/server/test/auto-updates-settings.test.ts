import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTO_UPDATE_SETTINGS, projectMessages } from '@shiplog/contract';
import { autoUpdateSettings } from '../src/db/schema';
import { signUpConfirmed, type SignedIn } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { call, createProject } from './support/update-fixtures';

describe('GET/PUT /api/projects/{id}/auto-updates', () => {
  let t: TestApp;
  let owner: SignedIn;
  let stranger: SignedIn;
  let publicId: string;
  let privateId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpConfirmed(t, 'owner@auto-settings.test');
    stranger = await signUpConfirmed(t, 'stranger@auto-settings.test');
    publicId = await createProject(t, owner, false);
    privateId = await createProject(t, owner, true);
  });
  afterAll(() => t?.close());

  const url = (id: string) => `/api/projects/${id}/auto-updates`;
  const get = (id: string, as: SignedIn | null = owner) => call(t, 'GET', url(id), { as });
  const put = (id: string, payload: unknown, as: SignedIn | null = owner) =>
    call(t, 'PUT', url(id), { as, payload });
  const saved = {
    enabled: true,
    tone: 'casual',
    commit_types: ['release', 'push'],
    min_significance: 'major',
  };

  it('answers the defaults before the first save', async () => {
    const res = await get(publicId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      enabled: false,
      tone: 'professional',
      commit_types: ['push', 'merge', 'release'],
      min_significance: 'medium',
    });
    expect(res.json()).toEqual(DEFAULT_AUTO_UPDATE_SETTINGS);
    expect(await t.deps.database.db.$count(autoUpdateSettings)).toBe(0);
  });

  it('saves, answers and reads back the settings; a second save replaces them', async () => {
    const res = await put(publicId, { ...saved, commit_types: ['release', 'push', 'push'] });
    expect(res.statusCode, res.body).toBe(200);
    const expected = { ...saved, commit_types: ['push', 'release'] };
    expect(res.json()).toEqual(expected);
    expect((await get(publicId)).json()).toEqual(expected);

    const again = await put(publicId, { ...saved, enabled: false, commit_types: [], tone: 'technical' });
    expect(again.json()).toEqual({ ...saved, enabled: false, commit_types: [], tone: 'technical' });
    expect(await t.deps.database.db.$count(autoUpdateSettings)).toBe(1);
    await put(publicId, saved);
  });

  it.each([
    ['an unknown tone', { ...saved, tone: 'snarky' }],
    ['an unknown commit type', { ...saved, commit_types: ['push', 'tag'] }],
    ['an unknown significance', { ...saved, min_significance: 'huge' }],
    ['enabled as a string', { ...saved, enabled: 'yes' }],
    ['a missing field', { enabled: true, tone: 'casual', commit_types: ['push'] }],
    ['commit types as a string', { ...saved, commit_types: 'push' }],
    ['too many commit types', { ...saved, commit_types: Array(7).fill('push') }],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    const before = (await get(publicId)).json();
    const res = await put(publicId, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBeTruthy();
    expect((await get(publicId)).json()).toEqual(before);
  });

  it('asks anonymous callers to sign in', async () => {
    expect((await get(publicId, null)).statusCode).toBe(401);
    expect((await put(publicId, saved, null)).statusCode).toBe(401);
  });

  it('keeps strangers out: 403 on a public project, 404 on a private one, nothing changed', async () => {
    const before = (await get(publicId)).json();
    for (const res of [await get(publicId, stranger), await put(publicId, saved, stranger)]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.message).toBe(projectMessages.notOwner);
    }
    for (const res of [await get(privateId, stranger), await put(privateId, saved, stranger)]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.message).toBe(projectMessages.notFound);
    }
    expect((await get(publicId)).json()).toEqual(before);
    expect((await get(privateId)).json()).toEqual(DEFAULT_AUTO_UPDATE_SETTINGS);
    expect((await get('no-such-project')).statusCode).toBe(404);
  });
});
