import { createHash, randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_WIDTH,
  IMAGE_MEDIA_TYPES,
  cardSize,
  imageFileName,
  imageMessages,
} from '@shiplog/contract';
import { AppError, unprocessable } from '../../lib/app-error';

// One image at a time per process uses the cores it has; libvips' cache is for repeated reads.
sharp.cache(false);
sharp.concurrency(2);

type OutputFormat = 'png' | 'jpg' | 'webp' | 'gif';

/** What each accepted type becomes: its own kind, but AVIF (slow to encode, rare in mail) as WebP. */
const OUTPUT: Record<(typeof IMAGE_MEDIA_TYPES)[number], OutputFormat> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'webp',
};
const MEDIA_TYPE: Record<OutputFormat, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

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
 * together, pass IMAGE_MAX_PIXELS: a small file can hold a 20,000 × 20,000 picture.
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
  return { animated: frames > 1 };
}

async function encode(
  input: Buffer,
  format: OutputFormat,
  size: { width: number; height?: number },
  animated: boolean,
): Promise<{ body: Buffer; width: number; height: number }> {
  // Turned upright by its EXIF orientation, then written without any metadata (EXIF, GPS, XMP).
  let pipeline = sharp(input, { animated, limitInputPixels: IMAGE_MAX_PIXELS })
    .autoOrient()
    .resize(size.height ? { ...size, fit: 'fill' } : { width: size.width, withoutEnlargement: true });
  if (format === 'png') pipeline = pipeline.png({ compressionLevel: 7 });
  else if (format === 'jpg')
    pipeline = pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
  else if (format === 'webp') pipeline = pipeline.webp({ quality: 82 });
  else pipeline = pipeline.gif();
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  const height = animated && info.pageHeight ? info.pageHeight : info.height;
  return { body: data, width: info.width, height };
}

/**
 * Checks and cleans an upload: its type from its content, its size in pixels before decoding,
 * then two re-encoded variants (at most IMAGE_MAX_WIDTH and IMAGE_CARD_WIDTH wide) without
 * metadata, named by their content hash, a random part and their size.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const type = await sniffImageType(input);
  const { animated } = await checkDimensions(input);
  const format = OUTPUT[type];
  const contentHash = createHash('sha256').update(input).digest('hex');
  try {
    const full = await encode(input, format, { width: IMAGE_MAX_WIDTH }, animated);
    // The card's size is the contract's (cardSize), so pages can write it from the name alone.
    const cardAt = cardSize(full.width, full.height);
    const card = await encode(full.body, format, animated ? { width: cardAt.width } : cardAt, animated);
    const id = contentHash.slice(0, 16) + randomBytes(10).toString('hex');
    const name = imageFileName(id, full.width, full.height, format);
    return {
      contentHash,
      contentType: MEDIA_TYPE[format],
      full: { ...full, name },
      card: { ...card, name: name.replace(/(\.[a-z]+)$/, '-card$1') },
    };
  } catch (cause) {
    if (cause instanceof AppError) throw cause;
    throw new AppError('UNPROCESSABLE', imageMessages.unreadable, { cause });
  }
}
