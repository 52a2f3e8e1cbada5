// Unread messages (docs/rules/messages.md, "Unread"): messages of others after the member's last
// read message, in conversations the member is still in.
import { and, count, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversationParticipants, messages } from '../../db/schema/index.ts';

export async function unreadTotal(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(conversationParticipants, and(eq(conversationParticipants.conversationId, messages.conversationId), eq(conversationParticipants.userId, userId), eq(conversationParticipants.state, 'joined')))
    .where(and(gt(messages.id, conversationParticipants.lastReadMessageId), ne(messages.senderId, userId)));
  return row?.n ?? 0;
}

/** Unread per conversation, for the given conversations of the member. */
export async function unreadByConversation(db: Db, userId: number, conversationIds: number[]): Promise<Map<number, number>> {
  if (!conversationIds.length) return new Map();
  const rows = await db
    .select({ conversationId: messages.conversationId, n: count() })
    .from(messages)
    .innerJoin(conversationParticipants, and(eq(conversationParticipants.conversationId, messages.conversationId), eq(conversationParticipants.userId, userId)))
    .where(and(inArray(messages.conversationId, conversationIds), gt(messages.id, conversationParticipants.lastReadMessageId), ne(messages.senderId, userId)))
    .groupBy(messages.conversationId);
  return new Map(rows.map((r) => [r.conversationId, r.n]));
}
