// The demo member's practices (docs/rules/practices.md), so a newcomer signing in as her sees them
// alive: the breathing practice the "Stress First Aid" course suggests, kept for six weeks with one
// short week among them, and an evening walk of her own for three weeks. Check-ins are dated on her
// local days; each week that met its target goes through the real rewards function
// (rewardPracticeWeek), dated the day it was met, as a live check-in does.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { lessonPractices, practiceCheckIns, practices } from '../db/schema/index.ts';
import { rewardPracticeWeek } from '../rewards/service/index.ts';
import { calendarDayIn } from '../../lib/dates.ts';
import { rowsOf } from '../shared/sql-rows.ts';
import { addDays, mondayOf } from '../practices/service/index.ts';
import type { CourseSeed } from './authoring.ts';
import { DEMO_MEMBER_TIME_ZONE } from './rewards.ts';

const DAY_MS = 86_400_000;
const NOTES = ['Calmer afterwards.', 'Hard to start, glad I did.', '', 'Did it on the bus.', '', 'Slept better.', ''];

/** The practices the demo lessons suggest, written beside the lessons they belong to. */
export async function seedLessonPractices(tx: Db, courses: CourseSeed[], lessonOf: (c: CourseSeed, index: number) => number): Promise<number> {
  const values = courses.flatMap((c) => c.lessons.flatMap((l, i) => (l.practice ? [{ lessonId: lessonOf(c, i), name: l.practice.name, description: l.practice.description, targetDays: l.practice.targetDays }] : [])));
  if (values.length) await tx.insert(lessonPractices).values(values);
  return values.length;
}

/** Which weekdays (0 = Monday) she did each practice, week by week, oldest first; the last is this week. */
const PLANS = [
  { lessonTitle: 'Three five-minute tools', name: '5 minutes of extended-exhale breathing', target: 5, planned: null, reminder: '07:30', weeks: [[0, 1, 2, 4, 5], [0, 1, 3, 4, 6], [1, 2, 3], [0, 1, 2, 3, 5], [0, 2, 3, 4, 6], [0, 1, 2, 3, 4, 5]] },
  // Planned on Tuesday, Thursday and Saturday (ISO 2, 4, 6: docs/rules/practices.md, "Planned days").
  { lessonTitle: null, name: 'Evening walk', target: 3, planned: [2, 4, 6], reminder: null, weeks: [[1, 3, 5], [0, 2, 6], [1, 2, 3, 4]] },
];

export async function seedDemoPractices(tx: Db, memberId: number, now = Date.now()): Promise<void> {
  const today = calendarDayIn(DEMO_MEMBER_TIME_ZONE, new Date(now));
  const thisWeek = mondayOf(today);
  for (const plan of PLANS) {
    const [lesson] = plan.lessonTitle ? rowsOf<{ id: number }>(await tx.execute(sql`SELECT id FROM lessons WHERE title = ${plan.lessonTitle} LIMIT 1`)) : [];
    const description = lesson ? (rowsOf<{ description: string }>(await tx.execute(sql`SELECT description FROM lesson_practices WHERE lesson_id = ${lesson.id}`))[0]?.description ?? '') : '';
    const firstWeek = addDays(thisWeek, -7 * (plan.weeks.length - 1));
    const [practice] = await tx
      .insert(practices)
      .values({ userId: memberId, name: plan.name, description, targetDays: plan.target, weekdays: plan.planned, reminderTime: plan.reminder, lessonId: lesson?.id ?? null, createdAt: new Date(`${firstWeek}T08:00:00Z`) })
      .returning({ id: practices.id });
    let n = 0;
    for (const [w, weekdays] of plan.weeks.entries()) {
      const week = addDays(firstWeek, 7 * w);
      // This week: only the days up to yesterday, so "Check in" today is hers to press.
      const days = weekdays.map((d) => addDays(week, d)).filter((day) => day < today);
      for (const day of days) {
        const at = new Date(Math.min(Date.parse(`${day}T16:00:00Z`), now - DAY_MS / 2));
        await tx.insert(practiceCheckIns).values({ practiceId: practice!.id, userId: memberId, day, feeling: 3 + (n % 3), note: NOTES[n % NOTES.length]!, checkedAt: at });
        n++;
      }
      if (days.length >= plan.target) {
        const metOn = days[plan.target - 1]!;
        await rewardPracticeWeek(tx, { userId: memberId, practiceId: practice!.id, weekStart: week, at: new Date(Math.min(Date.parse(`${metOn}T16:00:00Z`), now - DAY_MS / 2)) });
      }
    }
  }
}
