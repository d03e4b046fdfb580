import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialMessages } from '@shiplog/contract';
import { startMastodonServer, type MastodonFake } from '@shiplog/fakes';
import { call, createTestApp, signUpConfirmed, type SignedIn, type TestApp } from './support';

const path = (instance: string) => `/api/social/mastodon-instance?instance=${encodeURIComponent(instance)}`;

describe("a Mastodon instance's limit", () => {
  let mastodon: MastodonFake;
  let t: TestApp;
  let strict: TestApp;
  let owner: SignedIn;
  let strictOwner: SignedIn;
  beforeAll(async () => {
    mastodon = await startMastodonServer({ maxCharacters: 1000 });
    // The fake is on loopback: the operator allows private targets here, not in `strict`.
    t = await createTestApp({ env: { OUTBOUND_WEBHOOKS_ALLOW_PRIVATE: 'true' } });
    strict = await createTestApp();
    owner = await signUpConfirmed(t, 'owner@mastodon.test');
    strictOwner = await signUpConfirmed(strict, 'owner@mastodon.test');
  });
  afterAll(async () => {
    await t?.close();
    await strict?.close();
    await mastodon?.close();
  });

  it("reads the instance's max_characters from GET /api/v2/instance, once an hour", async () => {
    const res = await call(t, 'GET', path(mastodon.url), { as: owner });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ instance: mastodon.url, max_characters: 1000, from_instance: true });
    expect((await call(t, 'GET', path(`${mastodon.url}/about`), { as: owner })).json()).toMatchObject({
      max_characters: 1000,
    });
    expect(mastodon.instanceReads).toBe(1);
  });

  it('takes 500 when the instance cannot be read', async () => {
    const gone = await startMastodonServer();
    await gone.close();
    const res = await call(t, 'GET', path(gone.url), { as: owner });
    expect(res.json()).toEqual({ instance: gone.url, max_characters: 500, from_instance: false });
  });

  it('refuses addresses that are not on the internet unless the operator allows them', async () => {
    const res = await call(strict, 'GET', path(mastodon.url), { as: strictOwner });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(socialMessages.instanceRefused);
    expect(mastodon.instanceReads).toBe(1);
  });

  it('asks for a server name, and for sign-in', async () => {
    const bad = await call(t, 'GET', path('intranet'), { as: owner });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(socialMessages.instanceInvalid);
    expect((await call(t, 'GET', path('mastodon.social'))).statusCode).toBe(401);
  });
});
