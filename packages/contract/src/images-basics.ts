/**
 * Uploaded images, without zod: limits, messages and the rule of their names, which the public
 * pages, feeds and mail read to write `width`, `height` and `srcset` without a database read.
 *
 * A stored image's name is `{content hash, 16 hex}{random, 20 hex}-{width}x{height}.{ext}`:
 * addressed by its content (a name never changes meaning, so it is cached for a year), and
 * unguessable (80 random bits), so a draft's image cannot be found before it is published.
 * The card variant (for cards, feeds and small screens) is the same name with `-card` before
 * the extension.
 */

/** File types accepted, by their content (never their name or header). */
export const IMAGE_MEDIA_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;
/** Widest full variant, in pixels. */
export const IMAGE_MAX_WIDTH = 2000;
/** Width of the card variant, in pixels. */
export const IMAGE_CARD_WIDTH = 800;
/** Largest image decoded, in pixels (all frames of an animation together): more is refused. */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** Default largest upload (UPLOAD_MAX_BYTES). */
export const DEFAULT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Default storage each user may fill (STORAGE_QUOTA_BYTES). */
export const DEFAULT_STORAGE_QUOTA_BYTES = 500 * 1024 * 1024;
/** Uploads one user may make in ten minutes. */
export const IMAGE_UPLOADS_PER_10_MINUTES = 60;
/** The multipart field holding the file. */
export const IMAGE_UPLOAD_FIELD = 'file';

/** The image operations' methods and paths (under /api), for callers that load no zod. */
export const imageRoutes = {
  uploadImage: { method: 'POST', path: '/images' },
  getImageUsage: { method: 'GET', path: '/images/usage' },
  deleteImage: { method: 'DELETE', path: '/images/:file' },
  getImageFile: { method: 'GET', path: '/images/:file' },
} as const;

/** "5 MB": a size for people. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb >= 10 || Number.isInteger(mb) ? Math.round(mb) : mb.toFixed(1)} MB`;
}

export const imageMessages = {
  noFile: `Attach an image as the multipart field "${IMAGE_UPLOAD_FIELD}".`,
  notMultipart: `Send the image as multipart/form-data with the field "${IMAGE_UPLOAD_FIELD}".`,
  unsupported:
    'This file is not a PNG, JPEG, WebP, GIF or AVIF image (judged by its content, not its name). SVG is not accepted.',
  unreadable: 'This image could not be read. It may be damaged; try saving it again.',
  tooLarge: (maxBytes: number) =>
    `This image is larger than ${formatBytes(maxBytes)}. Make it smaller and try again.`,
  tooManyPixels: (width: number, height: number) =>
    `This image is ${width} × ${height} pixels, more than we can process (${IMAGE_MAX_PIXELS / 1_000_000} megapixels at most).`,
  quota: (quotaBytes: number) =>
    `Your image storage is full (${formatBytes(quotaBytes)}). Delete updates or images you no longer need, then try again.`,
  notFound: 'Image not found',
  uploadFailed: 'The image could not be uploaded. Please try again.',
  uploading: 'Uploading image…',
} as const;

const NAME = /^([0-9a-f]{36})-(\d{1,5})x(\d{1,5})(-card)?\.(png|jpg|webp|gif)$/;

export interface ImageName {
  /** The hash and random part. */
  id: string;
  width: number;
  height: number;
  ext: string;
  card: boolean;
}

/** The parts of a stored image's file name (the last segment of its address), or null. */
export function parseImageName(addressOrName: string): ImageName | null {
  const name = addressOrName.split(/[?#]/)[0]!.split('/').pop() ?? '';
  const m = NAME.exec(name);
  if (!m) return null;
  return { id: m[1]!, width: Number(m[2]), height: Number(m[3]), card: m[4] !== undefined, ext: m[5]! };
}

/** The names of uploaded images a text (Markdown, an address) refers to. */
export function imageNamesIn(text: string): string[] {
  const found = text.match(/[0-9a-f]{36}-\d{1,5}x\d{1,5}(?:-card)?\.(?:png|jpg|webp|gif)/g) ?? [];
  return [...new Set(found)];
}

/** A full variant's file name. */
export function imageFileName(id: string, width: number, height: number, ext: string): string {
  return `${id}-${width}x${height}.${ext}`;
}

/** The size of the card variant of a full image of `width` × `height`. */
export function cardSize(width: number, height: number): { width: number; height: number } {
  if (width <= IMAGE_CARD_WIDTH) return { width, height };
  return { width: IMAGE_CARD_WIDTH, height: Math.max(1, Math.round((height * IMAGE_CARD_WIDTH) / width)) };
}

export interface ImageVariants {
  src: string;
  width: number;
  height: number;
  card: { src: string; width: number; height: number };
}

/**
 * An uploaded image's two variants from the address of either: the full one (src, its size) and
 * the card one. Null for any other address (an outside image keeps its tag as written).
 */
export function imageVariantsOf(address: string): ImageVariants | null {
  const parsed = parseImageName(address);
  if (!parsed) return null;
  const base = address.slice(0, address.lastIndexOf('/') + 1);
  const full = imageFileName(parsed.id, parsed.width, parsed.height, parsed.ext);
  const card = cardSize(parsed.width, parsed.height);
  return {
    src: base + full,
    width: parsed.width,
    height: parsed.height,
    card: { src: base + full.replace(/(\.[a-z]+)$/, '-card$1'), ...card },
  };
}

/** `srcset` for an uploaded image: the card and the full variant by width. */
export function imageSrcset(variants: ImageVariants): string {
  if (variants.card.width === variants.width) return `${variants.src} ${variants.width}w`;
  return `${variants.card.src} ${variants.card.width}w, ${variants.src} ${variants.width}w`;
}
