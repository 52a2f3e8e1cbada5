// A lesson's audio, video and PDF files, chosen from the media library (docs/rules/studio.md,
// "Lessons"). An attached file is copied into the lessons' media folder, where the player streams
// it through signed URLs to enrolled members only; the library's copy stays public and separate,
// so deleting or replacing it never breaks a lesson a learner is in the middle of. Captions and
// posters are different: they stay library files, referenced by address (docs/rules/studio.md,
// "Captions"), so the library refuses to delete one a lesson uses.
import { randomBytes } from 'node:crypto';
import type { LessonUpdate } from '../../../lib/schemas/studio-courses.ts';
import type { Db } from '../../db/client.ts';
import type { LessonMedia, LessonTrack } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { mediaContentType, mediaStorageKey } from '../../learning/service/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { findVisible, mediaUrl } from './media.ts';
import { parseWebVtt } from './webvtt.ts';

const NOT_ALONE = 'A captions file goes with a video or audio file: attach that first, then add the captions to it.';
const NOT_PLAYABLE = 'Attach audio, video or a PDF here; images belong in the text or as the course image.';

type Wanted = NonNullable<LessonUpdate['media']>[number];

/** A library file the actor may use, or a 422 on the field that named it. */
async function libraryFile(tx: Db, actor: Actor, id: number, field: string, message: string) {
  return findVisible(tx, actor, id).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'not_found') throw fieldError(field, message);
    throw err;
  });
}

async function resolvePoster(tx: Db, actor: Actor, type: string, kept: LessonMedia['poster'], m: Wanted, i: number): Promise<LessonMedia['poster']> {
  if (m.poster_id === undefined) return type === 'video' ? (kept ?? null) : null;
  if (m.poster_id === null) return null;
  const field = `media.${i}.poster_id`;
  if (type !== 'video') throw fieldError(field, 'Only a video has a poster.');
  const row = await libraryFile(tx, actor, m.poster_id, field, 'Choose an image from your media library.');
  if (row.kind !== 'image') throw fieldError(field, 'A poster is an image; choose one from the media library.');
  // The 960 px copy when there is one: sharp enough for the player, lighter than the original.
  const copy = row.variants.find((v) => v.width === 960) ?? row.variants.at(-1);
  return { mediaId: row.id, url: mediaUrl(copy?.key ?? row.storageKey) };
}

async function resolveTracks(tx: Db, storage: Storage, actor: Actor, type: string, kept: LessonTrack[] | undefined, m: Wanted, i: number): Promise<LessonTrack[]> {
  if (m.tracks === undefined) return type === 'pdf' ? [] : (kept ?? []);
  if (m.tracks.length && type === 'pdf') throw fieldError(`media.${i}.tracks`, 'Captions belong to audio or video, not to a PDF.');
  if (m.tracks.filter((t) => t.default).length > 1) throw fieldError(`media.${i}.tracks`, 'Choose at most one default track.');
  const out: LessonTrack[] = [];
  for (const [j, t] of m.tracks.entries()) {
    const field = `media.${i}.tracks.${j}`;
    if (out.some((o) => o.language === t.language && o.kind === t.kind)) throw fieldError(`${field}.language`, `There is already ${t.kind} in this language.`);
    const same = kept?.find((k) => k.mediaId === t.media_id);
    let cues = same?.cues;
    let url = same?.url;
    if (!same) {
      const row = await libraryFile(tx, actor, t.media_id, `${field}.media_id`, 'Choose a captions file from your media library.');
      if (row.kind !== 'captions') throw fieldError(`${field}.media_id`, 'Choose a WebVTT captions file (.vtt) from the media library.');
      const bytes = await storage.get(row.storageKey);
      if (!bytes) throw fieldError(`${field}.media_id`, 'This captions file is missing from storage; upload it again.');
      cues = parseWebVtt(bytes).cues.map((c) => ({ start: c.start, end: c.end, text: c.text }));
      url = mediaUrl(row.storageKey);
    }
    out.push({ mediaId: t.media_id, url: url!, language: t.language, label: t.label, kind: t.kind, default: t.default, cues: cues! });
  }
  return out;
}

export async function resolveLessonMedia(tx: Db, storage: Storage, actor: Actor, current: LessonMedia[], wanted: NonNullable<LessonUpdate['media']>): Promise<LessonMedia[]> {
  const out: LessonMedia[] = [];
  for (const [i, m] of wanted.entries()) {
    if (m.file !== undefined) {
      const existing = current.find((c) => c.file === m.file);
      if (!existing) throw fieldError(`media.${i}.file`, 'This file is not attached to this lesson; choose it from the media library instead.');
      const poster = await resolvePoster(tx, actor, existing.type, existing.poster, m, i);
      const tracks = await resolveTracks(tx, storage, actor, existing.type, existing.tracks, m, i);
      out.push({ ...existing, title: m.title || existing.title || '', poster, tracks });
      continue;
    }
    const row = await libraryFile(tx, actor, m.media_id!, `media.${i}.media_id`, 'Choose a file from your media library.');
    const ext = row.storageKey.slice(row.storageKey.lastIndexOf('.') + 1);
    const file = `${randomBytes(12).toString('hex')}.${ext}`;
    const playable = mediaContentType(file);
    if (row.kind === 'image' || row.kind === 'captions' || !playable) throw fieldError(`media.${i}.media_id`, row.kind === 'captions' ? NOT_ALONE : NOT_PLAYABLE);
    const poster = await resolvePoster(tx, actor, playable.type, null, m, i);
    const tracks = await resolveTracks(tx, storage, actor, playable.type, [], m, i);
    const bytes = await storage.get(row.storageKey);
    if (!bytes) throw fieldError(`media.${i}.media_id`, 'This library file is missing from storage; upload it again.');
    await storage.put(mediaStorageKey(file), bytes);
    out.push({ type: playable.type, file, title: m.title || row.originalName, poster, tracks });
  }
  return out;
}
