// Lesson media: signed stream URLs, and streaming with HTTP Range to the member who owns the
// enrolment, for files that belong to that course's lessons only (docs/rules/learning.md).
//
// Why signed URLs: members authenticate with a Bearer token, which <audio>, <video> and the browser's
// PDF viewer cannot send. Fetching whole files into blob URLs would break seeking and cost memory
// on long videos, so the lesson payload carries a short-lived URL signed with HMAC-SHA256 (key:
// config.appSecret) over enrolment, type, file and expiry. The browser then fetches byte ranges
// natively. The stream route accepts either that signature or the owner's Bearer token.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CaptionLanguage } from '../../../lib/schemas/captions.ts';
import { MEDIA_TYPES, type MediaType } from '../../../lib/schemas/learning.ts';
import type { Db } from '../../db/client.ts';
import type { LessonMedia as StoredMedia } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { m } from '../../../paraglide/messages.js';
import type { Actor } from '../../http/env.ts';
import type { Storage } from '../../storage/storage.ts';
import { ownEnrolment } from './access.ts';

/** Signed URLs live long enough for a long lesson, short enough that a shared link soon dies. */
export const MEDIA_URL_TTL_SECONDS = 6 * 60 * 60;
export const MEDIA_PREFIX = 'media/lessons';

const CONTENT_TYPES: Record<string, { type: MediaType; contentType: string }> = {
  mp4: { type: 'video', contentType: 'video/mp4' },
  webm: { type: 'video', contentType: 'video/webm' },
  mp3: { type: 'audio', contentType: 'audio/mpeg' },
  m4a: { type: 'audio', contentType: 'audio/mp4' },
  ogg: { type: 'audio', contentType: 'audio/ogg' },
  wav: { type: 'audio', contentType: 'audio/wav' },
  pdf: { type: 'pdf', contentType: 'application/pdf' },
};

/** A media file name: one safe segment with a known extension, nothing that could leave the folder. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,100}\.[a-z0-9]{2,5}$/;

export function mediaContentType(file: string): { type: MediaType; contentType: string } | null {
  if (!FILE_NAME.test(file)) return null;
  return CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? null;
}

export const mediaStorageKey = (file: string) => `${MEDIA_PREFIX}/${file}`;

function signature(secret: string, enrolmentId: number, type: string, file: string, expires: number): string {
  return createHmac('sha256', secret).update(`media:${enrolmentId}:${type}:${file}:${expires}`).digest('base64url');
}

export function signedMediaUrl(secret: string, enrolmentId: number, type: MediaType, file: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + MEDIA_URL_TTL_SECONDS;
  const sig = signature(secret, enrolmentId, type, file, expires);
  return `/v1/courses/enrolled/${enrolmentId}/stream/${type}/${encodeURIComponent(file)}?expires=${expires}&signature=${sig}`;
}

export function verifyMediaSignature(secret: string, enrolmentId: number, type: string, file: string, expires: number | undefined, sig: string | undefined, now = Date.now()): boolean {
  if (!expires || !sig || expires * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, enrolmentId, type, file, expires));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The media entries of a lesson as the player receives them, each with its signed URL. */
export function lessonMediaForPlayer(secret: string, enrolmentId: number, media: StoredMedia[]) {
  return media.flatMap((m) => {
    const known = mediaContentType(m.file);
    if (!known || known.type !== m.type) return [];
    return [
      {
        type: m.type,
        title: m.title ?? m.file,
        file: m.file,
        content_type: known.contentType,
        url: signedMediaUrl(secret, enrolmentId, m.type, m.file),
        poster: m.type === 'video' ? (m.poster?.url ?? null) : null,
        // Captions are library files with public addresses (docs/rules/studio.md, "Captions"); their
        // cues come along so the transcript shows without loading the file.
        tracks: m.type === 'pdf' ? [] : (m.tracks ?? []).map((t) => ({ src: t.url, srclang: t.language as CaptionLanguage, label: t.label, kind: t.kind, default: t.default, cues: t.cues })),
      },
    ];
  });
}

export type ByteRange = { start: number; end: number };

/**
 * Parses a Range header against a file size. null: no Range (send everything); 'unsatisfiable':
 * answer 416. Only single byte ranges are served; a list of ranges is answered in full (RFC 9110
 * lets a server ignore Range), anything else malformed is a 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header.trim());
  if (!match) return /^bytes=.*,/.test(header) ? null : 'unsatisfiable';
  const [, from, to] = match;
  if (from === '' && to === '') return 'unsatisfiable';
  if (size === 0) return 'unsatisfiable';
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

export type StreamAuth = { actor: Actor | null; expires: number | undefined; signature: string | undefined };

/**
 * Answers a media request: the file must be named by a lesson of the enrolment's course with the same
 * type; the caller must be the enrolment's owner (token) or hold a valid signature for exactly it.
 */
export async function streamLessonMedia({
  db,
  storage,
  secret,
  enrolmentId,
  type,
  file,
  auth,
  range,
}: {
  db: Db;
  storage: Storage;
  secret: string;
  enrolmentId: number;
  type: string;
  file: string;
  auth: StreamAuth;
  range: string | undefined;
}): Promise<Response> {
  const signed = verifyMediaSignature(secret, enrolmentId, type, file, auth.expires, auth.signature);
  let courseId: number;
  if (auth.actor) {
    courseId = (await ownEnrolment(db, auth.actor, enrolmentId)).courseId;
  } else if (signed) {
    const rows = (await db.execute(sql`SELECT course_id FROM enrolments WHERE id = ${enrolmentId}`)) as unknown as { rows: Array<{ course_id: number }> };
    if (!rows.rows[0]) throw notFound('enrolment');
    courseId = Number(rows.rows[0].course_id);
  } else {
    throw new AppError('unauthenticated', m.errors_media_log_in());
  }

  const known = mediaContentType(file);
  if (!(MEDIA_TYPES as readonly string[]).includes(type) || !known || known.type !== type) throw notFound('media file');
  // The file must be one this course's lessons actually use: nothing else in storage is reachable.
  const used = (await db.execute(sql`SELECT 1 FROM lessons
      WHERE course_id = ${courseId} AND media @> ${JSON.stringify([{ type, file }])}::jsonb LIMIT 1`)) as unknown as { rows: unknown[] };
  if (!used.rows.length) throw notFound('media file');

  const key = mediaStorageKey(file);
  const stat = await storage.stat(key);
  if (!stat) throw notFound('media file');

  const headers = new Headers({
    'Content-Type': known.contentType,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'private, max-age=3600',
    'Last-Modified': stat.modified.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  });
  const wanted = parseRange(range, stat.size);
  if (wanted === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${stat.size}`);
    headers.set('Content-Type', 'application/json');
    return new Response(JSON.stringify({ message: `The requested range cannot be served; the file is ${stat.size} bytes.` }), { status: 416, headers });
  }
  if (!wanted) {
    headers.set('Content-Length', String(stat.size));
    return new Response(stat.size ? storage.stream(key) : null, { status: 200, headers });
  }
  headers.set('Content-Length', String(wanted.end - wanted.start + 1));
  headers.set('Content-Range', `bytes ${wanted.start}-${wanted.end}/${stat.size}`);
  return new Response(storage.stream(key, wanted), { status: 206, headers });
}
