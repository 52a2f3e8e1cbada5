// Spanish versions of courses, lessons and help articles in the studio (docs/rules/content.md,
// "Content translations"): read, save (one upsert) and delete. Who may do it follows the English item:
// a course's and a lesson's version its authors and admins (another author's course is a 404), a
// help article's admins only. HTML is sanitized exactly as the English field is (one sanitizer).
// Every change is audited in the same transaction and, when the public site shows it, announced
// so the response cache empties.
import { and, eq } from 'drizzle-orm';
import type { CourseSpanish, CourseSpanishInput, HelpArticleSpanish, HelpArticleSpanishInput, LessonSpanish, LessonSpanishInput } from '../../../lib/schemas/content-translations.ts';
import type { Db } from '../../db/client.ts';
import { courseTranslations, helpArticles, helpArticleTranslations, lessonTranslations } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { announceContentChange } from '../../events/content-changes.ts';
import type { Actor } from '../../http/env.ts';
import { sanitizeHtml } from '../../shared/sanitize-html.ts';
import { requireAdmin } from './access.ts';
import { recordAudit } from './audit.ts';
import { courseFor, lessonFor } from './course-access.ts';
import { inTransaction } from './content-common.ts';

type Ctx = { db: Db; actor: Actor };
const LOCALE = 'es' as const;

type CourseRow = typeof courseTranslations.$inferSelect;
type LessonRow = typeof lessonTranslations.$inferSelect;
type HelpRow = typeof helpArticleTranslations.$inferSelect;

const toCourse = (r: CourseRow): CourseSpanish => ({ course_id: r.courseId, locale: LOCALE, title: r.title, summary: r.summary, description_html: r.descriptionHtml, updated_at: r.updatedAt.toISOString() });
const toLesson = (r: LessonRow): LessonSpanish => ({ lesson_id: r.lessonId, locale: LOCALE, title: r.title, body_html: r.bodyHtml, updated_at: r.updatedAt.toISOString() });
const toHelp = (r: HelpRow): HelpArticleSpanish => ({ article_id: r.articleId, locale: LOCALE, title: r.title, content: r.contentHtml, updated_at: r.updatedAt.toISOString() });

// ---------------------------------------------------------------- courses

const courseRow = async (db: Db, id: number) =>
  (await db.select().from(courseTranslations).where(and(eq(courseTranslations.courseId, id), eq(courseTranslations.locale, LOCALE))).limit(1))[0] ?? null;

/** The course's Spanish version, or null when none is written yet. */
export async function getCourseSpanish({ db, actor, id }: Ctx & { id: number }): Promise<CourseSpanish | null> {
  await courseFor(db, actor, id);
  const row = await courseRow(db, id);
  return row ? toCourse(row) : null;
}

export async function saveCourseSpanish({ db, actor, id, input }: Ctx & { id: number; input: CourseSpanishInput }): Promise<CourseSpanish> {
  return inTransaction(db, async (tx) => {
    const course = await courseFor(tx, actor, id, { lock: true });
    const before = await courseRow(tx, id);
    const values = { title: input.title, summary: input.summary ?? '', descriptionHtml: sanitizeHtml(input.description_html ?? ''), updatedAt: new Date() };
    const [row] = await tx
      .insert(courseTranslations)
      .values({ courseId: id, locale: LOCALE, ...values })
      .onConflictDoUpdate({ target: [courseTranslations.courseId, courseTranslations.locale], set: values })
      .returning();
    const after = toCourse(row!);
    await recordAudit(tx, actor, { action: 'course.spanish.save', subject: { type: 'course', id }, before: before ? toCourse(before) : null, after });
    if (course.published) await announceContentChange(tx);
    return after;
  });
}

/** Removes the Spanish version (the English shows again); the version as it was, or null when there was none. */
export async function deleteCourseSpanish({ db, actor, id }: Ctx & { id: number }): Promise<CourseSpanish | null> {
  return inTransaction(db, async (tx) => {
    const course = await courseFor(tx, actor, id, { lock: true });
    const [row] = await tx.delete(courseTranslations).where(and(eq(courseTranslations.courseId, id), eq(courseTranslations.locale, LOCALE))).returning();
    if (!row) return null;
    const before = toCourse(row);
    await recordAudit(tx, actor, { action: 'course.spanish.delete', subject: { type: 'course', id }, before, after: null });
    if (course.published) await announceContentChange(tx);
    return before;
  });
}

// ---------------------------------------------------------------- lessons

const lessonRow = async (db: Db, id: number) =>
  (await db.select().from(lessonTranslations).where(and(eq(lessonTranslations.lessonId, id), eq(lessonTranslations.locale, LOCALE))).limit(1))[0] ?? null;

export async function getLessonSpanish({ db, actor, id }: Ctx & { id: number }): Promise<LessonSpanish | null> {
  await lessonFor(db, actor, id, { lock: false });
  const row = await lessonRow(db, id);
  return row ? toLesson(row) : null;
}

export async function saveLessonSpanish({ db, actor, id, input }: Ctx & { id: number; input: LessonSpanishInput }): Promise<LessonSpanish> {
  return inTransaction(db, async (tx) => {
    const { course } = await lessonFor(tx, actor, id);
    const before = await lessonRow(tx, id);
    const values = { title: input.title, bodyHtml: sanitizeHtml(input.body_html ?? ''), updatedAt: new Date() };
    const [row] = await tx
      .insert(lessonTranslations)
      .values({ lessonId: id, locale: LOCALE, ...values })
      .onConflictDoUpdate({ target: [lessonTranslations.lessonId, lessonTranslations.locale], set: values })
      .returning();
    const after = toLesson(row!);
    await recordAudit(tx, actor, { action: 'lesson.spanish.save', subject: { type: 'lesson', id }, before: before ? toLesson(before) : null, after });
    if (course.published) await announceContentChange(tx);
    return after;
  });
}

export async function deleteLessonSpanish({ db, actor, id }: Ctx & { id: number }): Promise<LessonSpanish | null> {
  return inTransaction(db, async (tx) => {
    const { course } = await lessonFor(tx, actor, id);
    const [row] = await tx.delete(lessonTranslations).where(and(eq(lessonTranslations.lessonId, id), eq(lessonTranslations.locale, LOCALE))).returning();
    if (!row) return null;
    const before = toLesson(row);
    await recordAudit(tx, actor, { action: 'lesson.spanish.delete', subject: { type: 'lesson', id }, before, after: null });
    if (course.published) await announceContentChange(tx);
    return before;
  });
}

// ---------------------------------------------------------------- help articles

async function requireArticle(db: Db, id: number): Promise<void> {
  const [found] = await db.select({ id: helpArticles.id }).from(helpArticles).where(eq(helpArticles.id, id)).limit(1);
  if (!found) throw notFound('help article');
}

const helpRow = async (db: Db, id: number) =>
  (await db.select().from(helpArticleTranslations).where(and(eq(helpArticleTranslations.articleId, id), eq(helpArticleTranslations.locale, LOCALE))).limit(1))[0] ?? null;

export async function getHelpArticleSpanish({ db, actor, id }: Ctx & { id: number }): Promise<HelpArticleSpanish | null> {
  requireAdmin(actor);
  await requireArticle(db, id);
  const row = await helpRow(db, id);
  return row ? toHelp(row) : null;
}

export async function saveHelpArticleSpanish({ db, actor, id, input }: Ctx & { id: number; input: HelpArticleSpanishInput }): Promise<HelpArticleSpanish> {
  requireAdmin(actor);
  return inTransaction(db, async (tx) => {
    await requireArticle(tx, id);
    const before = await helpRow(tx, id);
    const values = { title: input.title, contentHtml: sanitizeHtml(input.content), updatedAt: new Date() };
    const [row] = await tx
      .insert(helpArticleTranslations)
      .values({ articleId: id, locale: LOCALE, ...values })
      .onConflictDoUpdate({ target: [helpArticleTranslations.articleId, helpArticleTranslations.locale], set: values })
      .returning();
    const after = toHelp(row!);
    await recordAudit(tx, actor, { action: 'help_article.spanish.save', subject: { type: 'help_article', id }, before: before ? toHelp(before) : null, after });
    await announceContentChange(tx);
    return after;
  });
}

export async function deleteHelpArticleSpanish({ db, actor, id }: Ctx & { id: number }): Promise<HelpArticleSpanish | null> {
  requireAdmin(actor);
  return inTransaction(db, async (tx) => {
    await requireArticle(tx, id);
    const [row] = await tx.delete(helpArticleTranslations).where(and(eq(helpArticleTranslations.articleId, id), eq(helpArticleTranslations.locale, LOCALE))).returning();
    if (!row) return null;
    const before = toHelp(row);
    await recordAudit(tx, actor, { action: 'help_article.spanish.delete', subject: { type: 'help_article', id }, before, after: null });
    await announceContentChange(tx);
    return before;
  });
}
