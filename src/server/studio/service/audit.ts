// The audit log of studio changes (docs/rules/studio.md, "Audit log"): written in the same transaction
// as the change it records, so a change and its row commit or fail together; read newest first,
// filtered by actor, action, record and days, each entry with the fields it changed.
// Rows are never updated or deleted (a trigger refuses both; migration 0007).
import { and, count, desc, eq, gte, ilike, inArray, like, lt, or, type SQL } from 'drizzle-orm';
import { AUDIT_VALUE_SHORT, type AuditChange, type AuditEntry, type AuditQuery } from '../../../lib/schemas/studio-audit.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import type { Actor } from '../../http/env.ts';
import { pageMeta, type PageMeta } from '../../http/respond.ts';
import { requireAdmin } from './access.ts';

export type AuditRecord = {
  action: string;
  subject: { type: string; id: number };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export async function recordAudit(db: Db, actor: Pick<Actor, 'id' | 'email'>, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: record.action,
    subjectType: record.subject.type,
    subjectId: record.subject.id,
    before: record.before,
    after: record.after,
  });
}

export type AuditFilters = Omit<AuditQuery, 'page' | 'per_page'>;

/** A member's changes were filed under `user` by some services and `member` by others: either finds both. */
const MEMBER_TYPES = ['user', 'member'];

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** The WHERE of the filters: an actor by id, or by part of their name (today's) or the e-mail kept on the row. */
export function auditFiltersWhere(db: Db, f: AuditFilters): SQL | undefined {
  const parts: Array<SQL | undefined> = [];
  if (f.actor) {
    if (/^[1-9][0-9]{0,9}$/.test(f.actor) && Number(f.actor) <= 2_147_483_647) parts.push(eq(auditLog.actorId, Number(f.actor)));
    else {
      const like = `%${escapeLike(f.actor)}%`;
      const named = db.select({ id: users.id }).from(users).where(or(ilike(users.name, like), ilike(users.email, like)));
      parts.push(or(ilike(auditLog.actorEmail, like), inArray(auditLog.actorId, named)));
    }
  }
  if (f.action) parts.push(f.action.endsWith('.') ? like(auditLog.action, `${escapeLike(f.action)}%`) : eq(auditLog.action, f.action));
  if (f.record_type) parts.push(MEMBER_TYPES.includes(f.record_type) ? inArray(auditLog.subjectType, MEMBER_TYPES) : eq(auditLog.subjectType, f.record_type));
  if (f.record_id !== undefined) parts.push(eq(auditLog.subjectId, f.record_id));
  if (f.from) parts.push(gte(auditLog.createdAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) parts.push(lt(auditLog.createdAt, nextDay(f.to)));
  return and(...parts);
}

/** A value as the screen shows it: text as it is, anything else as JSON; undefined (absent) as null. */
const asText = (v: unknown): string | null => (v === undefined || v === null ? null : typeof v === 'string' ? v : JSON.stringify(v));
const shorten = (v: string | null) => (v !== null && v.length > AUDIT_VALUE_SHORT ? `${v.slice(0, AUDIT_VALUE_SHORT - 1)}…` : v);

/**
 * The fields an entry changed: on an update those whose value differs (in the order the record
 * lists them), on a creation every field after, on a deletion every field before.
 */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const was = asText(before?.[field]);
    const now = asText(after?.[field]);
    if (before && after && was === now) continue;
    const shortWas = shorten(was);
    const shortNow = shorten(now);
    changes.push({ field, before: shortWas, after: shortNow, before_full: shortWas === was ? null : was, after_full: shortNow === now ? null : now });
  }
  return changes;
}

type AuditRow = typeof auditLog.$inferSelect & { actorName: string | null };

/** The matching rows, newest first, `limit` from `offset` (the list's page and the export's batches). */
export async function auditRows(db: Db, filters: AuditFilters, limit: number, offset: number): Promise<AuditRow[]> {
  const rows = await db
    .select({ row: auditLog, actorName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(auditFiltersWhere(db, filters))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({ ...r.row, actorName: r.actorName }));
}

export function toAuditEntry(r: AuditRow): AuditEntry {
  const before = r.before ?? null;
  const after = r.after ?? null;
  return {
    id: r.id,
    actor: { id: r.actorId, email: r.actorEmail, name: r.actorName },
    action: r.action,
    subject: { type: r.subjectType, id: r.subjectId },
    before,
    after,
    changes: changedFields(before, after),
    created_at: r.createdAt.toISOString(),
  };
}

export async function listAudit({ db, actor, filters = {}, page, perPage }: { db: Db; actor: Actor; filters?: AuditFilters; page: number; perPage: number }): Promise<{ data: AuditEntry[]; meta: PageMeta }> {
  requireAdmin(actor);
  const [rows, [total]] = await Promise.all([
    auditRows(db, filters, perPage, (page - 1) * perPage),
    db.select({ n: count() }).from(auditLog).where(auditFiltersWhere(db, filters)),
  ]);
  return { data: rows.map(toAuditEntry), meta: pageMeta(page, perPage, total?.n ?? 0) };
}
