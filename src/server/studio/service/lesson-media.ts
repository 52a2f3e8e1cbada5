// A lesson's audio, video and PDF files, chosen from the media library (docs/rules/studio.md,
// "Lessons"). An attached file is copied into the lessons' media folder, where the player streams
// it through signed URLs to enrolled members only; the library's copy stays public and separate,
// so deleting or replacing it never breaks a lesson a learner is in the middle of.
import { randomBytes } from 'node:crypto';
import type { LessonUpdate } from '../../../lib/schemas/studio-courses.ts';
import type { Db } from '../../db/client.ts';
import type { LessonMedia } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { mediaContentType, mediaStorageKey } from '../../learning/service/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { findVisible } from './media.ts';

const NOT_PLAYABLE = 'Attach audio, video or a PDF here; images belong in the text or as the course image.';

export async function resolveLessonMedia(tx: Db, storage: Storage, actor: Actor, current: LessonMedia[], wanted: NonNullable<LessonUpdate['media']>): Promise<LessonMedia[]> {
  const out: LessonMedia[] = [];
  for (const [i, m] of wanted.entries()) {
    if (m.file !== undefined) {
      const existing = current.find((c) => c.file === m.file);
      if (!existing) throw fieldError(`media.${i}.file`, 'This file is not attached to this lesson; choose it from the media library instead.');
      out.push({ ...existing, title: m.title || existing.title || '' });
      continue;
    }
    const row = await findVisible(tx, actor, m.media_id!).catch((err: unknown) => {
      if (err instanceof AppError && err.code === 'not_found') throw fieldError(`media.${i}.media_id`, 'Choose a file from your media library.');
      throw err;
    });
    const ext = row.storageKey.slice(row.storageKey.lastIndexOf('.') + 1);
    const file = `${randomBytes(12).toString('hex')}.${ext}`;
    const playable = mediaContentType(file);
    if (row.kind === 'image' || !playable) throw fieldError(`media.${i}.media_id`, NOT_PLAYABLE);
    const bytes = await storage.get(row.storageKey);
    if (!bytes) throw fieldError(`media.${i}.media_id`, 'This library file is missing from storage; upload it again.');
    await storage.put(mediaStorageKey(file), bytes);
    out.push({ type: playable.type, file, title: m.title || row.originalName });
  }
  return out;
}
