// Reading conversations (docs/rules/messages.md): the member's list with the last message and unread
// counts, one conversation, and its thread paged backwards. A conversation the member is not in (or
// left, or was removed from) is a 404, like a missing one.
import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Conversation, ConversationListMeta, Message, ThreadMeta } from '../../../lib/schemas/messages.ts';
import type { Db } from '../../db/client.ts';
import { conversationParticipants, conversations, messages, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { pageMeta } from '../../http/respond.ts';
import { unreadByConversation, unreadTotal } from './unread.ts';
import { messageView } from './view.ts';

type ConversationRow = typeof conversations.$inferSelect;
type Participation = typeof conversationParticipants.$inferSelect;

/** The member's place in a conversation they are still in; a 404 otherwise. */
export async function participation(db: Db, userId: number, conversationId: number): Promise<{ conversation: ConversationRow; me: Participation }> {
  const [row] = await db
    .select({ conversation: conversations, me: conversationParticipants })
    .from(conversations)
    .innerJoin(conversationParticipants, and(eq(conversationParticipants.conversationId, conversations.id), eq(conversationParticipants.userId, userId)))
    .where(and(eq(conversations.id, conversationId), eq(conversationParticipants.state, 'joined')))
    .limit(1);
  if (!row) throw notFound('conversation');
  return row;
}

async function describe(db: Db, userId: number, rows: Array<{ conversation: ConversationRow; me: Participation }>): Promise<Conversation[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.conversation.id);
  const lastIds = rows.map((r) => r.conversation.lastMessageId).filter((v): v is number => v !== null);
  const [people, lasts, unread] = await Promise.all([
    db
      .select({ conversationId: conversationParticipants.conversationId, id: users.id, name: users.name })
      .from(conversationParticipants)
      .innerJoin(users, eq(users.id, conversationParticipants.userId))
      .where(and(inArray(conversationParticipants.conversationId, ids), eq(conversationParticipants.state, 'joined')))
      .orderBy(asc(users.name), asc(users.id)),
    lastIds.length
      ? db.select({ message: messages, senderName: users.name }).from(messages).innerJoin(users, eq(users.id, messages.senderId)).where(inArray(messages.id, lastIds))
      : Promise.resolve([]),
    unreadByConversation(db, userId, ids),
  ]);
  const lastOf = new Map(lasts.map((l) => [l.message.conversationId, messageView(l.message, l.senderName, userId)]));
  return rows.map(({ conversation: c, me }) => {
    const role = c.mentorId === userId ? 'mentor' : 'member';
    const participants = people
      .filter((p) => p.conversationId === c.id)
      .map((p) => ({ id: p.id, name: p.name, role: p.id === c.mentorId ? ('mentor' as const) : ('member' as const) }));
    const other = participants.find((p) => p.id !== userId);
    const title = c.kind === 'group' ? (c.name ?? 'Group') : (other?.name ?? 'Conversation');
    return {
      id: c.id,
      kind: c.kind,
      title,
      role,
      can_send: c.closedAt === null,
      can_leave: c.kind === 'group' && role === 'member',
      participants,
      last_message: lastOf.get(c.id) ?? null,
      unread: unread.get(c.id) ?? 0,
      last_read_message_id: me.lastReadMessageId,
      updated_at: (c.lastMessageAt ?? c.createdAt).toISOString(),
    };
  });
}

export async function listConversations({ db, actor, query }: { db: Db; actor: Actor; query: { page: number; per_page: number } }): Promise<{ data: Conversation[]; meta: ConversationListMeta }> {
  const mine = and(eq(conversationParticipants.userId, actor.id), eq(conversationParticipants.state, 'joined'));
  const [rows, [total], unread] = await Promise.all([
    db
      .select({ conversation: conversations, me: conversationParticipants })
      .from(conversations)
      .innerJoin(conversationParticipants, eq(conversationParticipants.conversationId, conversations.id))
      .where(mine)
      .orderBy(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt}) desc`, desc(conversations.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(conversationParticipants).where(mine),
    unreadTotal(db, actor.id),
  ]);
  return { data: await describe(db, actor.id, rows), meta: { ...pageMeta(query.page, query.per_page, total?.n ?? 0), unread } };
}

export async function getConversation({ db, actor, id }: { db: Db; actor: Actor; id: number }): Promise<Conversation> {
  const row = await participation(db, actor.id, id);
  return (await describe(db, actor.id, [row]))[0]!;
}

/** A page of the thread, oldest first, ending just before `before` (the newest page without it). */
export async function listMessages({ db, actor, id, query }: { db: Db; actor: Actor; id: number; query: { before?: number; limit: number } }): Promise<{ data: Message[]; meta: ThreadMeta }> {
  await participation(db, actor.id, id);
  const rows = await db
    .select({ message: messages, senderName: users.name })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(and(eq(messages.conversationId, id), query.before ? lt(messages.id, query.before) : undefined))
    .orderBy(desc(messages.id))
    .limit(query.limit + 1);
  const hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit).reverse();
  return {
    data: page.map((r) => messageView(r.message, r.senderName, actor.id)),
    meta: { has_more: hasMore, next_before: hasMore ? page[0]!.message.id : null },
  };
}

export async function getMessagesUnread({ db, actor }: { db: Db; actor: Actor }): Promise<{ unread: number }> {
  return { unread: await unreadTotal(db, actor.id) };
}
