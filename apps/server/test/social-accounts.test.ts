import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blueskyLength, mastodonLength, socialMessages } from '@shiplog/contract';
import { startBlueskyServer, startMastodonServer, type BlueskyFake, type MastodonFake } from '@shiplog/fakes';
import { posts, socialAccounts } from '../src/db/schema';
import { call, createProject, createTestApp, signUpConfirmed, type SignedIn, type TestApp } from './support';

const link = 'https://shiplog.test/p/harbour';
const content = `${'Every harbour now shows on a vector map, from our own tile server. '.repeat(6)}${link}`;

describe('posting for the user on Bluesky and Mastodon', () => {
  let bluesky: BlueskyFake;
  let mastodon: MastodonFake;
  let t: TestApp;
  let owner: SignedIn;
  let stranger: SignedIn;
  let postId: string;
  let projectId: string;

  beforeAll(async () => {
    bluesky = await startBlueskyServer({ handle: 'juno.bsky.social', appPassword: 'abcd-efgh-ijkl-mnop' });
    mastodon = await startMastodonServer({ accessToken: 'token-juno', maxCharacters: 300 });
    // The fakes are on loopback: the operator allows private addresses here.
    t = await createTestApp({
      env: { OUTBOUND_WEBHOOKS_ALLOW_PRIVATE: 'true', PUBLIC_URL: 'https://shiplog.test' },
    });
    owner = await signUpConfirmed(t, 'juno@social.test');
    stranger = await signUpConfirmed(t, 'other@social.test');
    ({ id: projectId } = await createProject(t, owner, {
      is_private: false,
      name: 'Harbour',
      description: 'Maps for sailors.',
    }));
    const [post] = await t.deps.database.db
      .insert(posts)
      .values({
        userId: owner.userId,
        projectId,
        content,
        writer: 'builtin',
        tone: 'professional',
        target: 'x',
      })
      .returning();
    postId = post!.id;
  });
  afterAll(async () => {
    await t?.close();
    await bluesky?.close();
    await mastodon?.close();
  });

  const publish = (network: string, as = owner) =>
    call(t, 'POST', `/api/posts/${postId}/publish`, { as, payload: { network } });

  it('keeps a Bluesky app password sealed and never shows it again', async () => {
    const res = await call(t, 'PUT', '/api/social/accounts/bluesky', {
      as: owner,
      payload: { service: bluesky.url, identifier: 'juno.bsky.social', secret: 'abcd-efgh-ijkl-mnop' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      network: 'bluesky',
      service: bluesky.url,
      identifier: 'juno.bsky.social',
      connected_at: expect.any(String),
    });
    const [row] = await t.deps.database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, owner.userId));
    expect(row!.secretSealed).not.toContain('abcd-efgh');
    const listed = await call(t, 'GET', '/api/social/accounts', { as: owner });
    expect(listed.body).not.toContain('abcd-efgh');
    expect(listed.json()).toHaveLength(1);
    expect((await call(t, 'GET', '/api/social/accounts', { as: stranger })).json()).toEqual([]);
  });

  it("posts on Bluesky: fitted to 300 with its link, and the project page's card", async () => {
    const res = await publish('bluesky');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      network: 'bluesky',
      url: expect.stringMatching(/^https:\/\/bsky\.app\/profile\/juno\.bsky\.social\/post\/\w+$/),
    });
    const [created] = bluesky.records;
    const text = created!.record.text as string;
    expect(blueskyLength(text)).toBeLessThanOrEqual(300);
    expect(text.endsWith(link)).toBe(true);
    expect(created!.record.embed).toEqual({
      $type: 'app.bsky.embed.external',
      external: {
        uri: `https://shiplog.test/projects/${projectId}`,
        title: 'Harbour',
        description: 'Maps for sailors.',
      },
    });
  });

  it("posts on Mastodon with an access token, fitted to the instance's own limit", async () => {
    expect((await publish('mastodon')).json()).toEqual({
      error: { code: 'BAD_REQUEST', message: socialMessages.notConnected('Mastodon') },
    });
    const connected = await call(t, 'PUT', '/api/social/accounts/mastodon', {
      as: owner,
      payload: { service: mastodon.url, secret: 'token-juno' },
    });
    expect(connected.statusCode, connected.body).toBe(200);
    const res = await publish('mastodon');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ network: 'mastodon', url: `${mastodon.url}/@shiplog/1` });
    const [status] = mastodon.statuses;
    expect(mastodonLength(status!.status)).toBeLessThanOrEqual(300);
    expect(status!.status.endsWith(link)).toBe(true);
    expect(status!.idempotencyKey).toMatch(new RegExp(`^${postId}:\\d+$`));
  });

  it("says what the network said when it refuses, and posts nobody else's post", async () => {
    await call(t, 'PUT', '/api/social/accounts/mastodon', {
      as: owner,
      payload: { service: mastodon.url, secret: 'revoked' },
    });
    const refused = await publish('mastodon');
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error.message).toMatch(
      /^Mastodon did not take the post: .*access token is invalid/,
    );
    expect(mastodon.statuses).toHaveLength(1);
    expect((await publish('bluesky', stranger)).statusCode).toBe(404);
  });

  it('forgets an account and its secret', async () => {
    expect((await call(t, 'DELETE', '/api/social/accounts/bluesky', { as: owner })).statusCode).toBe(204);
    const left = (await call(t, 'GET', '/api/social/accounts', { as: owner })).json() as {
      network: string;
    }[];
    expect(left.map((a) => a.network)).toEqual(['mastodon']);
  });
});
