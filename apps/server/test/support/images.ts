import { randomBytes } from 'node:crypto';
import { createDeflate } from 'node:zlib';
import sharp from 'sharp';
import type { UploadedImage } from '@shiplog/contract';
import { pngFile } from '@shiplog/fakes';
import { nextAddress } from './api';
import type { TestApp } from './app';

/** A file sent as `multipart/form-data` to POST /api/images, as a browser or the CLI sends it. */
export async function uploadImage(
  t: TestApp,
  file: { bytes: Buffer; name?: string; type?: string },
  options: { headers?: Record<string, string>; fields?: Record<string, string>; field?: string } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  form.append(
    options.field ?? 'file',
    new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }),
    file.name ?? 'shot.png',
  );
  const request = new Request('http://localhost/api/images', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { 'content-type': request.headers.get('content-type')!, ...options.headers },
    payload: Buffer.from(await request.arrayBuffer()),
    remoteAddress: nextAddress(),
  });
}

export const uploaded = (res: { json: <T>() => T }) => res.json<UploadedImage>();

/** A PNG of `width` × `height` with a gradient (so it does not compress to nothing). */
export function pngOf(width: number, height: number): Promise<Buffer> {
  const channels = 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7 + Math.floor(i / (width * channels))) % 256;
  return sharp(raw, { raw: { width, height, channels } }).png().toBuffer();
}

/**
 * A photo-like PNG: smooth light and colour under a camera's grain, so no two neighbouring
 * pixels are alike; `cutOut` makes a transparent border around the subject (alpha).
 */
export function photoPngOf(width: number, height: number, { cutOut = false } = {}): Promise<Buffer> {
  const channels = cutOut ? 4 : 3;
  const raw = Buffer.alloc(width * height * channels);
  let state = 0x2545f491;
  const grain = () => ((state = (state * 1664525 + 1013904223) >>> 0) >>> 28) - 8;
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      raw[at] = clamp(128 + 90 * Math.sin(x / 97) * Math.cos(y / 53) + grain());
      raw[at + 1] = clamp((200 * y) / height + 30 + grain());
      raw[at + 2] = clamp((200 * x) / width + 30 + grain());
      if (cutOut) {
        const inside = x >= width / 8 && x < (width * 7) / 8 && y >= height / 8 && y < (height * 7) / 8;
        raw[at + 3] = inside ? 255 : 0;
      }
    }
  return sharp(raw, { raw: { width, height, channels } }).png().toBuffer();
}

/**
 * A screenshot-like PNG: flat panels, lines of text (dark bars with soft edges) and a header
 * with a gradient: more than 256 colours, most pixels the same as their left neighbour.
 */
export function screenshotPngOf(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  const header = Math.round(height / 12);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let rgb: [number, number, number];
      const line = y % 24;
      const bar = x - Math.round(width / 4);
      const barEnd = Math.round(width / 2) + ((y * 37) % 200);
      if (y < header) rgb = [Math.round((x * 255) / width), 64 + (y % 2) * 8, 160];
      else if (x < width / 5) rgb = [30, 41, 59];
      else if (line >= 8 && line < 16 && bar >= 0 && x < barEnd) {
        // Anti-aliased ends, as text has.
        const edge = Math.min(bar, barEnd - 1 - x);
        const ink = edge < 2 ? 120 + edge * 40 : 40;
        rgb = [ink, ink, ink + 10];
      } else rgb = [248, 250, 252];
      raw.set(rgb, (y * width + x) * 3);
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A PNG of `width` × `height` random pixels: it hardly compresses (quota tests). */
export function noisePngOf(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A JPEG carrying EXIF with a camera and a GPS position. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Locator 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 3/1',
      },
    })
    .toBuffer();
}

/** An animated image of two frames (red, then blue), as a GIF or a WebP. */
async function twoFrames(format: 'gif' | 'webp'): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background } })
      .png()
      .toBuffer();
  const joined = sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } });
  return (format === 'gif' ? joined.gif() : joined.webp()).toBuffer();
}

export const animatedGif = () => twoFrames('gif');
export const animatedWebp = () => twoFrames('webp');

/**
 * A decompression bomb: a valid PNG of `size` × `size` black pixels (8-bit grey) in a file of a
 * few hundred kilobytes. Decoded it would take `size²` bytes (400 MB at 20,000).
 */
export async function pngBomb(size = 20_000): Promise<Buffer> {
  const row = Buffer.alloc(size + 1); // filter byte 0, then black
  // Blocks of 1,000 rows, deflated as one stream (never all of it in memory).
  const rows = Buffer.alloc(row.length * 1000);
  const deflate = createDeflate({ level: 9 });
  const deflated: Buffer[] = [];
  deflate.on('data', (part: Buffer) => deflated.push(part));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  for (let i = 0; i < size / 1000; i++) deflate.write(rows);
  deflate.end();
  await done;
  return pngFile(size, size, 0, Buffer.concat(deflated));
}
