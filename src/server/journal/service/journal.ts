// The private journal (docs/rules/journal.md): the Reflect panel's entry per lesson (saved like
// lesson work: a resent offline save applies once), the list by date and course with search, the mood
// chart, and the Markdown export. Every query is of the caller's own entries: no route, role or
// analytics event reads anyone else's.
import { and, asc, desc, eq, gte, ilike, isNotNull, or, sql } from 'drizzle-orm';
import { moodChartSvg, type MoodDay } from '../../../lib/charts/mood-chart.ts';
import { calendarDayIn, isTimeZone } from '../../../lib/dates.ts';
import { DEFAULT_REFLECTION_PROMPT, MOODS, type JournalEntry, type LessonReflection, type Mood, type MoodChart, type SaveEntry } from '../../../lib/schemas/journal.ts';
import type { Db } from '../../db/client.ts';
import { courses, journalEntries, lessonReflectionPrompts, lessons, users } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../errors.ts';
import { m } from '../../../paraglide/messages.js';
import type { Actor } from '../../http/env.ts';
import { pageMeta, type PageMeta } from '../../http/respond.ts';
import { isoDate } from '../../shared/dates.ts';

type Ctx = { db: Db; actor: Actor; now?: Date };

/** A save queued offline may be dated this far back at most. */
export const WRITTEN_AT_MAX_AGE_DAYS = 7;
export const MOOD_CHART_DAYS = 60;

async function timeZoneOf(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ tz: users.timeZone }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.tz && isTimeZone(row.tz) ? row.tz : 'UTC';
}

const entryColumns = {
  e: journalEntries,
  lessonTitle: lessons.title,
  courseTitle: courses.title,
};

type EntryRow = { e: typeof journalEntries.$inferSelect; lessonTitle: string | null; courseTitle: string | null };

const toEntry = (r: EntryRow): JournalEntry => ({
  id: r.e.id,
  lesson: r.e.lessonId && r.lessonTitle ? { id: r.e.lessonId, title: r.lessonTitle } : null,
  course: r.e.courseId && r.courseTitle ? { id: r.e.courseId, title: r.courseTitle } : null,
  prompt: r.e.prompt,
  body: r.e.body,
  mood: (r.e.mood as Mood | null) ?? null,
  energy: r.e.energy,
  day: String(r.e.day).slice(0, 10),
  written_at: isoDate(r.e.writtenAt),
});

const selectEntries = (db: Db) =>
  db.select(entryColumns).from(journalEntries).leftJoin(lessons, eq(lessons.id, journalEntries.lessonId)).leftJoin(courses, eq(courses.id, journalEntries.courseId));

async function lessonAndPrompt(db: Db, lessonId: number): Promise<{ id: number; courseId: number; prompt: string }> {
  const [row] = await db
    .select({ id: lessons.id, courseId: lessons.courseId, prompt: lessonReflectionPrompts.prompt })
    .from(lessons)
    .leftJoin(lessonReflectionPrompts, eq(lessonReflectionPrompts.lessonId, lessons.id))
    .where(eq(lessons.id, lessonId))
    .limit(1);
  if (!row) throw notFound('lesson');
  return { id: row.id, courseId: row.courseId, prompt: row.prompt ?? DEFAULT_REFLECTION_PROMPT };
}

export async function lessonReflection({ db, actor, lessonId }: Ctx & { lessonId: number }): Promise<LessonReflection> {
  const lesson = await lessonAndPrompt(db, lessonId);
  const [row] = await selectEntries(db)
    .where(and(eq(journalEntries.userId, actor.id), eq(journalEntries.lessonId, lessonId)))
    .limit(1);
  return { lesson_id: lesson.id, prompt: lesson.prompt, entry: row ? toEntry(row) : null };
}

export async function saveReflection({ db, actor, now = new Date(), lessonId, input }: Ctx & { lessonId: number; input: SaveEntry }): Promise<JournalEntry> {
  const lesson = await lessonAndPrompt(db, lessonId);
  let at = now;
  if (input.written_at) {
    const reported = new Date(input.written_at);
    if (reported.getTime() < now.getTime() - WRITTEN_AT_MAX_AGE_DAYS * 86_400_000) throw fieldError('written_at', m.errors_journal_written_at_too_old({ days: WRITTEN_AT_MAX_AGE_DAYS }));
    if (reported < now) at = reported;
  }
  const day = calendarDayIn(await timeZoneOf(db, actor.id), at);
  const values = {
    userId: actor.id,
    lessonId,
    courseId: lesson.courseId,
    prompt: lesson.prompt,
    body: input.body,
    mood: input.mood ?? null,
    energy: input.energy ?? null,
    day,
    writtenAt: at,
    lastClientSaveId: input.client_save_id ?? null,
  };
  await db
    .insert(journalEntries)
    .values(values)
    .onConflictDoUpdate({
      target: [journalEntries.userId, journalEntries.lessonId],
      set: { body: values.body, mood: values.mood, energy: values.energy, day, writtenAt: at, lastClientSaveId: values.lastClientSaveId, updatedAt: now },
      // A save already applied (same client id), or older than what is stored, changes nothing.
      setWhere: sql`(${journalEntries.lastClientSaveId} IS DISTINCT FROM ${values.lastClientSaveId} OR ${values.lastClientSaveId}::text IS NULL) AND ${journalEntries.writtenAt} <= ${at.toISOString()}`,
    });
  return (await lessonReflection({ db, actor, lessonId })).entry!;
}

export async function listEntries({ db, actor, term, courseId, page, perPage }: Ctx & { term?: string; courseId?: number; page: number; perPage: number }): Promise<{ data: JournalEntry[]; meta: PageMeta }> {
  const pattern = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(journalEntries.userId, actor.id),
    courseId ? eq(journalEntries.courseId, courseId) : undefined,
    pattern ? or(ilike(journalEntries.body, pattern), ilike(journalEntries.prompt, pattern), ilike(lessons.title, pattern), ilike(courses.title, pattern)) : undefined,
  );
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(journalEntries)
    .leftJoin(lessons, eq(lessons.id, journalEntries.lessonId))
    .leftJoin(courses, eq(courses.id, journalEntries.courseId))
    .where(where)) as [{ n: number }];
  const rows = await selectEntries(db)
    .where(where)
    .orderBy(desc(journalEntries.day), desc(journalEntries.writtenAt), desc(journalEntries.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { data: rows.map(toEntry), meta: pageMeta(page, perPage, Number(n)) };
}

export async function deleteEntry({ db, actor, id }: Ctx & { id: number }): Promise<void> {
  const gone = await db.delete(journalEntries).where(and(eq(journalEntries.id, id), eq(journalEntries.userId, actor.id))).returning({ id: journalEntries.id });
  if (!gone.length) throw notFound('entry');
}

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

export async function moodChart({ db, actor, now = new Date() }: Ctx): Promise<MoodChart> {
  const today = calendarDayIn(await timeZoneOf(db, actor.id), now);
  const first = addDays(today, -(MOOD_CHART_DAYS - 1));
  const rows = await db
    .select({ day: journalEntries.day, mood: journalEntries.mood, energy: journalEntries.energy })
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, actor.id), gte(journalEntries.day, first)))
    .orderBy(asc(journalEntries.day), asc(journalEntries.writtenAt));
  // The last check-in of a day stands for the day.
  const byDay = new Map<string, { mood: Mood | null; energy: number | null }>();
  for (const r of rows) {
    const was = byDay.get(String(r.day)) ?? { mood: null, energy: null };
    byDay.set(String(r.day).slice(0, 10), { mood: (r.mood as Mood | null) ?? was.mood, energy: r.energy ?? was.energy });
  }
  const days: MoodDay[] = Array.from({ length: MOOD_CHART_DAYS }, (_, i) => {
    const day = addDays(first, i);
    return { day, ...(byDay.get(day) ?? { mood: null, energy: null }) };
  });
  const courseRows = await db
    .select({ id: courses.id, title: courses.title, entries: sql<number>`count(*)::int` })
    .from(journalEntries)
    .innerJoin(courses, eq(courses.id, journalEntries.courseId))
    .where(and(eq(journalEntries.userId, actor.id), isNotNull(journalEntries.courseId)))
    .groupBy(courses.id, courses.title)
    .orderBy(asc(courses.title));
  return { svg: moodChartSvg(days), days, courses: courseRows.map((c) => ({ id: c.id, title: c.title, entries: Number(c.entries) })) };
}

/** Every entry of the member, oldest first, for the data export. */
export async function allEntries(db: Db, userId: number): Promise<JournalEntry[]> {
  const rows = await selectEntries(db).where(eq(journalEntries.userId, userId)).orderBy(asc(journalEntries.day), asc(journalEntries.id));
  return rows.map(toEntry);
}

const moodLabel = (m: Mood | null) => MOODS.find((x) => x.key === m)?.label ?? null;

/** The whole journal as Markdown: one section per entry, newest first, with its course and lesson. */
export async function exportMarkdown({ db, actor }: Ctx): Promise<string> {
  const entries = (await allEntries(db, actor.id)).reverse();
  const lines = ['# My Wellspring journal', ''];
  if (!entries.length) lines.push('No entries yet.', '');
  for (const e of entries) {
    lines.push(`## ${e.day}${e.lesson ? ` · ${e.lesson.title}` : ''}`, '');
    if (e.course) lines.push(`*${e.course.title}*`, '');
    if (e.prompt) lines.push(`> ${e.prompt.replace(/\n/g, '\n> ')}`, '');
    const check = [moodLabel(e.mood) && `Mood: ${moodLabel(e.mood)}`, e.energy && `Energy: ${e.energy} of 5`].filter(Boolean).join(' · ');
    if (check) lines.push(check, '');
    if (e.body.trim()) lines.push(e.body.trim(), '');
  }
  return lines.join('\n');
}
