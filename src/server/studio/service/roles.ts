// A member's role, deletion on request and data export, from the studio (docs/rules/studio.md,
// "Members: role, deletion, export"). Deletion is the member's own cancellation (accounts'
// eraseAccount: docs/rules/accounts.md), done by an admin; the export is the member's own export
// (the member domain's exportMemberData: docs/domain-order.md).
import { eq } from 'drizzle-orm';
import type { DataExport } from '../../../lib/schemas/accounts.ts';
import type { MemberProfile } from '../../../lib/schemas/studio.ts';
import { eraseAccount } from '../../accounts/service/index.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor, Deps, Role } from '../../http/env.ts';
import { exportMemberData } from '../../member/service/index.ts';
import { requireAdmin } from './access.ts';
import { recordAudit } from './audit.ts';
import { memberProfile } from './members.ts';

type Ctx = { db: Db; actor: Actor };

async function target(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound('member');
  return row;
}

export async function changeRole({ db, actor, id, role }: Ctx & { id: number; role: Role }): Promise<MemberProfile> {
  requireAdmin(actor);
  const before = await target(db, id);
  if (before.id === actor.id) throw new AppError('conflict', 'You cannot change your own role.');
  if (before.cancelledAt) throw new AppError('conflict', 'This account was cancelled: it has no role to change.');
  if (before.role !== role) {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
      await recordAudit(tx, actor, { action: 'member.role', subject: { type: 'member', id }, before: { role: before.role }, after: { role } });
    });
  }
  return memberProfile({ db, actor, id });
}

/** Deletes (cancels and anonymises) an account on the member's request; the audit row keeps no personal data. */
export async function deleteMember({ deps, actor, id }: { deps: Deps; actor: Actor; id: number }): Promise<MemberProfile> {
  requireAdmin(actor);
  const before = await target(deps.db, id);
  if (before.id === actor.id) throw new AppError('conflict', 'You cannot delete your own account from the studio; cancel it from your account page.');
  if (before.role === 'admin') throw new AppError('conflict', 'An administrator’s account cannot be deleted. Change the role first.');
  if (before.cancelledAt) throw new AppError('conflict', 'This account was already deleted.');
  await eraseAccount(deps, id, async (tx) => {
    await recordAudit(tx, actor, { action: 'member.delete', subject: { type: 'member', id }, before: { cancelled_at: null, role: before.role }, after: { cancelled_at: new Date().toISOString(), role: before.role } });
  });
  return memberProfile({ db: deps.db, actor, id });
}

/** The member's own data export (GET /v1/auth/export's content), for an admin answering a request; read-only. */
export async function exportMember({ db, actor, id }: Ctx & { id: number }): Promise<DataExport> {
  requireAdmin(actor);
  const m = await target(db, id);
  if (m.cancelledAt) throw notFound('member');
  // A GET changes nothing, so it writes no audit row (docs/rules/studio.md, "Members: role, deletion, export").
  return exportMemberData({ db, actor: { id: m.id, name: m.name, email: m.email, isMentor: m.isMentor, role: m.role, tokenId: 0 } });
}
