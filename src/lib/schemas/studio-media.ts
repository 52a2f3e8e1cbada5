// Requests and responses of the studio's media library (docs/rules/studio.md, "Media"): upload,
// list, read, alt text, delete. Shared by the routes, the studio's client and tests.
import { z } from './zod.ts';
import { blankToUndefined, pageQuery, text } from './input.ts';
import { MEDIA_KINDS, MEDIA_LIMITS, type MediaKind } from './upload-limits.ts';

export { MEDIA_KINDS, MEDIA_LIMITS, type MediaKind };

const MB = 1024 * 1024;

/** Widths of the WebP copies made of an uploaded image; only those narrower than the image. */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;

/**
 * The widths of the WebP copies an image `width` pixels wide has: those of IMAGE_VARIANT_WIDTHS narrower
 * than it (never upscaled). The upload makes exactly these, and inline images in rich text list exactly
 * these in their srcset (docs/rules/studio.md, "Inline images"), so the two can never disagree.
 */
export function imageVariantWidths(width: number): number[] {
  return IMAGE_VARIANT_WIDTHS.filter((w) => w < width);
}

export const ALT_MAX = 300;

const isFile = (v: unknown) => typeof File !== 'undefined' && v instanceof File;

const alt = text()
  .trim()
  .max(ALT_MAX, { message: `Keep the alternative text to ${ALT_MAX} characters.` })
  .meta({ description: 'What the image shows, for people who cannot see it (empty for a decorative image)', example: 'A cup of tea on a windowsill' });

export const MediaUploadFormSchema = z.object({
  file: z
    .unknown()
    .refine(isFile, { message: 'Choose a file to upload.' })
    .meta({ type: 'string', format: 'binary', description: 'The file: PNG, JPEG, WebP or GIF image; MP3, M4A, OGG or WAV audio; MP4 or WebM video; PDF; WebVTT captions (.vtt). Its type is read from its content.' }),
  alt: z.preprocess(blankToUndefined, alt.optional()),
});
export type MediaUploadForm = z.infer<typeof MediaUploadFormSchema>;

export const MediaUpdateSchema = z.object({ alt }).strict();
export type MediaUpdate = z.infer<typeof MediaUpdateSchema>;

export const MediaQuerySchema = z.object({
  kind: z.preprocess(blankToUndefined, z.enum([...MEDIA_KINDS, 'all'], { message: 'Choose image, audio, video, pdf, captions or all.' }).default('all')),
  page: pageQuery(100_000, 1),
  per_page: pageQuery(100, 24),
});
export type MediaQuery = z.infer<typeof MediaQuerySchema>;

const MediaVariantSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  url: z.string().meta({ example: '/v1/media/library/3f9a0c1e7b2d4a6c8e0f1a2b-w480.webp' }),
});

export const MediaFileSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MEDIA_KINDS),
  mime_type: z.string().meta({ example: 'image/png' }),
  original_name: z.string(),
  byte_size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.string(),
  /** The file as uploaded (images re-encoded without their metadata); public, cacheable for ever. */
  url: z.string().meta({ description: 'Public address of the file; usable as a course, bundle or blog image_url', example: '/v1/media/library/3f9a0c1e7b2d4a6c8e0f1a2b.png' }),
  variants: z.array(MediaVariantSchema).meta({ description: 'Images only: WebP copies at 480, 960 and 1600 px wide, those narrower than the image' }),
  uploaded_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type MediaFile = z.infer<typeof MediaFileSchema>;

/** "1.2 MB", "340 KB": sizes as the library shows them. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
