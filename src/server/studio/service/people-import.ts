// Importing people from a CSV (docs/rules/studio.md, "Importing people"). The preview reads the file
// with csv-parse and checks every row (name, e-mail, duplicates, courses, cancelled accounts) without
// changing anything but the import's own record; the run is a job that makes accounts for the new
// people (each invited to choose a password), then enrols everyone named in the courses, in batches,
// counting as it goes so the studio can show progress.
import { parse } from 'csv-parse/sync';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PEOPLE_IMPORT_MAX_ROWS, type PeopleImport, type PeopleImportPreview } from '../../../lib/schemas/people-import.ts';
import { sendInvitationMails, unusablePasswordHash } from '../../accounts/service/index.ts';
import type { Db } from '../../db/client.ts';
import { courseEntitlements, courses, enrolments, peopleImports, users, type PeopleImportRow } from '../../db/schema/index.ts';
import { AppError, fieldError, notFound } from '../../errors.ts';
import type { Actor, Deps } from '../../http/env.ts';
import { enqueue, type JobDefinition } from '../../jobs/index.ts';
import { COHORT_FULL, isFreeCourse, placeInCohort } from '../../learning/service/index.ts';
import { recordWebhookEvents } from '../../webhooks/service/index.ts';
import { requireAdmin } from './access.ts';
import { recordAudit } from './audit.ts';

export const PEOPLE_IMPORT_JOB = 'studio.people-import';
const BATCH = 500;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Ctx = { db: Db; actor: Actor };
type Row = PeopleImportPreview['rows'][number];
type CourseRef = { id: number; slug: string; title: string; isFree: boolean; priceCents: number };
const courseOf = (c: CourseRef) => ({ id: c.id, slug: c.slug, title: c.title });

/** The CSV's records with their line numbers; a file that cannot be read is a 422 on `csv`. */
function readCsv(text: string): Array<{ line: number; record: Record<string, string> }> {
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    records = parse(text, { bom: true, columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()), skip_empty_lines: true, relax_column_count: true, trim: true, info: true });
  } catch (err) {
    throw fieldError('csv', `The file could not be read as CSV: ${(err as Error).message.replace(/^Invalid [^:]*: /, '')}`);
  }
  if (records.length === 0) throw fieldError('csv', 'The file has no people: a header row (name,email,courses), then one person a line.');
  const columns = Object.keys(records[0]!.record);
  if (!columns.includes('name') || !columns.includes('email')) throw fieldError('csv', 'The first line must name the columns: name, email and, if you like, courses and cohort.');
  if (records.length > PEOPLE_IMPORT_MAX_ROWS) throw fieldError('csv', `The file has ${records.length} people; import at most ${PEOPLE_IMPORT_MAX_ROWS} at a time.`);
  return records.map((r) => ({ line: r.info.lines, record: r.record }));
}

/** Published courses by slug and by title (lower case), for the names a file uses. */
async function courseIndex(db: Db): Promise<Map<string, CourseRef>> {
  const rows = await db.select({ id: courses.id, slug: courses.slug, title: courses.title, isFree: courses.isFree, priceCents: courses.priceCents }).from(courses).where(eq(courses.published, true));
  const index = new Map<string, CourseRef>();
  for (const c of rows) {
    index.set(c.title.toLowerCase(), c);
    index.set(c.slug, c);
  }
  return index;
}

type CohortRef = { id: number; title: string; courseId: number; seatsLeft: number; started: boolean; published: boolean };

/** The cohorts a file names in its cohort column (ids), with their seats left now. */
async function cohortIndex(db: Db, named: string[], now: Date): Promise<Map<string, CohortRef>> {
  const ids = [...new Set(named.filter((v) => /^[1-9][0-9]{0,9}$/.test(v) && Number(v) <= 2_147_483_647).map(Number))];
  const index = new Map<string, CohortRef>();
  if (!ids.length) return index;
  const rows = await db.execute(sql`SELECT co.id, co.title, co.course_id, co.capacity - (SELECT count(*)::int FROM cohort_members m WHERE m.cohort_id = co.id) AS seats_left,
      (co.starts_at <= ${now.toISOString()}::timestamptz) AS started, c.published
    FROM cohorts co JOIN courses c ON c.id = co.course_id WHERE co.id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
  for (const r of (rows as unknown as { rows: Array<{ id: number; title: string; course_id: number; seats_left: number; started: boolean; published: boolean }> }).rows) {
    index.set(String(r.id), { id: Number(r.id), title: r.title, courseId: Number(r.course_id), seatsLeft: Number(r.seats_left), started: Boolean(r.started), published: Boolean(r.published) });
  }
  return index;
}

export async function previewPeopleImport({ db, actor, csv, now = new Date() }: Ctx & { csv: string; now?: Date }): Promise<PeopleImportPreview> {
  requireAdmin(actor);
  const records = readCsv(csv);
  const known = await courseIndex(db);
  const cohorts = await cohortIndex(db, records.map((r) => (r.record.cohort ?? '').trim()), now);
  // Seats this file takes, per cohort, so the row past the last seat is the one named as the problem.
  const taking = new Map<number, number>();
  const emails = [...new Set(records.map((r) => (r.record.email ?? '').toLowerCase()).filter((e) => EMAIL.test(e)))];
  const existing = new Map<string, { id: number; cancelled: boolean }>();
  for (let i = 0; i < emails.length; i += BATCH) {
    const found = await db.select({ id: users.id, email: users.email, cancelledAt: users.cancelledAt }).from(users).where(inArray(sql`lower(${users.email})`, emails.slice(i, i + BATCH)));
    for (const u of found) existing.set(u.email.toLowerCase(), { id: u.id, cancelled: u.cancelledAt !== null });
  }
  const firstLine = new Map<string, number>();
  const rows: Row[] = [];
  const accepted: PeopleImportRow[] = [];
  for (const { line, record } of records) {
    const name = record.name ?? '';
    const email = (record.email ?? '').toLowerCase();
    const named = (record.courses ?? '').split(';').map((c) => c.trim()).filter(Boolean);
    const problems: string[] = [];
    if (!name) problems.push('The name is missing.');
    else if (name.length > 100) problems.push('The name is longer than 100 characters.');
    if (!EMAIL.test(email) || email.length > 254) problems.push(email ? 'The e-mail is not a valid address.' : 'The e-mail is missing.');
    else if (firstLine.has(email)) problems.push(`The e-mail is already on line ${firstLine.get(email)}.`);
    else firstLine.set(email, line);
    const courseIds: number[] = [];
    for (const c of named) {
      const course = known.get(c.toLowerCase());
      if (course) courseIds.push(course.id);
      else problems.push(`No published course is called “${c}”.`);
    }
    const cohortName = (record.cohort ?? '').trim();
    const cohort = cohortName ? cohorts.get(cohortName) : undefined;
    if (cohortName && (!cohort || !cohort.published)) problems.push(`No cohort of a published course has the id “${cohortName}”.`);
    else if (cohort) {
      const taken = taking.get(cohort.id) ?? 0;
      if (taken >= cohort.seatsLeft) problems.push(`The cohort “${cohort.title}” is full.`);
      else if (!problems.length) {
        taking.set(cohort.id, taken + 1);
        // The cohort's course comes with it: the person is enrolled in it too.
        courseIds.push(cohort.courseId);
      }
    }
    const account = existing.get(email);
    if (account?.cancelled) problems.push('This account was cancelled.');
    const outcome = problems.length ? 'skip' : account ? 'enrol' : 'invite';
    rows.push({ line, name, email, courses: named, cohort: cohortName || null, outcome, problems });
    if (!problems.length) accepted.push({ line, name, email, courseIds: [...new Set(courseIds)], ...(cohort ? { cohortId: cohort.id } : {}) });
  }
  const [saved] = await db.insert(peopleImports).values({ createdBy: actor.id, rows: accepted, total: accepted.length, skipped: rows.length - accepted.length }).returning();
  rows.sort((a, b) => Number(b.problems.length > 0) - Number(a.problems.length > 0) || a.line - b.line);
  return { ...toView(saved!), new_people: rows.filter((r) => r.outcome === 'invite').length, existing_people: rows.filter((r) => r.outcome === 'enrol').length, rows };
}

const toView = (r: typeof peopleImports.$inferSelect): PeopleImport => ({
  id: r.id,
  status: r.status,
  total: r.total,
  skipped: r.skipped,
  processed: r.processed,
  invited: r.invited,
  enrolled: r.enrolled,
  started_at: r.startedAt?.toISOString() ?? null,
  finished_at: r.finishedAt?.toISOString() ?? null,
});

export async function getPeopleImport({ db, actor, id }: Ctx & { id: number }): Promise<PeopleImport> {
  requireAdmin(actor);
  const [row] = await db.select().from(peopleImports).where(eq(peopleImports.id, id)).limit(1);
  if (!row) throw notFound('import');
  return toView(row);
}

/** Starts a previewed import (once: a second start is a 409), as a job. */
export async function runPeopleImport({ db, actor, id, now }: Ctx & { id: number; now: Date }): Promise<PeopleImport> {
  requireAdmin(actor);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(peopleImports).where(eq(peopleImports.id, id)).for('update').limit(1);
    if (!row) throw notFound('import');
    if (row.status !== 'previewed') throw new AppError('conflict', 'This import was already started.');
    const [started] = await tx.update(peopleImports).set({ status: 'running', startedAt: now }).where(eq(peopleImports.id, id)).returning();
    await enqueue(tx as unknown as Db, PEOPLE_IMPORT_JOB, { importId: id, actorId: actor.id, actorEmail: actor.email }, { key: `people-import:${id}`, maxAttempts: 3 });
    return toView(started!);
  });
}

/** One batch: accounts for the new, invitations, then every named course's enrolments. */
async function importBatch(deps: Deps, actorId: number, batch: PeopleImportRow[], titles: Map<number, CourseRef>, now: Date): Promise<{ invited: number; enrolled: number }> {
  const { db } = deps;
  const made = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const rows = await tx
      .insert(users)
      .values(batch.map((r) => ({ name: r.name, email: r.email, passwordHash: unusablePasswordHash() })))
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email, name: users.name, createdAt: users.createdAt });
    await recordWebhookEvents(tx, rows.map((u) => ({ type: 'member.created', data: { member: { id: u.id, name: u.name, email: u.email, created_at: u.createdAt.toISOString(), source: 'import' } } })));
    return rows;
  });
  const ids = new Map((await db.select({ id: users.id, email: users.email }).from(users).where(inArray(sql`lower(${users.email})`, batch.map((r) => r.email)))).map((u) => [u.email.toLowerCase(), u.id]));
  const places = batch.flatMap((r) => r.courseIds.map((courseId) => ({ userId: ids.get(r.email)!, courseId }))).filter((p) => p.userId !== undefined);
  const given = places.filter((p) => {
    const c = titles.get(p.courseId);
    return c && !isFreeCourse(c);
  });
  let enrolled = 0;
  if (places.length) {
    await db.transaction(async (tx) => {
      if (given.length) await tx.insert(courseEntitlements).values(given.map((p) => ({ ...p, grantedAt: now, grantedBy: actorId }))).onConflictDoNothing();
      const rows = await tx.insert(enrolments).values(places).onConflictDoNothing().returning({ id: enrolments.id, userId: enrolments.userId, courseId: enrolments.courseId, createdAt: enrolments.createdAt });
      enrolled = rows.length;
      await recordWebhookEvents(tx as unknown as Db, rows.map((e) => ({ type: 'enrolment.created', data: { enrolment: { id: e.id, member_id: e.userId, course: courseOf(titles.get(e.courseId)!), source: 'import', created_at: e.createdAt.toISOString() } } })));
    });
  }
  await placeImported(db, batch, ids, now);
  const byEmail = new Map(batch.map((r) => [r.email, r]));
  await sendInvitationMails(deps, made.map((person) => ({ ...person, courses: byEmail.get(person.email.toLowerCase())!.courseIds.map((id) => titles.get(id)?.title ?? '').filter(Boolean) })));
  return { invited: made.length, enrolled };
}

/**
 * Places each row that named a cohort in it (docs/rules/cohorts.md, "Import"). A cohort that filled up
 * between the preview and the run keeps its capacity: that row's person stays enrolled, unplaced.
 */
async function placeImported(db: Db, batch: PeopleImportRow[], ids: Map<string, number>, now: Date): Promise<void> {
  for (const r of batch) {
    const userId = ids.get(r.email);
    if (!r.cohortId || userId === undefined) continue;
    try {
      await db.transaction((tx) => placeInCohort(tx as unknown as Db, { cohortId: r.cohortId!, userId, placedBy: 'import', now }));
    } catch (err) {
      if (err instanceof AppError && (err.message === COHORT_FULL() || err.code === 'not_found')) continue;
      throw err;
    }
  }
}

export const PEOPLE_IMPORT_JOBS: JobDefinition[] = [
  {
    name: PEOPLE_IMPORT_JOB,
    leaseMs: 10 * 60_000,
    handler: async ({ deps, payload, now }) => {
      const id = Number(payload.importId);
      const [row] = await deps.db.select().from(peopleImports).where(eq(peopleImports.id, id)).limit(1);
      if (!row || row.status !== 'running') return;
      const titles = new Map((await deps.db.select({ id: courses.id, slug: courses.slug, title: courses.title, isFree: courses.isFree, priceCents: courses.priceCents }).from(courses)).map((c) => [c.id, c]));
      // A retried job goes on from where the last one stopped: `processed` is saved after each batch.
      let { processed, invited, enrolled } = row;
      for (let i = processed; i < row.rows.length; i += BATCH) {
        const done = await importBatch(deps, Number(payload.actorId), row.rows.slice(i, i + BATCH), titles, now);
        processed = Math.min(row.rows.length, i + BATCH);
        invited += done.invited;
        enrolled += done.enrolled;
        await deps.db.update(peopleImports).set({ processed, invited, enrolled }).where(eq(peopleImports.id, id));
      }
      await deps.db.transaction(async (tx) => {
        await tx.update(peopleImports).set({ status: 'done', finishedAt: new Date() }).where(and(eq(peopleImports.id, id), eq(peopleImports.status, 'running')));
        await recordAudit(tx as unknown as Db, { id: Number(payload.actorId), email: String(payload.actorEmail) }, { action: 'member.import', subject: { type: 'people_import', id }, before: null, after: { rows: row.total, skipped: row.skipped, invited, enrolled } });
      });
    },
  },
];
