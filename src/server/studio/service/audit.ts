// The audit log of studio changes (docs/rules/studio.md, "Audit log"): written in the same transaction
// as the change it records, so a change and its row commit or fail together; read newest first.
// Rows are never updated or deleted (a trigger refuses both; migration 0007).
import { count, desc } from 'drizzle-orm';
import type { AuditEntry } from '../../../lib/schemas/studio.ts';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { Actor } from '../../http/env.ts';
import { pageMeta, type PageMeta } from '../../http/respond.ts';
import { requireAdmin } from './access.ts';

export type AuditRecord = {
  action: string;
  subject: { type: string; id: number };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export async function recordAudit(db: Db, actor: Actor, record: AuditRecord): Promise<void> {
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

export async function listAudit({ db, actor, page, perPage }: { db: Db; actor: Actor; page: number; perPage: number }): Promise<{ data: AuditEntry[]; meta: PageMeta }> {
  requireAdmin(actor);
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ n: count() }).from(auditLog),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      actor: { id: r.actorId, email: r.actorEmail },
      action: r.action,
      subject: { type: r.subjectType, id: r.subjectId },
      before: r.before ?? null,
      after: r.after ?? null,
      created_at: r.createdAt.toISOString(),
    })),
    meta: pageMeta(page, perPage, total?.n ?? 0),
  };
}
