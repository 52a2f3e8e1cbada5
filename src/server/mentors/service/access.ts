// Who may use the mentor routes, and the small views every part of the domain shares
// (docs/rules/mentors.md, "Authorization"). Every query about a mentor's things is scoped to that
// mentor (user_id = mentor), so another mentor's invitee, group or recommendation is a 404.
import { sql } from 'drizzle-orm';
import type { Person } from '../../../lib/schemas/mentors.ts';
import { avatarUrl } from '../../accounts/service/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { m } from '../../../paraglide/messages.js';
import type { Actor } from '../../http/env.ts';
import { rowsOf } from '../../shared/sql-rows.ts';

/** Invitations stop working this long after they were sent (docs/rules/mentors.md). */
export const INVITATION_DAYS = 14;
export const DAY_MS = 86_400_000;
/** Reminders: at most one a day, three in all. */
export const REMINDER_LIMIT = 3;

export const NOT_A_MENTOR = () => m.errors_not_a_mentor();

/** 403 unless the member has agreed to the mentor terms. */
export function requireMentor(actor: Actor): void {
  if (!actor.isMentor) throw new AppError('forbidden', NOT_A_MENTOR());
}

export const person = (r: { id: number; name: string; avatar_path: string | null }): Person => ({ id: Number(r.id), name: r.name, avatar_url: avatarUrl(r.avatar_path) });

export const iso = (v: Date | string) => new Date(v).toISOString();
export const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

/** The ids among `ids` that are the mentor's accepted mentees. */
export async function acceptedMenteeIds(db: Db, mentorId: number, ids?: number[]): Promise<number[]> {
  if (ids && ids.length === 0) return [];
  const filter = ids ? sql`AND invitee_id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})` : sql``;
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT invitee_id AS id FROM mentor_invitations WHERE user_id = ${mentorId} AND status = 'accepted' AND invitee_id IS NOT NULL ${filter}`),
  );
  return rows.map((r) => Number(r.id));
}

/** 422 naming `field` unless every id is an accepted mentee of the mentor. */
export async function assertMentees(db: Db, mentorId: number, ids: number[], field: string): Promise<number[]> {
  const unique = [...new Set(ids)];
  const ok = new Set(await acceptedMenteeIds(db, mentorId, unique));
  if (unique.some((i) => !ok.has(i))) {
    const message = m.errors_mentee_not_accepted();
    throw new AppError('validation', message, { errors: { [field]: [message] } });
  }
  return unique;
}

export async function peopleByIds(db: Db, ids: number[]): Promise<Map<number, Person>> {
  if (!ids.length) return new Map();
  const rows = rowsOf<{ id: number; name: string; avatar_path: string | null }>(
    await db.execute(sql`SELECT id, name, avatar_path FROM users WHERE id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`),
  );
  return new Map(rows.map((r) => [Number(r.id), person(r)]));
}

export const idList = (ids: number[]) => sql.join(ids.map((i) => sql`${i}`), sql`, `);
