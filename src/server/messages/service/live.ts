// Messages over the tab's live stream (docs/rules/messages.md, "Live"). Every change a member must
// see (a new message, joining or leaving, reading elsewhere) publishes `{ userIds }` on the
// `messages` event channel inside its transaction; every instance's streams of those members then
// read what is new from the database. The event carries ids only, never a message.
import { and, asc, eq, gt, max } from 'drizzle-orm';
import type { Message } from '../../../lib/schemas/messages.ts';
import type { Db } from '../../db/client.ts';
import { conversationParticipants, messages, users } from '../../db/schema/index.ts';
import { publishEvent } from '../../events/index.ts';
import { unreadTotal } from './unread.ts';
import { messageView } from './view.ts';

export const MESSAGES_CHANNEL = 'messages';
export type MessagesEvent = { userIds: number[] };
/** Ids per event, well under PostgreSQL's 8000-byte payload limit. */
const IDS_PER_EVENT = 500;
/** At most this many missed messages are replayed on one catch-up; the page reads the rest. */
const REPLAY_LIMIT = 100;

export async function announceToParticipants(tx: Db, userIds: number[]): Promise<void> {
  const ids = [...new Set(userIds)];
  for (let i = 0; i < ids.length; i += IDS_PER_EVENT) {
    await publishEvent(tx, MESSAGES_CHANNEL, { userIds: ids.slice(i, i + IDS_PER_EVENT) } satisfies MessagesEvent);
  }
}

/** A stream feed as src/server/notifications/service/stream.ts runs it. */
export type LiveFeedItem = { id: number; event: string; data: unknown };

/** Where a first connection starts: after the newest message the member can see now. */
async function start(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(messages.id) })
    .from(messages)
    .innerJoin(conversationParticipants, and(eq(conversationParticipants.conversationId, messages.conversationId), eq(conversationParticipants.userId, userId), eq(conversationParticipants.state, 'joined')));
  return row?.id ?? 0;
}

/** Messages after `cursor` in the member's conversations, oldest first (their own too, for other tabs). */
async function after(db: Db, userId: number, cursor: number): Promise<LiveFeedItem[]> {
  const rows = await db
    .select({ message: messages, senderName: users.name })
    .from(messages)
    .innerJoin(conversationParticipants, and(eq(conversationParticipants.conversationId, messages.conversationId), eq(conversationParticipants.userId, userId), eq(conversationParticipants.state, 'joined')))
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(gt(messages.id, cursor))
    .orderBy(asc(messages.id))
    .limit(REPLAY_LIMIT);
  return rows.map((r) => ({ id: r.message.id, event: 'message', data: messageView(r.message, r.senderName, userId) satisfies Message }));
}

async function summary(db: Db, userId: number): Promise<{ event: string; data: unknown }> {
  return { event: 'messages_unread', data: { unread: await unreadTotal(db, userId) } };
}

export const MESSAGES_LIVE_FEED = {
  channel: MESSAGES_CHANNEL,
  concerns: (payload: unknown, userId: number) => Array.isArray((payload as MessagesEvent)?.userIds) && (payload as MessagesEvent).userIds.includes(userId),
  start,
  after,
  summary,
};
