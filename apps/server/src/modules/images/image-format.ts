import type { Sharp } from 'sharp';

/**
 * How an image's pixels are written. PNG with a palette only when the image has that few
 * colours (then it is exact); WebP lossless for graphics (screenshots, diagrams: exact pixels,
 * usually a half to a fifth of the PNG), lossy for photo-like images and most WebP cards;
 * JPEG flattened on white (the mail's background) for photos and for the mail variant of a
 * WebP image. WebP effort 2: within 2 % (lossless, screenshots) to 4 % (lossy, photos) of the
 * default's size in half its time.
 */
export type Encoding =
  | { format: 'png'; palette: boolean }
  | { format: 'webp'; lossless: boolean }
  | { format: 'jpg'; forMail?: { crisp: boolean } }
  | { format: 'gif' };

/** At most this many colours, a PNG is written with a palette (exact for the full variant, and much smaller). */
const PALETTE_COLOURS = 256;
/**
 * At and above this share of pixels equal to their left neighbour, an image is a graphic: flat
 * areas, as screenshots and diagrams have (measured: interface screenshots 0.94, photos 0.04 to
 * 0.15, a screenshot that is half photo about 0.6).
 */
const FLAT_SHARE = 0.75;

export interface Look {
  /** Distinct colours, counted up to PALETTE_COLOURS + 1 (more: any larger number). */
  colours: number;
  /** Share of pixels equal to their left neighbour. */
  flat: number;
}

/** Raw pixels as sharp gives them (`.raw()`): 1 to 4 channels of 8 bits. */
export interface RawImage {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** How many colours and how flat: one pass over the pixels (a screenshot of 2,000 px: a few ms). */
export function lookOf({ data, info }: RawImage): Look {
  const { width, channels } = info;
  const colours = new Set<number>();
  let same = 0;
  let previous = -1;
  const pixels = data.length / channels;
  for (let i = 0, at = 0; i < pixels; i++, at += channels) {
    let pixel = 0;
    for (let c = 0; c < channels; c++) pixel = pixel * 256 + data[at + c]!;
    if (pixel === previous && i % width !== 0) same++;
    previous = pixel;
    if (colours.size <= PALETTE_COLOURS) colours.add(pixel);
  }
  return { colours: colours.size, flat: pixels ? same / pixels : 0 };
}

export const isGraphic = (look: Look) => look.colours <= PALETTE_COLOURS || look.flat >= FLAT_SHARE;

/**
 * The two ways worth trying for an image without animation that is not a JPEG: PNG (with a
 * palette when it has few colours) and WebP (lossless for a graphic, lossy otherwise); the
 * smaller is kept.
 */
export function candidatesFor(look: Look): [Encoding, Encoding] {
  return [
    { format: 'png', palette: look.colours <= PALETTE_COLOURS },
    { format: 'webp', lossless: isGraphic(look) },
  ];
}

export const WEBP_LOSSY: Encoding = { format: 'webp', lossless: false };

/**
 * The card's ways, in the full variant's format: a WebP card is lossy, or lossless when that is
 * smaller (a graphic downscaled keeps fewer of the flat areas lossless coding feeds on).
 */
export function cardCandidates(full: Encoding, graphic: boolean): Encoding[] {
  if (full.format !== 'webp') return [full];
  return graphic ? [WEBP_LOSSY, { format: 'webp', lossless: true }] : [WEBP_LOSSY];
}

/** The pipeline writing `encoding`, without any metadata (sharp keeps none unless asked). */
export function writeAs(pipeline: Sharp, encoding: Encoding): Sharp {
  switch (encoding.format) {
    case 'png':
      return encoding.palette
        ? pipeline.png({
            palette: true,
            colours: PALETTE_COLOURS,
            quality: 100,
            dither: 0,
            compressionLevel: 9,
          })
        : pipeline.png({ compressionLevel: 7 });
    case 'webp':
      return pipeline.webp(encoding.lossless ? { lossless: true, effort: 2 } : { quality: 82, effort: 2 });
    case 'jpg':
      return pipeline.flatten({ background: '#ffffff' }).jpeg(
        encoding.forMail
          ? // Plain libjpeg: a sixth of mozjpeg's time for a file a fifth larger, for mail only.
            // A screenshot's coloured text stays sharp with full colour resolution.
            {
              quality: encoding.forMail.crisp ? 88 : 82,
              chromaSubsampling: encoding.forMail.crisp ? '4:4:4' : '4:2:0',
            }
          : { quality: 82, mozjpeg: true },
      );
    case 'gif':
      return pipeline.gif();
  }
}
