import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BIO_LENGTH } from '@shiplog/contract';
import { call, createTestApp, signUpConfirmed, type SignedIn, type TestApp } from './support';

describe("a user's bio and links", () => {
  let t: TestApp;
  let ada: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUpConfirmed(t, 'ada@profile-links.test');
  });
  afterAll(async () => t?.close());

  const save = (payload: Record<string, string>) => call(t, 'PATCH', '/api/account', { as: ada, payload });
  const profile = async () => (await call(t, 'GET', `/api/users/${ada.userId}`)).json();

  it('shows the Markdown bio, sanitized, and the links, built from the handles', async () => {
    const res = await save({
      bio: 'Builds **compilers**. <script>alert(1)</script>[x](javascript:alert(1))',
      website: 'https://ada.dev/',
      x_handle: '@ada_l',
      bluesky_handle: '@ada.bsky.social',
      mastodon_handle: '@ada@Hachyderm.io',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.user_metadata).toMatchObject({
      website: 'https://ada.dev/',
      x_handle: 'ada_l',
      bluesky_handle: 'ada.bsky.social',
      mastodon_handle: 'ada@Hachyderm.io',
    });
    const shown = await profile();
    expect(shown.bio_html).toContain('<strong>compilers</strong>');
    expect(shown.bio_html).not.toMatch(/<script|href="javascript:/);
    expect(shown.links).toEqual([
      { kind: 'website', label: 'ada.dev', url: 'https://ada.dev/' },
      { kind: 'x', label: '@ada_l', url: 'https://x.com/ada_l' },
      { kind: 'bluesky', label: '@ada.bsky.social', url: 'https://bsky.app/profile/ada.bsky.social' },
      { kind: 'mastodon', label: '@ada@Hachyderm.io', url: 'https://hachyderm.io/@ada' },
    ]);
  });

  it.each([
    [{ bio: 'x'.repeat(MAX_BIO_LENGTH + 1) }, 'Keep your bio to 300 characters'],
    [{ website: 'javascript:alert(1)' }, 'Website must be an http(s) URL'],
    [{ x_handle: 'not a handle' }, 'Enter an X handle such as @shiplog'],
    [{ bluesky_handle: 'ada' }, 'Enter a Bluesky handle such as @you.bsky.social'],
    [{ mastodon_handle: 'ada@' }, 'Enter a Mastodon handle such as @you@mastodon.social'],
  ])('refuses %o with a clear message and changes nothing', async (payload, message) => {
    const before = await profile();
    const res = await save(payload);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().error)).toContain(message);
    expect(await profile()).toEqual(before);
  });

  it('takes a website without its scheme and keeps it with https://', async () => {
    const res = await save({ website: 'carla.studio' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.user_metadata.website).toBe('https://carla.studio');
    expect((await profile()).links[0]).toEqual({
      kind: 'website',
      label: 'carla.studio',
      url: 'https://carla.studio',
    });
    expect((await save({ website: 'https://ada.dev/' })).statusCode).toBe(200);
  });

  it('clears a field given empty', async () => {
    expect((await save({ bio: '', x_handle: '' })).statusCode).toBe(200);
    const shown = await profile();
    expect(shown.bio_html).toBeNull();
    expect(shown.links.map((l: { kind: string }) => l.kind)).toEqual(['website', 'bluesky', 'mastodon']);
  });
});
