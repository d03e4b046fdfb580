import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { socialMessages, socialNetworkLabels } from '@shiplog/contract';
import { startBlueskyServer, startMastodonServer, type BlueskyFake, type MastodonFake } from '@shiplog/fakes';
import { posts, socialPublications } from '../src/db/schema';
import {
  call,
  createTestApp,
  signUpConfirmed,
  until,
  whileRefusing,
  type SignedIn,
  type TestApp,
} from './support';

const BLUESKY_PASSWORD = 'abcd-efgh-ijkl-mnop';

describe('a post goes to a network once', () => {
  let bluesky: BlueskyFake;
  let mastodon: MastodonFake;
  let t: TestApp;
  let owner: SignedIn;

  beforeAll(async () => {
    bluesky = await startBlueskyServer({ handle: 'once.bsky.social', appPassword: BLUESKY_PASSWORD });
    mastodon = await startMastodonServer({ accessToken: 'token-once' });
    // The fakes are on loopback: the operator allows private addresses here.
    t = await createTestApp({ env: { OUTBOUND_WEBHOOKS_ALLOW_PRIVATE: 'true' } });
    owner = await signUpConfirmed(t, 'once@social.test');
    await connectBluesky(BLUESKY_PASSWORD);
    const mastodonAccount = await call(t, 'PUT', '/api/social/accounts/mastodon', {
      as: owner,
      payload: { service: mastodon.url, secret: 'token-once' },
    });
    expect(mastodonAccount.statusCode, mastodonAccount.body).toBe(200);
  });
  /** Lets the posts the PDS holds go on (a failed test leaves none held for the next). */
  let releaseHeld = () => {};
  afterEach(() => releaseHeld());
  afterAll(async () => {
    await t?.close();
    await bluesky?.close();
    await mastodon?.close();
  });

  async function connectBluesky(secret: string) {
    const res = await call(t, 'PUT', '/api/social/accounts/bluesky', {
      as: owner,
      payload: { service: bluesky.url, identifier: 'once.bsky.social', secret },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** A saved post of the owner's, of no project. */
  async function addPost(content: string) {
    const [post] = await t.deps.database.db
      .insert(posts)
      .values({ userId: owner.userId, content, writer: 'builtin', tone: 'casual', target: 'x' })
      .returning();
    return post!.id;
  }

  const publish = (id: string, network: string) =>
    call(t, 'POST', `/api/posts/${id}/publish`, { as: owner, payload: { network } });

  /**
   * Two clicks at once, then a third: one posts it; the other is refused while the first is on
   * its way or once it is out, and the third names where it is. Answers that place.
   */
  async function clickedThrice(id: string, network: 'bluesky' | 'mastodon') {
    const label = socialNetworkLabels[network];
    const answers = await Promise.all([publish(id, network), publish(id, network)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const { url } = answers.find((res) => res.statusCode === 200)!.json<{ url: string }>();
    const { error } = answers
      .find((res) => res.statusCode === 409)!
      .json<{ error: Record<string, string> }>();
    expect(error.code).toBe('CONFLICT');
    expect([socialMessages.beingPosted(label), socialMessages.alreadyPosted(label, url)]).toContain(
      error.message,
    );
    const again = await publish(id, network);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'CONFLICT', message: `This post is already on ${label}: ${url}` },
    });
    return url;
  }

  it('posts on Bluesky once when Post is clicked twice at once, and names the first post after', async () => {
    const id = await addPost('Harbour 2.0: tide tables for every port. https://shiplog.test/p/harbour');
    const before = bluesky.records.length;
    const url = await clickedThrice(id, 'bluesky');
    expect(url).toMatch(/^https:\/\/bsky\.app\/profile\/once\.bsky\.social\/post\/\w+$/);
    expect(bluesky.records).toHaveLength(before + 1);
  });

  it('says the post is on its way while the first request is still posting it', async () => {
    const id = await addPost('Harbour 2.1: buoys, live.');
    const sessions = bluesky.sessions;
    releaseHeld = bluesky.holdPosts();
    const first = publish(id, 'bluesky');
    await until(() => bluesky.sessions > sessions, 10_000, 'the first request to reach the PDS');
    const second = await publish(id, 'bluesky');
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({
      code: 'CONFLICT',
      message: 'This post is being posted to Bluesky.',
    });
    releaseHeld();
    expect((await first).statusCode).toBe(200);
  });

  it('lets an edited post go out again', async () => {
    const id = await addPost('Harbour 2.2: night mode.');
    expect((await publish(id, 'bluesky')).statusCode).toBe(200);
    const edited = await call(t, 'PUT', `/api/posts/${id}`, {
      as: owner,
      payload: { content: 'Harbour 2.2: night mode, and charts that stay readable at dusk.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const before = bluesky.records.length;
    expect((await publish(id, 'bluesky')).statusCode).toBe(200);
    expect(bluesky.records).toHaveLength(before + 1);
    expect(bluesky.records.at(-1)!.record.text).toBe(
      'Harbour 2.2: night mode, and charts that stay readable at dusk.',
    );
  });

  it('frees the post when the network refuses it, so that trying again posts it', async () => {
    const id = await addPost('Harbour 2.3: offline maps.');
    await connectBluesky('wrong-password');
    const refused = await publish(id, 'bluesky');
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error.message).toMatch(/^Bluesky did not take the post: .*Invalid identifier/);
    await connectBluesky(BLUESKY_PASSWORD);
    const before = bluesky.records.length;
    expect((await publish(id, 'bluesky')).statusCode).toBe(200);
    expect(bluesky.records).toHaveLength(before + 1);
  });

  it('takes over a claim its request never finished (a crash), after a while', async () => {
    const content = 'Harbour 2.4: anchorages.';
    const id = await addPost(content);
    const contentHash = createHash('sha256').update(content).digest('hex');
    const claim = { postId: id, network: 'bluesky' as const, contentHash, claimToken: 'crashed' };
    await t.deps.database.db.insert(socialPublications).values(claim);
    const held = await publish(id, 'bluesky');
    expect(held.statusCode).toBe(409);
    expect(held.json().error.message).toBe(socialMessages.beingPosted('Bluesky'));

    await t.deps.database.db.delete(socialPublications).where(eq(socialPublications.postId, id));
    await t.deps.database.db
      .insert(socialPublications)
      .values({ ...claim, claimedAt: new Date(Date.now() - 11 * 60_000) });
    const taken = await publish(id, 'bluesky');
    expect(taken.statusCode, taken.body).toBe(200);
  });

  it('answers where the post went when the network took it but the database could not note it', async () => {
    const id = await addPost('Harbour 2.6: tide alarms.');
    const before = bluesky.records.length;
    const refusal = {
      name: 'refuse_publication_urls',
      table: 'social_publications',
      event: 'update',
      when: 'new.url is not null',
      message: 'the disk is full',
    };
    await whileRefusing(t.deps.database, refusal, async () => {
      const res = await publish(id, 'bluesky');
      expect(res.statusCode, res.body).toBe(200);
      const { url } = res.json<{ url: string }>();
      expect(url).toMatch(/^https:\/\/bsky\.app\/profile\/once\.bsky\.social\/post\/\w+$/);
      expect(bluesky.records).toHaveLength(before + 1);
      const logged = t.logs.find((line) => line.msg === 'a published post was not recorded');
      expect(logged).toMatchObject({ network: 'bluesky', postId: id, url });
    });
    // The claim is still held: the same text is not posted again.
    const again = await publish(id, 'bluesky');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(socialMessages.beingPosted('Bluesky'));
    expect(bluesky.records).toHaveLength(before + 1);
  });

  it('posts on Mastodon once when Post is clicked twice at once', async () => {
    const id = await addPost('Harbour 2.5: marinas.');
    const requests = mastodon.statusRequests;
    expect(await clickedThrice(id, 'mastodon')).toMatch(new RegExp(`^${mastodon.url}/@shiplog/\\d+$`));
    expect(mastodon.statusRequests).toBe(requests + 1);
    // The same text on the other network is another publication.
    expect((await publish(id, 'bluesky')).statusCode).toBe(200);
  });
});
