// A course as one zip (docs/rules/studio.md, "Course export and import"): its sections, lessons
// with their content and settings, and every file they use (lesson audio, video and PDF, posters,
// captions, library images in the texts and the course image), with manifest.json. Streamed: each
// file goes from storage into the zip as it is read, its sha256 counted on the way, and the manifest
// is written last, when every sum is known; no course sits in memory whole.
import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { and, asc, eq, isNull, like } from 'drizzle-orm';
import yazl from 'yazl';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, type ArchiveLesson, type ArchiveManifest, type ArchiveMedia } from '../../../lib/schemas/course-archive.ts';
import type { Db } from '../../db/client.ts';
import { categories, checklistItems, courseSections, lessons, mediaFiles, quizQuestions, surveyQuestions } from '../../db/schema/index.ts';
import type { Actor } from '../../http/env.ts';
import { mediaContentType, mediaStorageKey } from '../../learning/service/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { archiveLessonOf, dripOf } from './archive-lesson-map.ts';
import { courseFor } from './course-access.ts';
import { webStreamOf } from '../../shared/web-stream.ts';

/** A library address in stored HTML or an image field: the file's token and what follows it. */
export const LIBRARY_ADDRESS = /\/v1\/media\/library\/([0-9a-f]{24})((?:-w\d+)?\.[a-z0-9]{1,5})/g;
/** How the archive writes a library address: the media entry's ref instead of this instance's token. */
export const ARCHIVE_ADDRESS = /wellspring-media:([a-z0-9-]{1,40}?)((?:-w\d+)?\.[a-z0-9]{1,5})/g;
export const archiveAddress = (ref: string, suffix: string) => `wellspring-media:${ref}${suffix}`;

type Carried = ArchiveMedia & { key: string };

/** Collects the files a course uses, each once, with a short ref of its own. */
function mediaCollector(db: Db, storage: Storage) {
  const byKey = new Map<string, Carried>();
  const add = async (key: string, entry: Omit<ArchiveMedia, 'ref' | 'path' | 'sha256' | 'bytes'>): Promise<string | null> => {
    const known = byKey.get(key);
    if (known) return known.ref;
    if (!(await storage.stat(key))) return null;
    const ref = `m${byKey.size + 1}`;
    const ext = key.slice(key.lastIndexOf('.') + 1);
    byKey.set(key, { ...entry, ref, key, path: `media/${ref}.${ext}`, sha256: '', bytes: 0 });
    return ref;
  };
  const libraryRow = async (where: ReturnType<typeof eq>) => (await db.select().from(mediaFiles).where(where).limit(1))[0] ?? null;
  const library = async (row: typeof mediaFiles.$inferSelect | null) =>
    row ? add(row.storageKey, { kind: row.kind, filename: row.originalName, mime: row.mimeType, alt: row.altText }) : null;
  return {
    files: () => [...byKey.values()],
    libraryById: async (id: number) => library(await libraryRow(eq(mediaFiles.id, id))),
    /** Rewrites every library address in `text` that names a file of this instance to its ref. */
    rewrite: async (text: string): Promise<string> => {
      const tokens = [...new Set([...text.matchAll(LIBRARY_ADDRESS)].map((m) => m[1]!))];
      const refs = new Map<string, string>();
      for (const token of tokens) {
        const ref = await library(await libraryRow(like(mediaFiles.storageKey, `media/library/${token}.%`)));
        if (ref) refs.set(token, ref);
      }
      return text.replace(LIBRARY_ADDRESS, (whole, token: string, suffix: string) => (refs.has(token) ? archiveAddress(refs.get(token)!, suffix) : whole));
    },
    lessonFile: (file: string, type: 'video' | 'audio' | 'pdf', title: string) =>
      add(mediaStorageKey(file), { kind: type, filename: title || file, mime: mediaContentType(file)?.contentType ?? 'application/octet-stream' }),
  };
}

async function lessonMedia(collect: ReturnType<typeof mediaCollector>, row: typeof lessons.$inferSelect): Promise<ArchiveLesson['media']> {
  const out: ArchiveLesson['media'] = [];
  for (const m of row.media) {
    const ref = await collect.lessonFile(m.file, m.type, m.title ?? '');
    if (!ref) continue; // Missing from storage here: there is nothing to carry.
    const tracks: ArchiveLesson['media'][number]['tracks'] = [];
    for (const t of m.tracks ?? []) {
      const trackRef = await collect.libraryById(t.mediaId);
      if (trackRef) tracks.push({ ref: trackRef, language: t.language as never, label: t.label, kind: t.kind, default: t.default });
    }
    const poster = m.poster ? await collect.libraryById(m.poster.mediaId) : null;
    out.push({ type: m.type, ref, title: m.title ?? '', poster_ref: poster, tracks });
  }
  return out;
}

/** The manifest (sha256 and sizes still empty) and the files it lists; 404 unless the actor may edit the course. */
export async function courseManifest(db: Db, storage: Storage, actor: Actor, courseId: number): Promise<{ manifest: ArchiveManifest; files: Carried[] }> {
  const course = await courseFor(db, actor, courseId);
  const collect = mediaCollector(db, storage);
  const [category] = await db.select().from(categories).where(eq(categories.id, course.categoryId)).limit(1);
  const sections = await db.select().from(courseSections).where(eq(courseSections.courseId, courseId)).orderBy(asc(courseSections.position));
  const rows = await db.select().from(lessons).where(and(eq(lessons.courseId, courseId), isNull(lessons.archivedAt))).orderBy(asc(lessons.position));
  const sectionIndex = (id: number | null) => Math.max(0, sections.findIndex((s) => s.id === id));
  const archiveLessons: ArchiveLesson[] = [];
  for (const row of rows) {
    const [items, quiz, survey] = await Promise.all([
      db.select().from(checklistItems).where(eq(checklistItems.lessonId, row.id)).orderBy(asc(checklistItems.position)),
      db.select().from(quizQuestions).where(eq(quizQuestions.lessonId, row.id)).orderBy(asc(quizQuestions.position)),
      db.select().from(surveyQuestions).where(eq(surveyQuestions.lessonId, row.id)).orderBy(asc(surveyQuestions.position)),
    ]);
    archiveLessons.push(archiveLessonOf(row, sectionIndex(row.sectionId), { items, quiz, survey }, await collect.rewrite(row.bodyHtml), await lessonMedia(collect, row)));
  }
  const manifest: ArchiveManifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt: new Date().toISOString(),
    course: {
      slug: course.slug,
      title: course.title,
      summary: course.summary,
      description_html: await collect.rewrite(course.descriptionHtml),
      outcomes: course.outcomes,
      image_url: await collect.rewrite(course.imageUrl),
      level: course.level,
      duration_minutes: course.durationMinutes,
      price_cents: course.priceCents,
      currency: course.currency,
      is_free: course.isFree,
      instructor_name: course.instructorName,
      category: { slug: category?.slug ?? '', name: category?.name ?? '' },
    },
    // A course made before sections has none stored: it is one section named after the course.
    sections: sections.length ? sections.map((s) => ({ title: s.title, drip: dripOf(s) })) : [{ title: course.title }],
    lessons: archiveLessons,
    media: [],
  };
  return { manifest, files: collect.files() };
}

/** Counts a file's bytes and sha256 as it passes into the zip. */
function hashing(entry: Carried): Transform {
  const hash = createHash('sha256');
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      entry.bytes += chunk.byteLength;
      done(null, chunk);
    },
    flush(done) {
      entry.sha256 = hash.digest('hex');
      done();
    },
  });
}

/** `course-<slug>.zip` as a stream; the course is read (and access checked) before the first byte. */
export async function exportCourse({ db, storage, actor, id }: { db: Db; storage: Storage; actor: Actor; id: number }): Promise<{ filename: string; body: ReadableStream<Uint8Array> }> {
  const { manifest, files } = await courseManifest(db, storage, actor, id);
  const zip = new yazl.ZipFile();
  for (const file of files) {
    // Audio, video, images and PDFs are compressed already: stored as they are, read when their turn comes.
    zip.addReadStreamLazy(file.path, { compress: file.kind === 'captions' }, (cb) => {
      const source = Readable.fromWeb(storage.stream(file.key) as never);
      const counted = hashing(file);
      source.on('error', (err) => counted.destroy(err));
      cb(null, source.pipe(counted));
    });
  }
  // Lazily too: yazl asks for it only after every file before it has been written, so the sums are known.
  zip.addReadStreamLazy('manifest.json', (cb) => {
    const full: ArchiveManifest = { ...manifest, media: files.map(({ key: _key, ...m }) => m) };
    cb(null, Readable.from([Buffer.from(JSON.stringify(full, null, 2))]));
  });
  zip.end();
  return { filename: `course-${manifest.course.slug}.zip`, body: webStreamOf(zip.outputStream as Readable) };
}
