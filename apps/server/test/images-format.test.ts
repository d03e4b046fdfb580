import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processImage } from '../src/modules/images/image-processing';
import { animatedGif, animatedWebp, photoPngOf, pngOf, screenshotPngOf } from './support';

const pixelsOf = (file: Buffer) => sharp(file).raw().toBuffer();

describe('the format an upload is stored in', () => {
  it('writes a photo-like PNG as WebP, far smaller, in every variant, with a JPEG of the card size for mail', async () => {
    const photo = await photoPngOf(1200, 800);
    const image = await processImage(photo);
    expect(image.contentType).toBe('image/webp');
    expect(image.full.name).toMatch(/^[0-9a-f]{36}-1200x800\.webp$/);
    expect(image.card.name).toBe(image.full.name.replace('.webp', '-card.webp'));
    expect(image.mail?.name).toBe(image.full.name.replace('.webp', '-mail.jpg'));
    expect(image.full.body.length).toBeLessThan(photo.length / 5);
    // Smaller than the same pixels as PNG, as stored until now.
    expect(image.full.body.length).toBeLessThan(
      (await sharp(photo).png({ compressionLevel: 7 }).toBuffer()).length / 5,
    );
    expect(await sharp(image.full.body).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 800,
    });
    expect(await sharp(image.card.body).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 533,
    });
    expect(await sharp(image.mail!.body).metadata()).toMatchObject({
      format: 'jpeg',
      width: 800,
      height: 533,
    });
    expect(image.card).toMatchObject({ width: 800, height: 533 });
  });

  it("keeps a screenshot's pixels exactly (lossless WebP, smaller than its PNG)", async () => {
    const shot = await screenshotPngOf(1000, 600);
    const image = await processImage(shot);
    expect(image.contentType).toBe('image/webp');
    expect(image.full.body.length).toBeLessThan(shot.length);
    expect((await pixelsOf(image.full.body)).equals(await pixelsOf(shot))).toBe(true);
    expect(await sharp(image.mail!.body).metadata()).toMatchObject({
      format: 'jpeg',
      width: 800,
      height: 480,
    });
  });

  it('keeps PNG when it is the smaller of the two', async () => {
    const pattern = await pngOf(2400, 1350);
    const image = await processImage(pattern);
    expect(image.contentType).toBe('image/png');
    expect(image.full.name).toMatch(/-2000x1125\.png$/);
    expect(image.mail).toBeNull();
    const asWebp = await sharp(pattern).resize({ width: 2000 }).webp({ quality: 82 }).toBuffer();
    expect(image.full.body.length).toBeLessThan(asWebp.length);
  });

  it('keeps transparency in WebP; the mail JPEG shows it on the mail’s white', async () => {
    const image = await processImage(await photoPngOf(640, 400, { cutOut: true }));
    expect(image.contentType).toBe('image/webp');
    const { data, info } = await sharp(image.full.body).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
    expect(alphaAt(2, 2)).toBe(0);
    expect(alphaAt(320, 200)).toBe(255);
    const mail = await sharp(image.mail!.body).raw().toBuffer();
    expect([...mail.subarray(0, 3)].every((channel) => channel > 250)).toBe(true);
  });

  it('keeps animations animated: a GIF as GIF, a WebP as WebP with its first frame in JPEG for mail', async () => {
    const gif = await processImage(await animatedGif());
    expect(gif.contentType).toBe('image/gif');
    expect(await sharp(gif.full.body).metadata()).toMatchObject({ format: 'gif', pages: 2 });
    expect(gif.mail).toBeNull();
    const webp = await processImage(await animatedWebp());
    expect(await sharp(webp.full.body).metadata()).toMatchObject({ format: 'webp', pages: 2, width: 40 });
    expect(await sharp(webp.card.body).metadata()).toMatchObject({ format: 'webp', pages: 2 });
    expect(await sharp(webp.mail!.body).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
  });
});
