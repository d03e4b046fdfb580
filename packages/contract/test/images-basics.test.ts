import { describe, expect, it } from 'vitest';
import {
  firstUploadedImage,
  imageNamesIn,
  imageStorageKey,
  imageStorageKeys,
  imageVariantNames,
  imageVariantsOf,
  parseImageName,
  portableImageOf,
  portableImageUrl,
} from '../src/images-basics';

const ID = '0123456789abcdef0123456789abcdef0123';
const BASE = 'https://shiplog.example/api/images/';

describe('uploaded image names', () => {
  it('gives a WebP image a JPEG mail variant of the card size, and a PNG none', () => {
    expect(imageVariantNames(`${ID}-1600x400.webp`)).toEqual([
      `${ID}-1600x400.webp`,
      `${ID}-1600x400-card.webp`,
      `${ID}-1600x400-mail.jpg`,
    ]);
    expect(imageVariantNames(`${ID}-1600x400.png`)).toEqual([
      `${ID}-1600x400.png`,
      `${ID}-1600x400-card.png`,
    ]);

    const webp = imageVariantsOf(`${BASE}${ID}-1600x400-card.webp`)!;
    expect(webp.src).toBe(`${BASE}${ID}-1600x400.webp`);
    expect(webp.mail).toEqual({ src: `${BASE}${ID}-1600x400-mail.jpg`, width: 800, height: 200 });
    const png = imageVariantsOf(`${BASE}${ID}-1600x400.png`)!;
    expect(png.mail).toEqual(png.card);
  });

  it('reads a mail variant name as the WebP image it belongs to', () => {
    expect(parseImageName(`${BASE}${ID}-1600x400-mail.jpg`)).toEqual({
      id: ID,
      width: 1600,
      height: 400,
      ext: 'webp',
      card: false,
      mail: true,
    });
    expect(parseImageName(`${ID}-1600x400-mail.png`)).toBeNull();
    expect(parseImageName(`${ID}-1600x400-card.webp`)).toMatchObject({
      ext: 'webp',
      card: true,
      mail: false,
    });
    expect(imageVariantsOf(`${BASE}${ID}-1600x400-mail.jpg`)!.src).toBe(`${BASE}${ID}-1600x400.webp`);
    expect(imageNamesIn(`![a](${BASE}${ID}-1600x400-mail.jpg) and ${ID}-20x20.png`)).toEqual([
      `${ID}-1600x400-mail.jpg`,
      `${ID}-20x20.png`,
    ]);
  });

  it('keys every variant in storage from the address of any, the mail variant too', () => {
    const mail = `${BASE}${ID}-1600x400-mail.jpg`;
    expect(imageStorageKey(mail, 'card')).toBe(`images/${ID}-1600x400-card.webp`);
    expect(imageStorageKey(mail, 'full')).toBe(`images/${ID}-1600x400.webp`);
    expect(imageStorageKey(mail)).toBe(`images/${ID}-1600x400-mail.jpg`);
    expect(imageStorageKey(`${ID}-1600x400-card.png`, 'card')).toBe(`images/${ID}-1600x400-card.png`);
    // A PNG has no mail variant: mail shows its card.
    expect(imageStorageKey(`${ID}-1600x400.png`, 'mail')).toBe(`images/${ID}-1600x400-card.png`);
    expect(imageStorageKeys(mail)).toEqual([
      `images/${ID}-1600x400.webp`,
      `images/${ID}-1600x400-card.webp`,
      `images/${ID}-1600x400-mail.jpg`,
    ]);
    expect(imageStorageKeys(`${ID}-20x20-card.gif`)).toEqual([
      `images/${ID}-20x20.gif`,
      `images/${ID}-20x20-card.gif`,
    ]);
    expect(imageStorageKey('https://cdn.example/banner.webp', 'card')).toBeNull();
    expect(imageStorageKeys('https://cdn.example/banner.webp')).toEqual([]);
  });

  it('finds the first uploaded image of texts in their order: an address, then images in Markdown', () => {
    const shot = `${BASE}${ID}-1600x400.webp`;
    const other = `${BASE}${'f'.repeat(36)}-640x480-card.png`;
    expect(
      firstUploadedImage([null, `![Map](https://cdn.example/map.png) ![Shot](${shot}) ${other}`]),
    ).toEqual(imageVariantsOf(shot));
    expect(firstUploadedImage([other, shot])!.src).toBe(`${BASE}${'f'.repeat(36)}-640x480.png`);
    expect(firstUploadedImage([undefined, `<img src="${shot}">`])!.mail.src).toBe(
      `${BASE}${ID}-1600x400-mail.jpg`,
    );
    expect(
      firstUploadedImage(['https://cdn.example/map.png', `a bare name ${ID}-20x20.png`, null]),
    ).toBeNull();
  });

  it('answers the variant mail clients and feed readers show: the full one, or the JPEG of a WebP', () => {
    expect(portableImageOf(`${BASE}${ID}-2000x1000.png`)).toEqual({
      src: `${BASE}${ID}-2000x1000.png`,
      width: 2000,
      height: 1000,
    });
    expect(portableImageOf(`${BASE}${ID}-2000x1000.webp`)).toEqual({
      src: `${BASE}${ID}-2000x1000-mail.jpg`,
      width: 800,
      height: 400,
    });
    expect(portableImageUrl(`${BASE}${ID}-2000x1000.webp`)).toBe(`${BASE}${ID}-2000x1000-mail.jpg`);
    expect(portableImageUrl('https://cdn.example/banner.webp')).toBe('https://cdn.example/banner.webp');
    expect(portableImageOf('https://cdn.example/banner.webp')).toBeNull();
  });
});
