// Learning's events for the outgoing webhooks (docs/rules/integrations.md, "Events"), recorded in the
// transaction of the change: a new enrolment, a completed course, a passed quiz.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses, lessons } from '../../db/schema/index.ts';
import { paths } from '../../../lib/paths.ts';
import { recordWebhookEvents, wantsWebhookEvent } from '../../webhooks/service/index.ts';

export type EnrolmentSource = 'member' | 'purchase' | 'bundle' | 'studio' | 'import' | 'mentor';
type CourseRef = { id: number; slug: string; title: string };

export async function courseRefs(tx: Db, ids: number[]): Promise<Map<number, CourseRef>> {
  if (!ids.length) return new Map();
  const rows = await tx.select({ id: courses.id, slug: courses.slug, title: courses.title }).from(courses).where(inArray(courses.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** `enrolment.created` for each enrolment just made. */
export async function recordEnrolmentsCreated(tx: Db, made: Array<{ id: number; userId: number; courseId: number; createdAt: Date }>, source: EnrolmentSource): Promise<void> {
  if (!made.length || !(await wantsWebhookEvent(tx, 'enrolment.created'))) return;
  const refs = await courseRefs(tx, made.map((e) => e.courseId));
  await recordWebhookEvents(
    tx,
    made.map((e) => ({
      type: 'enrolment.created',
      data: { enrolment: { id: e.id, member_id: e.userId, course: refs.get(e.courseId) ?? { id: e.courseId, slug: '', title: '' }, source, created_at: e.createdAt.toISOString() } },
    })),
  );
}

/** `course.completed` for an enrolment that has just completed its course. */
export async function recordCourseCompleted(tx: Db, enrolment: { id: number; userId: number; courseId: number }, at: Date): Promise<void> {
  if (!(await wantsWebhookEvent(tx, 'course.completed'))) return;
  const refs = await courseRefs(tx, [enrolment.courseId]);
  await recordWebhookEvents(tx, [
    { type: 'course.completed', data: { member_id: enrolment.userId, enrolment_id: enrolment.id, course: refs.get(enrolment.courseId) ?? { id: enrolment.courseId, slug: '', title: '' }, completed_at: at.toISOString() } },
  ]);
}

/** `certificate.issued` for a certificate just made. */
export async function recordCertificateIssued(tx: Db, row: { id: number; code: string; userId: number | null; courseId: number; issuedAt: Date }): Promise<void> {
  if (row.userId === null || !(await wantsWebhookEvent(tx, 'certificate.issued'))) return;
  const refs = await courseRefs(tx, [row.courseId]);
  await recordWebhookEvents(tx, [
    {
      type: 'certificate.issued',
      data: { certificate: { id: row.id, code: row.code, member_id: row.userId, course: refs.get(row.courseId) ?? { id: row.courseId, slug: '', title: '' }, issued_at: row.issuedAt.toISOString(), verify_path: paths.certificate(row.code) } },
    },
  ]);
}

/** `quiz.passed` the first time a member passes a quiz. */
export async function recordQuizPassed(tx: Db, input: { userId: number; courseId: number; lessonId: number; scorePercent: number; attempt: number; at: Date }): Promise<void> {
  if (!(await wantsWebhookEvent(tx, 'quiz.passed'))) return;
  const refs = await courseRefs(tx, [input.courseId]);
  const [lesson] = await tx.select({ id: lessons.id, title: lessons.title }).from(lessons).where(eq(lessons.id, input.lessonId)).limit(1);
  await recordWebhookEvents(tx, [
    {
      type: 'quiz.passed',
      data: { member_id: input.userId, course: refs.get(input.courseId) ?? { id: input.courseId, slug: '', title: '' }, lesson: lesson ?? { id: input.lessonId, title: '' }, score_percent: input.scorePercent, attempt: input.attempt, passed_at: input.at.toISOString() },
    },
  ]);
}
