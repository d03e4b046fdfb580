import { describe, expect, it } from 'vitest';
import { coverSizes, uploadedImageAttributes, type CoverBox } from './uploaded-image';

/** The project banner's boxes (project-hero.tsx): 20 px gutters, then 32 px; h-36, then h-52. */
const BANNER: CoverBox[] = [
  { from: 0, inset: 42, maxWidth: 1110, height: 142 },
  { from: 640, inset: 66, maxWidth: 1086, height: 206 },
];

/** The width `sizes` gives at a viewport width, as a browser reads it. */
function sizeAt(sizes: string, viewport: number): number {
  for (const part of sizes.split(', ')) {
    const m = /^(?:\(max-width: (\d+)px\) )?(.+)$/.exec(part)!;
    if (m[1] && viewport > Number(m[1])) continue;
    const calc = /^calc\(100vw - (\d+)px\)$/.exec(m[2]!);
    return calc ? viewport - Number(calc[1]) : parseFloat(m[2]!);
  }
  throw new Error('no size');
}

describe('coverSizes', () => {
  it('is as wide as the box, or as the image at the box height where the box is flatter than the image', () => {
    const sizes = coverSizes(4, BANNER);
    expect(sizes).toBe(
      '(max-width: 609px) 568px, (max-width: 639px) calc(100vw - 42px), (max-width: 889px) 824px, (max-width: 1151px) calc(100vw - 66px), 1086px',
    );
    // A 4:1 banner in a 412 px phone's 370 × 142 box is drawn 568 px wide (cropped at the sides).
    for (const [viewport, drawn] of [
      [412, 568],
      [620, 578],
      [700, 824],
      [1000, 934],
      [1280, 1086],
    ] as const)
      expect([viewport, sizeAt(sizes, viewport)]).toEqual([viewport, drawn]);
  });

  it('is the image at the box height everywhere for a very wide image, and the box for a square one', () => {
    expect(coverSizes(10, BANNER)).toBe('(max-width: 639px) 1420px, 2060px');
    expect(coverSizes(1, BANNER)).toBe(
      '(max-width: 183px) 142px, (max-width: 639px) calc(100vw - 42px), (max-width: 1151px) calc(100vw - 66px), 1086px',
    );
  });

  it('gives an uploaded image its size, srcset and sizes, and an outside one nothing', () => {
    const url = 'https://shiplog.example/api/images/0123456789abcdef0123456789abcdef0123-1600x400.webp';
    expect(uploadedImageAttributes(url, (aspect) => `${aspect * 100}px`)).toEqual({
      width: 1600,
      height: 400,
      srcSet: `${url.replace('.webp', '-card.webp')} 800w, ${url} 1600w`,
      sizes: '400px',
    });
    expect(uploadedImageAttributes('https://cdn.example/banner.webp', '100vw')).toEqual({});
  });
});
