// An admin withdraws or gives back a member's mentor rights (docs/rules/studio.md, "Mentor rights";
// docs/rules/mentors.md, "Losing mentor rights"). The mentors domain makes the change
// (setMentorRights); the audit row is written in the same transaction, only when something changed.
import type { MemberProfile } from '../../../lib/schemas/studio.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { setMentorRights } from '../../mentors/service/index.ts';
import { requireAdmin } from './access.ts';
import { recordAudit } from './audit.ts';
import { memberProfile } from './members.ts';

export async function changeMentorRights({ db, actor, id, allowed }: { db: Db; actor: Actor; id: number; allowed: boolean }): Promise<MemberProfile> {
  requireAdmin(actor);
  const before = await memberProfile({ db, actor, id });
  if (before.cancelled_at) throw new AppError('conflict', 'This account was cancelled: it has no mentor rights to change.');
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const change = await setMentorRights(tx, id, allowed);
    if (change) await recordAudit(tx, actor, { action: 'member.mentor_rights', subject: { type: 'user', id }, before: change.before, after: change.after });
  });
  return memberProfile({ db, actor, id });
}
