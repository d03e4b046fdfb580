import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTO_UPDATE_SETTINGS, projectMessages } from '@shiplog/contract';
import { autoUpdateSettings } from '../src/db/schema';
import { call, ownedProjects, type SignedIn } from './support';

describe('GET/PUT /api/projects/{id}/auto-updates', () => {
  const s = ownedProjects('auto-settings.test');

  const url = (id: string) => `/api/projects/${id}/auto-updates`;
  const get = (id: string, as: SignedIn | null = s.owner) => call(s.t, 'GET', url(id), { as });
  const put = (id: string, payload: unknown, as: SignedIn | null = s.owner) =>
    call(s.t, 'PUT', url(id), { as, payload });
  const saved = {
    enabled: true,
    tone: 'casual',
    commit_types: ['release', 'push'],
    min_significance: 'major',
  };

  it('answers the defaults before the first save', async () => {
    const res = await get(s.publicId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      enabled: false,
      tone: 'professional',
      commit_types: ['push', 'merge', 'release'],
      min_significance: 'medium',
      weekly_story: false,
    });
    expect(res.json()).toEqual(DEFAULT_AUTO_UPDATE_SETTINGS);
    expect(await s.t.deps.database.db.$count(autoUpdateSettings)).toBe(0);
  });

  it('saves, answers and reads back the settings; a second save replaces them', async () => {
    const res = await put(s.publicId, { ...saved, commit_types: ['release', 'push', 'push'] });
    expect(res.statusCode, res.body).toBe(200);
    // Saved without `weekly_story` (the four settings the API began with): off, as it was.
    const expected = { ...saved, commit_types: ['push', 'release'], weekly_story: false };
    expect(res.json()).toEqual(expected);
    expect((await get(s.publicId)).json()).toEqual(expected);

    const again = await put(s.publicId, { ...saved, enabled: false, commit_types: [], tone: 'technical' });
    expect(again.json()).toEqual({
      ...saved,
      enabled: false,
      commit_types: [],
      tone: 'technical',
      weekly_story: false,
    });
    expect(await s.t.deps.database.db.$count(autoUpdateSettings)).toBe(1);
    await put(s.publicId, saved);
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
    const before = (await get(s.publicId)).json();
    const res = await put(s.publicId, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBeTruthy();
    expect((await get(s.publicId)).json()).toEqual(before);
  });

  it('asks anonymous callers to sign in', async () => {
    expect((await get(s.publicId, null)).statusCode).toBe(401);
    expect((await put(s.publicId, saved, null)).statusCode).toBe(401);
  });

  it('keeps strangers out: 403 on a public project, 404 on a private one, nothing changed', async () => {
    const before = (await get(s.publicId)).json();
    for (const res of [await get(s.publicId, s.stranger), await put(s.publicId, saved, s.stranger)]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.message).toBe(projectMessages.notOwner);
    }
    for (const res of [await get(s.privateId, s.stranger), await put(s.privateId, saved, s.stranger)]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.message).toBe(projectMessages.notFound);
    }
    expect((await get(s.publicId)).json()).toEqual(before);
    expect((await get(s.privateId)).json()).toEqual(DEFAULT_AUTO_UPDATE_SETTINGS);
    expect((await get('no-such-project')).statusCode).toBe(404);
  });
});
