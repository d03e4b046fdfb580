import { createHash, randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import {
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_WIDTH,
  IMAGE_MEDIA_TYPES,
  cardSize,
  imageFileName,
  imageMessages,
  imageVariantNames,
} from '@shiplog/contract';
import { contentTypeOfKey } from '../../integrations/storage';
import { AppError, unprocessable } from '../../lib/app-error';
import {
  WEBP_LOSSY,
  candidatesFor,
  cardCandidates,
  isGraphic,
  lookOf,
  writeAs,
  type Encoding,
  type RawImage,
} from './image-format';

// One image at a time per process uses the cores it has; libvips' cache is for repeated reads.
sharp.cache(false);
sharp.concurrency(2);

/** JPEGs (photos already) and GIF animations stay what they are; an animated WebP is written lossy. */
const SAME_KIND: Partial<Record<(typeof IMAGE_MEDIA_TYPES)[number], Encoding>> = {
  'image/jpeg': { format: 'jpg' },
};
const ANIMATED: Partial<Record<(typeof IMAGE_MEDIA_TYPES)[number], Encoding>> = {
  'image/gif': { format: 'gif' },
};
/** Pixels decoded once and looked at to choose a format: a larger image is sampled. */
const LOOK_MAX_PIXELS = 4_000_000;

export interface ProcessedVariant {
  name: string;
  body: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  contentHash: string;
  contentType: string;
  full: ProcessedVariant;
  card: ProcessedVariant;
  /** A JPEG of the card's size, for mail, when the others are WebP. */
  mail: ProcessedVariant | null;
}

/** The accepted media type of the bytes, by their content; refuses anything else (SVG, HTML…). */
export async function sniffImageType(input: Buffer): Promise<(typeof IMAGE_MEDIA_TYPES)[number]> {
  const found = await fileTypeFromBuffer(input);
  const type = IMAGE_MEDIA_TYPES.find((accepted) => accepted === found?.mime);
  if (!type) throw unprocessable(imageMessages.unsupported);
  return type;
}

/**
 * Reads the header only (no pixels are decoded) and refuses an image whose pixels, all frames
 * together, pass IMAGE_MAX_PIXELS: a small file can hold a 20,000 × 20,000 picture. Answers
 * whether it is animated and its size upright (by its EXIF orientation).
 */
async function checkDimensions(input: Buffer) {
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch((cause: unknown) => {
      throw new AppError('UNPROCESSABLE', imageMessages.unreadable, { cause });
    });
  const width = meta.width ?? 0;
  const frameHeight = meta.pageHeight ?? meta.height ?? 0;
  const frames = meta.pages ?? 1;
  if (!width || !frameHeight) throw unprocessable(imageMessages.unreadable);
  if (width * frameHeight * frames > IMAGE_MAX_PIXELS)
    throw unprocessable(imageMessages.tooManyPixels(width, frameHeight * frames));
  return { animated: frames > 1, upright: meta.autoOrient };
}

/** The upload turned upright by its EXIF orientation (then written without any metadata: EXIF, GPS, XMP). */
const upright = (input: Buffer, animated = false) =>
  sharp(input, { animated, limitInputPixels: IMAGE_MAX_PIXELS }).autoOrient();

/** The full variant's size: at most IMAGE_MAX_WIDTH wide. */
const fullResize = { width: IMAGE_MAX_WIDTH, withoutEnlargement: true } as const;

async function encode(pipeline: Sharp, encoding: Encoding, animated = false) {
  const { data, info } = await writeAs(pipeline, encoding).toBuffer({ resolveWithObject: true });
  const height = animated && info.pageHeight ? info.pageHeight : info.height;
  return { body: data, width: info.width, height };
}

/** The pixels written each way (at once), the smallest kept: the first of equals. */
async function smallestOf(pipeline: () => Sharp, encodings: readonly Encoding[], animated = false) {
  const written = await Promise.all(
    encodings.map(async (encoding) => ({ encoding, ...(await encode(pipeline(), encoding, animated)) })),
  );
  return written.reduce((best, next) => (next.body.length < best.body.length ? next : best));
}

/**
 * A still image's pixels at the full variant's size, with its colours and flatness. Decoded
 * once when they fit in LOOK_MAX_PIXELS: every variant is then written from them. A larger one
 * is decoded again for each variant, and looked at in a sample (nearest pixels: flat areas stay
 * flat), where its colours count as many. `source` may be resized once more (the card).
 */
async function decodeStill(input: Buffer, size: { width: number; height: number }) {
  const width = Math.min(size.width, IMAGE_MAX_WIDTH);
  const pixels = width * Math.round((size.height * width) / size.width);
  const exact = pixels <= LOOK_MAX_PIXELS;
  const sample = {
    width: Math.floor(width * Math.sqrt(LOOK_MAX_PIXELS / pixels)),
    kernel: 'nearest',
  } as const;
  const { data, info } = await upright(input)
    .resize(exact ? fullResize : sample)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw: RawImage = { data, info: { ...info, channels: info.channels as RawImage['info']['channels'] } };
  const seen = lookOf(raw);
  return exact
    ? { seen, source: () => sharp(raw.data, { raw: raw.info }) }
    : {
        seen: { ...seen, colours: Number.POSITIVE_INFINITY },
        source: () => upright(input).resize(fullResize),
      };
}

/**
 * Checks and cleans an upload: its type from its content, its size in pixels before decoding,
 * then its re-encoded variants without metadata: the full one (at most IMAGE_MAX_WIDTH wide),
 * the card one (IMAGE_CARD_WIDTH), both in one format, and for WebP a JPEG of the card's size
 * for mail; named by the content hash, a random part and the size (imageVariantNames).
 * JPEGs stay JPEG and animations stay animated; any other image is written as the smaller of
 * PNG and WebP (candidatesFor).
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const type = await sniffImageType(input);
  const { animated, upright: size } = await checkDimensions(input);
  const contentHash = createHash('sha256').update(input).digest('hex');
  try {
    const sameKind = animated ? (ANIMATED[type] ?? WEBP_LOSSY) : SAME_KIND[type];
    const still = sameKind ? null : await decodeStill(input, size);
    const source = still?.source ?? (() => upright(input, animated).resize(fullResize));
    const graphic = still ? isGraphic(still.seen) : false;
    const { encoding, ...full } = await smallestOf(
      source,
      still ? candidatesFor(still.seen) : [sameKind!],
      animated,
    );
    // The card's size is the contract's (cardSize), so pages can write it from the name alone.
    const cardAt = cardSize(full.width, full.height);
    const card = await smallestOf(
      () => source().resize(animated ? { width: cardAt.width } : { ...cardAt, fit: 'fill' }),
      cardCandidates(encoding, graphic),
      animated,
    );
    const id = contentHash.slice(0, 16) + randomBytes(10).toString('hex');
    const [fullName, cardName, mailName] = imageVariantNames(
      imageFileName(id, full.width, full.height, encoding.format),
    ) as [string, string, string?];
    // Mail clients that show no WebP get a JPEG (an animation's first frame).
    const mail = mailName && {
      ...(await encode((animated ? upright(input) : source()).resize({ ...cardAt, fit: 'fill' }), {
        format: 'jpg',
        forMail: { crisp: graphic },
      })),
      name: mailName,
    };
    return {
      contentHash,
      contentType: contentTypeOfKey(fullName),
      full: { ...full, name: fullName },
      card: { body: card.body, width: card.width, height: card.height, name: cardName },
      mail: mail || null,
    };
  } catch (cause) {
    if (cause instanceof AppError) throw cause;
    throw new AppError('UNPROCESSABLE', imageMessages.unreadable, { cause });
  }
}
