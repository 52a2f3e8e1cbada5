// Uploaded images (docs/rules/studio.md, "Media"): sharp must be able to read the whole image (a file
// that only starts like a PNG is refused), the original is turned upright and re-encoded in its own
// format, which drops EXIF and every other metadata block (a phone photo's GPS position), and WebP
// copies are made at the library's widths, never wider than the image itself.
import type { Sharp } from 'sharp';
import { imageVariantWidths } from '../../../lib/schemas/studio-media.ts';
import { fieldError } from '../../errors.ts';
import { loadSharp } from '../../shared/sharp.ts';

/** Bigger than any camera; stops a small file that decompresses into gigabytes of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;
const FORMAT_OF_MIME: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp', 'image/gif': 'gif' };
const UNREADABLE = 'This image could not be read: it may be damaged. Please choose another file.';

export type ProcessedImage = {
  original: Uint8Array;
  width: number;
  height: number;
  variants: Array<{ width: number; height: number; data: Uint8Array }>;
};

function encode(image: Sharp, format: string): Sharp {
  if (format === 'png') return image.png();
  if (format === 'jpeg') return image.jpeg({ quality: 90 });
  if (format === 'webp') return image.webp({ quality: 90 });
  return image.gif();
}

/** Reads, cleans and resizes an image whose bytes were sniffed as `mime`; a 422 on `file` if unusable. */
export async function processImage(input: Uint8Array, mime: string): Promise<ProcessedImage> {
  const format = FORMAT_OF_MIME[mime];
  if (!format) throw fieldError('file', UNREADABLE);
  const animated = format === 'gif' || format === 'webp';
  const sharp = await loadSharp();
  try {
    const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const, animated };
    const meta = await sharp(input, options).metadata();
    if (meta.format !== format || !meta.width || !meta.height) throw fieldError('file', UNREADABLE);
    const multiPage = (meta.pages ?? 1) > 1;
    // Auto-orientation works on one frame; an animation has no EXIF orientation to apply anyway.
    const upright = multiPage ? sharp(input, options) : sharp(input, options).rotate();
    const original = await encode(upright, format).toBuffer();
    const out = await sharp(original, { animated }).metadata();
    const width = out.width ?? meta.width;
    const height = out.pageHeight ?? out.height ?? meta.height;
    const variants: ProcessedImage['variants'] = [];
    for (const w of imageVariantWidths(width)) {
      const data = await sharp(original, { animated }).resize({ width: w, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
      variants.push({ width: w, height: Math.max(1, Math.round((height * w) / width)), data: new Uint8Array(data) });
    }
    return { original: new Uint8Array(original), width, height, variants };
  } catch (err) {
    if (err instanceof Error && err.name === 'AppError') throw err;
    throw fieldError('file', UNREADABLE);
  }
}
