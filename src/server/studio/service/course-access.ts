// Who may author which course (docs/rules/studio.md, "Roles"): an admin every course, an author the
// courses they own. Another author's course is a 404, as if it did not exist, so ids reveal nothing.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses, lessons } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { requireSecondFactor } from './access.ts';

export type CourseRow = typeof courses.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;

export const NOT_AN_AUTHOR = 'Course authoring is for authors and administrators.';

export function requireAuthoring(actor: Actor): void {
  if (actor.role !== 'admin' && actor.role !== 'author') throw new AppError('forbidden', NOT_AN_AUTHOR);
  requireSecondFactor(actor);
}

export const mayEdit = (actor: Actor, course: Pick<CourseRow, 'ownerId'>) => actor.role === 'admin' || (actor.role === 'author' && course.ownerId === actor.id);

/** The course, locked for the rest of the transaction when `lock` is set; 404 unless the actor may edit it. */
export async function courseFor(db: Db, actor: Actor, id: number, options: { lock?: boolean } = {}): Promise<CourseRow> {
  requireAuthoring(actor);
  const query = db.select().from(courses).where(eq(courses.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row || !mayEdit(actor, row)) throw notFound('course');
  return row;
}

/** The lesson and its course, the course locked unless `lock` is false (edits of one course queue up). */
export async function lessonFor(db: Db, actor: Actor, id: number, options: { lock?: boolean } = { lock: true }): Promise<{ lesson: LessonRow; course: CourseRow }> {
  requireAuthoring(actor);
  const [lesson] = await db.select().from(lessons).where(eq(lessons.id, id)).limit(1);
  if (!lesson) throw notFound('lesson');
  try {
    const course = await courseFor(db, actor, lesson.courseId, options);
    return { lesson, course };
  } catch (err) {
    if (err instanceof AppError && err.code === 'not_found') throw notFound('lesson');
    throw err;
  }
}
