// The member's points: totals per period, level and the last 12 weeks (the summary), and the paged
// history with a readable reason and a link for each row (docs/rules/rewards.md).
import { sql, type SQL } from 'drizzle-orm';
import { currentLocale, type Locale } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import type { PointsEntry, PointsSummary } from '../../../lib/schemas/rewards.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/env.ts';
import { pageMeta, type PageMeta } from '../../http/respond.ts';
import { isoDate } from '../../shared/dates.ts';
import { memberReadsOf } from '../../shared/member-reads.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { m } from '../../../paraglide/messages.js';
import { badgeDefinition, badgeWords } from './badge-catalogue.ts';
import { addDays, ALL_TIME_START, monthStartUtc, weekStartUtc } from './periods.ts';
import { levelOf } from './points-rules.ts';

export type PeriodTotal = { period: string; period_start: string; points: number };

/** Which points_totals rows the summary needs: all time, this month and the last 12 weeks. */
export function summaryTotalsWhere(userId: number, now: Date): SQL {
  return summaryTotalsFilter(sql`${userId}`, summaryPeriods(now));
}

/** The period starts the summary reads at `now`: the month and the first and last of its 12 weeks. */
export function summaryPeriods(now: Date): { month: string; firstWeek: string; thisWeek: string } {
  const thisWeek = weekStartUtc(now);
  return { month: monthStartUtc(now), firstWeek: addDays(thisWeek, -7 * 11), thisWeek };
}

/**
 * summaryTotalsWhere with each value given as SQL: a column of an outer query for the member and
 * placeholders for the periods, so the statement can be prepared once (member/service/home.ts).
 */
export function summaryTotalsFilter(userId: SQL, periods: { month: unknown; firstWeek: unknown; thisWeek: unknown }): SQL {
  return sql`user_id = ${userId} AND (
    (period = 'all' AND period_start = ${ALL_TIME_START}) OR (period = 'month' AND period_start = ${periods.month})
    OR (period = 'week' AND period_start BETWEEN ${periods.firstWeek} AND ${periods.thisWeek}))`;
}

export async function pointsSummary(db: Db, userId: number, now = new Date(), locale: Locale = currentLocale()): Promise<PointsSummary> {
  const totals = rowsOf<PeriodTotal>(await db.execute(sql`SELECT period, period_start::text AS period_start, points FROM points_totals WHERE ${summaryTotalsWhere(userId, now)}`));
  return summaryOf(totals, now, locale);
}

/** The summary from the rows summaryTotalsWhere selects, its level names in `locale`. */
export function summaryOf(totals: PeriodTotal[], now: Date, locale: Locale = currentLocale()): PointsSummary {
  const thisWeek = weekStartUtc(now);
  const firstWeek = addDays(thisWeek, -7 * 11);
  const find = (period: string, start: string) => Number(totals.find((t) => t.period === period && String(t.period_start).slice(0, 10) === start)?.points ?? 0);
  const allTime = find('all', ALL_TIME_START);
  const { level, next, progressPercent } = levelOf(allTime, locale);
  return {
    totals: { all_time: allTime, this_week: find('week', thisWeek), this_month: find('month', monthStartUtc(now)) },
    level,
    next_level: next,
    level_progress_percent: progressPercent,
    weeks: Array.from({ length: 12 }, (_, i) => {
      const weekStart = addDays(firstWeek, 7 * i);
      return { week_start: weekStart, points: find('week', weekStart) };
    }),
  };
}

type HistoryRow = {
  id: number;
  points: number;
  reason: string;
  source_key: string;
  earned_at: Date | string;
  lesson_title: string | null;
  lesson_id: number | null;
  lesson_course_id: number | null;
  lesson_enrolment_id: number | null;
  course_title: string | null;
  course_slug: string | null;
};

/** A history line in `locale` (docs/i18n.md, "Rewards"): what earned the points, and where it is. */
function describe(r: HistoryRow, locale: Locale): { description: string; link: string | null } {
  const lessonLink = r.lesson_id && r.lesson_course_id && r.lesson_enrolment_id ? paths.lesson(r.lesson_enrolment_id, r.lesson_course_id, r.lesson_id) : null;
  const to = { locale };
  const lesson = r.lesson_title ? m.member_points_quoted({ title: r.lesson_title }, to) : m.member_points_lesson_gone({}, to);
  switch (r.reason) {
    case 'lesson_finished':
      return { description: m.member_points_lesson_finished({ lesson }, to), link: lessonLink };
    case 'quiz_first_attempt':
      return { description: m.member_points_quiz_first_attempt({ lesson }, to), link: lessonLink };
    case 'course_completed':
      return {
        description: r.course_title ? m.member_points_course_completed({ title: r.course_title }, to) : m.member_points_course_gone({}, to),
        link: r.course_slug ? paths.course(r.course_slug) : null,
      };
    case 'streak_day':
      return { description: m.member_points_streak_day({}, to), link: '/dashboard' };
    case 'badge_earned': {
      const badge = badgeDefinition(r.source_key.replace(/^badge:/, ''));
      return { description: m.member_points_badge_earned({ name: badge ? badgeWords(badge, locale).name : m.member_points_badge_unknown({}, to) }, to), link: '/badges' };
    }
    case 'mentor_mentee_accepted':
      return { description: m.member_points_mentee_accepted({}, to), link: null };
    case 'practice_week':
      return { description: m.member_points_practice_week({}, to), link: '/practices' };
    case 'review_session':
      return { description: m.member_points_review_session({}, to), link: '/review' };
    case 'task_accepted':
      return { description: m.member_points_task_accepted({ lesson }, to), link: lessonLink };
    case 'survey_answered':
      return { description: m.member_points_survey_answered({}, to), link: null };
    case 'live_attended':
      return { description: m.member_points_live_attended({}, to), link: '/live' };
    default:
      return { description: r.points < 0 ? m.member_points_correction({}, to) : m.member_points_other({}, to), link: null };
  }
}

export async function pointsHistory(db: Db, userId: number, page: number, perPage: number, locale: Locale = currentLocale()): Promise<{ data: PointsEntry[]; meta: PageMeta }> {
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM points_ledger WHERE user_id = ${userId}`));
  const rows = rowsOf<HistoryRow>(
    await db.execute(sql`SELECT l.id, l.points, l.reason, l.source_key, l.earned_at,
        ls.title AS lesson_title, ls.id AS lesson_id, ls.course_id AS lesson_course_id, le.id AS lesson_enrolment_id,
        c.title AS course_title, c.slug AS course_slug
      FROM points_ledger l
      LEFT JOIN lessons ls ON l.source_type IN ('lesson', 'quiz') AND ls.id = l.source_id
      LEFT JOIN enrolments le ON le.user_id = l.user_id AND le.course_id = ls.course_id
      LEFT JOIN courses c ON l.source_type = 'course' AND c.id = l.source_id
      WHERE l.user_id = ${userId}
      ORDER BY l.earned_at DESC, l.id DESC
      LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`),
  );
  return {
    data: rows.map((r) => ({ id: Number(r.id), points: Number(r.points), reason: r.reason, ...describe(r, locale), earned_at: isoDate(r.earned_at) })),
    meta: pageMeta(page, perPage, Number(count?.n ?? 0)),
  };
}

/** GET /v1/auth/points: the history as the list, the summary beside it (docs/rules/rewards.md). */
export async function getPoints({ db, actor, page, perPage }: { db: Db; actor: Actor; page: number; perPage: number }) {
  const now = new Date();
  const locale = currentLocale();
  const load = async () => {
    const [summary, history] = await Promise.all([pointsSummary(db, actor.id, now, locale), pointsHistory(db, actor.id, page, perPage, locale)]);
    return { ...history, summary };
  };
  // Kept per member and page until their points change; the weeks and month are UTC's, so a copy is
  // good for its UTC day, and it is worded in one language (docs/performance.md, "Member reads").
  return memberReadsOf(db)?.read(actor.id, `points:${page}:${perPage}`, `${now.toISOString().slice(0, 10)}|${locale}`, load) ?? load();
}
