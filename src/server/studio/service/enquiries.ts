// The enquiries inbox (docs/rules/studio.md, "Enquiries"): what visitors sent through the contact
// form, open first; marking one handled, or replying by e-mail, which marks it handled too. Each
// change is audited in the same transaction.
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Enquiry } from '../../../lib/schemas/studio.ts';
import type { Db } from '../../db/client.ts';
import { enquiries, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor, Deps } from '../../http/env.ts';
import { pageMeta, type PageMeta } from '../../http/respond.ts';
import { enquiryReplyMail } from '../../mail/templates/enquiry-reply.ts';
import { requireAdmin } from './access.ts';
import { recordAudit } from './audit.ts';

type Row = typeof enquiries.$inferSelect;

const toEnquiry = (r: Row): Enquiry => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  subject: r.subject,
  message: r.message,
  created_at: r.createdAt.toISOString(),
  handled_at: r.handledAt ? r.handledAt.toISOString() : null,
});

export async function listEnquiries({ db, actor, status, page, perPage }: { db: Db; actor: Actor; status: 'open' | 'handled' | 'all'; page: number; perPage: number }): Promise<{ data: Enquiry[]; meta: PageMeta }> {
  requireAdmin(actor);
  const where: SQL | undefined = status === 'open' ? isNull(enquiries.handledAt) : status === 'handled' ? isNotNull(enquiries.handledAt) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(enquiries).where(where).orderBy(desc(enquiries.createdAt), desc(enquiries.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ n: count() }).from(enquiries).where(where),
  ]);
  return { data: rows.map(toEnquiry), meta: pageMeta(page, perPage, total?.n ?? 0) };
}

async function load(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id)).limit(1);
  if (!row) throw notFound('enquiry');
  return row;
}

/** Marks it handled (once; marking a handled enquiry again changes nothing and writes no audit row). */
async function markHandled(db: Db, actor: Actor, row: Row, extra: { action: string; after?: Record<string, unknown> }): Promise<Row> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [updated] = await tx
      .update(enquiries)
      .set({ handledAt: now, handledBy: actor.id })
      .where(and(eq(enquiries.id, row.id), isNull(enquiries.handledAt)))
      .returning();
    await recordAudit(tx, actor, {
      action: extra.action,
      subject: { type: 'enquiry', id: row.id },
      before: { handled_at: row.handledAt?.toISOString() ?? null },
      after: { handled_at: (updated?.handledAt ?? row.handledAt ?? now).toISOString(), ...extra.after },
    });
    return updated ?? row;
  });
}

export async function markEnquiryHandled({ db, actor, id }: { db: Db; actor: Actor; id: number }): Promise<Enquiry> {
  requireAdmin(actor);
  const row = await load(db, id);
  if (row.handledAt) return toEnquiry(row);
  return toEnquiry(await markHandled(db, actor, row, { action: 'enquiry.handled' }));
}

/**
 * The language of the reply's frame (docs/i18n.md, "E-mails"): that of the page the enquiry was written
 * from; for an enquiry kept before that was recorded, the account's when the address is a member's,
 * else English.
 */
async function replyLocale(db: Db, row: { email: string; language: 'en' | 'es' | null }) {
  if (row.language) return row.language;
  const [member] = await db.select({ language: users.language }).from(users).where(sql`lower(${users.email}) = ${row.email.toLowerCase()}`).limit(1);
  return member?.language ?? 'en';
}

export async function replyToEnquiry({ deps, actor, id, message }: { deps: Deps; actor: Actor; id: number; message: string }): Promise<Enquiry> {
  requireAdmin(actor);
  const row = await load(deps.db, id);
  try {
    const locale = await replyLocale(deps.db, row);
    await deps.mailer.send(enquiryReplyMail({ to: row.email, name: row.name, subject: row.subject, reply: message, original: row.message, appUrl: deps.config.appUrl, locale }));
  } catch (err) {
    deps.log.error('enquiry reply e-mail failed', { enquiry_id: id, error: err instanceof Error ? err.message : String(err) });
    throw new AppError('unavailable', 'The reply could not be sent just now. It was not marked handled; try again in a few minutes.');
  }
  return toEnquiry(await markHandled(deps.db, actor, row, { action: 'enquiry.reply', after: { reply: message } }));
}
