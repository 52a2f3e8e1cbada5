// Inline images in stored rich text (docs/rules/studio.md, "Inline images"). An <img> is kept only when
// its address is an original file of our media library; it is then rewritten into one exact form with
// the responsive WebP copies the upload made (srcset, sizes), its own width and height (no layout
// shift), lazy loading and async decoding. This runs when HTML is stored, inside the sanitizer, so every
// page that shows stored HTML (player, blog, help, pages, course descriptions) serves it as it is,
// with no lookup at render time. Nothing the author sent is copied but the address, alt and size.
import { imageVariantWidths } from '../../lib/schemas/studio-media.ts';

/** An original library file, as the library names it: `/v1/media/library/<24 hex>.<png|jpg|webp|gif>`. */
const LIBRARY_ORIGINAL = /^\/v1\/media\/library\/([0-9a-f]{24})\.(png|jpg|webp|gif)$/;
/** The largest side the library accepts is bounded by its 50-megapixel limit; a bigger number is not ours. */
const MAX_SIDE = 50_000;
/** The text column of rich text (Prose.astro and the player's .prose: 72ch at the large text size). */
export const INLINE_IMAGE_SIZES = '(min-width: 48rem) 45rem, 100vw';

export type InlineImageAttributes = {
  src: string;
  alt: string;
  width?: string;
  height?: string;
  srcset?: string;
  sizes?: string;
  loading: 'lazy';
  decoding: 'async';
};

function dimension(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9][0-9]{0,5}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n <= MAX_SIDE ? n : null;
}

/**
 * The attributes an inline image is stored with, from the attributes it came with; null when its
 * address is not an original of our media library (another host, a variant, javascript:, none).
 * Width and height are kept only as a valid pair; the srcset is made only from them, listing the
 * copies imageVariantWidths says exist and the original at its own width.
 */
export function inlineImage(attribs: Record<string, string | undefined>): InlineImageAttributes | null {
  const src = (attribs.src ?? '').trim();
  const match = LIBRARY_ORIGINAL.exec(src);
  if (!match) return null;
  // No alt at all would make screen readers read the file name: a missing alt is stored as decorative.
  const image: InlineImageAttributes = { src, alt: (attribs.alt ?? '').replace(/\s+/g, ' ').trim(), loading: 'lazy', decoding: 'async' };
  const width = dimension(attribs.width);
  const height = dimension(attribs.height);
  if (width === null || height === null) return image;
  const base = `/v1/media/library/${match[1]}`;
  const candidates = [...imageVariantWidths(width).map((w) => `${base}-w${w}.webp ${w}w`), `${src} ${width}w`];
  return { src, alt: image.alt, width: String(width), height: String(height), srcset: candidates.join(', '), sizes: INLINE_IMAGE_SIZES, loading: 'lazy', decoding: 'async' };
}
