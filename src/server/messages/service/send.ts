// Writing in a conversation, marking it read and leaving a group (docs/rules/messages.md). Each
// change announces itself on the `messages` event channel inside its transaction, so every tab of
// every participant on every instance catches up once it commits.
import { and, eq, sql } from 'drizzle-orm';
import type { MarkReadResult, Message } from '../../../lib/schemas/messages.ts';
import type { Db } from '../../db/client.ts';
import { conversationParticipants, conversations, messages } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { enqueue } from '../../jobs/index.ts';
import { announceToParticipants } from './live.ts';
import { participation } from './read.ts';
import { unreadByConversation, unreadTotal } from './unread.ts';
import { messageView } from './view.ts';
import { m } from '../../../paraglide/messages.js';

export const MESSAGE_MAIL_JOB = 'messages.mail';
/** Messages to one member within this window share one e-mail (docs/rules/messages.md, "E-mail"). */
export const MESSAGE_MAIL_WINDOW_MS = 2 * 60_000;

async function joinedIds(tx: Db, conversationId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.state, 'joined')));
  return rows.map((r) => r.userId);
}

export async function sendMessage({ db, actor, id, body, now = new Date() }: { db: Db; actor: Actor; id: number; body: string; now?: Date }): Promise<Message> {
  return db.transaction(async (tx) => {
    const { conversation } = await participation(tx, actor.id, id);
    if (conversation.closedAt) throw new AppError('conflict', m.errors_conversation_closed());
    const [row] = await tx.insert(messages).values({ conversationId: id, senderId: actor.id, body }).returning();
    const message = row!;
    await tx.update(conversations).set({ lastMessageId: message.id, lastMessageAt: message.createdAt }).where(eq(conversations.id, id));
    // What one writes counts as read by the writer.
    await tx
      .update(conversationParticipants)
      .set({ lastReadMessageId: message.id })
      .where(and(eq(conversationParticipants.conversationId, id), eq(conversationParticipants.userId, actor.id)));
    const people = await joinedIds(tx, id);
    // One delayed job per recipient and window: a burst of messages becomes one e-mail.
    const window = Math.floor(now.getTime() / MESSAGE_MAIL_WINDOW_MS);
    const runAt = new Date((window + 1) * MESSAGE_MAIL_WINDOW_MS);
    for (const userId of people) {
      if (userId === actor.id) continue;
      await enqueue(tx, MESSAGE_MAIL_JOB, { userId }, { key: `message-mail:${userId}:${window}`, runAt });
    }
    await announceToParticipants(tx, people);
    return messageView(message, actor.name, actor.id);
  });
}

export async function markConversationRead({ db, actor, id, messageId }: { db: Db; actor: Actor; id: number; messageId: number }): Promise<MarkReadResult> {
  return db.transaction(async (tx) => {
    const { conversation, me } = await participation(tx, actor.id, id);
    // Read up to the id given, never beyond the newest message, never backwards.
    const upTo = Math.min(messageId, conversation.lastMessageId ?? 0);
    let last = me.lastReadMessageId;
    if (upTo > last) {
      await tx
        .update(conversationParticipants)
        .set({ lastReadMessageId: sql`greatest(${conversationParticipants.lastReadMessageId}, ${upTo})` })
        .where(and(eq(conversationParticipants.conversationId, id), eq(conversationParticipants.userId, actor.id)));
      last = upTo;
      await announceToParticipants(tx, [actor.id]);
    }
    const unread = (await unreadByConversation(tx, actor.id, [id])).get(id) ?? 0;
    return { conversation_id: id, last_read_message_id: last, unread, total_unread: await unreadTotal(tx, actor.id) };
  });
}

/** A member leaves a group's conversation (the group's mentor cannot; a pair's conversation cannot be left). */
export async function leaveConversation({ db, actor, id }: { db: Db; actor: Actor; id: number }): Promise<{ left: true }> {
  return db.transaction(async (tx) => {
    const { conversation } = await participation(tx, actor.id, id);
    if (conversation.kind !== 'group') throw new AppError('conflict', m.errors_leave_only_group());
    if (conversation.mentorId === actor.id) throw new AppError('conflict', m.errors_mentor_cannot_leave());
    await tx
      .update(conversationParticipants)
      .set({ state: 'left', leftAt: new Date() })
      .where(and(eq(conversationParticipants.conversationId, id), eq(conversationParticipants.userId, actor.id)));
    await announceToParticipants(tx, [actor.id]);
    return { left: true as const };
  });
}

