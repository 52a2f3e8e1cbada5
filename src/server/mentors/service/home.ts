// The mentor's home (GET /mentors/home) and the mentee search of the group form (GET /mentors/users).
import { sql } from 'drizzle-orm';
import type { Mentee, MentorHome, Person } from '../../../lib/schemas/mentors.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/env.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { iso, person, requireMentor } from './access.ts';
import { groupsOf } from './groups.ts';
import { listInvitees } from './invitations.ts';
import { recommendationsOf } from './recommendations.ts';

type MenteeRow = { id: number; name: string; avatar_path: string | null; since: Date | string };

async function menteesOf(db: Db, mentorId: number, search?: string): Promise<MenteeRow[]> {
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return rowsOf<MenteeRow>(
    await db.execute(sql`SELECT u.id, u.name, u.avatar_path, i.responded_at AS since FROM mentor_invitations i JOIN users u ON u.id = i.invitee_id AND u.cancelled_at IS NULL
      WHERE i.user_id = ${mentorId} AND i.status = 'accepted' ${like ? sql`AND (u.name ILIKE ${like} OR u.email ILIKE ${like})` : sql``}
      ORDER BY u.name, u.id LIMIT 200`),
  );
}

export async function mentorHome({ db, actor }: { db: Db; actor: Actor }): Promise<MentorHome> {
  requireMentor(actor);
  const [rows, invitees, groups, recommendations] = await Promise.all([
    menteesOf(db, actor.id),
    listInvitees({ db, actor, status: 'pending' }),
    groupsOf(db, actor.id),
    recommendationsOf(db, actor.id),
  ]);
  const mentees: Mentee[] = rows.map((r) => ({
    ...person(r),
    since: iso(r.since ?? new Date()),
    recommendations: recommendations.flatMap((rec) => {
      const p = rec.progress.find((x) => x.mentee.id === Number(r.id));
      return p ? [{ recommendation_id: rec.id, title: rec.item.title, status: p.status, progress_percent: p.progress_percent }] : [];
    }),
  }));
  return { mentees, pending_invitations: invitees, groups, recommendations };
}

/** The mentor's accepted mentees whose name or address contains `search` (all when empty). */
export async function searchMentees({ db, actor, search }: { db: Db; actor: Actor; search?: string | undefined }): Promise<Person[]> {
  requireMentor(actor);
  return (await menteesOf(db, actor.id, search?.trim() || undefined)).map(person);
}
