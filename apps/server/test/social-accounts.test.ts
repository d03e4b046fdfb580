import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blueskyLength, imageStorageKey, mastodonLength, socialMessages } from '@shiplog/contract';
import { startBlueskyServer, startMastodonServer, type BlueskyFake, type MastodonFake } from '@shiplog/fakes';
import { posts, socialAccounts } from '../src/db/schema';
import {
  call,
  createProject,
  createTestApp,
  createUpdate,
  signUpConfirmed,
  type SignedIn,
  type TestApp,
} from './support';
import { photoPngOf, pngOf, uploadImage, uploaded } from './support/images';

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

  const publish = (network: string, as = owner, id = postId) =>
    call(t, 'POST', `/api/posts/${id}/publish`, { as, payload: { network } });
  /** The thumb a card names for the blob the fake PDS kept. */
  const thumbOf = (blob: BlueskyFake['blobs'][number]) => ({
    $type: 'blob',
    ref: { $link: blob.cid },
    mimeType: blob.mimeType,
    size: blob.size,
  });

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

  /** A post of the owner's in the project (of a commit, when a sha is given). */
  async function addPost(commitSha: string | null = null) {
    const [post] = await t.deps.database.db
      .insert(posts)
      .values({
        userId: owner.userId,
        projectId,
        commitSha,
        content,
        writer: 'builtin',
        tone: 'casual',
        target: 'x',
      })
      .returning();
    return post!.id;
  }

  /** An image uploaded by the owner, and the bytes its card variant is served with. */
  async function uploadedImage(width: number, height: number, make = pngOf) {
    const res = await uploadImage(t, { bytes: await make(width, height) }, { headers: owner.bearer });
    expect(res.statusCode, res.body).toBe(201);
    const image = uploaded(res);
    const card = await call(t, 'GET', new URL(image.card_url).pathname);
    expect(card.statusCode).toBe(200);
    return { url: image.url, card: card.rawPayload, type: String(card.headers['content-type']) };
  }

  /** A published commit update of the project that shows an image in its text. */
  const announce = (commitHash: string, title: string, imageUrl: string) =>
    createUpdate(t, owner, projectId, {
      type: 'commit',
      title,
      commit_hash: commitHash,
      content: `${title} for every harbour.\n\n![${title}](${imageUrl})`,
    });

  it("shows the update's image on the Bluesky card, else the project's banner, uploaded as its thumb", async () => {
    const banner = await uploadedImage(1200, 400);
    const saved = await call(t, 'PUT', `/api/projects/${projectId}`, {
      as: owner,
      payload: { banner_url: banner.url },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const plain = await addPost();
    const res = await publish('bluesky', owner, plain);
    expect(res.statusCode, res.body).toBe(200);
    const bannerBlob = bluesky.blobs.at(-1)!;
    expect(bannerBlob.data.equals(banner.card)).toBe(true);
    expect(bannerBlob.mimeType).toBe(banner.type);
    expect(bluesky.records.at(-1)!.record.embed).toEqual({
      $type: 'app.bsky.embed.external',
      external: {
        uri: `https://shiplog.test/projects/${projectId}`,
        title: 'Harbour',
        description: 'Maps for sailors.',
        thumb: thumbOf(bannerBlob),
      },
    });

    // A post of a commit whose published update shows an image: that image, not the banner.
    const sha = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
    const shot = await uploadedImage(640, 480);
    await createUpdate(t, owner, projectId, {
      type: 'commit',
      title: 'Vector maps',
      commit_hash: sha,
      content: `Every harbour on a vector map.\n\n![The new map](${shot.url})`,
    });
    const ofCommit = await addPost(sha);
    const again = await publish('bluesky', owner, ofCommit);
    expect(again.statusCode, again.body).toBe(200);
    const shotBlob = bluesky.blobs.at(-1)!;
    expect(shotBlob.data.equals(shot.card)).toBe(true);
    expect(shotBlob.cid).not.toBe(bannerBlob.cid);
    const external = (bluesky.records.at(-1)!.record.embed as { external: { thumb: unknown } }).external;
    expect(external.thumb).toEqual(thumbOf(shotBlob));
  });

  it("shows the card of an update's WebP image when its text names the image by its mail variant", async () => {
    const photo = await uploadedImage(1200, 600, photoPngOf);
    expect(photo.url).toMatch(/\.webp$/);
    // The address a mail or a feed shows (the JPEG of a WebP image), pasted into the update.
    const sha = 'b2c3d4e5f60718293a4b5c6d7e8f9012345678a1';
    await announce(sha, 'Tide tables', photo.url.replace(/\.webp$/, '-mail.jpg'));
    const published = await publish('bluesky', owner, await addPost(sha));
    expect(published.statusCode, published.body).toBe(200);
    const blob = bluesky.blobs.at(-1)!;
    expect(blob.mimeType).toBe('image/webp');
    expect(blob.data.equals(photo.card)).toBe(true);
  });

  it("finds the update of the post's commit by the abbreviated sha its owner typed", async () => {
    const sha = 'c3d4e5f60718293a4b5c6d7e8f9012345678a1b2';
    const chart = await uploadedImage(720, 360);
    await announce(sha.slice(0, 8).toUpperCase(), 'Depth charts', chart.url);
    const res = await publish('bluesky', owner, await addPost(sha));
    expect(res.statusCode, res.body).toBe(200);
    expect(bluesky.blobs.at(-1)!.data.equals(chart.card)).toBe(true);
  });

  it("shows the published update's image when the commit also has an older draft", async () => {
    const sha = 'e5f60718293a4b5c6d7e8f9012345678a1b2c3d4';
    const sketch = await uploadedImage(400, 300);
    const lighthouses = await uploadedImage(800, 400);
    await createUpdate(t, owner, projectId, {
      type: 'commit',
      title: 'Lighthouses (draft)',
      commit_hash: sha,
      content: `Lighthouses, soon.\n\n![A sketch](${sketch.url})`,
      status: 'draft',
    });
    await createUpdate(t, owner, projectId, {
      type: 'commit',
      title: 'Lighthouses',
      commit_hash: sha,
      content: `Every lighthouse on the map.\n\n![Lighthouses](${lighthouses.url})`,
      force: true,
    });
    const res = await publish('bluesky', owner, await addPost(sha));
    expect(res.statusCode, res.body).toBe(200);
    expect(bluesky.blobs.at(-1)!.data.equals(lighthouses.card)).toBe(true);
  });

  it('posts the card without its thumb when the image cannot be read from storage or the PDS fails to take it', async () => {
    const sha = 'd4e5f60718293a4b5c6d7e8f9012345678a1b2c3';
    const buoy = await uploadedImage(500, 300);
    await announce(sha, 'Buoys', buoy.url);
    const card = {
      $type: 'app.bsky.embed.external',
      external: {
        uri: `https://shiplog.test/projects/${projectId}`,
        title: 'Harbour',
        description: 'Maps for sailors.',
      },
    };
    const blobs = bluesky.blobs.length;
    // The card variant's file is unreadable: a folder where the file was.
    const file = join(t.deps.config.DATA_DIR, 'uploads', imageStorageKey(buoy.url, 'card')!);
    const kept = await readFile(file);
    await rm(file);
    await mkdir(file);
    try {
      const res = await publish('bluesky', owner, await addPost(sha));
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await rm(file, { recursive: true });
      await writeFile(file, kept);
    }
    expect(bluesky.records.at(-1)!.record.embed).toEqual(card);

    bluesky.failBlobUploads = true;
    try {
      const res = await publish('bluesky', owner, await addPost(sha));
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      bluesky.failBlobUploads = false;
    }
    expect(bluesky.records.at(-1)!.record.embed).toEqual(card);
    expect(bluesky.blobs).toHaveLength(blobs);
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
    const refused = await publish('mastodon', owner, await addPost());
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
