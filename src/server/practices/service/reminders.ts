// Practice reminders (docs/rules/practices.md, "Reminders"): every hour a scan finds the practices
// whose reminder time falls in the current hour of their member's own time zone, on one of their
// planned weekdays when the member chose some, and were not yet done that local day, and queues one
// reminder job per practice and local day. The job key makes it one
// however many instances scan (docs/rules/jobs.md); the notification's dedupe key makes a rerun of the
// job harmless. The notification service sends it in the app and by e-mail as the member's
// "Learning reminders" settings say. The same scan queues the streak-at-risk notices (streak-risk.ts).
import { and, eq, isNull } from 'drizzle-orm';
import { isoWeekday, localDateAndHour } from '../../../lib/dates.ts';
import { practiceCheckIns, practices, users } from '../../db/schema/index.ts';
import { enqueue, type JobContext } from '../../jobs/index.ts';
import { notify } from '../../notifications/service/index.ts';
import { m } from '../../../paraglide/messages.js';
import { isStreakRiskHour, queueStreakRisk } from './streak-risk.ts';

export const PRACTICE_REMINDER_SCAN_JOB = 'practices.reminder-scan';
export const PRACTICE_REMINDER_JOB = 'practices.reminder';

export async function scanPracticeReminders({ deps, now }: JobContext): Promise<void> {
  const { db } = deps;
  const rows = await db
    .select({ id: practices.id, reminderTime: practices.reminderTime, weekdays: practices.weekdays, timeZone: users.timeZone })
    .from(practices)
    .innerJoin(users, eq(users.id, practices.userId))
    .where(and(isNull(practices.stoppedAt), isNull(users.cancelledAt)));
  for (const r of rows) {
    const { date, hour } = localDateAndHour(now, r.timeZone);
    if (!r.reminderTime || Number(r.reminderTime.slice(0, 2)) !== hour) {
      // Not this practice's reminder hour: perhaps the hour its streak is checked (one notice an hour at most).
      if (isStreakRiskHour(now, r.timeZone)) await queueStreakRisk(db, r.id, date);
      continue;
    }
    if (r.weekdays && !r.weekdays.includes(isoWeekday(date))) continue;
    const [done] = await db
      .select({ id: practiceCheckIns.id })
      .from(practiceCheckIns)
      .where(and(eq(practiceCheckIns.practiceId, r.id), eq(practiceCheckIns.day, date)))
      .limit(1);
    if (done) continue;
    await enqueue(db, PRACTICE_REMINDER_JOB, { practiceId: r.id, day: date }, { key: `practice-reminder:${r.id}:${date}` });
  }
}

export async function sendPracticeReminder({ deps, payload }: JobContext): Promise<void> {
  const practiceId = Number(payload.practiceId);
  const day = String(payload.day);
  await deps.db.transaction(async (tx) => {
    const [p] = await tx
      .select({ id: practices.id, userId: practices.userId, name: practices.name, stoppedAt: practices.stoppedAt })
      .from(practices)
      .where(eq(practices.id, practiceId))
      .limit(1);
    if (!p || p.stoppedAt) return;
    const [done] = await tx
      .select({ id: practiceCheckIns.id })
      .from(practiceCheckIns)
      .where(and(eq(practiceCheckIns.practiceId, p.id), eq(practiceCheckIns.day, day)))
      .limit(1);
    if (done) return;
    await notify(tx, {
      userId: p.userId,
      type: 'reminders',
      text: (locale) => ({ title: m.notices_practice_title({ practice: p.name }, { locale }).slice(0, 200), body: m.notices_practice_body({}, { locale }) }),
      link: '/dashboard',
      dedupeKey: `practice-reminder:${p.id}:${day}`,
      push: true,
    });
  });
}
