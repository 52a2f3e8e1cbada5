// The rules that award the badges of the catalogue (docs/rules/rewards.md), and the progress a
// locked badge shows. Counts come from the ledger, so a badge follows exactly what was rewarded (and
// the demo, replaying its history in order, earns each badge on the day it would have).
import { sql } from 'drizzle-orm';
import type { Locale } from '../../../lib/i18n.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import type { BadgeKey } from './badge-catalogue.ts';
import { dayIn, daysBetween } from './periods.ts';
import { computeStreak } from './streak.ts';

export type BadgeCounts = {
  lessons: number;
  courses: number;
  categories: number;
  quizAces: number;
  longestStreak: number;
  /** The longest run of consecutive weeks one practice met its target (docs/rules/practices.md). */
  practiceWeeks?: number;
  /** Mentees who accepted this member's invitations, and recommended courses a mentee finished (docs/rules/mentors.md). */
  mentees?: number;
  finishedRecommendations?: number;
  /** Tasks accepted by their reviewer (docs/rules/task-review.md). */
  tasksAccepted?: number;
};

/**
 * The longest run of consecutive met weeks of any one practice, from the ledger's practice_week rows
 * (source key `practice:{id}:{monday}`), so the badges follow exactly what was paid.
 */
export function longestPracticeRun(sourceKeys: string[]): number {
  const byPractice = new Map<string, string[]>();
  for (const key of sourceKeys) {
    const m = /^practice:(\d+):(\d{4}-\d{2}-\d{2})$/.exec(key);
    if (m) (byPractice.get(m[1]!) ?? byPractice.set(m[1]!, []).get(m[1]!)!).push(m[2]!);
  }
  let longest = 0;
  for (const weeks of byPractice.values()) {
    weeks.sort();
    let run = 0;
    for (let i = 0; i < weeks.length; i++) {
      run = i > 0 && daysBetween(weeks[i - 1]!, weeks[i]!) === 7 ? run + 1 : 1;
      longest = Math.max(longest, run);
    }
  }
  return longest;
}

export async function badgeCounts(db: Db, userId: number, timeZone: string, now = new Date()): Promise<BadgeCounts> {
  const [row] = rowsOf<{ lessons: number; courses: number; categories: number; mentees: number; finished_recommendations: number; tasks_accepted: number }>(
    await db.execute(sql`SELECT
        (SELECT count(*)::int FROM points_ledger WHERE user_id = ${userId} AND reason = 'lesson_finished') AS lessons,
        (SELECT count(*)::int FROM points_ledger WHERE user_id = ${userId} AND reason = 'mentor_mentee_accepted') AS mentees,
        (SELECT count(*)::int FROM points_ledger WHERE user_id = ${userId} AND reason = 'mentor_recommendation_finished') AS finished_recommendations,
        (SELECT count(*)::int FROM points_ledger WHERE user_id = ${userId} AND reason = 'course_completed') AS courses,
        (SELECT count(*)::int FROM points_ledger WHERE user_id = ${userId} AND reason = 'task_accepted') AS tasks_accepted,
        (SELECT count(DISTINCT c.category_id)::int FROM points_ledger l JOIN courses c ON c.id = l.source_id
          WHERE l.user_id = ${userId} AND l.reason = 'course_completed') AS categories`),
  );
  const aces = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM badge_awards WHERE user_id = ${userId} AND badge_key = 'quiz_ace'`));
  const days = rowsOf<{ day: string | Date }>(await db.execute(sql`SELECT day::text AS day FROM learning_days WHERE user_id = ${userId}`));
  const practiceKeys = rowsOf<{ source_key: string }>(
    await db.execute(sql`SELECT source_key FROM points_ledger WHERE user_id = ${userId} AND reason = 'practice_week'`),
  );
  const streak = computeStreak(days.map((d) => String(d.day).slice(0, 10)), dayIn(timeZone, now));
  return {
    lessons: Number(row?.lessons ?? 0),
    courses: Number(row?.courses ?? 0),
    categories: Number(row?.categories ?? 0),
    quizAces: Number(aces[0]?.n ?? 0),
    longestStreak: streak.longest,
    practiceWeeks: longestPracticeRun(practiceKeys.map((r) => r.source_key)),
    mentees: Number(row?.mentees ?? 0),
    finishedRecommendations: Number(row?.finished_recommendations ?? 0),
    tasksAccepted: Number(row?.tasks_accepted ?? 0),
  };
}

// What a badge's progress counts, singular and plural, per language (docs/i18n.md, "Rewards").
const UNITS = {
  lesson: { en: ['lesson', 'lessons'], es: ['lección', 'lecciones'] },
  course: { en: ['course', 'courses'], es: ['curso', 'cursos'] },
  perfect: { en: ['perfect first attempt', 'perfect first attempts'], es: ['primer intento perfecto', 'primeros intentos perfectos'] },
  task: { en: ['task accepted', 'tasks accepted'], es: ['tarea aceptada', 'tareas aceptadas'] },
  day: { en: ['day', 'days'], es: ['día', 'días'] },
  category: { en: ['category', 'categories'], es: ['categoría', 'categorías'] },
  week: { en: ['week', 'weeks'], es: ['semana', 'semanas'] },
  weekInARow: { en: ['week in a row', 'weeks in a row'], es: ['semana seguida', 'semanas seguidas'] },
  mentee: { en: ['mentee', 'mentees'], es: ['persona mentorizada', 'personas mentorizadas'] },
  group: { en: ['group', 'groups'], es: ['grupo', 'grupos'] },
  recommendation: { en: ['finished recommendation', 'finished recommendations'], es: ['recomendación terminada', 'recomendaciones terminadas'] },
} as const satisfies Record<string, Record<Locale, readonly [string, string]>>;

export type BadgeUnit = keyof typeof UNITS;

/** "2 of 3 courses", "2 de 3 cursos": progress in words (both languages' plurals are one and other). */
export function progressLabel(current: number, target: number, unit: BadgeUnit, locale: Locale): string {
  const [one, many] = UNITS[unit][locale];
  return `${current} ${locale === 'es' ? 'de' : 'of'} ${target} ${target === 1 ? one : many}`;
}

const of = (current: number, target: number, unit: BadgeUnit, locale: Locale) => {
  const shown = Math.min(current, target);
  return { current: shown, target, unit, label: progressLabel(shown, target, unit, locale) };
};

/** Progress toward every badge from the counts, worded in `locale`; the mentor badges count the mentor's points (mentees accepted, recommendations finished). */
export function badgeProgress(c: BadgeCounts, locale: Locale = 'en'): Record<BadgeKey, { current: number; target: number; unit: BadgeUnit; label: string }> {
  return {
    first_lesson: of(c.lessons, 1, 'lesson', locale),
    first_course: of(c.courses, 1, 'course', locale),
    courses_3: of(c.courses, 3, 'course', locale),
    courses_5: of(c.courses, 5, 'course', locale),
    courses_10: of(c.courses, 10, 'course', locale),
    quiz_ace: of(c.quizAces, 1, 'perfect', locale),
    task_accepted: of(c.tasksAccepted ?? 0, 1, 'task', locale),
    streak_7: of(c.longestStreak, 7, 'day', locale),
    streak_30: of(c.longestStreak, 30, 'day', locale),
    explorer: of(c.categories, 3, 'category', locale),
    practice_week_1: of(c.practiceWeeks ?? 0, 1, 'week', locale),
    practice_weeks_4: of(c.practiceWeeks ?? 0, 4, 'weekInARow', locale),
    practice_weeks_12: of(c.practiceWeeks ?? 0, 12, 'weekInARow', locale),
    first_mentee: of(c.mentees ?? 0, 1, 'mentee', locale),
    mentor_5: of(c.mentees ?? 0, 5, 'mentee', locale),
    // Groups earn no points, so nothing counts them here; the badge shows complete once awarded.
    first_group: of(0, 1, 'group', locale),
    mentee_finished: of(c.finishedRecommendations ?? 0, 1, 'recommendation', locale),
  };
}

/** Badges whose rule the counts meet (quiz ace and the mentor badges are awarded by their events). */
export function badgesMet(c: BadgeCounts): BadgeKey[] {
  const met: BadgeKey[] = [];
  if (c.lessons >= 1) met.push('first_lesson');
  if (c.courses >= 1) met.push('first_course');
  if (c.courses >= 3) met.push('courses_3');
  if (c.courses >= 5) met.push('courses_5');
  if (c.courses >= 10) met.push('courses_10');
  if (c.longestStreak >= 7) met.push('streak_7');
  if (c.longestStreak >= 30) met.push('streak_30');
  if (c.categories >= 3) met.push('explorer');
  if ((c.practiceWeeks ?? 0) >= 1) met.push('practice_week_1');
  if ((c.practiceWeeks ?? 0) >= 4) met.push('practice_weeks_4');
  if ((c.practiceWeeks ?? 0) >= 12) met.push('practice_weeks_12');
  return met;
}
