// Newsletters in the studio (docs/rules/integrations.md, "Newsletters"): an admin writes one for a
// segment, sees how many members it reaches, sends a test copy to themselves, sends it now or at a
// time (or takes a scheduled one back to a draft), and reads the report. Only drafts change. Every
// change writes an audit row.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { NEWSLETTER_SEGMENTS, type Newsletter, type NewsletterInput, type SendNewsletter } from '../../../lib/schemas/newsletters.ts';
import type { Db } from '../../db/client.ts';
import { courses, newsletterRecipients, newsletters, type NewsletterSegment } from '../../db/schema/index.ts';
import { AppError, fieldError, notFound } from '../../errors.ts';
import type { Actor, Deps } from '../../http/env.ts';
import { pageMeta, type PageMeta } from '../../http/respond.ts';
import { countSegment, scheduleNewsletter, sendTestCopy } from '../../newsletters/service/index.ts';
import { sanitizeHtml } from '../../shared/sanitize-html.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { requireAdmin } from './access.ts';
import { recordAudit } from './audit.ts';

type Ctx = { db: Db; actor: Actor; now?: Date };
type Row = typeof newsletters.$inferSelect;
type Report = Newsletter['report'];

export const EMPTY_SEGMENT_MESSAGE = 'No member in this segment has agreed to news by e-mail: nothing would be sent. Choose another segment.';
export const NOT_A_DRAFT_MESSAGE = 'Only a draft can be changed: this newsletter is already scheduled or sent.';

const NO_REPORT: Report = { recipients: 0, queued: 0, sent: 0, failed: 0, skipped: 0, unsubscribed: 0 };

async function reports(db: Db, ids: number[]): Promise<Map<number, Report>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: newsletterRecipients.newsletterId, status: newsletterRecipients.status, n: count(), unsubscribed: count(newsletterRecipients.unsubscribedAt) })
    .from(newsletterRecipients)
    .where(inArray(newsletterRecipients.newsletterId, ids))
    .groupBy(newsletterRecipients.newsletterId, newsletterRecipients.status);
  const out = new Map<number, Report>();
  for (const r of rows) {
    const rep = out.get(r.id) ?? { ...NO_REPORT };
    const n = Number(r.n);
    rep.recipients += n;
    if (r.status === 'queued' || r.status === 'sent' || r.status === 'failed' || r.status === 'skipped') rep[r.status] += n;
    rep.unsubscribed += Number(r.unsubscribed);
    out.set(r.id, rep);
  }
  return out;
}

async function segmentLabel(db: Db, segment: NewsletterSegment): Promise<string> {
  if (segment.kind === 'cohort') {
    const [row] = rowsOf<{ title: string; course_title: string }>(
      await db.execute(sql`SELECT co.title, c.title AS course_title FROM cohorts co JOIN courses c ON c.id = co.course_id WHERE co.id = ${segment.cohort_id ?? 0}`),
    );
    return row ? `Members of ${row.title} (${row.course_title})` : 'Members of a cohort no longer there';
  }
  if (segment.kind !== 'course') return NEWSLETTER_SEGMENTS[segment.kind];
  const [course] = await db.select({ title: courses.title }).from(courses).where(eq(courses.id, segment.course_id ?? 0)).limit(1);
  return `Members of ${course?.title ?? 'a course no longer there'}`;
}

async function view(db: Db, row: Row, report: Report, now: Date): Promise<Newsletter> {
  const open = row.status === 'draft' || row.status === 'scheduled';
  return {
    id: row.id,
    subject: row.subject,
    body_html: row.bodyHtml,
    segment:
      row.segment.kind === 'course'
        ? { kind: 'course', course_id: row.segment.course_id ?? 0 }
        : row.segment.kind === 'cohort'
          ? { kind: 'cohort', cohort_id: row.segment.cohort_id ?? 0 }
          : { kind: row.segment.kind },
    segment_label: await segmentLabel(db, row.segment),
    status: row.status as Newsletter['status'],
    scheduled_at: row.scheduledAt?.toISOString() ?? null,
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    audience: open ? await countSegment(db, row.segment, now) : null,
    report,
  };
}

async function requireNewsletter(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id)).limit(1);
  if (!row) throw notFound('newsletter');
  return row;
}

async function oneView(db: Db, id: number, now: Date): Promise<Newsletter> {
  const row = await requireNewsletter(db, id);
  return view(db, row, (await reports(db, [id])).get(id) ?? NO_REPORT, now);
}

/** The segment as stored; a course or cohort that does not exist is a 422 beside it. */
async function segmentOf(db: Db, input: NewsletterInput['segment']): Promise<NewsletterSegment> {
  if (input.kind === 'cohort') {
    const [cohort] = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM cohorts WHERE id = ${input.cohort_id!}`));
    if (!cohort) throw fieldError('segment.cohort_id', 'Choose a cohort that exists.');
    return { kind: 'cohort', cohort_id: Number(cohort.id) };
  }
  if (input.kind !== 'course') return { kind: input.kind };
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, input.course_id!)).limit(1);
  if (!course) throw fieldError('segment.course_id', 'Choose a course that exists.');
  return { kind: 'course', course_id: course.id };
}

function cleanBody(html: string): string {
  const clean = sanitizeHtml(html).trim();
  if (!clean.replace(/<[^>]*>/g, '').trim() && !/<img\s/i.test(clean)) throw fieldError('body_html', 'Write the newsletter.');
  return clean;
}

export async function listNewsletters({ db, actor, page, perPage, now = new Date() }: Ctx & { page: number; perPage: number }): Promise<{ data: Newsletter[]; meta: PageMeta }> {
  requireAdmin(actor);
  const [rows, [total]] = await Promise.all([
    db.select().from(newsletters).orderBy(desc(newsletters.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ n: count() }).from(newsletters),
  ]);
  const reps = await reports(db, rows.map((r) => r.id));
  return { data: await Promise.all(rows.map((r) => view(db, r, reps.get(r.id) ?? NO_REPORT, now))), meta: pageMeta(page, perPage, Number(total?.n ?? 0)) };
}

export async function getNewsletter({ db, actor, id, now = new Date() }: Ctx & { id: number }): Promise<Newsletter> {
  requireAdmin(actor);
  return oneView(db, id, now);
}

export async function createNewsletter({ db, actor, input, now = new Date() }: Ctx & { input: NewsletterInput }): Promise<Newsletter> {
  requireAdmin(actor);
  const segment = await segmentOf(db, input.segment);
  const bodyHtml = cleanBody(input.body_html);
  const id = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx.insert(newsletters).values({ subject: input.subject, bodyHtml, segment, createdBy: actor.id, createdAt: now, updatedAt: now }).returning({ id: newsletters.id });
    await recordAudit(tx, actor, { action: 'newsletter.create', subject: { type: 'newsletter', id: row!.id }, before: null, after: { subject: input.subject, segment } });
    return row!.id;
  });
  return oneView(db, id, now);
}

export async function updateNewsletter({ db, actor, id, input, now = new Date() }: Ctx & { id: number; input: NewsletterInput }): Promise<Newsletter> {
  requireAdmin(actor);
  const segment = await segmentOf(db, input.segment);
  const bodyHtml = cleanBody(input.body_html);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [current] = await tx.select().from(newsletters).where(eq(newsletters.id, id)).for('update').limit(1);
    if (!current) throw notFound('newsletter');
    if (current.status !== 'draft') throw new AppError('conflict', NOT_A_DRAFT_MESSAGE);
    await tx.update(newsletters).set({ subject: input.subject, bodyHtml, segment }).where(eq(newsletters.id, id));
    await recordAudit(tx, actor, { action: 'newsletter.update', subject: { type: 'newsletter', id }, before: { subject: current.subject, segment: current.segment }, after: { subject: input.subject, segment } });
  });
  return oneView(db, id, now);
}

export async function deleteNewsletter({ db, actor, id, now = new Date() }: Ctx & { id: number }): Promise<Newsletter> {
  requireAdmin(actor);
  const before = await oneView(db, id, now);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [gone] = await tx.delete(newsletters).where(and(eq(newsletters.id, id), eq(newsletters.status, 'draft'))).returning({ id: newsletters.id });
    if (!gone) throw new AppError('conflict', 'Only a draft can be deleted: a scheduled newsletter goes back to a draft first; a sent one stays for its report.');
    await recordAudit(tx, actor, { action: 'newsletter.delete', subject: { type: 'newsletter', id }, before: { subject: before.subject }, after: null });
  });
  return before;
}

/** A test copy to the admin's own address, now. Not counted in the report; any status. */
export async function sendNewsletterTest({ deps, actor, id }: { deps: Deps; actor: Actor; id: number }): Promise<{ message: string }> {
  requireAdmin(actor);
  await requireNewsletter(deps.db, id);
  await sendTestCopy(deps, id, { id: actor.id, email: actor.email });
  return { message: `A test copy is on its way to ${actor.email}.` };
}

/** Schedules a draft for now or a later time; an empty segment is a 422 and nothing is scheduled. */
export async function sendNewsletter({ db, actor, id, input, now = new Date() }: Ctx & { id: number; input: SendNewsletter }): Promise<Newsletter> {
  requireAdmin(actor);
  const at = input.send_at ? new Date(input.send_at) : now;
  if (at.getTime() < now.getTime() - 60_000) throw fieldError('send_at', 'Choose a time in the future, or leave it empty to send now.');
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [current] = await tx.select().from(newsletters).where(eq(newsletters.id, id)).for('update').limit(1);
    if (!current) throw notFound('newsletter');
    if (current.status !== 'draft') throw new AppError('conflict', NOT_A_DRAFT_MESSAGE);
    if ((await countSegment(tx, current.segment, now)) === 0) throw fieldError('segment', EMPTY_SEGMENT_MESSAGE);
    const sendAt = at.getTime() < now.getTime() ? now : at;
    await tx.update(newsletters).set({ status: 'scheduled', scheduledAt: sendAt }).where(eq(newsletters.id, id));
    await scheduleNewsletter(tx, id, sendAt);
    await recordAudit(tx, actor, { action: 'newsletter.send', subject: { type: 'newsletter', id }, before: { status: 'draft' }, after: { status: 'scheduled', scheduled_at: sendAt.toISOString() } });
  });
  return oneView(db, id, now);
}

/** Takes a scheduled newsletter back to a draft before it starts. */
export async function cancelNewsletter({ db, actor, id, now = new Date() }: Ctx & { id: number }): Promise<Newsletter> {
  requireAdmin(actor);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [current] = await tx.select().from(newsletters).where(eq(newsletters.id, id)).for('update').limit(1);
    if (!current) throw notFound('newsletter');
    if (current.status !== 'scheduled') throw new AppError('conflict', current.status === 'draft' ? 'This newsletter is not scheduled.' : 'This newsletter has started sending: it cannot be stopped.');
    await tx.update(newsletters).set({ status: 'draft', scheduledAt: null }).where(eq(newsletters.id, id));
    await recordAudit(tx, actor, { action: 'newsletter.cancel', subject: { type: 'newsletter', id }, before: { status: 'scheduled', scheduled_at: current.scheduledAt?.toISOString() ?? null }, after: { status: 'draft' } });
  });
  return oneView(db, id, now);
}

