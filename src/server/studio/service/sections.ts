// Sections of a course in the studio (docs/rules/studio.md, "Sections"): add, rename, reorder, delete
// an empty one, and move a lesson to another section or place. Lessons keep one course-wide position
// that follows the sections, so the player's previous/next and progress need no change; every change
// here rewrites that position in one transaction, audits it and, on a live course, drops cached pages.
import { and, asc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courseSections, lessons } from '../../db/schema/index.ts';
import { AppError, fieldError, notFound } from '../../errors.ts';
import { announceContentChange } from '../../events/content-changes.ts';
import type { Actor } from '../../http/env.ts';
import { recordAudit } from './audit.ts';
import { courseFor, lessonFor, type CourseRow } from './course-access.ts';

type Ctx = { db: Db; actor: Actor };
type SectionRow = typeof courseSections.$inferSelect;
/** The sections in order, each with the ids of its shown (not archived) lessons in order. */
export type Layout = Array<{ id: number; title: string; lessonIds: number[] }>;

/** The section and its course (locked); 404 unless the actor may edit the course. */
export async function sectionFor(tx: Db, actor: Actor, id: number): Promise<{ section: SectionRow; course: CourseRow }> {
  const [section] = await tx.select().from(courseSections).where(eq(courseSections.id, id)).limit(1);
  if (!section) throw notFound('section');
  try {
    return {
      section,
      course: await courseFor(tx, actor, section.courseId, { lock: true }),
    };
  } catch (err) {
    if (err instanceof AppError && err.code === 'not_found') throw notFound('section');
    throw err;
  }
}

export async function layoutOf(tx: Db, courseId: number): Promise<Layout> {
  const sections = await tx.select({ id: courseSections.id, title: courseSections.title }).from(courseSections).where(eq(courseSections.courseId, courseId)).orderBy(asc(courseSections.position));
  const shown = await tx
    .select({ id: lessons.id, sectionId: lessons.sectionId })
    .from(lessons)
    .where(and(eq(lessons.courseId, courseId), isNull(lessons.archivedAt)))
    .orderBy(asc(lessons.position), asc(lessons.id));
  const layout = sections.map((s) => ({ ...s, lessonIds: [] as number[] }));
  const byId = new Map(layout.map((s) => [s.id, s]));
  // A lesson with no section (a fixture's row) reads as the first section's (schema comment).
  for (const l of shown) (byId.get(l.sectionId ?? -1) ?? layout[0])?.lessonIds.push(l.id);
  return layout;
}

/**
 * Writes the layout: each shown lesson's section and its course-wide position, 1.. in section order.
 * Two steps, since positions are unique among a course's shown lessons at every moment.
 */
export async function writeLayout(tx: Db, courseId: number, layout: Layout): Promise<void> {
  let n = 0;
  for (const s of layout) for (const id of s.lessonIds) await tx.update(lessons).set({ sectionId: s.id, position: -++n }).where(eq(lessons.id, id));
  await tx
    .update(lessons)
    .set({ position: sql`-${lessons.position}` })
    .where(and(eq(lessons.courseId, courseId), isNull(lessons.archivedAt), sql`${lessons.position} < 0`));
}

const flat = (layout: Layout) => layout.map((s) => ({ id: s.id, lesson_ids: s.lessonIds }));

async function changed(tx: Db, course: CourseRow) {
  if (course.published) await announceContentChange(tx);
}

export async function createSection({ db, actor, courseId, title }: Ctx & { courseId: number; title: string }): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const course = await courseFor(tx, actor, courseId, { lock: true });
    const [last] = await tx
      .select({ p: max(courseSections.position) })
      .from(courseSections)
      .where(eq(courseSections.courseId, courseId));
    const [row] = await tx
      .insert(courseSections)
      .values({ courseId, title, position: last?.p == null ? 0 : last.p + 1 })
      .returning();
    await recordAudit(tx, actor, {
      action: 'section.create',
      subject: { type: 'section', id: row!.id },
      before: null,
      after: { course_id: courseId, title, position: row!.position },
    });
    await changed(tx, course);
  });
}

export async function renameSection({ db, actor, id, title }: Ctx & { id: number; title: string }): Promise<number> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { section, course } = await sectionFor(tx, actor, id);
    await tx.update(courseSections).set({ title }).where(eq(courseSections.id, id));
    await recordAudit(tx, actor, {
      action: 'section.rename',
      subject: { type: 'section', id },
      before: { title: section.title },
      after: { title },
    });
    await changed(tx, course);
    return course.id;
  });
}

/** Puts the sections in the given order (every section once); their lessons follow them. */
export async function reorderSections({ db, actor, courseId, sectionIds }: Ctx & { courseId: number; sectionIds: number[] }): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const course = await courseFor(tx, actor, courseId, { lock: true });
    const layout = await layoutOf(tx, courseId);
    const same = layout.length === sectionIds.length && layout.every((s) => sectionIds.includes(s.id));
    if (!same) throw fieldError('section_ids', 'Send every section of the course exactly once, in the new order.');
    for (const [i, sid] of sectionIds.entries())
      await tx
        .update(courseSections)
        .set({ position: -(i + 1) })
        .where(eq(courseSections.id, sid));
    await tx
      .update(courseSections)
      .set({ position: sql`-${courseSections.position} - 1` })
      .where(eq(courseSections.courseId, courseId));
    const reordered = sectionIds.map((sid) => layout.find((s) => s.id === sid)!);
    await writeLayout(tx, courseId, reordered);
    await recordAudit(tx, actor, {
      action: 'section.reorder',
      subject: { type: 'course', id: courseId },
      before: { sections: flat(layout) },
      after: { sections: flat(reordered) },
    });
    await changed(tx, course);
  });
}

/**
 * Deletes a section that shows no lesson (one that does is a 409: its lessons are moved first, so
 * nothing leaves a learner's outline by surprise). Archived lessons filed under it go to the section
 * before it (or after it, for the first), so restoring them still works.
 */
export async function deleteSection({ db, actor, id }: Ctx & { id: number }): Promise<number> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { section, course } = await sectionFor(tx, actor, id);
    const layout = await layoutOf(tx, course.id);
    const at = layout.findIndex((s) => s.id === id);
    const shown = layout[at]!.lessonIds.length;
    if (shown) throw new AppError('conflict', `Move this section’s ${shown === 1 ? 'lesson' : `${shown} lessons`} to another section before deleting it.`);
    const neighbour = layout[at - 1] ?? layout[at + 1];
    const [archived] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(lessons)
      .where(eq(lessons.sectionId, id));
    if (Number(archived?.n ?? 0) > 0) {
      if (!neighbour) throw new AppError('conflict', 'This section holds the course’s archived lessons: a course with lessons keeps at least one section.');
      await tx.update(lessons).set({ sectionId: neighbour.id }).where(eq(lessons.sectionId, id));
    }
    await tx.delete(courseSections).where(eq(courseSections.id, id));
    // Positions stay 0.. without gaps, in the same two steps as a reorder.
    const rest = layout.filter((s) => s.id !== id);
    for (const [i, s] of rest.entries())
      await tx
        .update(courseSections)
        .set({ position: -(i + 1) })
        .where(eq(courseSections.id, s.id));
    await tx
      .update(courseSections)
      .set({ position: sql`-${courseSections.position} - 1` })
      .where(and(eq(courseSections.courseId, course.id), sql`${courseSections.position} < 0`));
    await recordAudit(tx, actor, {
      action: 'section.delete',
      subject: { type: 'section', id },
      before: { title: section.title, position: section.position },
      after: null,
    });
    await changed(tx, course);
    return course.id;
  });
}

/** Moves a shown lesson to a section of its course, at a place in it (1 first; absent: the end). */
export async function moveLesson({
  db,
  actor,
  id,
  sectionId,
  position,
}: Ctx & {
  id: number;
  sectionId: number;
  position?: number | undefined;
}): Promise<number> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { lesson, course } = await lessonFor(tx, actor, id);
    if (lesson.archivedAt) throw new AppError('conflict', 'Restore this lesson before moving it.');
    const layout = await layoutOf(tx, course.id);
    const target = layout.find((s) => s.id === sectionId);
    if (!target) throw fieldError('section_id', 'Choose one of this course’s sections.');
    const from = layout.find((s) => s.lessonIds.includes(id))!;
    const before = flat(layout).map((s) => ({
      ...s,
      lesson_ids: [...s.lesson_ids],
    }));
    from.lessonIds = from.lessonIds.filter((l) => l !== id);
    const place = position ?? target.lessonIds.length + 1;
    if (place > target.lessonIds.length + 1) throw fieldError('position', `Choose a place from 1 to ${target.lessonIds.length + 1}.`);
    target.lessonIds.splice(place - 1, 0, id);
    await writeLayout(tx, course.id, layout);
    await recordAudit(tx, actor, {
      action: 'lesson.move',
      subject: { type: 'lesson', id },
      before: { sections: before },
      after: { sections: flat(layout) },
    });
    await changed(tx, course);
    return course.id;
  });
}

/** The course's section for a new lesson: the one named (422 if not the course's), else none (the last). */
export async function sectionForNewLesson(tx: Db, courseId: number, sectionId: number | undefined): Promise<number | null> {
  if (sectionId === undefined) return null;
  const [s] = await tx
    .select({ id: courseSections.id })
    .from(courseSections)
    .where(and(eq(courseSections.id, sectionId), eq(courseSections.courseId, courseId)))
    .limit(1);
  if (!s) throw fieldError('section_id', 'Choose one of this course’s sections.');
  return s.id;
}
