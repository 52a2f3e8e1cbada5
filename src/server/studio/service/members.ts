// Members in the studio (docs/rules/studio.md, "Members"): search, a member's profile with their
// enrolments and progress, suspend and restore, and sending the usual password-reset e-mail. Every
// change writes an audit row in the same transaction.
import { and, asc, count, desc, eq, ilike, max, or, sql } from 'drizzle-orm';
import type { MemberProfile, MemberSummary } from '../../../lib/schemas/studio.ts';
import { sendResetMail } from '../../accounts/service/index.ts';
import { mentorStanding } from '../../mentors/service/index.ts';
import { revokeAllTokens } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { accessTokens, courses, enrolments, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor, Deps } from '../../http/env.ts';
import { pageMeta, type PageMeta } from '../../http/respond.ts';
import { requireAdmin } from './access.ts';
import { recordAudit } from './audit.ts';

type Ctx = { db: Db; actor: Actor };

// Written out in full: inside a select, drizzle may leave column names unqualified, and a bare "id" in
// the subquery would be the enrolment's own.
const enrolmentCount = sql<number>`(SELECT count(*)::int FROM enrolments e WHERE e.user_id = "users"."id")`;

const summaryColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  isMentor: users.isMentor,
  emailVerifiedAt: users.emailVerifiedAt,
  suspendedAt: users.suspendedAt,
  cancelledAt: users.cancelledAt,
  createdAt: users.createdAt,
  enrolments: enrolmentCount,
};

type SummaryRow = {
  id: number;
  name: string;
  email: string;
  role: 'member' | 'author' | 'admin';
  isMentor: boolean;
  emailVerifiedAt: Date | null;
  suspendedAt: Date | null;
  cancelledAt: Date | null;
  createdAt: Date;
  enrolments: number;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toSummary = (r: SummaryRow): MemberSummary => ({
  id: r.id,
  name: r.name,
  email: r.email,
  role: r.role,
  is_mentor: r.isMentor,
  email_verified: r.emailVerifiedAt !== null,
  suspended_at: iso(r.suspendedAt),
  cancelled_at: iso(r.cancelledAt),
  created_at: r.createdAt.toISOString(),
  enrolments: Number(r.enrolments),
});

/** `%`, `_` and `\` in a search are matched as themselves. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The members a search finds, by part of the name or e-mail: the list's and its CSV export's. */
export const memberSearchWhere = (q?: string) => (q ? or(ilike(users.name, likePattern(q)), ilike(users.email, likePattern(q))) : undefined);

export async function searchMembers({ db, actor, q, page, perPage }: Ctx & { q?: string; page: number; perPage: number }): Promise<{ data: MemberSummary[]; meta: PageMeta }> {
  requireAdmin(actor);
  const where = memberSearchWhere(q);
  const [rows, [total]] = await Promise.all([
    db.select(summaryColumns).from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { data: rows.map(toSummary), meta: pageMeta(page, perPage, total?.n ?? 0) };
}

async function summaryOf(db: Db, id: number): Promise<MemberSummary> {
  const [row] = await db.select(summaryColumns).from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound('member');
  return toSummary(row);
}

export async function memberProfile({ db, actor, id }: Ctx & { id: number }): Promise<MemberProfile> {
  requireAdmin(actor);
  const summary = await summaryOf(db, id);
  const [list, [seen]] = await Promise.all([
    db
      .select({ e: enrolments, title: courses.title })
      .from(enrolments)
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .where(eq(enrolments.userId, id))
      .orderBy(asc(enrolments.createdAt), asc(enrolments.id)),
    db.select({ at: max(accessTokens.lastUsedAt) }).from(accessTokens).where(eq(accessTokens.userId, id)),
  ]);
  return {
    ...summary,
    last_seen_at: iso(seen?.at ?? null),
    mentor: await mentorStanding(db, id),
    enrolment_list: list.map(({ e, title }) => ({
      id: e.id,
      course: { id: e.courseId, title },
      status: e.status,
      progress_percent: e.progressPercent,
      enrolled_at: e.createdAt.toISOString(),
      completed_at: iso(e.completedAt),
    })),
  };
}

/** What the audit log keeps of a member's account state. */
const accountState = (m: MemberSummary) => ({ suspended_at: m.suspended_at, role: m.role });

export async function suspendMember({ db, actor, id }: Ctx & { id: number }): Promise<MemberProfile> {
  requireAdmin(actor);
  const before = await summaryOf(db, id);
  if (before.id === actor.id) throw new AppError('conflict', 'You cannot suspend your own account.');
  if (before.role === 'admin') throw new AppError('conflict', 'An administrator cannot be suspended from the studio.');
  if (before.cancelled_at) throw new AppError('conflict', 'This account was cancelled: there is nothing to suspend.');
  if (!before.suspended_at) {
    await db.transaction(async (tx) => {
      const now = new Date();
      // Only an unsuspended row is changed, so two admins at once record one suspension.
      const changed = await tx.update(users).set({ suspendedAt: now }).where(and(eq(users.id, id), sql`${users.suspendedAt} IS NULL`)).returning({ id: users.id });
      if (!changed.length) return;
      // Every session ends now; a restored member logs in again (docs/rules/studio.md).
      await revokeAllTokens(tx, id);
      await recordAudit(tx, actor, { action: 'member.suspend', subject: { type: 'user', id }, before: accountState(before), after: { ...accountState(before), suspended_at: now.toISOString() } });
    });
  }
  return memberProfile({ db, actor, id });
}

export async function restoreMember({ db, actor, id }: Ctx & { id: number }): Promise<MemberProfile> {
  requireAdmin(actor);
  const before = await summaryOf(db, id);
  if (before.suspended_at) {
    await db.transaction(async (tx) => {
      const changed = await tx.update(users).set({ suspendedAt: null }).where(and(eq(users.id, id), sql`${users.suspendedAt} IS NOT NULL`)).returning({ id: users.id });
      if (!changed.length) return;
      await recordAudit(tx, actor, { action: 'member.restore', subject: { type: 'user', id }, before: accountState(before), after: { ...accountState(before), suspended_at: null } });
    });
  }
  return memberProfile({ db, actor, id });
}

export async function sendMemberPasswordReset({ deps, actor, id }: { deps: Deps; actor: Actor; id: number }): Promise<{ message: string }> {
  requireAdmin(actor);
  const member = await summaryOf(deps.db, id);
  if (member.cancelled_at) throw new AppError('conflict', 'This account was cancelled: it has no password to reset.');
  try {
    await sendResetMail(deps, member);
  } catch (err) {
    deps.log.error('studio password reset e-mail failed', { user_id: id, error: err instanceof Error ? err.message : String(err) });
    throw new AppError('unavailable', 'The e-mail could not be sent just now. Try again in a few minutes.');
  }
  await recordAudit(deps.db, actor, { action: 'member.password_reset', subject: { type: 'user', id }, before: null, after: { reset_link_sent_to: member.email } });
  return { message: `A password reset link was sent to ${member.email}.` };
}
