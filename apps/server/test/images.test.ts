import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageMessages, parseImageName, type CreatedApiToken, type ImageUsage } from '@shiplog/contract';
import { startFakeS3, type FakeS3 } from '@shiplog/fakes';
import { images } from '../src/db/schema';
import { storageOf } from '../src/integrations/storage';
import { createImageService } from '../src/modules/images/images.service';
import {
  animatedGif,
  call,
  createProject,
  createTestApp,
  createUpdate,
  jpegWithGps,
  noisePngOf,
  scratchDir,
  photoPngOf,
  pngBomb,
  pngOf,
  signUpConfirmed,
  textUpdate,
  uploadImage,
  uploaded,
  whileRefusing,
  type SignedIn,
  type TestApp,
} from './support';

const QUOTA = 300_000;

/** The same tests on both storages: files under DATA_DIR, and a local S3-compatible bucket. */
describe.each(['disk', 's3'] as const)('uploaded images (%s storage)', (kind) => {
  let s3: FakeS3 | undefined;
  let t: TestApp;
  let ada: SignedIn;
  let bob: SignedIn;
  const stored = () => storageOf(t.deps.config).list('images/');
  const pathOf = (url: string) => new URL(url).pathname;

  beforeAll(async () => {
    if (kind === 's3') s3 = await startFakeS3();
    t = await createTestApp({ env: { ...s3?.env, DATA_DIR: scratchDir('images') } });
    ada = await signUpConfirmed(t, `ada-${kind}@images.test`);
    bob = await signUpConfirmed(t, `bob-${kind}@images.test`);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('re-encodes an upload to at most 2,000 px wide with a card variant, and serves it like a static asset', async () => {
    const res = await uploadImage(t, { bytes: await pngOf(3000, 1200) }, { headers: ada.bearer });
    expect(res.statusCode, res.body).toBe(201);
    const image = uploaded(res);
    expect(image).toMatchObject({ width: 2000, height: 800, card_width: 800, card_height: 320 });
    expect(image.content_type).toBe('image/png');
    expect(parseImageName(image.url)).toMatchObject({ width: 2000, height: 800, card: false });
    expect(image.url.startsWith(t.deps.config.PUBLIC_URL)).toBe(true);
    expect(await stored()).toHaveLength(2);

    const full = await t.app.inject({ method: 'GET', url: pathOf(image.url) });
    expect(full.statusCode).toBe(200);
    expect(full.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({ width: 2000, height: 800 });
    const card = await t.app.inject({ method: 'GET', url: pathOf(image.card_url) });
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ width: 800, height: 320 });

    const again = await t.app.inject({
      method: 'GET',
      url: pathOf(image.url),
      headers: { 'if-none-match': String(full.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const missing = await t.app.inject({
      method: 'GET',
      url: pathOf(image.url).replace(/[0-9a-f]{20}-/, 'f'.repeat(20) + '-'),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control'] ?? '').not.toContain('immutable');
  });

  it('stores a photo-like PNG as WebP with a JPEG for mail: served with their types, counted, deleted together', async () => {
    const res = await uploadImage(t, { bytes: await photoPngOf(1200, 800) }, { headers: ada.bearer });
    expect(res.statusCode, res.body).toBe(201);
    const image = uploaded(res);
    expect(image).toMatchObject({ content_type: 'image/webp', width: 1200, height: 800, card_width: 800 });
    expect(image.url).toMatch(/-1200x800\.webp$/);
    expect(image.card_url).toBe(image.url.replace(/\.webp$/, '-card.webp'));
    const mailUrl = image.url.replace(/\.webp$/, '-mail.jpg');
    const id = image.url.split('/').pop()!.slice(0, 36);
    const ofImage = async () => (await stored()).filter((key) => key.includes(id));
    expect(await ofImage()).toHaveLength(3);

    let bytes = 0;
    for (const [url, type] of [
      [image.url, 'image/webp'],
      [image.card_url, 'image/webp'],
      [mailUrl, 'image/jpeg'],
    ] as const) {
      const file = await t.app.inject({ method: 'GET', url: pathOf(url) });
      expect(file.statusCode).toBe(200);
      expect(file.headers).toMatchObject({
        'content-type': type,
        'cache-control': 'public, max-age=31536000, immutable',
      });
      bytes += file.rawPayload.length;
    }
    expect(image.bytes).toBe(bytes);
    expect(
      await sharp((await t.app.inject({ method: 'GET', url: pathOf(mailUrl) })).rawPayload).metadata(),
    ).toMatchObject({
      format: 'jpeg',
      width: 800,
      height: 533,
    });

    const removed = await call(t, 'DELETE', `/api/images/${mailUrl.split('/').pop()}`, { as: ada });
    expect(removed.statusCode).toBe(204);
    expect(await ofImage()).toEqual([]);
  });

  it.runIf(kind === 's3')('links images to S3_PUBLIC_URL when a CDN serves the bucket', async () => {
    const cdn = await createTestApp({
      env: { ...s3?.env, DATA_DIR: scratchDir('images'), S3_PUBLIC_URL: 'https://cdn.example/shiplog' },
    });
    try {
      const carol = await signUpConfirmed(cdn, `carol-${kind}@images.test`);
      const image = uploaded(
        await uploadImage(cdn, { bytes: await pngOf(40, 30) }, { headers: carol.bearer }),
      );
      expect(image.url).toMatch(/^https:\/\/cdn\.example\/shiplog\/images\/[0-9a-f]{36}-40x30\.webp$/);
      expect(image.card_url).toBe(image.url.replace(/\.webp$/, '-card.webp'));
      const key = image.url.slice('https://cdn.example/shiplog/'.length);
      expect(await storageOf(cdn.deps.config).list('images/')).toContain(key);
    } finally {
      await cdn.close();
    }
  });

  it('refuses a file named .png that holds HTML, and an SVG, by their content', async () => {
    for (const bytes of [
      Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
      ),
    ]) {
      const res = await uploadImage(
        t,
        { bytes, name: 'shot.png', type: 'image/png' },
        { headers: ada.bearer },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toBe(imageMessages.unsupported);
    }
  });

  it('removes EXIF and GPS from an uploaded photo', async () => {
    const photo = await jpegWithGps();
    expect((await sharp(photo).metadata()).exif?.includes(Buffer.from('Locator'))).toBe(true);
    const res = await uploadImage(
      t,
      { bytes: photo, name: 'photo.jpg', type: 'image/jpeg' },
      { headers: ada.bearer },
    );
    expect(res.statusCode, res.body).toBe(201);
    const image = uploaded(res);
    expect(image.content_type).toBe('image/jpeg');
    for (const url of [image.url, image.card_url]) {
      const file = (await t.app.inject({ method: 'GET', url: pathOf(url) })).rawPayload;
      const meta = await sharp(file).metadata();
      expect(meta.exif).toBeUndefined();
      expect(file.includes(Buffer.from('Locator'))).toBe(false);
      expect(file.includes(Buffer.from('GPS'))).toBe(false);
    }
  });

  it('refuses a 20,000 × 20,000 PNG bomb without decoding it', async () => {
    const bomb = await pngBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage().rss;
    const res = await uploadImage(t, { bytes: bomb }, { headers: ada.bearer });
    const grown = process.memoryUsage().rss - before;
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(imageMessages.tooManyPixels(20_000, 20_000));
    // Decoded, its pixels alone would take 400 MB.
    expect(grown).toBeLessThan(100 * 1024 * 1024);
  });

  it('keeps an animated GIF animated', async () => {
    const res = await uploadImage(
      t,
      { bytes: await animatedGif(), name: 'loop.gif', type: 'image/gif' },
      { headers: ada.bearer },
    );
    expect(res.statusCode, res.body).toBe(201);
    const image = uploaded(res);
    const file = (await t.app.inject({ method: 'GET', url: pathOf(image.url) })).rawPayload;
    expect(await sharp(file).metadata()).toMatchObject({ format: 'gif', pages: 2 });
  });

  it('refuses an upload over UPLOAD_MAX_BYTES', async () => {
    const small = await createTestApp({
      env: { ...s3?.env, DATA_DIR: scratchDir('images'), UPLOAD_MAX_BYTES: '2048' },
    });
    try {
      const carl = await signUpConfirmed(small, `carl-${kind}@images.test`);
      const res = await uploadImage(small, { bytes: await pngOf(200, 200) }, { headers: carl.bearer });
      expect(res.statusCode).toBe(413);
      expect(res.json().error.message).toBe(imageMessages.tooLarge(2048));
    } finally {
      await small.close();
    }
  });

  it('leaves no file behind when the image cannot be recorded', async () => {
    const before = await stored();
    const refusal = {
      name: 'refuse_image_rows',
      table: 'images',
      event: 'insert',
      message: 'no room for images',
    };
    await whileRefusing(t.deps.database, refusal, async () => {
      const res = await uploadImage(t, { bytes: await photoPngOf(330, 220) }, { headers: ada.bearer });
      expect(res.statusCode).toBe(500);
    });
    expect(await stored()).toEqual(before);
  });

  it.runIf(kind === 's3')('leaves no file behind when the storage refuses one of the variants', async () => {
    const before = await stored();
    s3!.refusePut = (key) => key.endsWith('-mail.jpg');
    try {
      const res = await uploadImage(t, { bytes: await photoPngOf(340, 220) }, { headers: ada.bearer });
      expect(res.statusCode).toBe(500);
    } finally {
      s3!.refusePut = null;
    }
    expect(await stored()).toEqual(before);
    const rows = await t.deps.database.db.select().from(images).where(eq(images.width, 340));
    expect(rows).toEqual([]);
  });

  it('needs a signed-in user, accepts a personal token, and refuses a cross-site browser upload', async () => {
    const png = await pngOf(20, 20);
    expect((await uploadImage(t, { bytes: png })).statusCode).toBe(401);
    const crossSite = await uploadImage(
      t,
      { bytes: png },
      { headers: { cookie: ada.cookie, origin: 'https://evil.example' } },
    );
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await uploadImage(
      t,
      { bytes: png },
      { headers: { cookie: ada.cookie, origin: new URL(t.deps.config.PUBLIC_URL).origin } },
    );
    expect(sameSite.statusCode, sameSite.body).toBe(201);
    const token = await call(t, 'POST', '/api/account/tokens', {
      as: ada,
      payload: { name: 'CLI', scope: 'write', expires_in_days: 30 },
    });
    const { token: shp } = token.json<CreatedApiToken>();
    const withToken = await uploadImage(
      t,
      { bytes: await pngOf(21, 21) },
      { headers: { authorization: `Bearer ${shp}` } },
    );
    expect(withToken.statusCode, withToken.body).toBe(201);
    const notMultipart = await call(t, 'POST', '/api/images', { as: ada, payload: { file: 'x' } });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().error.message).toBe(imageMessages.notMultipart);
  });

  it("refuses an upload for someone else's project, and the deletion of someone else's image", async () => {
    const adas = await createProject(t, ada, { name: 'Ada images' });
    const res = await uploadImage(
      t,
      { bytes: await pngOf(30, 30) },
      { headers: bob.bearer, fields: { project_id: adas.id } },
    );
    expect([403, 404]).toContain(res.statusCode);
    const mine = uploaded(await uploadImage(t, { bytes: await pngOf(31, 31) }, { headers: ada.bearer }));
    expect(
      (await call(t, 'DELETE', `/api/images/${mine.card_url.split('/').pop()}`, { as: bob })).statusCode,
    ).toBe(404);
    expect(
      (await call(t, 'DELETE', `/api/images/${mine.card_url.split('/').pop()}`, { as: ada })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: pathOf(mine.url) })).statusCode).toBe(404);
  });

  it('counts usage against the quota and refuses past it with a clear error', async () => {
    const small = await createTestApp({
      env: { ...s3?.env, DATA_DIR: scratchDir('images'), STORAGE_QUOTA_BYTES: String(QUOTA) },
    });
    try {
      const dora = await signUpConfirmed(small, `dora-${kind}@images.test`);
      const usage = async () =>
        (await call(small, 'GET', '/api/images/usage', { as: dora })).json<ImageUsage>();
      expect(await usage()).toMatchObject({ used_bytes: 0, images: 0, quota_bytes: QUOTA });
      const first = uploaded(
        await uploadImage(small, { bytes: await noisePngOf(250, 250) }, { headers: dora.bearer }),
      );
      expect(await usage()).toMatchObject({ used_bytes: first.bytes, images: 1 });
      let refused;
      for (let i = 1; i < 5 && !refused; i++) {
        const res = await uploadImage(small, { bytes: await noisePngOf(250, 250) }, { headers: dora.bearer });
        if (res.statusCode !== 201) refused = res;
      }
      expect(refused?.statusCode).toBe(422);
      expect(refused?.json().error.message).toBe(imageMessages.quota(QUOTA));
      expect((await usage()).used_bytes).toBeLessThanOrEqual(QUOTA);
    } finally {
      await small.close();
    }
  });

  it('deletes the images of a deleted update, project and account, leaving no object behind', async () => {
    const erin = await signUpConfirmed(t, `erin-${kind}@images.test`);
    const project = await createProject(t, erin, { name: 'Erin images', is_private: false });
    const up = async (width: number) =>
      uploaded(
        await uploadImage(
          t,
          { bytes: await pngOf(width, 40) },
          { headers: erin.bearer, fields: { project_id: project.id } },
        ),
      );
    const inBody = await up(50);
    const kept = await up(51);
    const update = await createUpdate(
      t,
      erin,
      project.id,
      textUpdate('With a picture', { content: `Look: ![shot](${inBody.url})` }),
    );
    await createUpdate(t, erin, project.id, textUpdate('Another', { content: `![kept](${kept.url})` }));
    const keysOf = async () =>
      (await stored()).filter(
        (key) =>
          key.includes(inBody.url.split('/').pop()!.slice(0, 36)) ||
          key.includes(kept.url.split('/').pop()!.slice(0, 36)),
      );
    // Each in three files: full, card and (WebP) the JPEG for mail.
    expect(await keysOf()).toHaveLength(6);

    expect(
      (await call(t, 'DELETE', `/api/projects/${project.id}/updates/${update.id}`, { as: erin })).statusCode,
    ).toBe(204);
    expect((await keysOf()).every((key) => !key.includes(inBody.url.split('/').pop()!.slice(0, 36)))).toBe(
      true,
    );
    expect(await keysOf()).toHaveLength(3);

    expect((await call(t, 'DELETE', `/api/projects/${project.id}`, { as: erin })).statusCode).toBe(204);
    expect(await keysOf()).toHaveLength(0);
    const rows = await t.deps.database.db.select().from(images).where(eq(images.userId, erin.userId));
    expect(rows).toHaveLength(0);

    const loose = uploaded(await uploadImage(t, { bytes: await pngOf(52, 40) }, { headers: erin.bearer }));
    const deleted = await call(t, 'DELETE', '/api/account', {
      as: erin,
      payload: { confirm: `erin-${kind}@images.test` },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await stored()).some((key) => key.includes(loose.url.split('/').pop()!.slice(0, 36)))).toBe(
      false,
    );
  });

  it('sweeps images left behind by a crash: an owner gone, or an upload unused for a day', async () => {
    const gone = uploaded(await uploadImage(t, { bytes: await pngOf(60, 40) }, { headers: bob.bearer }));
    const unused = uploaded(await uploadImage(t, { bytes: await pngOf(61, 40) }, { headers: bob.bearer }));
    const fresh = uploaded(await uploadImage(t, { bytes: await pngOf(62, 40) }, { headers: bob.bearer }));
    // As if the account had been deleted and the process died before its clean-up.
    await t.deps.database.db.update(images).set({ userId: randomUUID() }).where(eq(images.id, gone.id));
    await t.deps.database.db
      .update(images)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(images.id, unused.id));
    await createImageService(t.deps).sweep(100);
    const left = (await t.deps.database.db.select({ id: images.id }).from(images)).map((row) => row.id);
    expect(left).not.toContain(gone.id);
    expect(left).not.toContain(unused.id);
    expect(left).toContain(fresh.id);
    const names = (await stored()).join(' ');
    for (const image of [gone, unused]) expect(names).not.toContain(image.url.split('/').pop()!.slice(0, 36));
  });
});
