import { imageSrcset, imageVariantsOf } from '@shiplog/contract/images-basics';

/**
 * An uploaded image's size and smaller variant, from its name: no layout shift, less to load on
 * small screens. `sizes` is how wide the image element is laid out (the browser then fetches the
 * smallest variant that fills that width at the screen's density). An outside address gets nothing.
 */
export function uploadedImageAttributes(url: string, sizes: string) {
  const variants = imageVariantsOf(url);
  if (!variants) return {};
  return { width: variants.width, height: variants.height, srcSet: imageSrcset(variants), sizes };
}
