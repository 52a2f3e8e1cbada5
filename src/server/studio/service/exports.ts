// The studio's CSV exports (docs/rules/studio.md, "Exports"): members, enrolments with progress,
// payments with their refunds, a survey's answers and the audit log, each with the filters its
// screen has. Admins only. Rows are read in batches by id (keyset), so an export of 100,000 members
// streams in steady memory and a row written meanwhile cannot shift a batch.
import { and, asc, desc, eq, gt, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, courses, creditNotes, enrolments, invoices, paymentRefunds, payments, siteSurveyResponses, siteSurveys, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { batchesOf, csvDownload } from '../../shared/csv.ts';
import { requireAdmin } from './access.ts';
import { auditFiltersWhere, changedFields, type AuditFilters } from './audit.ts';
import { memberSearchWhere } from './members.ts';

type Ctx = { db: Db; actor: Actor; now: Date };

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** Minor units as a decimal number of the currency (1250 → 12.5), so a spreadsheet can add them up. */
const major = (minor: number) => minor / 100;
const fileName = (what: string, now: Date) => `wellspring-${what}-${now.toISOString().slice(0, 10)}.csv`;

export async function exportMembers({ db, actor, now, q }: Ctx & { q?: string }): Promise<Response> {
  requireAdmin(actor);
  const search = memberSearchWhere(q);
  const next = (after: { id: number } | undefined, size: number) =>
    db
      .select({ id: users.id, name: users.name, email: users.email, role: users.role, isMentor: users.isMentor, verified: users.emailVerifiedAt, suspended: users.suspendedAt, cancelled: users.cancelledAt, createdAt: users.createdAt })
      .from(users)
      .where(and(search, after ? gt(users.id, after.id) : undefined))
      .orderBy(asc(users.id))
      .limit(size);
  const header = ['id', 'name', 'email', 'role', 'mentor', 'email_verified', 'joined_at', 'suspended_at', 'cancelled_at'];
  return csvDownload(fileName('members', now), header, batchesOf(next, (m) => [[m.id, m.name, m.email, m.role, m.isMentor, m.verified !== null, iso(m.createdAt), iso(m.suspended), iso(m.cancelled)]]));
}

export async function exportEnrolments({ db, actor, now, courseId, memberId }: Ctx & { courseId?: number; memberId?: number }): Promise<Response> {
  requireAdmin(actor);
  if (courseId !== undefined && !(await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).limit(1))[0]) throw notFound('course');
  if (memberId !== undefined && !(await db.select({ id: users.id }).from(users).where(eq(users.id, memberId)).limit(1))[0]) throw notFound('member');
  const filters = and(courseId !== undefined ? eq(enrolments.courseId, courseId) : undefined, memberId !== undefined ? eq(enrolments.userId, memberId) : undefined);
  const next = (after: { e: { id: number } } | undefined, size: number) =>
    db
      .select({ e: enrolments, name: users.name, email: users.email, title: courses.title })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.userId))
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .where(and(filters, after ? gt(enrolments.id, after.e.id) : undefined))
      .orderBy(asc(enrolments.id))
      .limit(size);
  const header = ['enrolment_id', 'member_id', 'name', 'email', 'course_id', 'course', 'status', 'progress_percent', 'enrolled_at', 'last_read_at', 'completed_at'];
  return csvDownload(
    fileName('enrolments', now),
    header,
    batchesOf(next, (r) => [[r.e.id, r.e.userId, r.name, r.email, r.e.courseId, r.title, r.e.status, r.e.progressPercent, iso(r.e.createdAt), iso(r.e.lastReadAt), iso(r.e.completedAt)]]),
  );
}

type PaymentStatus = (typeof payments.$inferSelect)['status'];

/**
 * One row per payment and, under it, one per refund asked for (negative amounts, with the credit
 * note's number and tax once the provider confirmed it), so the sum of the amount column is what
 * the business kept.
 */
export async function exportPayments({ db, actor, now, status }: Ctx & { status: PaymentStatus | 'all' }): Promise<Response> {
  requireAdmin(actor);
  const where: SQL | undefined = status === 'all' ? undefined : eq(payments.status, status);
  const next = async (after: { p: { id: number } } | undefined, size: number) => {
    const rows = await db
      .select({ p: payments, name: users.name, email: users.email, invoice: invoices.number })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .leftJoin(invoices, eq(invoices.paymentId, payments.id))
      .where(and(where, after ? gt(payments.id, after.p.id) : undefined))
      .orderBy(asc(payments.id))
      .limit(size);
    const ids = rows.map((r) => r.p.id);
    const refunds = ids.length
      ? await db
          .select({ r: paymentRefunds, note: creditNotes.number, noteTax: creditNotes.taxAmount })
          .from(paymentRefunds)
          .leftJoin(creditNotes, eq(creditNotes.refundId, paymentRefunds.id))
          .where(inArray(paymentRefunds.paymentId, ids))
          .orderBy(asc(paymentRefunds.id))
      : [];
    return rows.map((row) => ({ ...row, refunds: refunds.filter((x) => x.r.paymentId === row.p.id) }));
  };
  const header = ['type', 'id', 'date', 'payment_reference', 'member_id', 'name', 'email', 'description', 'status', 'provider', 'currency', 'amount', 'tax_rate_percent', 'tax', 'document_number', 'reason'];
  return csvDownload(
    fileName('payments', now),
    header,
    batchesOf(next, ({ p, name, email, invoice, refunds }) => [
      ['payment', p.id, iso(p.paidAt ?? p.createdAt), p.reference, p.userId, name, email, p.description, p.status, p.provider, p.currency, major(p.total), p.taxRate / 100, major(p.taxAmount), invoice, p.failureReason],
      ...refunds.map(({ r, note, noteTax }) => [
        'refund', r.id, iso(r.refundedAt ?? r.createdAt), p.reference, p.userId, name, email, p.description, r.status, p.provider, r.currency, -major(r.amount), p.taxRate / 100, note === null ? null : -major(Math.abs(noteTax ?? 0)), note, r.reason,
      ]),
    ]),
  );
}

export async function exportSurveyAnswers({ db, actor, now, id }: Ctx & { id: number }): Promise<Response> {
  requireAdmin(actor);
  const [survey] = await db.select({ id: siteSurveys.id, slug: siteSurveys.slug }).from(siteSurveys).where(eq(siteSurveys.id, id)).limit(1);
  if (!survey) throw notFound('survey');
  const next = (after: { r: { id: number } } | undefined, size: number) =>
    db
      .select({ r: siteSurveyResponses, name: users.name, email: users.email })
      .from(siteSurveyResponses)
      .innerJoin(users, eq(users.id, siteSurveyResponses.userId))
      .where(and(eq(siteSurveyResponses.surveyId, id), isNotNull(siteSurveyResponses.answeredAt), isNotNull(siteSurveyResponses.score), after ? gt(siteSurveyResponses.id, after.r.id) : undefined))
      .orderBy(asc(siteSurveyResponses.id))
      .limit(size);
  const header = ['answer_id', 'answered_at', 'member_id', 'name', 'email', 'score', 'comment'];
  return csvDownload(fileName(`survey-${survey.slug}`, now), header, batchesOf(next, ({ r, name, email }) => [[r.id, iso(r.answeredAt), r.userId, name, email, r.score, r.comment]]));
}

/** The audit log, newest first like its screen, with the same filters; the changed fields in one cell. */
export async function exportAudit({ db, actor, now, filters }: Ctx & { filters: AuditFilters }): Promise<Response> {
  requireAdmin(actor);
  const where = auditFiltersWhere(db, filters);
  const next = (after: { row: { id: number } } | undefined, size: number) =>
    db
      .select({ row: auditLog, actorName: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(and(where, after ? lt(auditLog.id, after.row.id) : undefined))
      .orderBy(desc(auditLog.id))
      .limit(size);
  const header = ['id', 'date', 'actor_id', 'actor_email', 'actor_name', 'action', 'record_type', 'record_id', 'changes'];
  const changes = (before: Record<string, unknown> | null, after: Record<string, unknown> | null) =>
    changedFields(before, after)
      .map((c) => `${c.field}: ${c.before_full ?? c.before ?? '–'} → ${c.after_full ?? c.after ?? '–'}`)
      .join('\n');
  return csvDownload(
    fileName('audit-log', now),
    header,
    batchesOf(next, ({ row, actorName }) => [[row.id, iso(row.createdAt), row.actorId, row.actorEmail, actorName, row.action, row.subjectType, row.subjectId, changes(row.before ?? null, row.after ?? null)]]),
  );
}
