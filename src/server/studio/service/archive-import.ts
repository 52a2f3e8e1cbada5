// Importing a course archive (docs/rules/studio.md, "Course export and import"): the upload is kept in
// storage while it is read, the zip's directory and manifest are checked before any file is used,
// the files are stored as uploads would be, then every row is written in one transaction: a DRAFT
// course with new ids, its sections, lessons, questions and library files, references rewritten. A
// taken slug gets `-2`, `-3`…; what was renamed and what was refused is the answer. Files written
// are removed again when anything after them fails, and the upload always goes.
import { randomBytes } from 'node:crypto';
import { eq, like, max, or } from 'drizzle-orm';
import { ARCHIVE_FORMAT, ARCHIVE_LIMITS, ARCHIVE_VERSION, ArchiveManifestSchema, type ArchiveManifest, type ImportReport } from '../../../lib/schemas/course-archive.ts';
import { formatBytes } from '../../../lib/schemas/studio-media.ts';
import type { Db } from '../../db/client.ts';
import { categories, checklistItems, courses, courseSections, lessons, mediaFiles, quizQuestions, surveyQuestions, type LessonMedia } from '../../db/schema/index.ts';
import { AppError, type FieldErrors } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import type { FormPart } from '../../http/multipart.ts';
import { fieldErrorsFrom } from '../../http/validation.ts';
import { sanitizeHtml } from '../../shared/sanitize-html.ts';
import type { Storage } from '../../storage/storage.ts';
import { ARCHIVE_ADDRESS } from './archive-export.ts';
import { limitOf, storeArchiveMedia, type MediaOutcome, type StoredMedia } from './archive-import-media.ts';
import { columnsOfSettings, dripColumns } from './archive-lesson-map.ts';
import { openArchive, type OpenArchive } from './archive-zip.ts';
import { recordAudit } from './audit.ts';
import { violates } from './db-errors.ts';
import { requireAuthoring } from './course-access.ts';
import { DEFAULT_IMAGE } from './courses.ts';
import { checkLessonContent } from './lesson-content.ts';
import { mediaUrl } from './media.ts';

const UPLOAD_PREFIX = 'imports';
const invalid = (errors: FieldErrors): AppError => new AppError('validation', `The given data was invalid: ${Object.values(errors)[0]![0]}`, { errors });
const refuse = (message: string, more: FieldErrors = {}) => invalid({ file: [message], ...more });

/** Streams the `file` part into storage, stopped at the archive limit; the key and size stored. */
async function receiveUpload(storage: Storage, parts: AsyncIterable<FormPart>): Promise<{ key: string; size: number } | null> {
  let received: { key: string; size: number } | null = null;
  for await (const part of parts) {
    if (part.kind === 'field') continue;
    if (part.name !== 'file' || received) {
      await part.stream.cancel();
      continue;
    }
    const key = `${UPLOAD_PREFIX}/${randomBytes(12).toString('hex')}.zip`;
    let total = 0;
    const counted = part.stream.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          total += chunk.byteLength;
          if (total > ARCHIVE_LIMITS.bytes) controller.error(refuse(`A course archive can be at most ${formatBytes(ARCHIVE_LIMITS.bytes)}; this one is larger.`));
          else controller.enqueue(chunk);
        },
      }),
    );
    const size = await storage.putStream(key, counted);
    received = { key, size };
  }
  return received;
}

/** The manifest, read and checked: the format and version first (an unknown version is worded), then the rest. */
async function readManifest(archive: OpenArchive): Promise<ArchiveManifest> {
  const entry = archive.entries.get('manifest.json');
  if (!entry) throw refuse('The archive has no manifest.json: it is not a Wellspring course archive.');
  if (entry.bytes > ARCHIVE_LIMITS.manifestBytes) throw refuse(`manifest.json can be at most ${formatBytes(ARCHIVE_LIMITS.manifestBytes)}.`);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(await archive.read('manifest.json')));
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw refuse('manifest.json is not valid JSON.');
  }
  const head = (json ?? {}) as { format?: unknown; version?: unknown };
  if (head.format !== ARCHIVE_FORMAT) throw refuse(`This is not a Wellspring course archive: manifest.json's format must be "${ARCHIVE_FORMAT}".`);
  if (head.version !== ARCHIVE_VERSION)
    throw refuse(`This archive is version ${JSON.stringify(head.version ?? null).slice(0, 20)}; this site reads version ${ARCHIVE_VERSION}. Export the course again from a site that writes version ${ARCHIVE_VERSION}.`);
  const parsed = ArchiveManifestSchema.safeParse(json);
  if (!parsed.success) {
    const errors = Object.fromEntries(Object.entries(fieldErrorsFrom(parsed.error)).map(([k, v]) => [`manifest.${k}`, v]));
    const [field, messages] = Object.entries(errors)[0]!;
    throw refuse(`manifest.json is not valid: ${field}: ${messages[0]}`, errors);
  }
  return parsed.data;
}

/** Every file listed is in the zip at its kind's size or less, every file in the zip is listed, every ref resolves. */
function checkContents(archive: OpenArchive, manifest: ArchiveManifest): void {
  const listed = new Map(manifest.media.map((m) => [m.path, m]));
  const refs = new Set(manifest.media.map((m) => m.ref));
  if (refs.size !== manifest.media.length || listed.size !== manifest.media.length) throw refuse('manifest.json lists the same media ref or path twice.');
  let unpacked = 0;
  for (const entry of archive.entries.values()) {
    unpacked += entry.bytes;
    if (entry.name === 'manifest.json' || entry.name === 'media/') continue;
    const m = listed.get(entry.name);
    if (!m) throw refuse(`The archive holds “${entry.name.slice(0, 200)}”, which manifest.json does not list; it was refused.`);
    if (entry.bytes !== m.bytes) throw refuse(`“${m.path}” holds ${entry.bytes} bytes but manifest.json says ${m.bytes}.`);
    if (entry.bytes > limitOf(m.kind)) throw refuse(`“${m.path}” is larger than the ${formatBytes(limitOf(m.kind))} a ${m.kind} file may be.`);
  }
  if (unpacked > ARCHIVE_LIMITS.unpackedBytes) throw refuse(`The archive unpacks to more than ${formatBytes(ARCHIVE_LIMITS.unpackedBytes)}.`);
  for (const m of manifest.media) if (!archive.entries.has(m.path)) throw refuse(`manifest.json lists “${m.path}” but the archive does not hold it.`);
  const errors: FieldErrors = {};
  manifest.lessons.forEach((l, i) => {
    if (l.section >= manifest.sections.length) errors[`manifest.lessons.${i}.section`] = ['No section has this index.'];
    const draw = l.settings.quiz_draw_count;
    if (draw != null && (l.kind !== 'quiz' || draw > l.quiz_questions.length)) errors[`manifest.lessons.${i}.settings.quiz_draw_count`] = ['A quiz draws at most as many questions as it has.'];
    l.media.forEach((m, j) => {
      for (const r of [m.ref, m.poster_ref, ...m.tracks.map((t) => t.ref)]) if (r !== null && !refs.has(r)) errors[`manifest.lessons.${i}.media.${j}`] = [`The media ref “${r}” is not in manifest.media.`];
    });
    try {
      checkLessonContent(l.kind, contentOf(l));
    } catch (err) {
      if (!(err instanceof AppError) || !err.errors) throw err;
      for (const [k, v] of Object.entries(err.errors)) errors[`manifest.lessons.${i}.${k}`] = v;
    }
  });
  if (Object.keys(errors).length) {
    const [field, messages] = Object.entries(errors)[0]!;
    throw refuse(`manifest.json is not valid: ${field}: ${messages[0]}`, errors);
  }
}

const contentOf = (l: ArchiveManifest['lessons'][number]) =>
  l.kind === 'checklist' ? { items: l.items } : l.kind === 'quiz' ? { quiz_questions: l.quiz_questions } : l.kind === 'survey' ? { survey_questions: l.survey_questions } : {};

/**
 * Two imports of one archive at once both find the same free slug (or category); the second insert
 * then breaks a unique index. It tries again with a fresh look at what is taken, so both land.
 */
async function writeTakingFreeSlug<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      const raced = violates(err, 'courses_slug_unique') || violates(err, 'categories_slug_unique');
      if (!raced || attempt >= 5) throw err;
    }
  }
}

/** A free slug: the archive's, else with `-2`, `-3`… (docs/rules/studio.md, "Course export and import"). */
async function freeSlug(tx: Db, wanted: string): Promise<string> {
  const taken = new Set((await tx.select({ slug: courses.slug }).from(courses).where(or(eq(courses.slug, wanted), like(courses.slug, `${wanted}-%`)))).map((r) => r.slug));
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n += 1) {
    const candidate = `${wanted.slice(0, 80 - String(n).length - 1)}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

type Addresses = { url: (ref: string, suffix: string) => string | null };

function addressesOf(stored: Map<string, StoredMedia>): Addresses {
  return {
    url: (ref, suffix) => {
      const s = stored.get(ref);
      if (!s || s.where !== 'library') return null;
      const width = /^-w(\d+)\.webp$/.exec(suffix)?.[1];
      const variant = width ? s.variants.find((v) => v.width === Number(width)) : undefined;
      return mediaUrl(variant?.key ?? s.key);
    },
  };
}

/** The archive's media addresses in a text made this site's; one whose file was refused is dropped. */
const rewrite = (text: string, addresses: Addresses) => text.replace(ARCHIVE_ADDRESS, (_w, ref: string, suffix: string) => addresses.url(ref, suffix) ?? '');

async function writeRows(tx: Db, actor: Actor, manifest: ArchiveManifest, media: MediaOutcome, report: Pick<ImportReport, 'renamed' | 'refused' | 'added'>): Promise<{ id: number; slug: string }> {
  const c = manifest.course;
  const slug = await freeSlug(tx, c.slug);
  if (slug !== c.slug) report.renamed.push({ what: 'Course address (slug)', from: c.slug, to: slug });
  let [category] = await tx.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.slug, c.category.slug)).limit(1);
  if (!category) {
    // A category this site does not have yet is added under the archive's slug and name, last in the list.
    const [last] = await tx.select({ p: max(categories.position) }).from(categories);
    [category] = await tx
      .insert(categories)
      .values({ slug: c.category.slug || 'imported', name: c.category.name || 'Imported', position: (last?.p ?? 0) + 1 })
      .returning({ id: categories.id, name: categories.name });
    report.added.push(`Category “${category!.name}”, which this site did not have.`);
  }

  // Library files first: their rows are the media ids tracks and posters name.
  const libraryIds = new Map<string, number>();
  for (const s of media.stored.values()) {
    if (s.where !== 'library') continue;
    const [row] = await tx
      .insert(mediaFiles)
      .values({ storageKey: s.key, kind: s.kind, mimeType: s.mime, originalName: s.filename.slice(0, 200) || 'import', byteSize: s.bytes, width: s.width, height: s.height, altText: s.alt, variants: s.variants, uploadedBy: actor.id })
      .returning({ id: mediaFiles.id });
    libraryIds.set(s.ref, row!.id);
  }
  const addresses = addressesOf(media.stored);
  const imageUrl = rewrite(c.image_url, addresses);
  const [course] = await tx
    .insert(courses)
    .values({
      slug,
      title: c.title,
      summary: c.summary,
      descriptionHtml: sanitizeHtml(rewrite(c.description_html, addresses)),
      outcomes: c.outcomes,
      imageUrl: imageUrl.startsWith('/') || imageUrl.startsWith('https://') ? imageUrl : DEFAULT_IMAGE,
      level: c.level,
      durationMinutes: c.duration_minutes,
      priceCents: c.price_cents,
      currency: c.currency,
      isFree: c.is_free,
      isFeatured: false,
      published: false,
      status: 'draft',
      // An author's import is theirs; an admin's belongs to nobody until an owner is named (docs/rules/studio.md, "Courses").
      ownerId: actor.role === 'author' ? actor.id : null,
      categoryId: category!.id,
      instructorName: c.instructor_name,
    })
    .returning({ id: courses.id });
  const courseId = course!.id;
  const sectionIds: number[] = [];
  for (const [i, s] of manifest.sections.entries()) {
    const [row] = await tx.insert(courseSections).values({ courseId, position: i, title: s.title, ...dripColumns(s.drip) }).returning({ id: courseSections.id });
    sectionIds.push(row!.id);
  }
  // Positions follow the sections (docs/rules/studio.md, "Sections"), whatever order the archive listed them in.
  const ordered = manifest.lessons.map((l, i) => ({ l, i })).sort((a, b) => a.l.section - b.l.section || a.i - b.i);
  for (const [n, { l }] of ordered.entries()) {
    const lessonMedia: LessonMedia[] = [];
    for (const m of l.media) {
      const file = media.stored.get(m.ref);
      if (!file || file.where !== 'lesson') {
        report.refused.push({ what: `Lesson “${l.title}”: ${m.type} “${m.title}”`, reason: 'Left out: its file was not imported (see the file above).' });
        continue;
      }
      const poster = m.poster_ref ? media.stored.get(m.poster_ref) : undefined;
      const tracks = m.tracks.flatMap((t) => {
        const f = media.stored.get(t.ref);
        if (!f || f.where !== 'library' || f.kind !== 'captions') {
          report.refused.push({ what: `Lesson “${l.title}”: ${t.label} ${t.kind}`, reason: 'Left out: its captions file was not imported.' });
          return [];
        }
        return [{ mediaId: libraryIds.get(t.ref)!, url: mediaUrl(f.key), language: t.language, label: t.label, kind: t.kind, default: t.default, cues: f.cues }];
      });
      const posterOk = poster?.where === 'library' && poster.kind === 'image' && m.type === 'video';
      const copy = posterOk ? (poster.variants.find((v) => v.width === 960) ?? poster.variants.at(-1)) : undefined;
      lessonMedia.push({ type: m.type, file: file.file, title: m.title, poster: posterOk ? { mediaId: libraryIds.get(m.poster_ref!)!, url: mediaUrl(copy?.key ?? poster.key) } : null, tracks: m.type === 'pdf' ? [] : tracks });
    }
    const [row] = await tx
      .insert(lessons)
      .values({ ...columnsOfSettings(l.settings), courseId, sectionId: sectionIds[l.section]!, position: n + 1, title: l.title, kind: l.kind, bodyHtml: sanitizeHtml(rewrite(l.body_html, addresses)), media: lessonMedia })
      .returning({ id: lessons.id });
    const lessonId = row!.id;
    const content = checkLessonContent(l.kind, contentOf(l));
    for (const [p, item] of (content.items ?? []).entries()) await tx.insert(checklistItems).values({ lessonId, position: p + 1, label: item.label });
    for (const [p, q] of (content.quiz ?? []).entries())
      await tx.insert(quizQuestions).values({ lessonId, position: p + 1, prompt: q.prompt, kind: q.kind, options: q.options, correctOptionIds: q.correct_option_ids, explanation: q.explanation ?? '', points: q.points ?? 1 });
    for (const [p, q] of (content.survey ?? []).entries()) await tx.insert(surveyQuestions).values({ lessonId, position: p + 1, prompt: q.prompt, kind: q.kind, options: q.options ?? [], required: q.required ?? true });
  }
  return { id: courseId, slug };
}

/**
 * Imports the `file` of a multipart form as a new draft course. The role is checked before a byte is
 * read; a problem with the archive as a whole is a 422 on `file` (manifest fields under `manifest.…`)
 * and changes nothing; a file that cannot be used is left out and reported.
 */
export async function importCourse({ db, storage, actor, parts }: { db: Db; storage: Storage; actor: Actor; parts: AsyncIterable<FormPart> }): Promise<ImportReport> {
  requireAuthoring(actor);
  let upload: { key: string; size: number } | null = null;
  let archive: OpenArchive | null = null;
  let media: MediaOutcome | null = null;
  try {
    try {
      upload = await receiveUpload(storage, parts);
    } catch (err) {
      // putStream removes its partial file; the limit's own 422 is what the client sees.
      throw err instanceof AppError ? err : refuse('The archive could not be received. Please try again.');
    }
    if (!upload || upload.size === 0) throw refuse('Choose a course archive (.zip) to import.');
    archive = await openArchive(storage, upload.key, upload.size, ARCHIVE_LIMITS.entries);
    const manifest = await readManifest(archive);
    checkContents(archive, manifest);
    media = await storeArchiveMedia(storage, archive, manifest.media);
    const stored = media;
    let report: Pick<ImportReport, 'renamed' | 'refused' | 'added'>;
    const write = () => {
      report = { renamed: [], refused: [...stored.refused], added: [] };
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const row = await writeRows(tx, actor, manifest, stored, report);
        await recordAudit(tx, actor, { action: 'course.import', subject: { type: 'course', id: row.id }, before: null, after: { slug: row.slug, title: manifest.course.title, exported_at: manifest.exportedAt, ...report } });
        return row;
      });
    };
    const created = await writeTakingFreeSlug(write);
    const libraryCount = [...stored.stored.values()].length;
    return { course_id: created.id, slug: created.slug, title: manifest.course.title, sections: manifest.sections.length, lessons: manifest.lessons.length, media: libraryCount, ...report! };
  } catch (err) {
    if (media) await Promise.all(media.keys.map((k) => storage.remove(k).catch(() => undefined)));
    throw err;
  } finally {
    archive?.close();
    if (upload) await storage.remove(upload.key).catch(() => undefined);
  }
}
