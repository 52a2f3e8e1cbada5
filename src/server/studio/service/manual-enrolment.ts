// Enrolling or unenrolling one member by hand (docs/rules/studio.md, "Manual enrolment"). A paid course
// is given with an entitlement marked as given (granted_at, granted_by) instead of a payment, so the
// member is never asked to pay for it. Each change writes its audit row and tells the member, in one
// transaction with the change.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { MemberProfile } from '../../../lib/schemas/studio.ts';
import type { Db } from '../../db/client.ts';
import { certificates, courseEntitlements, courses, enrolments, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { isFreeCourse } from '../../learning/service/index.ts';
import { notify } from '../../notifications/service/index.ts';
import { m } from '../../../paraglide/messages.js';
import { recordWebhookEvent } from '../../webhooks/service/index.ts';
import { requireAdmin } from './access.ts';
import { recordAudit } from './audit.ts';
import { memberProfile } from './members.ts';

type Ctx = { db: Db; actor: Actor };

export const MANUAL_ENROLMENT_MESSAGES = {
  cancelled: 'This account was cancelled: it cannot be enrolled.',
  unpublished: 'Only a published course can be given to a member.',
  already: 'The member is already enrolled in this course.',
  certified: 'The member completed this course and holds its certificate: the enrolment stays.',
} as const;

/**
 * Places `memberId` in `courseId` inside `tx`, given as a place when the course is paid. Answers
 * whether a new enrolment was made (false: already enrolled). The people import does the same for a
 * batch at once (people-import.ts).
 */
async function placeInCourse(tx: Db, actor: Pick<Actor, 'id'>, memberId: number, course: { id: number; slug: string; title: string; isFree: boolean; priceCents: number }, now: Date): Promise<boolean> {
  if (!isFreeCourse(course)) await tx.insert(courseEntitlements).values({ userId: memberId, courseId: course.id, grantedAt: now, grantedBy: actor.id }).onConflictDoNothing();
  const [made] = await tx.insert(enrolments).values({ userId: memberId, courseId: course.id }).onConflictDoNothing().returning({ id: enrolments.id, createdAt: enrolments.createdAt });
  if (made) {
    const ref = { id: course.id, slug: course.slug, title: course.title };
    await recordWebhookEvent(tx, 'enrolment.created', { enrolment: { id: made.id, member_id: memberId, course: ref, source: 'studio', created_at: made.createdAt.toISOString() } });
  }
  return Boolean(made);
}

async function memberAndCourse(db: Db, memberId: number, courseId: number) {
  const [member] = await db.select({ id: users.id, cancelledAt: users.cancelledAt }).from(users).where(eq(users.id, memberId)).limit(1);
  if (!member) throw notFound('member');
  const [course] = await db.select({ id: courses.id, slug: courses.slug, title: courses.title, isFree: courses.isFree, priceCents: courses.priceCents, published: courses.published }).from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!course) throw notFound('course');
  return { member, course };
}

export async function enrolMemberByHand({ db, actor, memberId, courseId, now }: Ctx & { memberId: number; courseId: number; now: Date }): Promise<MemberProfile> {
  requireAdmin(actor);
  const { member, course } = await memberAndCourse(db, memberId, courseId);
  if (member.cancelledAt) throw new AppError('conflict', MANUAL_ENROLMENT_MESSAGES.cancelled);
  if (!course.published) throw new AppError('conflict', MANUAL_ENROLMENT_MESSAGES.unpublished);
  await db.transaction(async (tx) => {
    if (!(await placeInCourse(tx as unknown as Db, actor, memberId, course, now))) throw new AppError('conflict', MANUAL_ENROLMENT_MESSAGES.already);
    await recordAudit(tx as unknown as Db, actor, { action: 'member.enrol', subject: { type: 'member', id: memberId }, before: null, after: { course_id: course.id, course: course.title, given_place: !isFreeCourse(course) } });
    await notify(tx as unknown as Db, { userId: memberId, type: 'course_updates', text: (locale) => ({ title: m.notices_enrolled_by_team_title({ course: course.title }, { locale }), body: m.notices_enrolled_by_team_body({}, { locale }) }), link: `/course/${course.slug}` });
  });
  return memberProfile({ db, actor, id: memberId });
}

export async function unenrolMemberByHand({ db, actor, memberId, courseId }: Ctx & { memberId: number; courseId: number }): Promise<MemberProfile> {
  requireAdmin(actor);
  const { course } = await memberAndCourse(db, memberId, courseId);
  await db.transaction(async (tx) => {
    const [enrolment] = await tx.select().from(enrolments).where(and(eq(enrolments.userId, memberId), eq(enrolments.courseId, courseId))).for('update').limit(1);
    if (!enrolment) throw notFound('enrolment');
    const [certificate] = await tx.select({ id: certificates.id }).from(certificates).where(eq(certificates.enrolmentId, enrolment.id)).limit(1);
    if (certificate) throw new AppError('conflict', MANUAL_ENROLMENT_MESSAGES.certified);
    // The enrolment goes with its saved work (docs/rules/studio.md, "Manual enrolment"); a bought place
    // stays bought, so the member can come back; only a given place is taken back.
    await tx.delete(enrolments).where(eq(enrolments.id, enrolment.id));
    await tx.delete(courseEntitlements).where(and(eq(courseEntitlements.userId, memberId), eq(courseEntitlements.courseId, courseId), isNotNull(courseEntitlements.grantedAt)));
    await recordAudit(tx as unknown as Db, actor, {
      action: 'member.unenrol',
      subject: { type: 'member', id: memberId },
      before: { course_id: course.id, course: course.title, status: enrolment.status, progress_percent: enrolment.progressPercent },
      after: null,
    });
    await notify(tx as unknown as Db, { userId: memberId, type: 'course_updates', text: (locale) => ({ title: m.notices_unenrolled_by_team_title({ course: course.title }, { locale }), body: m.notices_unenrolled_by_team_body({}, { locale }) }), link: '/contact-us' });
  });
  return memberProfile({ db, actor, id: memberId });
}
