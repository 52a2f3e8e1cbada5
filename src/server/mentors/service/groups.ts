// A mentor's groups (docs/rules/mentors.md, "Groups"): a name, a description and members, who must
// be the mentor's accepted mentees. Another mentor's group is a 404.
import { sql } from 'drizzle-orm';
import type { Group, GroupRequestSchema, Person } from '../../../lib/schemas/mentors.ts';
import type { z } from '../../../lib/schemas/zod.ts';
import type { Db } from '../../db/client.ts';
import { fieldError, notFound } from '../../errors.ts';
import { m } from '../../../paraglide/messages.js';
import type { Actor } from '../../http/env.ts';
import { deleteGroupConversation, syncGroupConversation } from '../../messages/service/index.ts';
import { announceRewards, awardBadge } from '../../rewards/service/index.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { assertMentees, idList, iso, person, requireMentor } from './access.ts';

type GroupRow = { id: number; name: string; description: string; created_at: Date | string; updated_at: Date | string };

/** The mentor's groups (all, or the given ids) with their members, newest first. */
export async function groupsOf(db: Db, mentorId: number, ids?: number[]): Promise<Group[]> {
  if (ids && !ids.length) return [];
  const only = ids ? sql`AND id IN (${idList(ids)})` : sql``;
  const rows = rowsOf<GroupRow>(await db.execute(sql`SELECT id, name, description, created_at, updated_at FROM mentor_groups WHERE user_id = ${mentorId} ${only} ORDER BY created_at DESC, id DESC`));
  if (!rows.length) return [];
  const members = rowsOf<{ group_id: number; id: number; name: string; avatar_path: string | null }>(
    await db.execute(sql`SELECT gm.group_id, u.id, u.name, u.avatar_path FROM mentor_group_members gm JOIN users u ON u.id = gm.user_id
      WHERE gm.group_id IN (${idList(rows.map((r) => Number(r.id)))}) ORDER BY u.name, u.id`),
  );
  const byGroup = new Map<number, Person[]>();
  for (const m of members) (byGroup.get(Number(m.group_id)) ?? byGroup.set(Number(m.group_id), []).get(Number(m.group_id))!).push(person(m));
  return rows.map((r) => ({ id: Number(r.id), name: r.name, description: r.description, members: byGroup.get(Number(r.id)) ?? [], created_at: iso(r.created_at), updated_at: iso(r.updated_at) }));
}

export async function listGroups({ db, actor }: { db: Db; actor: Actor }): Promise<Group[]> {
  requireMentor(actor);
  return groupsOf(db, actor.id);
}

export async function getGroup({ db, actor, id }: { db: Db; actor: Actor; id: number }): Promise<Group> {
  requireMentor(actor);
  const [group] = await groupsOf(db, actor.id, [id]);
  if (!group) throw notFound('group');
  return group;
}

type GroupInput = z.infer<typeof GroupRequestSchema>;

/**
 * One name per group of a mentor, compared without case (docs/rules/mentors.md, "Groups"): two groups
 * called the same would look identical in every list and picker.
 */
async function refuseTakenName(db: Db, mentorId: number, name: string, exceptId = 0) {
  const [taken] = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM mentor_groups WHERE user_id = ${mentorId} AND lower(name) = lower(${name}) AND id <> ${exceptId} LIMIT 1`));
  if (taken) throw fieldError('name', m.errors_group_name_taken({ name }));
}

async function setMembers(tx: Db, groupId: number, memberIds: number[]) {
  await tx.execute(sql`DELETE FROM mentor_group_members WHERE group_id = ${groupId}${memberIds.length ? sql` AND user_id NOT IN (${idList(memberIds)})` : sql``}`);
  for (const userId of memberIds) await tx.execute(sql`INSERT INTO mentor_group_members (group_id, user_id) VALUES (${groupId}, ${userId}) ON CONFLICT DO NOTHING`);
}

export async function createGroup({ db, actor, input }: { db: Db; actor: Actor; input: GroupInput }): Promise<Group> {
  requireMentor(actor);
  await refuseTakenName(db, actor.id, input.name);
  const memberIds = await assertMentees(db, actor.id, input.member_ids, 'member_ids');
  const id = await db.transaction(async (tx) => {
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`INSERT INTO mentor_groups (user_id, name, description) VALUES (${actor.id}, ${input.name}, ${input.description}) RETURNING id`),
    );
    const groupId = Number(row!.id);
    await setMembers(tx as unknown as Db, groupId, memberIds);
    // Messages (docs/rules/mentors.md, "Messages"): the group's conversation follows its members.
    await syncGroupConversation(tx as unknown as Db, { groupId, mentorId: actor.id, name: input.name, memberIds });
    const badge = await awardBadge(tx as unknown as Db, actor.id, 'first_group');
    if (badge) await announceRewards(tx as unknown as Db, actor.id, { badges: [badge.badge], points: badge.points ? [badge.points] : [] });
    return groupId;
  });
  return getGroup({ db, actor, id });
}

export async function updateGroup({ db, actor, id, input }: { db: Db; actor: Actor; id: number; input: GroupInput }): Promise<Group> {
  requireMentor(actor);
  await getGroup({ db, actor, id });
  await refuseTakenName(db, actor.id, input.name, id);
  const memberIds = await assertMentees(db, actor.id, input.member_ids, 'member_ids');
  await db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE mentor_groups SET name = ${input.name}, description = ${input.description}, updated_at = now() WHERE id = ${id} AND user_id = ${actor.id}`);
    await setMembers(tx as unknown as Db, id, memberIds);
    await syncGroupConversation(tx as unknown as Db, { groupId: id, mentorId: actor.id, name: input.name, memberIds });
  });
  return getGroup({ db, actor, id });
}

export async function deleteGroup({ db, actor, id }: { db: Db; actor: Actor; id: number }): Promise<Group> {
  const group = await getGroup({ db, actor, id });
  await db.transaction(async (tx) => {
    await deleteGroupConversation(tx as unknown as Db, id);
    await tx.execute(sql`DELETE FROM mentor_groups WHERE id = ${id} AND user_id = ${actor.id}`);
  });
  return group;
}

/** A mentee the mentor let go leaves the mentor's groups and the recommendations named to them. */
export async function forgetMentee(tx: Db, mentorId: number, menteeId: number): Promise<void> {
  const groups = rowsOf<{ id: number; name: string }>(
    await tx.execute(sql`DELETE FROM mentor_group_members gm USING mentor_groups g WHERE g.id = gm.group_id AND g.user_id = ${mentorId} AND gm.user_id = ${menteeId} RETURNING g.id, g.name`),
  );
  for (const g of groups) {
    const rest = rowsOf<{ user_id: number }>(await tx.execute(sql`SELECT user_id FROM mentor_group_members WHERE group_id = ${g.id}`));
    await syncGroupConversation(tx, { groupId: Number(g.id), mentorId, name: g.name, memberIds: rest.map((r) => Number(r.user_id)) });
  }
  await tx.execute(sql`DELETE FROM recommendation_mentees rm USING course_recommendations r WHERE r.id = rm.recommendation_id AND r.user_id = ${mentorId} AND rm.user_id = ${menteeId}`);
}
