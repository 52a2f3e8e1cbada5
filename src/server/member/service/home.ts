// What the member dashboard shows about the member (GET /v1/auth/home): counts of their learning and
// the courses to continue, most recently read first, each with the lesson to resume, with the
// rewards, notifications, certificates and mentors' recommendations of the domains below this one
// (docs/domain-order.md). The accounts domain answers the route with it (src/server/wiring.ts).
import { eq, sql } from 'drizzle-orm';
import type { Certificate } from '../../../lib/schemas/learning.ts';
import type { MemberHome } from '../../../lib/schemas/accounts.ts';
import type { NextCohort } from '../../../lib/schemas/cohorts.ts';
import { calendarDayIn } from '../../../lib/dates.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../http/env.ts';
import { mentoredColumn, recommendationsForMentee } from '../../mentors/service/index.ts';
import { latestUnreadColumns, latestUnreadOf } from '../../notifications/service/index.ts';
import { dayIn, rewardsAtAGlanceColumns, rewardsAtAGlanceOf, summaryPeriods } from '../../rewards/service/index.ts';
import { memberReadsOf } from '../../shared/member-reads.ts';
import { prepared } from '../../shared/prepared.ts';

export const CONTINUE_LEARNING_LIMIT = 5;
/** How many badges, unread notifications and certificates the dashboard shows. */
export const HOME_LATEST_LIMIT = 3;
/** How many of the mentors' recommendations the dashboard shows (docs/rules/mentors.md). */
export const HOME_RECOMMENDATIONS_LIMIT = 5;

type ActiveJson = { enrolment_id: number; course_id: number; slug: string; title: string; progress: number; lesson_id: number | null };
type CohortJson = { id: number; title: string; starts_on: string; starts_at: string; time_zone: string; course_id: number; course_title: string; slug: string };
type CertificateJson = { id: number; code: string; course_id: number; course_title: string; holder_name: string; issued_at: string };

const me = sql`${users.id}`;
const periods = { month: sql.placeholder('month'), firstWeek: sql.placeholder('firstWeek'), thisWeek: sql.placeholder('thisWeek') };

/**
 * Everything the dashboard shows, in one prepared statement: the member's row is the outer query and
 * each part a subquery on it (docs/performance.md, "Member reads"). Only a member with a mentor
 * costs more: their recommendations are read after it.
 */
const homeStatement = (db: Db, name: string) =>
  db
    .select({
      enrolled: sql<number>`(SELECT count(*)::int FROM enrolments WHERE user_id = ${me})`,
      completed: sql<number>`(SELECT count(*)::int FROM enrolments WHERE user_id = ${me} AND status = 'completed')`,
      bookmarks: sql<number>`(SELECT count(*)::int FROM bookmarks WHERE user_id = ${me})`,
      // The courses to continue, most recently read first, each with its last lesson or else its first.
      active: sql<ActiveJson[]>`(SELECT coalesce(json_agg(a ORDER BY a.ord), '[]'::json) FROM (
          SELECT e.id AS enrolment_id, e.course_id, c.slug, c.title, e.progress_percent AS progress,
            coalesce(e.last_lesson_id, (SELECT l.id FROM lessons l WHERE l.course_id = e.course_id AND l.archived_at IS NULL ORDER BY l.position LIMIT 1)) AS lesson_id,
            row_number() OVER (ORDER BY e.last_read_at DESC NULLS LAST, e.created_at DESC, e.id DESC) AS ord
          FROM enrolments e JOIN courses c ON c.id = e.course_id
          WHERE e.user_id = ${me} AND e.status = 'active'
          ORDER BY e.last_read_at DESC NULLS LAST, e.created_at DESC, e.id DESC
          LIMIT ${sql.raw(String(CONTINUE_LEARNING_LIMIT))}) a)`,
      certificateCount: sql<number>`(SELECT count(*)::int FROM certificates WHERE user_id = ${me})`,
      certificates: sql<CertificateJson[]>`(SELECT coalesce(json_agg(json_build_object('id', x.id, 'code', x.code, 'course_id', x.course_id, 'course_title', x.course_title, 'holder_name', x.holder_name, 'issued_at', x.issued_at) ORDER BY x.issued_at DESC, x.id DESC), '[]'::json)
          FROM (SELECT * FROM certificates WHERE user_id = ${me} ORDER BY issued_at DESC, id DESC LIMIT ${sql.raw(String(HOME_LATEST_LIMIT))}) x)`,
      ...rewardsAtAGlanceColumns(me, periods),
      ...latestUnreadColumns(me, HOME_LATEST_LIMIT),
      mentored: mentoredColumn(me),
      // The member's cohorts starting from yesterday on (a cohort starting today is still news), soonest first.
      cohorts: sql<CohortJson[]>`(SELECT coalesce(json_agg(x ORDER BY x.starts_at), '[]'::json) FROM (
          SELECT co.id, co.title, co.starts_on::text AS starts_on, co.starts_at, co.time_zone, c.id AS course_id, c.title AS course_title, c.slug
          FROM cohort_members m JOIN cohorts co ON co.id = m.cohort_id JOIN courses c ON c.id = co.course_id
          WHERE m.user_id = ${me} AND co.starts_at > now() - interval '1 day'
          ORDER BY co.starts_at LIMIT 3) x)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name);

/**
 * GET /v1/auth/home. Kept per member until their data changes, and for the day it was read on (the
 * streak counts days in the member's time zone; the points weeks are UTC's).
 */
export async function memberHome({ db, actor, appUrl }: { db: Db; actor: Actor; appUrl: string }): Promise<MemberHome> {
  const now = new Date();
  const timeZone = actor.timeZone ?? 'UTC';
  const load = () => readHome(db, actor, appUrl, now, timeZone);
  const reads = memberReadsOf(db);
  // A copy is worded in one language: badge and level names follow the request's (docs/i18n.md, "Rewards").
  return reads ? reads.read(actor.id, 'home', `${now.toISOString().slice(0, 10)}|${timeZone}|${dayIn(timeZone, now)}|${currentLocale()}`, load) : load();
}

async function readHome(db: Db, actor: Actor, appUrl: string, now: Date, timeZone: string): Promise<MemberHome> {
  const [row] = await prepared(db, 'member_home', homeStatement).execute({ userId: actor.id, ...summaryPeriods(now) });
  if (!row) throw new Error(`member ${actor.id} has no account row`);
  const recommended = row.mentored ? await recommendationsForMentee(db, actor.id, HOME_RECOMMENDATIONS_LIMIT, true) : [];
  const { streak, points: { weeks: _weeks, ...points }, latestBadges } = rewardsAtAGlanceOf(row, timeZone, now, HOME_LATEST_LIMIT);
  return {
    stats: { enrolled: Number(row.enrolled), completed: Number(row.completed), certificates: Number(row.certificateCount), bookmarks: Number(row.bookmarks) },
    continue_learning: row.active.map((a) => ({
      enrolment_id: Number(a.enrolment_id),
      course_id: Number(a.course_id),
      title: a.title,
      progress_percent: Number(a.progress),
      // A course without lessons yet has nothing to resume: its page says what is coming.
      resume_url: a.lesson_id ? paths.lesson(Number(a.enrolment_id), Number(a.course_id), Number(a.lesson_id)) : paths.course(a.slug),
    })),
    streak,
    points,
    latest_badges: latestBadges,
    notifications: latestUnreadOf(row),
    latest_certificates: row.certificates.map((c) => certificateView(c, appUrl)),
    mentor_recommendations: recommended,
    next_cohort: nextCohort(row.cohorts, now),
  };
}

const DAY_MS = 86_400_000;

/** The first cohort that starts today or later, with the calendar days to go in its own time zone (docs/rules/cohorts.md, "Dashboard"). */
function nextCohort(rows: CohortJson[], now: Date): NextCohort | null {
  for (const r of rows) {
    const today = calendarDayIn(r.time_zone, now);
    const days = Math.round((Date.parse(`${r.starts_on}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
    if (days < 0) continue;
    return {
      id: Number(r.id), title: r.title, starts_on: r.starts_on, starts_at: new Date(r.starts_at).toISOString(), time_zone: r.time_zone,
      course_id: Number(r.course_id), course_title: r.course_title, course_url: paths.course(r.slug), starts_in_days: days,
    };
  }
  return null;
}

/** The learning domain's certificate view (GET /v1/auth/certificates) of a row read as JSON. */
function certificateView(c: CertificateJson, appUrl: string): Certificate {
  return {
    id: Number(c.id),
    code: c.code,
    course_id: Number(c.course_id),
    course_title: c.course_title,
    holder_name: c.holder_name,
    issued_at: new Date(c.issued_at).toISOString(),
    verify_url: `${appUrl}${paths.certificate(c.code)}`,
    download_path: `/v1/auth/certificates/${c.id}/download`,
  };
}
