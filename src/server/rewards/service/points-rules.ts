// Every points rule and every level, in one place (docs/rules/rewards.md). The ledger stores the
// reason and amount of each award, so changing a number here changes future awards only.
import type { Locale } from '../../../lib/i18n.ts';

/** Reasons stored in points_ledger.reason, with what each pays. Keys are stored: never rename one. */
export const POINTS = {
  /** A lesson finished for the first time (once per lesson per member, even after re-enrolling). */
  lesson_finished: 10,
  /** A quiz passed at the first attempt, on top of the lesson's points. */
  quiz_first_attempt: 5,
  /** Every lesson of a course finished. */
  course_completed: 50,
  /** A day (in the member's time zone) on which the member finished at least one lesson. */
  streak_day: 2,
  /** Any badge earned, including the mentor badges. */
  badge_earned: 20,
  /** A week (Monday to Sunday, member's time zone) in which a practice met its target (docs/rules/practices.md). */
  practice_week: 10,
  /** A day (member's time zone) on which the member graded every review card due (docs/rules/review.md). */
  review_session: 5,
  /** A task accepted by its reviewer (docs/rules/task-review.md): once per task lesson per member, never again on a later acceptance. */
  task_accepted: 15,
  /** A live session the organiser marked the member as attending (docs/rules/live-sessions.md): once per session. */
  live_attended: 10,
  // Placeholders for the rules later issues add, so the numbers are decided here:
  /** Mentors: a mentee accepted the mentor's invitation (mentors issue). */
  mentor_mentee_accepted: 15,
  /** Mentors: a mentee finished a course or bundle the mentor recommended (once per recommendation and mentee). */
  mentor_recommendation_finished: 25,
  /** Surveys: the member answered a platform survey (surveys issue). */
  survey_answered: 5,
} as const;

export type PointsReason = keyof typeof POINTS;

/** What the ledger's source_type column names, per reason. */
export const SOURCE_TYPE: Record<PointsReason, 'lesson' | 'quiz' | 'course' | 'streak_day' | 'badge' | 'mentor' | 'survey' | 'practice' | 'review' | 'live'> = {
  lesson_finished: 'lesson',
  quiz_first_attempt: 'quiz',
  course_completed: 'course',
  streak_day: 'streak_day',
  badge_earned: 'badge',
  practice_week: 'practice',
  review_session: 'review',
  task_accepted: 'lesson',
  live_attended: 'live',
  mentor_mentee_accepted: 'mentor',
  mentor_recommendation_finished: 'mentor',
  survey_answered: 'survey',
};

/** Levels by all-time points: calm names, each a little further than the last; `es` is the Spanish name (docs/i18n.md, "Rewards"). */
export const LEVELS = [
  { number: 1, name: 'Seedling', es: 'Plántula', min_points: 0 },
  { number: 2, name: 'Sprout', es: 'Brote', min_points: 100 },
  { number: 3, name: 'Sapling', es: 'Arbolito', min_points: 250 },
  { number: 4, name: 'Blossom', es: 'Flor', min_points: 500 },
  { number: 5, name: 'Grove', es: 'Arboleda', min_points: 1000 },
  { number: 6, name: 'Meadow', es: 'Pradera', min_points: 2000 },
  { number: 7, name: 'Riverbank', es: 'Ribera', min_points: 3500 },
  { number: 8, name: 'Forest', es: 'Bosque', min_points: 5500 },
  { number: 9, name: 'Mountain Spring', es: 'Manantial de montaña', min_points: 8000 },
  { number: 10, name: 'Still Lake', es: 'Lago en calma', min_points: 12000 },
] as const;

export type LevelInfo = { number: number; name: string; min_points: number };

const levelIn = (l: (typeof LEVELS)[number], locale: Locale): LevelInfo => ({ number: l.number, name: locale === 'es' ? l.es : l.name, min_points: l.min_points });

/** The level for a total, the next one (null at the top) and progress toward it, 0–100; names in `locale`. */
export function levelOf(total: number, locale: Locale = 'en'): { level: LevelInfo; next: LevelInfo | null; progressPercent: number } {
  let index = 0;
  for (let i = 0; i < LEVELS.length; i++) if (total >= LEVELS[i]!.min_points) index = i;
  const level = levelIn(LEVELS[index]!, locale);
  const nextLevel = LEVELS[index + 1];
  if (!nextLevel) return { level, next: null, progressPercent: 100 };
  const span = nextLevel.min_points - level.min_points;
  const progressPercent = Math.max(0, Math.min(99, Math.floor(((total - level.min_points) * 100) / span)));
  return { level, next: levelIn(nextLevel, locale), progressPercent };
}
