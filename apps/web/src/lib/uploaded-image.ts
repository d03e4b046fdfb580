import { imageSrcset, imageVariantsOf } from '@shiplog/contract/images-basics';

/**
 * An uploaded image's size and smaller variant, from its name: no layout shift, less to load on
 * small screens. `sizes` is how wide the image is drawn. An outside address gets nothing.
 */
export function uploadedImageAttributes(url: string, sizes: string | ((aspect: number) => string)) {
  const variants = imageVariantsOf(url);
  if (!variants) return {};
  return {
    width: variants.width,
    height: variants.height,
    srcSet: imageSrcset(variants),
    sizes: typeof sizes === 'string' ? sizes : sizes(variants.width / variants.height),
  };
}

/**
 * A box an image covers (`object-cover`) from the viewport width `from` on: as wide as the
 * viewport less `inset` (gutters, borders), at most `maxWidth`, and `height` tall (CSS pixels).
 */
export interface CoverBox {
  from: number;
  inset: number;
  maxWidth: number;
  height: number;
}

/**
 * `sizes` for an image of `aspect` (width / height) covering boxes that change with the
 * viewport: it is drawn as wide as its box, or wider where the box is flatter than the image
 * (then it fills the box's height and is cropped at the sides). The browser then fetches the
 * smallest variant that fills the box at the screen's density.
 */
export function coverSizes(aspect: number, boxes: readonly CoverBox[]): string {
  const parts: Array<[upTo: number, size: string]> = [];
  boxes.forEach((box, i) => {
    const end = boxes[i + 1]?.from ?? Infinity;
    const floor = Math.ceil(box.height * aspect);
    if (floor >= box.maxWidth) return void parts.push([end, `${floor}px`]);
    // The viewport widths where the box gets wider than the image at the box's height, and stops growing.
    const grows = Math.min(floor + box.inset, end);
    const capped = Math.min(box.maxWidth + box.inset, end);
    if (grows > box.from) parts.push([grows, `${floor}px`]);
    if (capped > Math.max(grows, box.from)) parts.push([capped, `calc(100vw - ${box.inset}px)`]);
    if (capped < end) parts.push([end, `${box.maxWidth}px`]);
  });
  return parts
    .map(([upTo, size]) => (upTo === Infinity ? size : `(max-width: ${upTo - 1}px) ${size}`))
    .join(', ');
}
