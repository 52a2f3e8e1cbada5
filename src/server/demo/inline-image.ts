// The demo's inline image (docs/rules/studio.md, "Inline images"): a small illustration drawn in code
// (no binary in the repository, nothing downloaded), put through the library's own image processing so
// it has the WebP copies an upload would have, kept in the media library under a fixed name, and shown
// at the top of the first reading of Yoga Foundations in the one stored form the sanitizer writes.
// writeDemoInlineImageFiles (scripts/seed.ts, `npm start`) puts the files in storage; addDemoInlineImage
// (the first seed, in its transaction) adds the library row and the image to the lesson.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sanitizeHtml } from '../shared/sanitize-html.ts';
import { loadSharp } from '../shared/sharp.ts';
import type { Storage } from '../storage/storage.ts';
import { processImage } from '../studio/service/index.ts';

const TOKEN = '0de40be110ca971011500002';
export const DEMO_IMAGE_KEY = `media/library/${TOKEN}.png`;
export const DEMO_IMAGE_ALT = 'A person sitting cross-legged on a mat by a window, a pale sun rising over green hills outside';
const LESSON_COURSE = 'yoga-foundations';
const WIDTH = 1800;
const HEIGHT = 1125;

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 1800 1125">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7e6cf"/><stop offset="1" stop-color="#e9f1ec"/></linearGradient></defs>
  <rect width="1800" height="1125" fill="#efe9df"/>
  <rect x="840" y="110" width="820" height="620" rx="24" fill="url(#sky)" stroke="#c9b89f" stroke-width="18"/>
  <circle cx="1250" cy="470" r="92" fill="#f2b66d"/>
  <path d="M849 600 Q1050 470 1250 560 T1651 520 V721 H849 Z" fill="#9cc3a9"/>
  <path d="M849 660 Q1100 560 1350 640 T1651 620 V721 H849 Z" fill="#6fa58a"/>
  <rect x="0" y="900" width="1800" height="225" fill="#d9cbb6"/>
  <rect x="260" y="905" width="900" height="60" rx="30" fill="#1d6b61"/>
  <ellipse cx="710" cy="880" rx="250" ry="60" fill="#3d4f58"/>
  <path d="M610 860 Q710 560 810 860 Z" fill="#e38b6d"/>
  <circle cx="710" cy="500" r="70" fill="#8a5a44"/>
</svg>`;

type DemoImage = Awaited<ReturnType<typeof processImage>>;
let drawn: Promise<DemoImage> | null = null;

/** Drawn and processed once per process: the files and the row must agree on sizes. */
function demoImage(): Promise<DemoImage> {
  drawn ??= (async () => {
    const sharp = await loadSharp();
    const png = await sharp(Buffer.from(SVG)).png({ compressionLevel: 9 }).toBuffer();
    return processImage(new Uint8Array(png), 'image/png');
  })();
  return drawn;
}

const variantKey = (width: number) => `media/library/${TOKEN}-w${width}.webp`;

/** Writes the image and its copies that storage does not have yet; returns how many were written. */
export async function writeDemoInlineImageFiles(storage: Storage): Promise<number> {
  const image = await demoImage();
  const files = [{ key: DEMO_IMAGE_KEY, data: image.original }, ...image.variants.map((v) => ({ key: variantKey(v.width), data: v.data }))];
  let written = 0;
  for (const file of files) {
    if (await storage.stat(file.key)) continue;
    await storage.put(file.key, file.data);
    written += 1;
  }
  return written;
}

/** The library row and the image at the top of the course's first reading; returns the lessons changed. */
export async function addDemoInlineImage(db: Db): Promise<number> {
  const image = await demoImage();
  const variants = JSON.stringify(image.variants.map((v) => ({ key: variantKey(v.width), width: v.width, height: v.height, bytes: v.data.byteLength })));
  await db.execute(sql`INSERT INTO media_files (storage_key, kind, mime_type, original_name, byte_size, width, height, alt_text, variants)
    VALUES (${DEMO_IMAGE_KEY}, 'image', 'image/png', 'morning-practice.png', ${image.original.byteLength}, ${image.width}, ${image.height}, ${DEMO_IMAGE_ALT}, ${variants}::jsonb)
    ON CONFLICT (storage_key) DO NOTHING`);
  const img = sanitizeHtml(`<img src="/v1/${DEMO_IMAGE_KEY}" alt="${DEMO_IMAGE_ALT}" width="${image.width}" height="${image.height}">`);
  const updated = (await db.execute(sql`UPDATE lessons SET body_html = ${img} || body_html
    WHERE id = (SELECT l.id FROM lessons l JOIN courses c ON c.id = l.course_id
                WHERE c.slug = ${LESSON_COURSE} AND l.kind = 'detail' ORDER BY l.position LIMIT 1)
      AND position(${`/v1/${DEMO_IMAGE_KEY}`} IN body_html) = 0
    RETURNING id`)) as unknown as { rows: unknown[] };
  return updated.rows.length;
}
