// The files of an imported course archive (docs/rules/studio.md, "Course export and import"), stored
// as an upload would store them: the kind and type read from the bytes (and refused when they differ
// from what the manifest says), the sha256 checked, images cleaned and given their WebP copies,
// captions read again by our WebVTT parser, lesson audio, video and PDF streamed into the lessons'
// folder. A file that fails is left out and reported; the course is imported without it.
import { createHash, randomBytes } from 'node:crypto';
import type { ArchiveMedia } from '../../../lib/schemas/course-archive.ts';
import { MEDIA_LIMITS } from '../../../lib/schemas/studio-media.ts';
import type { MediaVariant } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { mediaStorageKey } from '../../learning/service/index.ts';
import type { Storage } from '../../storage/storage.ts';
import type { OpenArchive } from './archive-zip.ts';
import { processImage } from './media-images.ts';
import { readSniffHead, sniffMedia, SNIFF_BYTES } from './media-sniff.ts';
import { parseWebVtt, VttError } from './webvtt.ts';
import { MEDIA_LIBRARY_PREFIX } from './media.ts';

/** A library file ready for its media_files row, or a lesson file under its new name. */
export type StoredMedia =
  | { ref: string; where: 'library'; key: string; kind: ArchiveMedia['kind']; mime: string; bytes: number; width: number | null; height: number | null; variants: MediaVariant[]; filename: string; alt: string; cues: Array<{ start: number; end: number; text: string }> }
  | { ref: string; where: 'lesson'; file: string };

export type MediaOutcome = { stored: Map<string, StoredMedia>; keys: string[]; refused: Array<{ what: string; reason: string }> };

class Refused extends Error {}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function checkKind(m: ArchiveMedia, head: Uint8Array) {
  const sniffed = sniffMedia(head.subarray(0, SNIFF_BYTES));
  if (!sniffed) throw new Refused('its bytes are not a file the media library takes.');
  if (sniffed.kind !== m.kind || sniffed.mime !== m.mime) throw new Refused(`the manifest calls it ${m.mime} (${m.kind}) but its bytes are ${sniffed.mime} (${sniffed.kind}).`);
  return sniffed;
}

async function storeLibraryFile(storage: Storage, archive: OpenArchive, m: ArchiveMedia, keys: string[]): Promise<StoredMedia> {
  const bytes = await archive.read(m.path);
  if (sha256(bytes) !== m.sha256) throw new Refused('its sha256 does not match the manifest: the archive is damaged.');
  const sniffed = checkKind(m, bytes);
  const token = randomBytes(12).toString('hex');
  const key = `${MEDIA_LIBRARY_PREFIX}/${token}.${sniffed.ext}`;
  const base = { ref: m.ref, where: 'library' as const, key, kind: m.kind, mime: sniffed.mime, filename: m.filename, alt: m.alt ?? '' };
  if (m.kind === 'captions') {
    let parsed;
    try {
      parsed = parseWebVtt(bytes);
    } catch (err) {
      if (err instanceof VttError) throw new Refused(`the captions cannot be used. ${err.message}`);
      throw err;
    }
    const clean = new TextEncoder().encode(parsed.vtt);
    await storage.put(key, clean);
    keys.push(key);
    return { ...base, bytes: clean.byteLength, width: null, height: null, variants: [], cues: parsed.cues.map((c) => ({ start: c.start, end: c.end, text: c.text })) };
  }
  let image;
  try {
    image = await processImage(bytes, sniffed.mime);
  } catch (err) {
    if (err instanceof AppError) throw new Refused(err.message);
    throw err;
  }
  await storage.put(key, image.original);
  keys.push(key);
  const variants: MediaVariant[] = [];
  for (const v of image.variants) {
    const variantKey = `${MEDIA_LIBRARY_PREFIX}/${token}-w${v.width}.webp`;
    await storage.put(variantKey, v.data);
    keys.push(variantKey);
    variants.push({ key: variantKey, width: v.width, height: v.height, bytes: v.data.byteLength });
  }
  return { ...base, bytes: image.original.byteLength, width: image.width, height: image.height, variants, cues: [] };
}

/** Audio, video or a PDF: checked from its first bytes, then streamed into storage with its sum counted. */
async function storeLessonFile(storage: Storage, archive: OpenArchive, m: ArchiveMedia, keys: string[]): Promise<StoredMedia> {
  const reader = (await archive.stream(m.path)).getReader();
  const { head, ended } = await readSniffHead(reader);
  const first = Buffer.concat(head);
  let sniffed: ReturnType<typeof checkKind>;
  try {
    sniffed = checkKind(m, first);
  } catch (err) {
    await reader.cancel().catch(() => undefined);
    throw err;
  }
  const hash = createHash('sha256').update(first);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (first.byteLength) controller.enqueue(new Uint8Array(first));
      if (ended) controller.close();
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      hash.update(value);
      controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  const file = `${randomBytes(12).toString('hex')}.${sniffed.ext}`;
  const key = mediaStorageKey(file);
  await storage.putStream(key, body);
  keys.push(key);
  if (hash.digest('hex') !== m.sha256) throw new Refused('its sha256 does not match the manifest: the archive is damaged.');
  return { ref: m.ref, where: 'lesson', file };
}

/**
 * Stores every file the manifest lists. Sizes were checked against the kinds' limits from the zip's
 * directory before (archive-import.ts); the files written are in `keys`, for the caller to remove
 * if the import fails later.
 */
export async function storeArchiveMedia(storage: Storage, archive: OpenArchive, media: ArchiveMedia[]): Promise<MediaOutcome> {
  const outcome: MediaOutcome = { stored: new Map(), keys: [], refused: [] };
  for (const m of media) {
    const written: string[] = [];
    try {
      const stored = m.kind === 'image' || m.kind === 'captions' ? await storeLibraryFile(storage, archive, m, written) : await storeLessonFile(storage, archive, m, written);
      outcome.stored.set(m.ref, stored);
      outcome.keys.push(...written);
    } catch (err) {
      await Promise.all(written.map((k) => storage.remove(k).catch(() => undefined)));
      if (!(err instanceof Refused)) {
        await Promise.all(outcome.keys.map((k) => storage.remove(k).catch(() => undefined)));
        throw err;
      }
      outcome.refused.push({ what: `File “${m.filename}” (${m.path})`, reason: `Not imported: ${err.message}` });
    }
  }
  return outcome;
}

export const limitOf = (kind: ArchiveMedia['kind']) => MEDIA_LIMITS[kind];
