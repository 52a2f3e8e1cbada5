// Opening, closing and syncing conversations, called by the mentors domain inside its own
// transactions (docs/rules/messages.md, "Who is in a conversation"): accepting an invitation opens
// the pair's conversation, removing a mentee closes it, and a group's conversation follows the group.
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversationParticipants, conversations } from '../../db/schema/index.ts';
import { announceToParticipants } from './live.ts';

/**
 * The conversation between a mentor and a mentee, created on first call and re-opened (mentee back
 * in, writing allowed again) on later ones; returns its id. Calling it twice changes nothing.
 */
export async function openMentorConversation(tx: Db, mentorId: number, menteeId: number): Promise<number> {
  if (mentorId === menteeId) throw new Error('openMentorConversation: a mentor cannot mentor themselves');
  const [created] = await tx
    .insert(conversations)
    .values({ kind: 'mentor', mentorId, menteeId })
    .onConflictDoNothing({ target: [conversations.mentorId, conversations.menteeId], where: sql`kind = 'mentor'` })
    .returning({ id: conversations.id });
  let conversationId: number;
  if (created) conversationId = created.id;
  else {
    const [row] = await tx
      .update(conversations)
      .set({ closedAt: null })
      .where(and(eq(conversations.kind, 'mentor'), eq(conversations.mentorId, mentorId), eq(conversations.menteeId, menteeId)))
      .returning({ id: conversations.id });
    conversationId = row!.id;
  }
  await tx
    .insert(conversationParticipants)
    .values([
      { conversationId, userId: mentorId },
      { conversationId, userId: menteeId },
    ])
    .onConflictDoUpdate({
      target: [conversationParticipants.conversationId, conversationParticipants.userId],
      set: { state: 'joined', leftAt: null },
    });
  await announceToParticipants(tx, [mentorId, menteeId]);
  return conversationId;
}

/**
 * The mentor removed the mentee: the conversation is closed (nobody writes in it) and the mentee can
 * no longer open it; the mentor keeps the history. Nothing happens when there is no conversation.
 */
export async function closeMentorConversation(tx: Db, mentorId: number, menteeId: number): Promise<void> {
  const [row] = await tx
    .update(conversations)
    .set({ closedAt: new Date() })
    .where(and(eq(conversations.kind, 'mentor'), eq(conversations.mentorId, mentorId), eq(conversations.menteeId, menteeId)))
    .returning({ id: conversations.id });
  if (!row) return;
  await tx
    .update(conversationParticipants)
    .set({ state: 'removed', leftAt: new Date() })
    .where(and(eq(conversationParticipants.conversationId, row.id), eq(conversationParticipants.userId, menteeId)));
  await announceToParticipants(tx, [mentorId, menteeId]);
}

export type GroupConversationInput = { groupId: number; mentorId: number; name: string; memberIds: number[] };

/**
 * Creates or updates a group's conversation: its name, the mentor, and the members. New members join;
 * members no longer in the group are removed; a member who left on their own stays out (they chose
 * to); one who was removed and is added again joins again. Returns the conversation id.
 */
export async function syncGroupConversation(tx: Db, input: GroupConversationInput): Promise<number> {
  const { groupId, mentorId, name } = input;
  const memberIds = [...new Set(input.memberIds)].filter((m) => m !== mentorId);
  const [row] = await tx
    .insert(conversations)
    .values({ kind: 'group', mentorId, groupId, name })
    .onConflictDoUpdate({ target: conversations.groupId, targetWhere: sql`kind = 'group'`, set: { name, mentorId, closedAt: null } })
    .returning({ id: conversations.id });
  const conversationId = row!.id;

  const before = await tx
    .select({ userId: conversationParticipants.userId, state: conversationParticipants.state })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId));
  const stateOf = new Map(before.map((p) => [p.userId, p.state]));
  const joining = [mentorId, ...memberIds].filter((u) => stateOf.get(u) !== 'joined' && !(stateOf.get(u) === 'left' && u !== mentorId));
  if (joining.length) {
    await tx
      .insert(conversationParticipants)
      .values(joining.map((userId) => ({ conversationId, userId })))
      .onConflictDoUpdate({ target: [conversationParticipants.conversationId, conversationParticipants.userId], set: { state: 'joined', leftAt: null } });
  }
  const keep = [mentorId, ...memberIds];
  const removed = await tx
    .update(conversationParticipants)
    .set({ state: 'removed', leftAt: new Date() })
    .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.state, 'joined'), notInArray(conversationParticipants.userId, keep)))
    .returning({ userId: conversationParticipants.userId });
  await announceToParticipants(tx, [...keep, ...removed.map((r) => r.userId)]);
  return conversationId;
}

/** The group was deleted: its conversation and messages go with it. */
export async function deleteGroupConversation(tx: Db, groupId: number): Promise<void> {
  const [row] = await tx.select({ id: conversations.id }).from(conversations).where(and(eq(conversations.kind, 'group'), eq(conversations.groupId, groupId))).limit(1);
  if (!row) return;
  const people = await tx.select({ userId: conversationParticipants.userId }).from(conversationParticipants).where(eq(conversationParticipants.conversationId, row.id));
  await tx.delete(conversations).where(inArray(conversations.id, [row.id]));
  await announceToParticipants(tx, people.map((p) => p.userId));
}
