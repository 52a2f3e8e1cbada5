// The studio's media library (docs/rules/studio.md, "Media"): upload (kind and type read from the
// bytes, a size limit per kind, images cleaned and resized), list, read, alt text, delete. Admins and
// authors may upload; an author lists, reads, edits and deletes only their own files (anyone else's
// is a 404, as if it did not exist), an admin all of them. Changes are audited.
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { MEDIA_LIMITS, MediaUploadFormSchema, type MediaFile, type MediaQuery, type MediaUpdate, formatBytes } from '../../../lib/schemas/studio-media.ts';
import type { Db } from '../../db/client.ts';
import { mediaFiles, users, type MediaVariant } from '../../db/schema/index.ts';
import { AppError, fieldError, notFound } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import type { FormPart } from '../../http/multipart.ts';
import { pageMeta, type PageMeta } from '../../http/respond.ts';
import { fieldErrorsFrom } from '../../http/validation.ts';
import { announceContentChange } from '../../events/content-changes.ts';
import type { Storage } from '../../storage/storage.ts';
import { requireRole } from './access.ts';
import { recordAudit } from './audit.ts';
import { processImage } from './media-images.ts';
import { readSniffHead, type Sniffed, sniffMedia, SNIFF_BYTES } from './media-sniff.ts';
import { parseWebVtt, VttError } from './webvtt.ts';
import { mediaUses } from './media-usage.ts';

export const MEDIA_LIBRARY_PREFIX = 'media/library';
export const MEDIA_URL_PREFIX = '/v1/media/library';
export const UPLOADERS = ['admin', 'author'] as const;

const NOT_MEDIA = 'This file is not one the library takes: choose a PNG, JPEG, WebP or GIF image, MP3, M4A, OGG or WAV audio, MP4 or WebM video, or a PDF, or WebVTT captions (.vtt).';
const KIND_WORDS = { image: 'An image', audio: 'An audio file', video: 'A video', pdf: 'A PDF', captions: 'A captions file' } as const;

type Ctx = { db: Db; actor: Actor };
type Row = typeof mediaFiles.$inferSelect;

const fileOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);
export const mediaUrl = (key: string) => `${MEDIA_URL_PREFIX}/${fileOf(key)}`;
/** The random part of a file's name, shared by the original and its variants. */
const tokenOf = (key: string) => fileOf(key).replace(/\..*$/, '');

export function toMediaFile(row: Row, uploader: { id: number; name: string } | null): MediaFile {
  return {
    id: row.id,
    kind: row.kind,
    mime_type: row.mimeType,
    original_name: row.originalName,
    byte_size: row.byteSize,
    width: row.width,
    height: row.height,
    alt: row.altText,
    url: mediaUrl(row.storageKey),
    variants: row.variants.map((v) => ({ width: v.width, height: v.height, bytes: v.bytes, url: mediaUrl(v.key) })),
    uploaded_by: uploader,
    created_at: row.createdAt.toISOString(),
  };
}

/** The name as the uploader's computer had it, for display only: no folders, no control characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.toWellFormed().replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim().slice(0, 200);
  return cleaned || 'upload';
}

/** Admins see every file; anyone else (an author) only their own. */
const visibleTo = (actor: Actor): SQL | undefined => (actor.role === 'admin' ? undefined : eq(mediaFiles.uploadedBy, actor.id));

export async function findVisible(db: Db, actor: Actor, id: number, lock = false): Promise<Row> {
  const query = db.select().from(mediaFiles).where(and(eq(mediaFiles.id, id), visibleTo(actor))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('media file');
  return row;
}

async function uploaderOf(db: Db, userId: number | null): Promise<{ id: number; name: string } | null> {
  if (userId === null) return null;
  const [u] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return u ?? null;
}

/** The file of an upload as it was stored while the request streamed in. */
type Received = { key: string; sniffed: Sniffed; bytes: number; size: { width: number; height: number } | null; variants: MediaVariant[]; keys: string[] };

/**
 * Reads the `file` part as it arrives: its kind from the first bytes, then counted against that kind's
 * limit and stopped there. An image (10 MB at most) is held to be cleaned and resized; any other kind
 * goes to storage as it streams, so no upload costs memory in proportion to its size
 * (docs/security.md, "Request bodies"). Nothing is left in storage when it is refused.
 */
async function receiveFile(storage: Storage, stream: ReadableStream<Uint8Array>): Promise<Received> {
  const reader = stream.getReader();
  const { head, headBytes, ended } = await readSniffHead(reader);
  if (headBytes === 0) throw fieldError('file', 'Choose a file to upload.');
  const sniffed = sniffMedia(concat(head, headBytes).subarray(0, SNIFF_BYTES));
  if (!sniffed) {
    await reader.cancel().catch(() => undefined);
    throw fieldError('file', NOT_MEDIA);
  }
  const limit = MEDIA_LIMITS[sniffed.kind];
  const tooLarge = () => fieldError('file', `${KIND_WORDS[sniffed.kind]} can be at most ${formatBytes(limit)}; this one is larger.`);
  // A chunk can be large (a whole small file arrives at once): the first ones count as well.
  if (headBytes > limit) {
    await reader.cancel().catch(() => undefined);
    throw tooLarge();
  }
  // Hex: storage keys must start with a letter or digit (storage.ts), which base64url may not.
  const token = randomBytes(12).toString('hex');
  const key = `${MEDIA_LIBRARY_PREFIX}/${token}.${sniffed.ext}`;

  if (sniffed.kind === 'image' || sniffed.kind === 'captions') {
    const chunks = head;
    let total = headBytes;
    while (!ended) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
    if (sniffed.kind === 'captions') {
      // Only what our parser re-wrote is kept: plain cue text, no STYLE or markup (docs/rules/studio.md, "Captions").
      const clean = captionsOf(concat(chunks, total));
      await storage.put(key, clean);
      return { key, sniffed, bytes: clean.byteLength, size: null, variants: [], keys: [key] };
    }
    const image = await processImage(concat(chunks, total), sniffed.mime);
    const variants = image.variants.map((v) => ({ key: `${MEDIA_LIBRARY_PREFIX}/${token}-w${v.width}.webp`, width: v.width, height: v.height, bytes: v.data.byteLength, data: v.data }));
    const keys: string[] = [];
    try {
      await storage.put(key, image.original);
      keys.push(key);
      for (const v of variants) {
        await storage.put(v.key, v.data);
        keys.push(v.key);
      }
    } catch (err) {
      await removeAll(storage, keys);
      throw err;
    }
    return { key, sniffed, bytes: image.original.byteLength, size: { width: image.width, height: image.height }, variants: variants.map(({ data: _data, ...v }) => v), keys };
  }

  let total = 0;
  let over = false;
  const counted = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk);
      total = headBytes;
      if (ended) controller.close();
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      total += value.byteLength;
      if (total > limit) {
        over = true;
        await reader.cancel().catch(() => undefined);
        return controller.error(tooLarge());
      }
      controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  try {
    const bytes = await storage.putStream(key, counted);
    return { key, sniffed, bytes, size: null, variants: [], keys: [key] };
  } catch (err) {
    if (over) throw tooLarge();
    throw err;
  }
}

function captionsOf(bytes: Uint8Array): Uint8Array {
  try {
    return new TextEncoder().encode(parseWebVtt(bytes).vtt);
  } catch (err) {
    if (err instanceof VttError) throw fieldError('file', `This captions file cannot be used. ${err.message}`);
    throw err;
  }
}

const concat = (chunks: Uint8Array[], total: number) => {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
};

const removeAll = (storage: Storage, keys: string[]) => Promise.all(keys.map((k) => storage.remove(k).catch(() => undefined)));

/** The form's text fields, by the same rules as the document's (MediaUploadFormSchema). */
const UploadFieldsSchema = MediaUploadFormSchema.pick({ alt: true });

/**
 * Uploads the `file` of a multipart form (with an optional `alt`), read part by part as the request
 * streams in (src/server/http/multipart.ts). The role is checked before a byte of the body is read.
 */
export async function uploadMedia({ db, storage, actor, parts }: Ctx & { storage: Storage; parts: AsyncIterable<FormPart> }): Promise<MediaFile> {
  requireRole(actor, UPLOADERS);
  const fields: Record<string, string> = {};
  let received: (Received & { name: string }) | null = null;
  try {
    for await (const part of parts) {
      if (part.kind === 'field') {
        fields[part.name] ??= part.value;
      } else if (part.name !== 'file' || received) {
        await part.stream.cancel();
      } else {
        received = { ...(await receiveFile(storage, part.stream)), name: part.filename };
      }
    }
  } catch (err) {
    if (received) await removeAll(storage, received.keys);
    throw err;
  }
  const errors: Record<string, string[]> = {};
  if (!received) errors.file = ['Choose a file to upload.'];
  const checked = UploadFieldsSchema.safeParse({ alt: fields.alt });
  if (!checked.success) Object.assign(errors, fieldErrorsFrom(checked.error));
  if (!received || !checked.success) {
    if (received) await removeAll(storage, received.keys);
    const first = Object.values(errors)[0]?.[0];
    throw new AppError('validation', `The given data was invalid: ${first}`, { errors });
  }
  const file = received;
  const alt = checked.data.alt;

  // Files first, then the row: a file without a row is unreachable (serving looks the row up) and is
  // removed below when the row cannot be written; a row without its file would be a broken link.
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [row] = await tx
        .insert(mediaFiles)
        .values({
          storageKey: file.key,
          kind: file.sniffed.kind,
          mimeType: file.sniffed.mime,
          originalName: cleanName(file.name),
          byteSize: file.bytes,
          width: file.size?.width ?? null,
          height: file.size?.height ?? null,
          altText: alt ?? '',
          variants: file.variants,
          uploadedBy: actor.id,
        })
        .returning();
      const view = toMediaFile(row!, { id: actor.id, name: actor.name });
      await recordAudit(tx, actor, { action: 'media.upload', subject: { type: 'media_file', id: view.id }, before: null, after: view });
      return view;
    });
  } catch (err) {
    await removeAll(storage, file.keys);
    throw err;
  }
}

export async function listMedia({ db, actor, query }: Ctx & { query: MediaQuery }): Promise<{ data: MediaFile[]; meta: PageMeta }> {
  requireRole(actor, UPLOADERS);
  const where = and(visibleTo(actor), query.kind === 'all' ? undefined : eq(mediaFiles.kind, query.kind));
  const [rows, [total]] = await Promise.all([
    db
      .select({ file: mediaFiles, uploaderId: users.id, uploaderName: users.name })
      .from(mediaFiles)
      .leftJoin(users, eq(users.id, mediaFiles.uploadedBy))
      .where(where)
      .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(mediaFiles).where(where),
  ]);
  return {
    data: rows.map((r) => toMediaFile(r.file, r.uploaderId === null ? null : { id: r.uploaderId, name: r.uploaderName ?? '' })),
    meta: pageMeta(query.page, query.per_page, total?.n ?? 0),
  };
}

export async function getMedia({ db, actor, id }: Ctx & { id: number }): Promise<MediaFile> {
  requireRole(actor, UPLOADERS);
  const row = await findVisible(db, actor, id);
  return toMediaFile(row, await uploaderOf(db, row.uploadedBy));
}

export async function updateMedia({ db, actor, id, input }: Ctx & { id: number; input: MediaUpdate }): Promise<MediaFile> {
  requireRole(actor, UPLOADERS);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const current = await findVisible(tx, actor, id, true);
    const uploader = await uploaderOf(tx, current.uploadedBy);
    const [row] = await tx.update(mediaFiles).set({ altText: input.alt }).where(eq(mediaFiles.id, id)).returning();
    const before = toMediaFile(current, uploader);
    const after = toMediaFile(row!, uploader);
    if (before.alt !== after.alt) await recordAudit(tx, actor, { action: 'media.update', subject: { type: 'media_file', id }, before: { alt: before.alt }, after: { alt: after.alt } });
    return after;
  });
}

export async function deleteMedia({ db, storage, actor, id }: Ctx & { storage: Storage; id: number }): Promise<MediaFile> {
  requireRole(actor, UPLOADERS);
  const { view, keys } = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await findVisible(tx, actor, id, true);
    const uses = await mediaUses(tx, tokenOf(row.storageKey));
    if (uses.length) {
      const where = uses.map((u) => `${u.type} “${u.label}”`).join(', ');
      throw new AppError('conflict', `This file is in use (${where}). Remove it there first, then delete it.`);
    }
    const view = toMediaFile(row, await uploaderOf(tx, row.uploadedBy));
    await tx.delete(mediaFiles).where(eq(mediaFiles.id, id));
    await recordAudit(tx, actor, { action: 'media.delete', subject: { type: 'media_file', id }, before: view, after: null });
    // Its public address stops answering: cached pages that showed it must go.
    await announceContentChange(tx);
    return { view, keys: [row.storageKey, ...row.variants.map((v) => v.key)] };
  });
  // After the commit: a failed removal leaves an unreachable file, never a row without its file.
  await Promise.all(keys.map((k) => storage.remove(k).catch(() => undefined)));
  return view;
}
