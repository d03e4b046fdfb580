import { deflateSync } from 'node:zlib';
import { pngFile } from '@shiplog/fakes';

/**
 * A screenshot-like PNG: flat interface bands, text-like stripes and a noisy photo-like part
 * (so it compresses as real screenshots do, not as a flat colour); `seed` varies it, so each
 * upload is a different file (the server reuses an identical one).
 */
export function screenshotPng(width: number, height: number, seed: number): Buffer {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  let state = 0x9e3779b9 ^ seed;
  const random = () => (state = (state * 1664525 + 1013904223) >>> 0) >>> 24;
  const photo = {
    top: Math.round(height * 0.28),
    bottom: Math.round(height * 0.71),
    side: Math.round(width * 0.05),
  };
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const at = row + 1 + x * 3;
      let rgb: [number, number, number];
      if (y > photo.top && y < photo.bottom && x > photo.side && x < width - photo.side) {
        const base = (x + y + seed) % 256;
        rgb = [(base + random()) & 255, (base * 2 + random()) & 255, (200 - base + random()) & 255];
      } else if (y % 90 < 30 && x % 240 < 180) rgb = [230, 232, 240];
      else rgb = [18, 20, 28];
      raw[at] = rgb[0];
      raw[at + 1] = rgb[1];
      raw[at + 2] = rgb[2];
    }
  }
  return pngFile(width, height, 2, deflateSync(raw, { level: 6 }));
}
