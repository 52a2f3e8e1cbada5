// Certificates: exactly one per completed enrolment (the unique index on certificates.enrolment_id
// decides races: INSERT ... ON CONFLICT DO NOTHING, then read the one row), issued in the transaction
// that completes the course and e-mailed by a job (docs/rules/learning.md, "Certificates"); the
// member's list, the PDF download, and public verification by code.
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Certificate, CertificateVerification } from '../../../lib/schemas/learning.ts';
import { localizePath, type Locale } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import type { Db } from '../../db/client.ts';
import { certificates, courses, users } from '../../db/schema/index.ts';
import { AppError, notEnrolled, notFound } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { enqueue, type JobContext, type JobDefinition } from '../../jobs/index.ts';
import { certificateMail } from '../../mail/templates/certificate.ts';
import { notify } from '../../notifications/service/index.ts';
import { m } from '../../../paraglide/messages.js';
import type { Storage } from '../../storage/storage.ts';
import { ownEnrolmentForCourse, publishedCourse } from './access.ts';
import { recordCertificateIssued } from './webhook-events.ts';

type CertificateRow = typeof certificates.$inferSelect;

/** Crockford base32: no I, L, O or U, so a code read aloud or typed is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newCertificateCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => ALPHABET[b % 32]).join('');
  return `WS-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

export const isCertificateCode = (code: string) => /^WS-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(code);

/** The public verification page; in the holder's language on their PDF and e-mail. */
const verifyUrl = (appUrl: string, code: string, locale: Locale = 'en') => `${appUrl}${localizePath(paths.certificate(code), locale)}`;
const fileKey = (code: string) => `certificates/${code}.pdf`;

function toCertificate(row: CertificateRow, appUrl: string): Certificate {
  return {
    id: row.id,
    code: row.code,
    course_id: row.courseId,
    course_title: row.courseTitle,
    holder_name: row.holderName,
    issued_at: row.issuedAt.toISOString(),
    verify_url: verifyUrl(appUrl, row.code),
    download_path: `/v1/auth/certificates/${row.id}/download`,
  };
}

/** Draws the PDF in the holder's language (docs/rules/accounts.md, "Member language") and keeps it. */
async function renderAndStore(db: Db, storage: Storage, row: CertificateRow, appUrl: string): Promise<Uint8Array> {
  // pdf-lib and the QR code library are loaded at the first certificate, not at start-up (docs/performance.md, "Start-up").
  const { renderCertificatePdf } = await import('./certificate-pdf.ts');
  const [holder] = row.userId === null ? [] : await db.select({ language: users.language }).from(users).where(eq(users.id, row.userId)).limit(1);
  const bytes = await renderCertificatePdf({
    holderName: row.holderName,
    courseTitle: row.courseTitle,
    issuedAt: row.issuedAt,
    code: row.code,
    verifyUrl: verifyUrl(appUrl, row.code, holder?.language),
    locale: holder?.language ?? 'en',
  });
  await storage.put(fileKey(row.code), bytes);
  await db.update(certificates).set({ filePath: fileKey(row.code) }).where(eq(certificates.id, row.id));
  return bytes;
}

function notifyCertificate(tx: Db, userId: number, row: CertificateRow) {
  return notify(tx, {
    userId,
    type: 'achievements',
    text: (locale) => ({ title: m.notices_certificate_title({ course: row.courseTitle }, { locale }).slice(0, 200), body: m.notices_certificate_body({}, { locale }) }),
    link: '/certificates',
    dedupeKey: `certificate:${row.id}`,
  });
}

export const CERTIFICATE_EMAIL_JOB = 'learning.certificate-email';

/**
 * Issues the enrolment's certificate inside the caller's transaction: the one that completes the
 * course (a save, or the studio removing the last lesson a member had left), or the member's own
 * "Get certificate" for a course finished before certificates were issued on completion. The
 * certificate, the member's notification and the job that e-mails the PDF commit together. Returns
 * the row and whether this call made it.
 */
export async function issueCertificate(tx: Db, enrolment: { id: number; userId: number; courseId: number }): Promise<{ row: CertificateRow; created: boolean }> {
  const [holder] = await tx.select({ name: users.name }).from(users).where(eq(users.id, enrolment.userId)).limit(1);
  const [course] = await tx.select({ title: courses.title }).from(courses).where(eq(courses.id, enrolment.courseId)).limit(1);
  // A fresh code colliding with an existing one is astronomically unlikely; try again if it happens
  // (ON CONFLICT DO NOTHING covers the code's unique index too, so the transaction goes on).
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [row] = await tx
      .insert(certificates)
      .values({ code: newCertificateCode(), userId: enrolment.userId, courseId: enrolment.courseId, enrolmentId: enrolment.id, holderName: holder?.name ?? 'Wellspring member', courseTitle: course?.title ?? '' })
      .onConflictDoNothing()
      .returning();
    if (row) {
      await notifyCertificate(tx, enrolment.userId, row);
      await enqueue(tx, CERTIFICATE_EMAIL_JOB, { certificateId: row.id }, { key: `certificate-email:${row.id}` });
      await recordCertificateIssued(tx, row);
      return { row, created: true };
    }
    const [existing] = await tx.select().from(certificates).where(eq(certificates.enrolmentId, enrolment.id)).limit(1);
    if (existing) return { row: existing, created: false };
  }
  throw new Error('could not issue a certificate code after 3 tries');
}

/** The job: draws and stores the PDF, then e-mails it to its holder with the verification link. */
async function sendCertificateEmail({ deps, payload }: JobContext): Promise<void> {
  const [row] = await deps.db.select().from(certificates).where(eq(certificates.id, Number(payload.certificateId))).limit(1);
  if (!row || row.userId === null) return;
  const [holder] = await deps.db.select({ email: users.email, cancelledAt: users.cancelledAt, language: users.language }).from(users).where(eq(users.id, row.userId)).limit(1);
  // A cancelled account gets no mail.
  if (!holder || holder.cancelledAt) return;
  const appUrl = deps.config.appUrl;
  const stored = row.filePath ? await deps.storage.get(row.filePath) : null;
  const pdf = stored ?? (await renderAndStore(deps.db, deps.storage, row, appUrl));
  await deps.mailer.send({
    ...certificateMail({ to: holder.email, holderName: row.holderName, courseTitle: row.courseTitle, code: row.code, verifyUrl: verifyUrl(appUrl, row.code, holder.language), appUrl, locale: holder.language }),
    attachments: [{ filename: `wellspring-certificate-${row.code}.pdf`, content: pdf, contentType: 'application/pdf' }],
    // A retry after a crash sends the same Message-ID, so the receiving server drops the copy.
    messageId: `<certificate-${row.code}@${new URL(appUrl).hostname}>`,
  });
}

export const LEARNING_JOBS: JobDefinition[] = [{ name: CERTIFICATE_EMAIL_JOB, handler: sendCertificateEmail }];

/**
 * "Get certificate": for a course finished before certificates were issued on completion (those
 * issued since are simply returned, 200).
 */
export async function generateCertificate({
  db, storage, actor, courseId, appUrl,
}: { db: Db; storage: Storage; actor: Actor; courseId: number; appUrl: string }): Promise<{ certificate: Certificate; created: boolean }> {
  const course = await publishedCourse(db, courseId);
  const enrolment = await ownEnrolmentForCourse(db, actor, course.id);
  if (!enrolment) throw notEnrolled();
  if (enrolment.status !== 'completed') {
    const message = m.errors_certificate_finish_lessons();
    throw new AppError('validation', message, { errors: { course_id: [message] } });
  }
  const issued = await db.transaction((tx) => issueCertificate(tx as unknown as Db, { id: enrolment.id, userId: actor.id, courseId: course.id }));
  if (issued.created) await renderAndStore(db, storage, issued.row, appUrl);
  return { certificate: toCertificate(issued.row, appUrl), created: issued.created };
}

export async function listCertificates({ db, actor, page, perPage, appUrl }: { db: Db; actor: Actor; page: number; perPage: number; appUrl: string }): Promise<{ items: Certificate[]; total: number }> {
  // Rows and total in one statement; a page past the last has no row to carry the total, so count then.
  const mine = eq(certificates.userId, actor.id);
  const rows = await db
    .select({ certificate: getTableColumns(certificates), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(certificates)
    .where(mine)
    .orderBy(desc(certificates.issuedAt), desc(certificates.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const total = rows[0]?.total ?? (page > 1 ? ((await db.select({ n: count() }).from(certificates).where(mine))[0]?.n ?? 0) : 0);
  return { items: rows.map((r) => toCertificate(r.certificate, appUrl)), total };
}

/** The member's certificate PDF, drawn again if its file is missing (e.g. storage moved). */
export async function certificatePdf({ db, storage, actor, certificateId, appUrl }: { db: Db; storage: Storage; actor: Actor; certificateId: number; appUrl: string }): Promise<{ bytes: Uint8Array; filename: string }> {
  const [row] = await db.select().from(certificates).where(and(eq(certificates.id, certificateId), eq(certificates.userId, actor.id))).limit(1);
  if (!row) throw notFound('certificate');
  const stored = row.filePath ? await storage.get(row.filePath) : null;
  const bytes = stored ?? (await renderAndStore(db, storage, row, appUrl));
  return { bytes, filename: `wellspring-certificate-${row.code}.pdf` };
}

/** Public verification: anyone with the code sees who holds it, for which course, since when. */
export async function verifyCertificate({ db, code }: { db: Db; code: string }): Promise<CertificateVerification | null> {
  const normalised = code.trim().toUpperCase();
  if (!isCertificateCode(normalised)) return null;
  const [row] = await db
    .select({ code: certificates.code, holderName: certificates.holderName, courseTitle: certificates.courseTitle, issuedAt: certificates.issuedAt, slug: courses.slug, published: courses.published })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .where(eq(certificates.code, normalised))
    .limit(1);
  if (!row) return null;
  return { code: row.code, holder_name: row.holderName, course_title: row.courseTitle, course_slug: row.published ? row.slug : null, issued_at: row.issuedAt.toISOString(), valid: true };
}
