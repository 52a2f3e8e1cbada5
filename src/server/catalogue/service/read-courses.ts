// Course detail and the short course lists of other pages (featured, newest, related). A course is
// found by id or slug; an unpublished or unknown one is a 404, never a different course.
import { sql } from 'drizzle-orm';
import { LESSON_KINDS, type CourseCard, type CourseDetail, type CourseSection, type LessonKind, type LessonOutline } from '../../../lib/schemas/catalogue.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { cardColumns, cardFrom, readsSpanish, toCourseCard, type CardRow, type ContentReadLocale, type Translated } from './course-cards.ts';
import { isoDate } from '../../shared/dates.ts';
import { idOrSlug } from '../../shared/id-or-slug.ts';
import { rowsOf } from '../../shared/sql-rows.ts';

export const RELATED_COURSES = 4;

const whereIdOrSlug = (alias: string, value: string) => {
  const key = idOrSlug(value, 'course');
  return 'id' in key ? sql`${sql.raw(alias)}.id = ${key.id}` : sql`${sql.raw(alias)}.slug = ${key.slug}`;
};

type DetailRow = CardRow & { description_html: string; outcomes: string[] | string; instructor_name: string; updated_at: Date | string };

/**
 * `includeUnpublished` is for the studio's preview only: the public routes never pass it. `locale`
 * 'es' reads the Spanish version where written (title, summary, description, lesson titles) and sets
 * `translated`; English (the default) costs the same statements as before (docs/rules/content.md).
 */
export async function getCourseDetail({ db, idOrSlug: key, includeUnpublished = false, locale }: { db: Db; idOrSlug: string; includeUnpublished?: boolean; locale?: ContentReadLocale }): Promise<CourseDetail & Translated> {
  const es = readsSpanish(locale);
  const description = es ? sql`coalesce(nullif(ct.description_html, ''), c.description_html) AS description_html` : sql`c.description_html`;
  const [row] = rowsOf<DetailRow>(
    await db.execute(sql`SELECT ${cardColumns(locale)}, ${description}, c.outcomes, c.instructor_name, c.updated_at
      FROM ${cardFrom(locale)} WHERE ${includeUnpublished ? sql`TRUE` : sql`c.published`} AND ${whereIdOrSlug('c', key)} LIMIT 1`),
  );
  if (!row) throw notFound('course');
  const id = Number(row.id);
  const [lessonRows, bundleRows, related, sections] = await Promise.all([
    // A lesson opens at the later of its own rule and its section's; a free preview never waits (docs/rules/learning-progress.md, "Drip").
    db.execute(sql`SELECT l.id, l.position, ${es ? sql`coalesce(lt.title, l.title) AS title` : sql`l.title`}, l.kind, l.duration_minutes, l.is_preview,
        CASE WHEN l.is_preview THEN NULL ELSE GREATEST(l.drip_after_days, s.drip_after_days) END AS opens_after_days,
        CASE WHEN l.is_preview THEN NULL ELSE GREATEST(l.drip_on_date, s.drip_on_date)::text END AS opens_on_date
      FROM lessons l LEFT JOIN course_sections s ON s.id = l.section_id
        ${es ? sql`LEFT JOIN lesson_translations lt ON lt.lesson_id = l.id AND lt.locale = 'es'` : sql``}
      WHERE l.course_id = ${id} AND l.archived_at IS NULL ORDER BY l.position`),
    db.execute(sql`SELECT b.id, b.slug, b.title FROM bundles b JOIN bundle_courses bc ON bc.bundle_id = b.id
      WHERE bc.course_id = ${id} AND b.published ORDER BY b.title`),
    relatedCourses(db, id, Number(row.category_id), RELATED_COURSES, locale),
    courseSections(db, id),
  ]);
  const lessons = rowsOf<LessonOutline>(lessonRows).map((l) => ({
    ...l,
    id: Number(l.id),
    position: Number(l.position),
    duration_minutes: Number(l.duration_minutes),
    opens_after_days: l.opens_after_days == null ? null : Number(l.opens_after_days),
  }));
  const outcomes = typeof row.outcomes === 'string' ? (JSON.parse(row.outcomes) as string[]) : row.outcomes;
  const card = toCourseCard(row);
  const { highlight: _highlight, ...cardFields } = card;
  return {
    ...cardFields,
    description: row.description_html,
    outcomes,
    instructor_name: row.instructor_name,
    lesson_count: lessons.length,
    lessons,
    sections,
    lesson_kinds: summariseKinds(lessons),
    bundles: rowsOf<{ id: number; slug: string; title: string }>(bundleRows).map((b) => ({ ...b, id: Number(b.id) })),
    related,
    updated_at: isoDate(row.updated_at),
  };
}

/** The sections learners see, in order, each with its shown lessons in order; empty ones left out (docs/rules/studio.md, "Sections"). */
export async function courseSections(db: Db, courseId: number): Promise<CourseSection[]> {
  const rows = rowsOf<{ id: number; title: string; lesson_ids: number[] }>(
    await db.execute(sql`SELECT s.id, s.title, array_agg(l.id ORDER BY l.position) AS lesson_ids
      FROM course_sections s JOIN lessons l ON l.section_id = s.id AND l.archived_at IS NULL
      WHERE s.course_id = ${courseId} GROUP BY s.id ORDER BY s.position`),
  );
  return rows.map((r) => ({ id: Number(r.id), title: r.title, lesson_ids: r.lesson_ids.map(Number) }));
}

/** The curriculum outline by lesson kind: how many of each and their minutes, in a fixed order. */
export function summariseKinds(lessons: Array<{ kind: LessonKind; duration_minutes: number }>) {
  return LESSON_KINDS.map((kind) => {
    const ofKind = lessons.filter((l) => l.kind === kind);
    return { kind, count: ofKind.length, duration_minutes: ofKind.reduce((sum, l) => sum + l.duration_minutes, 0) };
  }).filter((k) => k.count > 0);
}

export async function relatedCourses(db: Db, courseId: number, categoryId: number, limit = RELATED_COURSES, locale?: ContentReadLocale): Promise<Array<CourseCard & Translated>> {
  const rows = await db.execute(sql`SELECT ${cardColumns(locale)} FROM ${cardFrom(locale)}
    WHERE c.published AND c.category_id = ${categoryId} AND c.id <> ${courseId}
    ORDER BY c.is_featured DESC, c.published_at DESC, c.id DESC LIMIT ${limit}`);
  return rowsOf<CardRow>(rows).map(toCourseCard);
}

/** `locale` 'es': Spanish titles and summaries where written (see getCourseDetail). */
export async function featuredCourses(db: Db, limit = 6, locale?: ContentReadLocale): Promise<Array<CourseCard & Translated>> {
  const rows = await db.execute(sql`SELECT ${cardColumns(locale)} FROM ${cardFrom(locale)}
    WHERE c.published AND c.is_featured ORDER BY c.published_at DESC, c.id DESC LIMIT ${limit}`);
  return rowsOf<CardRow>(rows).map(toCourseCard);
}

export async function newestCourses(db: Db, limit = 6, locale?: ContentReadLocale): Promise<Array<CourseCard & Translated>> {
  const rows = await db.execute(sql`SELECT ${cardColumns(locale)} FROM ${cardFrom(locale)}
    WHERE c.published ORDER BY c.published_at DESC, c.id DESC LIMIT ${limit}`);
  return rowsOf<CardRow>(rows).map(toCourseCard);
}

/** Course slugs and dates for the sitemap, newest first, in pages so 100,000 courses stay cheap. */
export async function courseSitemapEntries(db: Db, limit: number, offset: number): Promise<Array<{ slug: string; updated_at: string }>> {
  const rows = await db.execute(sql`SELECT slug, updated_at FROM courses WHERE published ORDER BY id LIMIT ${limit} OFFSET ${offset}`);
  return rowsOf<{ slug: string; updated_at: Date | string }>(rows).map((r) => ({ slug: r.slug, updated_at: isoDate(r.updated_at) }));
}

export async function countPublishedCourses(db: Db): Promise<number> {
  const rows = await db.execute(sql`SELECT count(*)::int AS n FROM courses WHERE published`);
  return Number(rowsOf<{ n: number }>(rows)[0]?.n ?? 0);
}
