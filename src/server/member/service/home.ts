// What the member dashboard shows about the member (GET /v1/auth/home): counts of their learning and
// the courses to continue, most recently read first, each with the lesson to resume, with the
// rewards, notifications, certificates and mentors' recommendations of the domains below this one
// (docs/domain-order.md). The accounts domain answers the route with it (src/server/wiring.ts).
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { MemberHome } from '../../../lib/schemas/accounts.ts';
import { paths } from '../../../lib/paths.ts';
import type { Db } from '../../db/client.ts';
import { bookmarks, courses, enrolments, lessons } from '../../db/schema/index.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import type { Actor } from '../../http/env.ts';
import { listCertificates } from '../../learning/service/index.ts';
import { recommendationsForMentee } from '../../mentors/service/index.ts';
import { latestUnread } from '../../notifications/service/index.ts';
import { rewardsAtAGlance } from '../../rewards/service/index.ts';

export const CONTINUE_LEARNING_LIMIT = 5;
/** How many badges, unread notifications and certificates the dashboard shows. */
export const HOME_LATEST_LIMIT = 3;
/** How many of the mentors' recommendations the dashboard shows (docs/rules/mentors.md). */
export const HOME_RECOMMENDATIONS_LIMIT = 5;

export async function memberHome({ db, actor, appUrl }: { db: Db; actor: Actor; appUrl: string }): Promise<MemberHome> {
  const [rewards, notifications, certificates, recommended] = await Promise.all([
    rewardsAtAGlance({ db, actor, badges: HOME_LATEST_LIMIT }),
    latestUnread(db, actor.id, HOME_LATEST_LIMIT),
    listCertificates({ db, actor, page: 1, perPage: HOME_LATEST_LIMIT, appUrl }),
    recommendationsForMentee(db, actor.id, HOME_RECOMMENDATIONS_LIMIT),
  ]);
  const { streak, points: { weeks: _weeks, ...points }, latestBadges: latest } = rewards;
  const learning = await learningAtAGlance(db, actor, certificates.total);
  return { ...learning, streak, points, latest_badges: latest, notifications, latest_certificates: certificates.items, mentor_recommendations: recommended };
}

async function learningAtAGlance(db: Db, actor: Actor, certificateCount: number): Promise<Pick<MemberHome, 'stats' | 'continue_learning'>> {
  const [counts, active] = await Promise.all([
    db.execute(sql`SELECT
        (SELECT count(*) FROM ${enrolments} WHERE ${enrolments.userId} = ${actor.id})::int AS enrolled,
        (SELECT count(*) FROM ${enrolments} WHERE ${enrolments.userId} = ${actor.id} AND ${enrolments.status} = 'completed')::int AS completed,
        (SELECT count(*) FROM ${bookmarks} WHERE ${bookmarks.userId} = ${actor.id})::int AS bookmarks`),
    db
      .select({
        enrolmentId: enrolments.id,
        courseId: enrolments.courseId,
        slug: courses.slug,
        title: courses.title,
        progress: enrolments.progressPercent,
        lastLessonId: enrolments.lastLessonId,
      })
      .from(enrolments)
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .where(and(eq(enrolments.userId, actor.id), eq(enrolments.status, 'active')))
      .orderBy(sql`${enrolments.lastReadAt} desc nulls last`, desc(enrolments.createdAt), desc(enrolments.id))
      .limit(CONTINUE_LEARNING_LIMIT),
  ]);
  const [stat] = rowsOf<{ enrolled: number; completed: number; bookmarks: number }>(counts);

  // The first lesson of each course, for enrolments that have not opened one yet.
  const needFirst = active.filter((a) => a.lastLessonId === null).map((a) => a.courseId);
  const firstLessons = needFirst.length
    ? await db
        .selectDistinctOn([lessons.courseId], { courseId: lessons.courseId, id: lessons.id })
        .from(lessons)
        .where(and(inArray(lessons.courseId, needFirst), isNull(lessons.archivedAt)))
        .orderBy(lessons.courseId, asc(lessons.position))
    : [];
  const firstOf = new Map(firstLessons.map((l) => [l.courseId, l.id]));

  return {
    stats: {
      enrolled: Number(stat?.enrolled ?? 0),
      completed: Number(stat?.completed ?? 0),
      certificates: certificateCount,
      bookmarks: Number(stat?.bookmarks ?? 0),
    },
    continue_learning: active.map((a) => {
      const lessonId = a.lastLessonId ?? firstOf.get(a.courseId);
      return {
        enrolment_id: a.enrolmentId,
        course_id: a.courseId,
        title: a.title,
        progress_percent: a.progress,
        // A course without lessons yet has nothing to resume: its page says what is coming.
        resume_url: lessonId ? paths.lesson(a.enrolmentId, a.courseId, lessonId) : paths.course(a.slug),
      };
    }),
  };
}
