// The learning reminder (docs/rules/notifications.md, "Reminders"): a member who wants reminders
// (in the app or by e-mail), has a course in progress, and has not finished a lesson for 3 days gets
// one gentle nudge, at most one a week. The week is kept in learning_reminders and claimed in the
// same transaction as the notification, so two instances scanning at once still send one.
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { notificationPreference } from '../../accounts/service/index.ts';
import type { Db } from '../../db/client.ts';
import { courses, enrolments, learningReminders, lessonProgress, users } from '../../db/schema/index.ts';
import type { JobContext } from '../../jobs/index.ts';
import { notify } from './notify.ts';
import { m } from '../../../paraglide/messages.js';

export const REMINDER_SCAN_JOB = 'notifications.reminder-scan';
const DAY_MS = 86_400_000;
export const REMINDER_IDLE_DAYS = 3;
export const REMINDER_GAP_DAYS = 7;

/** Members with a course in progress, nothing finished for 3 days, and no reminder this week. */
async function idleLearners(db: Db, now: Date): Promise<number[]> {
  const idleSince = new Date(now.getTime() - REMINDER_IDLE_DAYS * DAY_MS);
  const weekAgo = new Date(now.getTime() - REMINDER_GAP_DAYS * DAY_MS);
  const lastFinished = db
    .select({ userId: enrolments.userId, last: sql<Date>`max(${lessonProgress.completedAt})`.as('last') })
    .from(lessonProgress)
    .innerJoin(enrolments, eq(enrolments.id, lessonProgress.enrolmentId))
    .groupBy(enrolments.userId)
    .as('last_finished');
  const rows = await db
    .selectDistinct({ userId: enrolments.userId })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .leftJoin(lastFinished, eq(lastFinished.userId, enrolments.userId))
    .leftJoin(learningReminders, eq(learningReminders.userId, enrolments.userId))
    .where(
      and(
        eq(enrolments.status, 'active'),
        isNull(users.cancelledAt),
        lt(enrolments.createdAt, idleSince),
        or(isNull(lastFinished.last), lt(lastFinished.last, idleSince)),
        or(isNull(learningReminders.lastSentAt), lt(learningReminders.lastSentAt, weekAgo)),
      ),
    )
    .limit(1000);
  return rows.map((r) => r.userId);
}

/** Sends one member their reminder if they still qualify; false when they want none or had one this week. */
export async function remindLearner(db: Db, userId: number, now: Date): Promise<boolean> {
  const want = await notificationPreference(db, userId, 'reminders');
  if (!want || (!want.inApp && want.email === 'off')) return false;
  const weekAgo = new Date(now.getTime() - REMINDER_GAP_DAYS * DAY_MS);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(learningReminders)
      .values({ userId, lastSentAt: now })
      .onConflictDoUpdate({ target: learningReminders.userId, set: { lastSentAt: now }, setWhere: lt(learningReminders.lastSentAt, weekAgo) })
      .returning({ userId: learningReminders.userId });
    if (!claimed) return false;
    const [course] = await tx
      .select({ title: courses.title, slug: courses.slug })
      .from(enrolments)
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .where(and(eq(enrolments.userId, userId), eq(enrolments.status, 'active')))
      .orderBy(desc(sql`coalesce(${enrolments.lastReadAt}, ${enrolments.createdAt})`))
      .limit(1);
    await notify(tx, {
      userId,
      type: 'reminders',
      text: (locale) => ({
        title: m.notices_reminder_title({}, { locale }),
        body: course ? m.notices_reminder_course_body({ course: course.title }, { locale }) : m.notices_reminder_body({}, { locale }),
      }),
      link: course ? `/course/${encodeURIComponent(course.slug)}` : '/my-courses',
      dedupeKey: `reminder:${now.toISOString().slice(0, 10)}`,
      push: true,
    });
    return true;
  });
}

export async function scanReminders({ deps, now }: JobContext): Promise<void> {
  for (const userId of await idleLearners(deps.db, now)) await remindLearner(deps.db, userId, now);
}
