import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blueskyPost, mastodonPost } from '@shiplog/contract';
import {
  pngFile,
  startBlueskyServer,
  startMastodonServer,
  type BlueskyFake,
  type MastodonFake,
} from '@shiplog/fakes';
import { BLUESKY_THUMB_MAX_BYTES, postToBluesky, postToMastodon } from '../src/integrations/social';

const link = 'https://shiplog.dev/p/tidepool/updates/42';
const card = { uri: link, title: 'Tidepool 1.0', description: 'Funnels, goals and a faster dashboard.' };
const long = `${'Funnels, goals and a much faster dashboard for everyone who self-hosts. '.repeat(8)}${link}`;

describe('posting for the owner on Bluesky and Mastodon', () => {
  let bluesky: BlueskyFake;
  let mastodon: MastodonFake;
  beforeAll(async () => {
    bluesky = await startBlueskyServer({ handle: 'ada.bsky.social', appPassword: 'aaaa-bbbb-cccc-dddd' });
    mastodon = await startMastodonServer({ accessToken: 'token-1', maxCharacters: 500 });
  });
  afterAll(async () => {
    await bluesky?.close();
    await mastodon?.close();
  });

  const ada = () => ({
    service: bluesky.url,
    identifier: 'ada.bsky.social',
    appPassword: 'aaaa-bbbb-cccc-dddd',
  });

  it('posts on Bluesky with an app password: its link as a facet and the page as its card', async () => {
    const text = blueskyPost(long);
    const posted = await postToBluesky(ada(), { text, card });
    expect(posted.id).toMatch(/^at:\/\/did:plc:[\w]+\/app\.bsky\.feed\.post\/\w+$/);
    expect(posted.url).toMatch(/^https:\/\/bsky\.app\/profile\/ada\.bsky\.social\/post\/\w+$/);
    const [created] = bluesky.records;
    expect(created!.repo).toBe(bluesky.did);
    expect(created!.record).toMatchObject({
      $type: 'app.bsky.feed.post',
      text,
      embed: { $type: 'app.bsky.embed.external', external: card },
    });
    const facets = created!.record.facets as {
      index: { byteStart: number; byteEnd: number };
      features: { uri: string }[];
    }[];
    const bytes = Buffer.from(text);
    expect(facets).toHaveLength(1);
    expect(bytes.subarray(facets[0]!.index.byteStart, facets[0]!.index.byteEnd).toString()).toBe(link);
    expect(facets[0]!.features[0]).toMatchObject({ $type: 'app.bsky.richtext.facet#link', uri: link });
  });

  it("uploads the card's image as a blob and shows it as the card's thumb", async () => {
    // A grey 120 × 63 PNG: each row a filter byte and its samples.
    const png = pngFile(120, 63, 0, deflateSync(Buffer.alloc(63 * 121, 0x80)));
    await postToBluesky(ada(), {
      text: 'Tidepool 1.0 is out.',
      card: { ...card, image: { data: png, mimeType: 'image/png' } },
    });
    const blob = bluesky.blobs.at(-1)!;
    expect(blob).toMatchObject({ mimeType: 'image/png', size: png.length });
    expect(blob.cid).toMatch(/^bafkrei[a-z2-7]{52}$/);
    expect(bluesky.records.at(-1)!.record.embed).toEqual({
      $type: 'app.bsky.embed.external',
      external: {
        ...card,
        thumb: { $type: 'blob', ref: { $link: blob.cid }, mimeType: 'image/png', size: png.length },
      },
    });
  });

  it("posts without the card's thumb, saying why, when the PDS does not take the image or it is too large", async () => {
    const warnings: string[] = [];
    const log = { warn: (_details: Record<string, unknown>, message: string) => warnings.push(message) };
    const png = pngFile(120, 63, 0, deflateSync(Buffer.alloc(63 * 121, 0x80)));
    const blobs = bluesky.blobs.length;
    bluesky.failBlobUploads = true;
    try {
      const posted = await postToBluesky(
        ada(),
        { text: 'Tidepool 1.1 is out.', card: { ...card, image: { data: png, mimeType: 'image/png' } } },
        log,
      );
      expect(posted.url).toMatch(/^https:\/\/bsky\.app\/profile\/ada\.bsky\.social\/post\/\w+$/);
    } finally {
      bluesky.failBlobUploads = false;
    }
    expect(bluesky.records.at(-1)!.record).toMatchObject({
      text: 'Tidepool 1.1 is out.',
      embed: { $type: 'app.bsky.embed.external', external: card },
    });
    expect(warnings).toEqual(['the link card goes without its image: Bluesky did not take it']);

    // Noise does not compress: a real PNG over Bluesky's limit for a thumb.
    const large = pngFile(600, 600, 2, deflateSync(randomBytes(600 * 1801)));
    expect(large.length).toBeGreaterThan(BLUESKY_THUMB_MAX_BYTES);
    await postToBluesky(
      ada(),
      { text: 'Tidepool 1.2 is out.', card: { ...card, image: { data: large, mimeType: 'image/png' } } },
      log,
    );
    expect(bluesky.records.at(-1)!.record).toMatchObject({
      text: 'Tidepool 1.2 is out.',
      embed: { $type: 'app.bsky.embed.external', external: card },
    });
    expect(bluesky.blobs).toHaveLength(blobs);
    expect(warnings[1]).toBe('the link card goes without its image: too large for Bluesky');
  });

  it('is refused, as Bluesky refuses them, an image that is not what it says and a thumb never uploaded', async () => {
    const blobs = bluesky.blobs.length;
    const refusals: unknown[] = [];
    const notPng = { data: new TextEncoder().encode('<svg/>'), mimeType: 'image/png' };
    await postToBluesky(
      ada(),
      { text: 'Hi', card: { ...card, image: notPng } },
      { warn: (details) => refusals.push(details.err) },
    );
    expect(String(refusals[0])).toMatch(/not the image\/png it says/);
    expect(bluesky.blobs).toHaveLength(blobs);
    expect(bluesky.records.at(-1)!.record.embed).toEqual({
      $type: 'app.bsky.embed.external',
      external: card,
    });
    const before = bluesky.records.length;
    const xrpc = (method: string, body: unknown, token?: string) =>
      fetch(`${bluesky.url}/xrpc/${method}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      }).then(async (res) => ({ status: res.status, json: (await res.json()) as Record<string, string> }));
    const session = await xrpc('com.atproto.server.createSession', {
      identifier: 'ada.bsky.social',
      password: 'aaaa-bbbb-cccc-dddd',
    });
    const thumb = { $type: 'blob', ref: { $link: 'bafkreinevergot' }, mimeType: 'image/png', size: 10 };
    const refused = await xrpc(
      'com.atproto.repo.createRecord',
      {
        repo: bluesky.did,
        collection: 'app.bsky.feed.post',
        record: {
          text: 'Hi',
          createdAt: new Date().toISOString(),
          embed: { $type: 'app.bsky.embed.external', external: { ...card, thumb } },
        },
      },
      session.json.accessJwt,
    );
    expect(refused).toMatchObject({ status: 400, json: { message: 'Could not find blob: bafkreinevergot' } });
    expect(bluesky.records).toHaveLength(before);
  });

  it('says no for a wrong app password, and posts nothing longer than Bluesky allows', async () => {
    const before = bluesky.records.length;
    await expect(postToBluesky({ ...ada(), appPassword: 'wrong' }, { text: 'Hi' })).rejects.toThrow(
      /Invalid identifier or password/,
    );
    await expect(postToBluesky(ada(), { text: long })).rejects.toThrow(/longer than Bluesky allows/);
    expect(bluesky.records).toHaveLength(before);
  });

  it('posts a public Mastodon status with an access token, once per idempotency key', async () => {
    const text = mastodonPost(long, 500);
    const account = { instance: mastodon.url, accessToken: 'token-1' };
    const posted = await postToMastodon(account, { text, idempotencyKey: 'post-1' });
    expect(posted).toEqual({ id: '1', url: `${mastodon.url}/@shiplog/1` });
    expect(mastodon.statuses).toEqual([{ status: text, visibility: 'public', idempotencyKey: 'post-1' }]);
    expect(await postToMastodon(account, { text, idempotencyKey: 'post-1' })).toMatchObject({ id: '1' });
    expect(mastodon.statuses).toHaveLength(1);
  });

  it('says no for a wrong token or a status over the limit', async () => {
    await expect(
      postToMastodon({ instance: mastodon.url, accessToken: 'nope' }, { text: 'Hi', idempotencyKey: 'k2' }),
    ).rejects.toThrow(/access token is invalid/);
    await expect(
      postToMastodon(
        { instance: mastodon.url, accessToken: 'token-1' },
        { text: long, idempotencyKey: 'k3' },
      ),
    ).rejects.toThrow(/character limit of 500/);
    expect(mastodon.statuses).toHaveLength(1);
  });
});
