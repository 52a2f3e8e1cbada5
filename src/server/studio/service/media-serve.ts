// Serving library files to everyone (docs/rules/studio.md, "Media"), the way avatars and lesson media
// are served: only files the library has a row for (so no other stored file can be reached through
// this route), the type decided at upload as Content-Type with nosniff, HTTP Range for seeking in
// audio and video, and a year of caching: a file's name is random and never reused, so its bytes
// never change under its address.
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mediaFiles } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { MEDIA_LIBRARY_PREFIX } from './media.ts';

/** What upload writes: a random token, an optional `-w<width>` variant suffix and a known extension. */
const FILE_NAME = /^[a-f0-9]{24}(-w[0-9]{3,4})?\.(png|jpg|gif|webp|mp3|m4a|ogg|wav|mp4|webm|pdf|vtt)$/;

type ByteRange = { start: number; end: number };

/**
 * One byte range against a file size (RFC 9110): null for no Range or a list of ranges (answered in
 * full, as the lesson player's stream does); 'unsatisfiable' for a 416.
 */
export function byteRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header.trim());
  if (!match) return /^bytes=.*,/.test(header) ? null : 'unsatisfiable';
  const [, from, to] = match;
  if ((from === '' && to === '') || size === 0) return 'unsatisfiable';
  if (from === '') {
    const suffix = Number(to);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start >= size || start > end ? 'unsatisfiable' : { start, end };
}

export async function serveMediaFile({ db, storage, file, range }: { db: Db; storage: Storage; file: string; range: string | undefined }): Promise<Response> {
  if (!FILE_NAME.test(file)) throw notFound('media file');
  const key = `${MEDIA_LIBRARY_PREFIX}/${file}`;
  const [row] = await db
    .select({ storageKey: mediaFiles.storageKey, mimeType: mediaFiles.mimeType })
    .from(mediaFiles)
    .where(or(eq(mediaFiles.storageKey, key), sql`${mediaFiles.variants} @> ${JSON.stringify([{ key }])}::jsonb`))
    .limit(1);
  if (!row) throw notFound('media file');
  const stat = await storage.stat(key);
  if (!stat) throw notFound('media file');

  const headers = new Headers({
    'Content-Type': row.storageKey === key ? (row.mimeType === 'text/vtt' ? 'text/vtt; charset=utf-8' : row.mimeType) : 'image/webp',
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Last-Modified': stat.modified.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  });
  const wanted = byteRange(range, stat.size);
  if (wanted === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${stat.size}`);
    headers.set('Content-Type', 'application/json');
    headers.set('Cache-Control', 'no-store');
    return new Response(JSON.stringify({ message: `The requested range cannot be served; the file is ${stat.size} bytes.` }), { status: 416, headers });
  }
  if (!wanted) {
    headers.set('Content-Length', String(stat.size));
    return new Response(storage.stream(key), { status: 200, headers });
  }
  headers.set('Content-Length', String(wanted.end - wanted.start + 1));
  headers.set('Content-Range', `bytes ${wanted.start}-${wanted.end}/${stat.size}`);
  return new Response(storage.stream(key, wanted), { status: 206, headers });
}
