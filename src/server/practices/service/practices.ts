// Practices a member keeps (docs/rules/practices.md): adopting one (their own, or the one a lesson
// suggests), changing or stopping it, checking in, and the summaries the dashboard and the practice
// pages show. Every read and change is of the caller's own practices: another member's is "not found".
import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { CHECK_IN_MAX_AGE_DAYS, TOO_FEW_WEEKDAYS, type CheckIn, type CheckInRequest, type CheckInResult, type CreatePractice, type LessonPractice, type Practice, type PracticeDetail, type UpdatePractice } from '../../../lib/schemas/practices.ts';
import { calendarDayIn, isTimeZone } from '../../../lib/dates.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { practiceCalendarSvg, type CalendarWeek } from '../../../lib/charts/practice-calendar.ts';
import type { Db } from '../../db/client.ts';
import { lessonPractices, lessons, practiceCheckIns, practices, users } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { announceRewards, badgeDefinition, badgeWords, rewardPracticeWeek } from '../../rewards/service/index.ts';
import { isoDate } from '../../shared/dates.ts';
import { addDays, mondayOf, summarise, weeksBetween } from './weeks.ts';
import { m } from '../../../paraglide/messages.js';

type Ctx = { db: Db; actor: Actor; now?: Date };
type Row = typeof practices.$inferSelect;

/** How many weeks the history calendar shows. */
export const CALENDAR_WEEKS = 12;
/** At most this many practices kept at once: a few, kept well. */
export const MAX_ACTIVE_PRACTICES = 12;

export async function memberTimeZone(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ tz: users.timeZone }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.tz && isTimeZone(row.tz) ? row.tz : 'UTC';
}

export const localDay = (timeZone: string, at: Date) => calendarDayIn(timeZone, at);

async function ownPractice(db: Db, userId: number, id: number, { active = true } = {}): Promise<Row> {
  const [row] = await db
    .select()
    .from(practices)
    .where(and(eq(practices.id, id), eq(practices.userId, userId), active ? isNull(practices.stoppedAt) : undefined))
    .limit(1);
  if (!row) throw notFound('practice');
  return row;
}

async function doneDays(db: Db, ids: number[], since?: string): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const rows = await db
    .selectDistinct({ practiceId: practiceCheckIns.practiceId, day: practiceCheckIns.day })
    .from(practiceCheckIns)
    .where(and(inArray(practiceCheckIns.practiceId, ids), since ? gte(practiceCheckIns.day, since) : undefined));
  for (const r of rows) out.get(r.practiceId)?.push(String(r.day).slice(0, 10));
  return out;
}

async function lessonTitles(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((x): x is number => x !== null))];
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: lessons.id, title: lessons.title }).from(lessons).where(inArray(lessons.id, wanted));
  return new Map(rows.map((r) => [r.id, r.title]));
}

async function checkInCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ practiceId: practiceCheckIns.practiceId, n: sql<number>`count(*)::int` })
    .from(practiceCheckIns)
    .where(inArray(practiceCheckIns.practiceId, ids))
    .groupBy(practiceCheckIns.practiceId);
  return new Map(rows.map((r) => [r.practiceId, Number(r.n)]));
}

async function toPractices(db: Db, rows: Row[], timeZone: string, now: Date): Promise<Practice[]> {
  const ids = rows.map((r) => r.id);
  const [days, titles, counts] = await Promise.all([doneDays(db, ids), lessonTitles(db, rows.map((r) => r.lessonId)), checkInCounts(db, ids)]);
  const today = localDay(timeZone, now);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    target_days: r.targetDays,
    weekdays: r.weekdays ?? null,
    reminder_time: r.reminderTime,
    lesson: r.lessonId && titles.has(r.lessonId) ? { id: r.lessonId, title: titles.get(r.lessonId)! } : null,
    ...summarise(days.get(r.id) ?? [], r.targetDays, localDay(timeZone, r.createdAt), today),
    check_ins: counts.get(r.id) ?? 0,
    created_at: isoDate(r.createdAt),
  }));
}

export async function listPractices({ db, actor, now = new Date() }: Ctx): Promise<Practice[]> {
  const rows = await db
    .select()
    .from(practices)
    .where(and(eq(practices.userId, actor.id), isNull(practices.stoppedAt)))
    .orderBy(asc(practices.createdAt), asc(practices.id));
  return toPractices(db, rows, await memberTimeZone(db, actor.id), now);
}

async function onePractice(db: Db, row: Row, now: Date): Promise<Practice> {
  return (await toPractices(db, [row], await memberTimeZone(db, row.userId), now))[0]!;
}

export async function getPractice({ db, actor, now = new Date(), id }: Ctx & { id: number }): Promise<PracticeDetail> {
  const row = await ownPractice(db, actor.id, id);
  const timeZone = await memberTimeZone(db, actor.id);
  const practice = (await toPractices(db, [row], timeZone, now))[0]!;
  const today = localDay(timeZone, now);
  const first = addDays(mondayOf(today), -7 * (CALENDAR_WEEKS - 1));
  const done = new Set((await doneDays(db, [row.id], first)).get(row.id) ?? []);
  const weeks = weeksBetween(done, row.targetDays, first, today);
  const calendar: CalendarWeek[] = weeks.map((w) => ({
    week_start: w.week_start,
    met: w.met,
    days: Array.from({ length: 7 }, (_, i) => {
      const date = addDays(w.week_start, i);
      return { date, done: done.has(date), future: date > today };
    }),
  }));
  const recent = await db
    .select()
    .from(practiceCheckIns)
    .where(eq(practiceCheckIns.practiceId, row.id))
    .orderBy(desc(practiceCheckIns.checkedAt), desc(practiceCheckIns.id))
    .limit(20);
  return { ...practice, calendar_svg: practiceCalendarSvg(row.name, calendar, row.targetDays), weeks, recent_check_ins: recent.map(toCheckIn) };
}

const toCheckIn = (r: typeof practiceCheckIns.$inferSelect): CheckIn => ({
  id: r.id,
  day: String(r.day).slice(0, 10),
  feeling: r.feeling,
  note: r.note,
  checked_at: isoDate(r.checkedAt),
});

/** The practice a lesson suggests, with the member's practice adopted from it; null when it suggests none. */
export async function lessonPractice({ db, actor, lessonId }: Ctx & { lessonId: number }): Promise<LessonPractice | null> {
  const [suggested] = await db.select().from(lessonPractices).where(eq(lessonPractices.lessonId, lessonId)).limit(1);
  if (!suggested) return null;
  const [adopted] = await db
    .select({ id: practices.id })
    .from(practices)
    .where(and(eq(practices.userId, actor.id), eq(practices.lessonId, lessonId), isNull(practices.stoppedAt)))
    .limit(1);
  return { lesson_id: lessonId, name: suggested.name, description: suggested.description, target_days: suggested.targetDays, adopted_practice_id: adopted?.id ?? null };
}

export async function createPractice({ db, actor, now = new Date(), input }: Ctx & { input: CreatePractice }): Promise<{ practice: Practice; created: boolean }> {
  let description = '';
  if (input.lesson_id !== undefined) {
    const [suggested] = await db.select().from(lessonPractices).where(eq(lessonPractices.lessonId, input.lesson_id)).limit(1);
    if (!suggested) throw fieldError('lesson_id', m.errors_lesson_no_practice());
    description = suggested.description;
    // Adopting the same lesson's practice twice gives back the one already kept.
    const [existing] = await db
      .select()
      .from(practices)
      .where(and(eq(practices.userId, actor.id), eq(practices.lessonId, input.lesson_id), isNull(practices.stoppedAt)))
      .limit(1);
    if (existing) return { practice: await onePractice(db, existing, now), created: false };
  }
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(practices)
    .where(and(eq(practices.userId, actor.id), isNull(practices.stoppedAt)))) as [{ n: number }];
  if (Number(n) >= MAX_ACTIVE_PRACTICES) throw fieldError('name', m.errors_practices_full({ max: MAX_ACTIVE_PRACTICES }));
  const [row] = await db
    .insert(practices)
    .values({ userId: actor.id, name: input.name, description, targetDays: input.target_days, weekdays: input.weekdays ?? null, reminderTime: input.reminder_time ?? null, lessonId: input.lesson_id ?? null, createdAt: now })
    .returning();
  return { practice: await onePractice(db, row!, now), created: true };
}

export async function updatePractice({ db, actor, now = new Date(), id, input }: Ctx & { id: number; input: UpdatePractice }): Promise<Practice> {
  const current = await ownPractice(db, actor.id, id);
  const set: Partial<Row> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.target_days !== undefined) set.targetDays = input.target_days;
  if (input.weekdays !== undefined) set.weekdays = input.weekdays;
  // Planned days are at least the target, whichever of the two changes (docs/rules/practices.md).
  const target = set.targetDays ?? current.targetDays;
  const days = set.weekdays !== undefined ? set.weekdays : current.weekdays;
  if (days && days.length < target) throw fieldError('weekdays', TOO_FEW_WEEKDAYS(target));
  if (input.reminder_time !== undefined) set.reminderTime = input.reminder_time;
  const [row] = Object.keys(set).length
    ? await db.update(practices).set(set).where(and(eq(practices.id, id), eq(practices.userId, actor.id))).returning()
    : await db.select().from(practices).where(eq(practices.id, id));
  return onePractice(db, row!, now);
}

/** Stops a practice: it leaves the dashboard and its reminders end; its check-ins and rewards stay. */
export async function stopPractice({ db, actor, now = new Date(), id }: Ctx & { id: number }): Promise<void> {
  await ownPractice(db, actor.id, id);
  await db.update(practices).set({ stoppedAt: now }).where(and(eq(practices.id, id), eq(practices.userId, actor.id)));
}

/**
 * A check-in: counted on the member's local day of `checked_at` (a check-in queued offline counts
 * when it was made, at most CHECK_IN_MAX_AGE_DAYS back, never in the future). The same client id is
 * stored once. When this check-in brings its week to the target, the week is rewarded.
 */
export async function checkIn({ db, actor, now = new Date(), id, input }: Ctx & { id: number; input: CheckInRequest }): Promise<CheckInResult> {
  let at = now;
  if (input.checked_at) {
    const reported = new Date(input.checked_at);
    if (reported.getTime() < now.getTime() - CHECK_IN_MAX_AGE_DAYS * 86_400_000) {
      throw fieldError('checked_at', `A check-in can be dated at most ${CHECK_IN_MAX_AGE_DAYS} days back.`);
    }
    if (reported < now) at = reported;
  }
  return db.transaction(async (tx) => {
    const row = await ownPractice(tx, actor.id, id);
    const timeZone = await memberTimeZone(tx, actor.id);
    const day = localDay(timeZone, at);
    const inserted = await tx
      .insert(practiceCheckIns)
      .values({ practiceId: row.id, userId: actor.id, day, feeling: input.feeling ?? null, note: input.note ?? '', clientId: input.client_id ?? null, checkedAt: at })
      .onConflictDoNothing({ target: [practiceCheckIns.userId, practiceCheckIns.clientId] })
      .returning();
    let stored = inserted[0];
    const created = Boolean(stored);
    if (!stored) {
      [stored] = await tx.select().from(practiceCheckIns).where(and(eq(practiceCheckIns.userId, actor.id), eq(practiceCheckIns.clientId, input.client_id!))).limit(1);
      if (!stored || stored.practiceId !== row.id) throw fieldError('client_id', 'This client id was used for another check-in.');
    }
    let points = 0;
    const badges: { key: string; name: string }[] = [];
    if (created) {
      const week = mondayOf(day);
      const [{ n }] = (await tx
        .select({ n: sql<number>`count(DISTINCT ${practiceCheckIns.day})::int` })
        .from(practiceCheckIns)
        .where(and(eq(practiceCheckIns.practiceId, row.id), gte(practiceCheckIns.day, week), sql`${practiceCheckIns.day} < ${addDays(week, 7)}`))) as [{ n: number }];
      if (Number(n) >= row.targetDays) {
        const earned = await rewardPracticeWeek(tx, { userId: actor.id, practiceId: row.id, weekStart: week, at });
        await announceRewards(tx, actor.id, earned);
        points = earned.points.reduce((s, p) => s + p.points, 0);
        // Named in the language of the page that checked in (docs/i18n.md, "Rewards").
        badges.push(...earned.badges.map((b) => ({ key: b.key, name: badgeWords(badgeDefinition(b.key)!, currentLocale()).name })));
      }
    }
    return { practice: await onePractice(tx, row, now), check_in: toCheckIn(stored), created, points_earned: points, badges_earned: badges };
  });
}

/** Every practice of the member, stopped ones too, with every check-in, for the data export. */
export async function exportPractices(db: Db, userId: number) {
  const rows = await db.select().from(practices).where(eq(practices.userId, userId)).orderBy(asc(practices.createdAt), asc(practices.id));
  const checks = rows.length
    ? await db.select().from(practiceCheckIns).where(inArray(practiceCheckIns.practiceId, rows.map((r) => r.id))).orderBy(asc(practiceCheckIns.checkedAt), asc(practiceCheckIns.id))
    : [];
  return rows.map((r) => ({
    name: r.name,
    target_days: r.targetDays,
    weekdays: r.weekdays ?? null,
    reminder_time: r.reminderTime,
    created_at: isoDate(r.createdAt),
    stopped_at: r.stoppedAt ? isoDate(r.stoppedAt) : null,
    check_ins: checks.filter((c) => c.practiceId === r.id).map((c) => ({ day: String(c.day).slice(0, 10), feeling: c.feeling, note: c.note, checked_at: isoDate(c.checkedAt) })),
  }));
}
