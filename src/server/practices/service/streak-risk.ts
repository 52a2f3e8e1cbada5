// Streak at risk (docs/rules/practices.md, "Streak at risk"): a practice whose streak needs today. Its
// streak counts last week at least, this week is not met yet, today is not done, and the days left in
// the week (today included) are exactly the days still needed: miss today and the week cannot count.
// At STREAK_RISK_HOUR in the member's own zone, one notice per practice and local day, of the type
// `reminders`, as a push too when the member wants it (docs/rules/push.md). The hourly reminder scan
// queues it; the job checks again and notifies with a dedupe key, so a rerun sends nothing twice.
import { and, eq } from 'drizzle-orm';
import { localDateAndHour } from '../../../lib/dates.ts';
import type { Db } from '../../db/client.ts';
import { practiceCheckIns, practices, users } from '../../db/schema/index.ts';
import { enqueue, type JobContext } from '../../jobs/index.ts';
import { notify } from '../../notifications/service/index.ts';
import { m } from '../../../paraglide/messages.js';
import { localDay } from './practices.ts';
import { addDays, mondayOf, summarise } from './weeks.ts';

export const STREAK_RISK_JOB = 'practices.streak-risk';
/** Early evening: late enough that the day's check-in would normally be in, early enough to still do it. */
export const STREAK_RISK_HOUR = 18;

export type StreakRisk = { streakWeeks: number; stillNeeded: number };

/** The risk for one practice on `today`, or null when its streak does not hang on today. */
export function streakRisk(doneDays: string[], target: number, since: string, today: string): StreakRisk | null {
  const summary = summarise(doneDays, target, since, today);
  if (summary.checked_in_today || summary.this_week.met || summary.streak_weeks < 1) return null;
  const daysLeft = Math.round((Date.parse(`${addDays(mondayOf(today), 6)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000) + 1;
  const stillNeeded = target - summary.this_week.days_done;
  return stillNeeded === daysLeft ? { streakWeeks: summary.streak_weeks, stillNeeded } : null;
}

/** Called by the hourly reminder scan for a practice whose member's hour is STREAK_RISK_HOUR. */
export async function queueStreakRisk(db: Db, practiceId: number, date: string): Promise<void> {
  await enqueue(db, STREAK_RISK_JOB, { practiceId, day: date }, { key: `practice-streak:${practiceId}:${date}` });
}

export function isStreakRiskHour(now: Date, timeZone: string | null): { date: string } | null {
  const { date, hour } = localDateAndHour(now, timeZone);
  return hour === STREAK_RISK_HOUR ? { date } : null;
}

export async function sendStreakRisk({ deps, payload }: JobContext): Promise<void> {
  const practiceId = Number(payload.practiceId);
  const day = String(payload.day);
  await deps.db.transaction(async (tx) => {
    const [p] = await tx
      .select({ id: practices.id, userId: practices.userId, name: practices.name, targetDays: practices.targetDays, createdAt: practices.createdAt, stoppedAt: practices.stoppedAt, timeZone: users.timeZone })
      .from(practices)
      .innerJoin(users, eq(users.id, practices.userId))
      .where(eq(practices.id, practiceId))
      .limit(1);
    if (!p || p.stoppedAt) return;
    const rows = await tx.selectDistinct({ day: practiceCheckIns.day }).from(practiceCheckIns).where(and(eq(practiceCheckIns.practiceId, p.id)));
    const risk = streakRisk(rows.map((r) => r.day), p.targetDays, localDay(p.timeZone ?? 'UTC', p.createdAt), day);
    if (!risk) return;
    await notify(tx, {
      userId: p.userId,
      type: 'reminders',
      text: (locale) => ({
        title: m.notices_streak_title({ practice: p.name }, { locale }).slice(0, 200),
        body:
          risk.stillNeeded === 1
            ? m.notices_streak_one_day_body({ weeks: risk.streakWeeks }, { locale })
            : m.notices_streak_days_body({ weeks: risk.streakWeeks, days: risk.stillNeeded }, { locale }),
      }),
      link: '/dashboard',
      dedupeKey: `practice-streak:${p.id}:${day}`,
      push: true,
    });
  });
}
