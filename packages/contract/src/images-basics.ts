/**
 * Uploaded images, without zod: limits, messages and the rule of their names, which the public
 * pages, feeds and mail read to write `width`, `height` and `srcset` without a database read.
 *
 * A stored image's name is `{content hash, 16 hex}{random, 20 hex}-{width}x{height}.{ext}`:
 * addressed by its content (a name never changes meaning, so it is cached for a year), and
 * unguessable (80 random bits), so a draft's image cannot be found before it is published.
 * The card variant (for cards, feeds and small screens) is the same name with `-card` before
 * the extension. A WebP image (which many mail clients do not show) also has a mail variant:
 * a JPEG of the card's size, named with `-mail.jpg` in place of `.webp`. Every variant is
 * stored under `images/{its name}` (`imageStorageKey`), its path under /api as well.
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
/**
 * How wide an uploaded image in an update is drawn (the `sizes` of its `srcset`): the update
 * card's text, as the web app lays it out: the page at most 1152 px (max-w-6xl) with 20 px
 * gutters, 32 px from 640 px; beside a 20rem sidebar (and its 40 px gap) from 1024 px; the
 * card's own 20 px padding and 1 px border.
 */
export const UPDATE_IMAGE_SIZES =
  '(max-width: 639px) calc(100vw - 82px), (max-width: 1023px) calc(100vw - 106px), (max-width: 1151px) calc(100vw - 466px), 686px';
/**
 * How wide a project's banner is drawn on its page (the `sizes` of its `srcset`): the page less
 * its gutters (20 px, 32 px from 640 px) and the box's 1 px border, the page at most 1152 px
 * (max-w-6xl). The element's width, as `sizes` means it: where the box is flatter than the
 * banner, `object-cover` draws it wider and crops its sides, so a phone draws the card variant a
 * little enlarged (a 4:1 banner at 1.75 dppx: 1.25×) for a fifth of the full variant's bytes
 * (measured: LCP in docs/performance.md).
 */
export const BANNER_SIZES =
  '(max-width: 639px) calc(100vw - 42px), (max-width: 1151px) calc(100vw - 66px), 1086px';
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

const NAME = /^([0-9a-f]{36})-(\d{1,5})x(\d{1,5})(?:(-card)?\.(png|jpg|webp|gif)|(-mail)\.jpg)$/;
const NAMES_IN = /[0-9a-f]{36}-\d{1,5}x\d{1,5}(?:(?:-card)?\.(?:png|jpg|webp|gif)|-mail\.jpg)/g;

export interface ImageName {
  /** The hash and random part. */
  id: string;
  width: number;
  height: number;
  /** The image's stored format: the full and card variants' extension (`webp` for a mail variant's name). */
  ext: string;
  card: boolean;
  /** The name is the mail variant's (a JPEG of a WebP image). */
  mail: boolean;
}

/** The parts of a stored image's file name (the last segment of its address), or null. */
export function parseImageName(addressOrName: string): ImageName | null {
  const name = addressOrName.split(/[?#]/)[0]!.split('/').pop() ?? '';
  const m = NAME.exec(name);
  if (!m) return null;
  const mail = m[6] !== undefined;
  return {
    id: m[1]!,
    width: Number(m[2]),
    height: Number(m[3]),
    card: m[4] !== undefined,
    ext: mail ? 'webp' : m[5]!,
    mail,
  };
}

/** The names of uploaded images a text (Markdown, an address) refers to. */
export function imageNamesIn(text: string): string[] {
  return [...new Set(text.match(NAMES_IN) ?? [])];
}

/** What every variant's file name starts with: the hash and random part, and the full size. */
const stemOf = (id: string, width: number, height: number) => `${id}-${width}x${height}`;

/** A full variant's file name. */
export function imageFileName(id: string, width: number, height: number, ext: string): string {
  return `${stemOf(id, width, height)}.${ext}`;
}

/**
 * An uploaded image's stored variants: the full one, the card one, and the one for mail (a
 * WebP image's JPEG; any other image has none, and mail shows its card).
 */
export type ImageVariant = 'full' | 'card' | 'mail';

/** The variant a parsed name is. */
const variantOf = (image: ImageName): ImageVariant => (image.mail ? 'mail' : image.card ? 'card' : 'full');

/** The variants stored for an image: full, card, and the mail one of a WebP image. */
const storedVariants = (image: ImageName): ImageVariant[] =>
  image.ext === 'webp' ? ['full', 'card', 'mail'] : ['full', 'card'];

/** The file name of one variant of an image (the mail variant of one that has none is its card). */
function variantName({ id, width, height, ext }: ImageName, variant: ImageVariant): string {
  const stem = stemOf(id, width, height);
  if (variant === 'full') return `${stem}.${ext}`;
  return variant === 'mail' && ext === 'webp' ? `${stem}-mail.jpg` : `${stem}-card.${ext}`;
}

/** Every stored variant's file name, from the name (or address) of any: full, card, and the mail one of a WebP image. */
export function imageVariantNames(addressOrName: string): string[] {
  const image = parseImageName(addressOrName);
  return image ? storedVariants(image).map((variant) => variantName(image, variant)) : [];
}

/** The storage key of a file name. */
const keyOf = (name: string) => `images/${name}`;

/**
 * Where one variant of an uploaded image is stored: `images/{its file name}`, from the address
 * or file name of any of its variants; without `variant`, the one the address names. Null for
 * an address that is not an uploaded image's.
 */
export function imageStorageKey(addressOrName: string, variant?: ImageVariant): string | null {
  const image = parseImageName(addressOrName);
  return image ? keyOf(variantName(image, variant ?? variantOf(image))) : null;
}

/** The storage keys of every stored variant of an image, from the address or file name of any. */
export const imageStorageKeys = (addressOrName: string): string[] =>
  imageVariantNames(addressOrName).map(keyOf);

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
  /** The card's size in a format mail clients show (the card itself unless it is WebP): mail, feeds, link previews. */
  mail: { src: string; width: number; height: number };
}

/**
 * An uploaded image's variants from the address of any: the full one (src, its size), the card
 * one and the one for mail. Null for any other address (an outside image keeps its tag as written).
 */
export function imageVariantsOf(address: string): ImageVariants | null {
  const image = parseImageName(address);
  if (!image) return null;
  const base = address.slice(0, address.lastIndexOf('/') + 1);
  const size = cardSize(image.width, image.height);
  return {
    src: base + variantName(image, 'full'),
    width: image.width,
    height: image.height,
    card: { src: base + variantName(image, 'card'), ...size },
    mail: { src: base + variantName(image, 'mail'), ...size },
  };
}

/** The addresses in a text: Markdown, HTML, or an address on its own. */
const ADDRESSES = /https?:\/\/[^\s)"'<>]+/g;

/**
 * The first uploaded image `texts` refer to by address, in their order (an update's image,
 * then its text, then a project's banner): its variants. Null when none does.
 */
export function firstUploadedImage(texts: readonly (string | null | undefined)[]): ImageVariants | null {
  for (const text of texts)
    for (const address of text?.match(ADDRESSES) ?? []) {
      const variants = imageVariantsOf(address);
      if (variants) return variants;
    }
  return null;
}

/**
 * The largest variant every mail client, feed reader and link preview shows: the full one, or
 * for a WebP image its mail variant (a JPEG of the card's size). Null for any other address.
 */
export function portableImageOf(address: string): { src: string; width: number; height: number } | null {
  const variants = imageVariantsOf(address);
  if (!variants) return null;
  const { src, width, height, card, mail } = variants;
  return mail.src === card.src ? { src, width, height } : mail;
}

/** `portableImageOf`'s address for an uploaded image; any other address as it is. */
export const portableImageUrl = (address: string): string => portableImageOf(address)?.src ?? address;

/** `srcset` for an uploaded image: the card and the full variant by width. */
export function imageSrcset(variants: ImageVariants): string {
  if (variants.card.width === variants.width) return `${variants.src} ${variants.width}w`;
  return `${variants.card.src} ${variants.card.width}w, ${variants.src} ${variants.width}w`;
}
