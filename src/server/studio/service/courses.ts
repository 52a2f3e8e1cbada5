// Courses in the studio (docs/rules/studio.md, "Courses"): list, read, create as a draft, edit, and
// move through draft → scheduled → published → unpublished. Every change is audited in its own
// transaction and announced, so a published course's page, search and the cache change at once.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { CourseDetail } from '../../../lib/schemas/catalogue.ts';
import type { PublishInput, StudioCourse, StudioCourseCreate, StudioCourseSummary, StudioCourseUpdate, StudioLessonSummary } from '../../../lib/schemas/studio-courses.ts';
import { RESERVED_SLUGS } from '../../../lib/schemas/input.ts';
import { slugForNew } from '../../../lib/slug.ts';
import { getCourseDetail } from '../../catalogue/service/index.ts';
import type { Db } from '../../db/client.ts';
import { categories, courses, users } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../errors.ts';
import { announceContentChange } from '../../events/content-changes.ts';
import type { Actor } from '../../http/env.ts';
import { pageMeta, type PageMeta } from '../../http/respond.ts';
import { isoDate } from '../../shared/dates.ts';
import { sanitizeHtml as sanitize } from '../../shared/sanitize-html.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { recordAudit } from './audit.ts';
import { courseFor, requireAuthoring, type CourseRow } from './course-access.ts';
import { violates } from './db-errors.ts';

type Ctx = { db: Db; actor: Actor };

type SummaryRow = {
  id: number; slug: string; title: string; status: StudioCourseSummary['status']; publish_at: Date | string | null; published_at: Date | string;
  owner_id: number | null; owner_name: string | null; category_id: number; category_name: string; lesson_count: number; updated_at: Date | string;
};

const SUMMARY_SELECT = sql`SELECT c.id, c.slug, c.title, c.status, c.publish_at, c.published_at, c.owner_id, u.name AS owner_name,
    c.category_id, cat.name AS category_name, c.updated_at,
    (SELECT count(*)::int FROM lessons l WHERE l.course_id = c.id AND l.archived_at IS NULL) AS lesson_count
  FROM courses c JOIN categories cat ON cat.id = c.category_id LEFT JOIN users u ON u.id = c.owner_id`;

const toSummary = (r: SummaryRow): StudioCourseSummary => ({
  id: Number(r.id),
  slug: r.slug,
  title: r.title,
  status: r.status,
  publish_at: r.publish_at ? isoDate(r.publish_at) : null,
  // The column has a value from the row's creation on; it means something only once the course is live.
  published_at: r.status === 'published' ? isoDate(r.published_at) : null,
  owner: r.owner_id ? { id: Number(r.owner_id), name: r.owner_name ?? '' } : null,
  category: { id: Number(r.category_id), name: r.category_name },
  lesson_count: Number(r.lesson_count),
  updated_at: isoDate(r.updated_at),
});

/** Authors see their own courses; admins see every course. */
const visibleTo = (actor: Actor): SQL => (actor.role === 'admin' ? sql`TRUE` : sql`c.owner_id = ${actor.id}`);

export async function listStudioCourses({ db, actor, q, status, page, perPage }: Ctx & { q?: string | undefined; status: StudioCourseSummary['status'] | 'all'; page: number; perPage: number }): Promise<{ data: StudioCourseSummary[]; meta: PageMeta }> {
  requireAuthoring(actor);
  const where: SQL[] = [visibleTo(actor)];
  if (status !== 'all') where.push(sql`c.status = ${status}`);
  if (q) where.push(sql`(c.title ILIKE ${`%${q.replace(/[%_\\]/g, '\\$&')}%`} OR c.slug ILIKE ${`%${q.replace(/[%_\\]/g, '\\$&')}%`})`);
  const cond = sql.join(where, sql` AND `);
  const [rows, totals] = await Promise.all([
    db.execute(sql`${SUMMARY_SELECT} WHERE ${cond} ORDER BY c.updated_at DESC, c.id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`),
    db.execute(sql`SELECT count(*)::int AS n FROM courses c WHERE ${cond}`),
  ]);
  return { data: rowsOf<SummaryRow>(rows).map(toSummary), meta: pageMeta(page, perPage, Number(rowsOf<{ n: number }>(totals)[0]?.n ?? 0)) };
}

/** A row's drip rule as the studio shows it (docs/rules/studio.md, "Drip"). */
const dripOf = (r: { drip_after_days: number | null; drip_on_date: string | null }) => ({
  after_days: r.drip_after_days == null ? null : Number(r.drip_after_days),
  on_date: r.drip_on_date ?? null,
});

async function lessonSummaries(db: Db, courseId: number): Promise<StudioLessonSummary[]> {
  const rows = rowsOf<{ id: number; position: number; title: string; kind: StudioLessonSummary['kind']; duration_minutes: number; is_preview: boolean; archived_at: Date | string | null; learners: number; uncaptioned: number; drip_after_days: number | null; drip_on_date: string | null }>(
    await db.execute(sql`SELECT l.id, l.position, l.title, l.kind, l.duration_minutes, l.is_preview, l.archived_at, l.drip_after_days, l.drip_on_date::text AS drip_on_date,
        (SELECT count(DISTINCT x.enrolment_id)::int FROM (
          SELECT enrolment_id FROM lesson_progress WHERE lesson_id = l.id UNION ALL SELECT enrolment_id FROM lesson_work WHERE lesson_id = l.id) x) AS learners,
        (SELECT count(*)::int FROM jsonb_array_elements(l.media) m
          WHERE m->>'type' IN ('audio', 'video') AND jsonb_array_length(coalesce(m->'tracks', '[]'::jsonb)) = 0) AS uncaptioned
      FROM lessons l WHERE l.course_id = ${courseId} ORDER BY (l.archived_at IS NOT NULL), l.position, l.id`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    position: Number(r.position),
    title: r.title,
    kind: r.kind,
    duration_minutes: Number(r.duration_minutes),
    is_preview: r.is_preview,
    archived_at: r.archived_at ? isoDate(r.archived_at) : null,
    learners_with_work: Number(r.learners),
    uncaptioned_media: Number(r.uncaptioned),
    drip: dripOf(r),
  }));
}

/** The course's sections with the ids of the lessons it shows, both in order (docs/rules/studio.md, "Sections"). */
async function sectionsOf(db: Db, courseId: number): Promise<StudioCourse['sections']> {
  const rows = rowsOf<{ id: number; title: string; position: number; lesson_ids: number[] | null; drip_after_days: number | null; drip_on_date: string | null }>(
    await db.execute(sql`SELECT s.id, s.title, s.position, s.drip_after_days, s.drip_on_date::text AS drip_on_date,
        array_agg(l.id ORDER BY l.position) FILTER (WHERE l.id IS NOT NULL) AS lesson_ids
      FROM course_sections s LEFT JOIN lessons l ON l.section_id = s.id AND l.archived_at IS NULL
      WHERE s.course_id = ${courseId} GROUP BY s.id ORDER BY s.position`),
  );
  return rows.map((r) => ({ id: Number(r.id), title: r.title, position: Number(r.position), lesson_ids: (r.lesson_ids ?? []).map(Number), drip: dripOf(r) }));
}

async function studioCourse(db: Db, id: number): Promise<StudioCourse> {
  const [summary] = rowsOf<SummaryRow>(await db.execute(sql`${SUMMARY_SELECT} WHERE c.id = ${id}`));
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  const [lessonList, enrolled] = await Promise.all([lessonSummaries(db, id), db.execute(sql`SELECT count(*)::int AS n FROM enrolments WHERE course_id = ${id}`)]);
  return {
    ...toSummary(summary!),
    summary: row!.summary,
    description_html: row!.descriptionHtml,
    outcomes: row!.outcomes,
    image_url: row!.imageUrl,
    level: row!.level,
    duration_minutes: row!.durationMinutes,
    price_cents: row!.priceCents,
    currency: row!.currency,
    is_free: row!.isFree,
    is_featured: row!.isFeatured,
    instructor_name: row!.instructorName,
    lessons: lessonList,
    sections: await sectionsOf(db, id),
    enrolments: Number(rowsOf<{ n: number }>(enrolled)[0]?.n ?? 0),
  };
}

export async function getStudioCourse({ db, actor, id }: Ctx & { id: number }): Promise<StudioCourse> {
  await courseFor(db, actor, id);
  return studioCourse(db, id);
}

/** The course as a visitor would see its page, whatever its status (the studio's preview). */
export async function previewCourse({ db, actor, id }: Ctx & { id: number }): Promise<CourseDetail> {
  await courseFor(db, actor, id);
  return getCourseDetail({ db, idOrSlug: String(id), includeUnpublished: true });
}

/** What an audit row keeps of a course: its editable fields, not the search vector. */
const auditable = (c: CourseRow) => {
  const { searchVector: _v, createdAt: _c, updatedAt: _u, ...rest } = c;
  return rest as unknown as Record<string, unknown>;
};

function checkRoleOnlyFields(actor: Actor, input: StudioCourseUpdate) {
  if (actor.role === 'admin') return;
  if (input.is_featured !== undefined) throw new AppError('forbidden', 'Only an administrator features a course on the home page.');
  if (input.owner_id !== undefined) throw new AppError('forbidden', 'Only an administrator changes who owns a course.');
}

async function checkReferences(db: Db, input: StudioCourseUpdate) {
  if (input.category_id !== undefined) {
    const [cat] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.category_id)).limit(1);
    if (!cat) throw fieldError('category_id', 'Choose one of the categories.');
  }
  if (input.owner_id != null) {
    const [owner] = await db.select({ role: users.role }).from(users).where(eq(users.id, input.owner_id)).limit(1);
    if (!owner || owner.role === 'member') throw fieldError('owner_id', 'The owner must be an author or an administrator.');
  }
}

const slugTaken = (err: unknown) => violates(err, 'courses_slug_unique');
const SLUG_TAKEN = 'Another course already uses this address. Change the slug.';

/** The editable columns an input sets (shared by create and update). */
function columnsOf(input: StudioCourseUpdate): Partial<typeof courses.$inferInsert> {
  const v: Partial<typeof courses.$inferInsert> = {};
  if (input.title !== undefined) v.title = input.title;
  if (input.slug !== undefined) v.slug = input.slug;
  if (input.summary !== undefined) v.summary = input.summary;
  if (input.description_html !== undefined) v.descriptionHtml = sanitize(input.description_html);
  if (input.outcomes !== undefined) v.outcomes = input.outcomes;
  if (input.category_id !== undefined) v.categoryId = input.category_id;
  if (input.level !== undefined) v.level = input.level;
  if (input.duration_minutes !== undefined) v.durationMinutes = input.duration_minutes;
  if (input.price_cents !== undefined) v.priceCents = input.price_cents;
  if (input.currency !== undefined) v.currency = input.currency;
  if (input.is_free !== undefined) v.isFree = input.is_free;
  if (input.is_featured !== undefined) v.isFeatured = input.is_featured;
  if (input.image_url !== undefined) v.imageUrl = input.image_url || DEFAULT_IMAGE;
  if (input.instructor_name !== undefined) v.instructorName = input.instructor_name;
  if (input.owner_id !== undefined) v.ownerId = input.owner_id;
  return v;
}

export const DEFAULT_IMAGE = '/images/courses/placeholder.svg';

/**
 * A course that is not free needs a price above zero (docs/rules/studio.md, "Price"): otherwise the
 * page would offer to sell it for nothing. Checked on the course as it would be after the change.
 */
function checkPrice(after: { isFree: boolean; priceCents: number }) {
  if (!after.isFree && after.priceCents <= 0) throw fieldError('price_cents', 'Give a price above zero, or tick Free course.');
}

export async function createStudioCourse({ db, actor, input }: Ctx & { input: StudioCourseCreate }): Promise<StudioCourse> {
  requireAuthoring(actor);
  checkRoleOnlyFields(actor, input);
  await checkReferences(db, input);
  // A new course starts free with no instructor named (docs/rules/studio.md, "New courses").
  checkPrice({ isFree: input.is_free ?? true, priceCents: input.price_cents ?? 0 });
  try {
    const id = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [row] = await tx
        .insert(courses)
        .values({
          slug: input.slug ?? slugForNew(input.title, 'course', RESERVED_SLUGS.course),
          summary: '',
          descriptionHtml: '',
          imageUrl: DEFAULT_IMAGE,
          level: 'beginner',
          durationMinutes: 30,
          isFree: true,
          instructorName: '',
          ...columnsOf(input),
          title: input.title,
          categoryId: input.category_id,
          status: 'draft',
          published: false,
          // An author's course is theirs; an admin's belongs to whoever they name, or to admins only.
          ownerId: actor.role === 'author' ? actor.id : (input.owner_id ?? null),
        })
        .returning();
      await recordAudit(tx, actor, { action: 'course.create', subject: { type: 'course', id: row!.id }, before: null, after: auditable(row!) });
      return row!.id;
    });
    return studioCourse(db, id);
  } catch (err) {
    if (slugTaken(err)) throw fieldError('slug', SLUG_TAKEN);
    throw err;
  }
}

export async function updateStudioCourse({ db, actor, id, input }: Ctx & { id: number; input: StudioCourseUpdate }): Promise<StudioCourse> {
  try {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const before = await courseFor(tx, actor, id, { lock: true });
      checkRoleOnlyFields(actor, input);
      await checkReferences(tx, input);
      checkPrice({ isFree: input.is_free ?? before.isFree, priceCents: input.price_cents ?? before.priceCents });
      const [after] = await tx.update(courses).set({ ...columnsOf(input), updatedAt: new Date() }).where(eq(courses.id, id)).returning();
      await recordAudit(tx, actor, { action: 'course.update', subject: { type: 'course', id }, before: auditable(before), after: auditable(after!) });
      if (before.published) await announceContentChange(tx);
    });
  } catch (err) {
    if (slugTaken(err)) throw fieldError('slug', SLUG_TAKEN);
    throw err;
  }
  return studioCourse(db, id);
}

/** Publishes now, or schedules for `at` when it is in the future. A course with no lessons stays a draft. */
export async function publishStudioCourse({ db, actor, id, input, now }: Ctx & { id: number; input: PublishInput; now: Date }): Promise<StudioCourse> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await courseFor(tx, actor, id, { lock: true });
    const [lessonCount] = rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM lessons WHERE course_id = ${id} AND archived_at IS NULL`));
    if (!Number(lessonCount?.n)) throw new AppError('conflict', 'Add at least one lesson before publishing the course.');
    const at = input.at ? new Date(input.at) : null;
    const scheduled = at !== null && at.getTime() > now.getTime();
    const values = scheduled
      ? { status: 'scheduled' as const, published: false, publishAt: at }
      // A course published for the first time counts as new from now; a republished one keeps its date.
      : { status: 'published' as const, published: true, publishAt: null, ...(before.status === 'draft' || before.status === 'scheduled' ? { publishedAt: now } : {}) };
    const [after] = await tx.update(courses).set({ ...values, updatedAt: new Date() }).where(eq(courses.id, id)).returning();
    await recordAudit(tx, actor, { action: scheduled ? 'course.schedule' : 'course.publish', subject: { type: 'course', id }, before: auditable(before), after: auditable(after!) });
    await announceContentChange(tx);
  });
  return studioCourse(db, id);
}

/** Takes a course off the public site (a scheduled one back to draft). Enrolled members keep learning. */
export async function unpublishStudioCourse({ db, actor, id }: Ctx & { id: number }): Promise<StudioCourse> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await courseFor(tx, actor, id, { lock: true });
    const status = before.status === 'scheduled' || before.status === 'draft' ? 'draft' : 'unpublished';
    const [after] = await tx.update(courses).set({ status, published: false, publishAt: null, updatedAt: new Date() }).where(eq(courses.id, id)).returning();
    await recordAudit(tx, actor, { action: 'course.unpublish', subject: { type: 'course', id }, before: auditable(before), after: auditable(after!) });
    await announceContentChange(tx);
  });
  return studioCourse(db, id);
}

/** The publishing job: scheduled courses whose time has come go live (the audit row is the schedule's). */
export async function publishDueCourses(db: Db, now: Date): Promise<number[]> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const due = rowsOf<{ id: number; publish_at: Date | string }>(
      await tx.execute(sql`UPDATE courses SET status = 'published', published = true, published_at = publish_at, publish_at = NULL, updated_at = now()
        WHERE status = 'scheduled' AND publish_at <= ${now} RETURNING id, published_at AS publish_at`),
    );
    if (due.length) await announceContentChange(tx);
    return due.map((d) => Number(d.id));
  });
}
