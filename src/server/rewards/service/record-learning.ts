// What finishing a lesson earns (docs/rules/rewards.md). The learning domain calls rewardLessonFinished
// inside its save transaction, right after the lesson is first marked complete, so points, the
// learning day and badges commit (or roll back) with the save itself.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { awardBadge, type BadgeAward } from './award-badge.ts';
import { badgeCounts, badgesMet } from './badge-rules.ts';
import { payPoints, type PointsAward } from './ledger.ts';
import { capToNow, dayIn } from './periods.ts';

export type Earned = { points: PointsAward[]; badges: BadgeAward[] };

export type LessonFinished = {
  userId: number;
  lessonId: number;
  courseId: number;
  /** When the member finished it (an offline save replayed later); capped to now, never in the future. */
  finishedAt?: Date | null;
  /** For a quiz lesson: the attempt count and result when it completed. */
  quiz?: { attempts: number; passed: boolean; scorePercent: number } | null;
  /** The save completed the course. */
  courseCompleted: boolean;
};

/** The member's time zone for counting days; 'UTC' until the browser has told us. */
export async function timeZoneOf(db: Db, userId: number): Promise<string> {
  const rows = rowsOf<{ time_zone: string | null }>(await db.execute(sql`SELECT time_zone FROM users WHERE id = ${userId}`));
  return rows[0]?.time_zone || 'UTC';
}

/**
 * Pays the lesson (once per lesson per member), the first-attempt quiz bonus, the course, the
 * learning day, and awards the badges now earned. Returns only what this call newly earned.
 */
export async function rewardLessonFinished(tx: Db, event: LessonFinished): Promise<Earned> {
  const earned: Earned = { points: [], badges: [] };
  const at = capToNow(event.finishedAt);
  const keep = (p: PointsAward | null) => p && earned.points.push(p);
  const keepBadge = (b: Awaited<ReturnType<typeof awardBadge>>) => {
    if (!b) return;
    earned.badges.push(b.badge);
    keep(b.points);
  };

  const lesson = await payPoints(tx, event.userId, { reason: 'lesson_finished', sourceKey: `lesson:${event.lessonId}`, sourceId: event.lessonId, earnedAt: at });
  keep(lesson);
  const timeZone = await timeZoneOf(tx, event.userId);
  if (lesson) {
    const day = dayIn(timeZone, at);
    await tx.execute(sql`INSERT INTO learning_days (user_id, day, lessons) VALUES (${event.userId}, ${day}, 1)
        ON CONFLICT (user_id, day) DO UPDATE SET lessons = learning_days.lessons + 1`);
    keep(await payPoints(tx, event.userId, { reason: 'streak_day', sourceKey: `day:${day}`, earnedAt: at }));
  }

  const quiz = event.quiz;
  if (quiz && quiz.passed && quiz.attempts === 1) {
    keep(await payPoints(tx, event.userId, { reason: 'quiz_first_attempt', sourceKey: `quiz:${event.lessonId}`, sourceId: event.lessonId, earnedAt: at }));
    if (quiz.scorePercent >= 100) keepBadge(await awardBadge(tx, event.userId, 'quiz_ace', at));
  }
  if (event.courseCompleted) {
    keep(await payPoints(tx, event.userId, { reason: 'course_completed', sourceKey: `course:${event.courseId}`, sourceId: event.courseId, earnedAt: at }));
  }

  if (earned.points.length) {
    const counts = await badgeCounts(tx, event.userId, timeZone);
    for (const key of badgesMet(counts)) keepBadge(await awardBadge(tx, event.userId, key, at));
  }
  return earned;
}
