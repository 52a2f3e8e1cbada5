// The coalesced message e-mail (docs/rules/messages.md, "E-mail"). Sending a message enqueues, per
// recipient, a job keyed by recipient and a two-minute window and due at the window's end, so a burst
// becomes one job. The job announces every message the member has neither read nor been told about
// through notify(), which follows the member's settings for `messages` (immediately, daily digest or
// off; in the app or not). Idempotent: what it announced is recorded in the same transaction.
import { and, count, eq, gt, max, ne, sql } from 'drizzle-orm';
import { conversationParticipants, conversations, messages, users } from '../../db/schema/index.ts';
import type { JobContext, JobDefinition } from '../../jobs/index.ts';
import { notify } from '../../notifications/service/index.ts';
import { m } from '../../../paraglide/messages.js';
import { MESSAGE_MAIL_JOB } from './send.ts';

export async function announceNewMessages({ deps, payload }: JobContext): Promise<void> {
  const userId = Number(payload.userId);
  await deps.db.transaction(async (tx) => {
    const seen = sql`greatest(${conversationParticipants.lastReadMessageId}, ${conversationParticipants.notifiedMessageId})`;
    const rows = await tx
      .select({ conversationId: messages.conversationId, n: count(), newest: max(messages.id), sender: sql<string>`min(${users.name})`, title: sql<string | null>`min(${conversations.name})` })
      .from(messages)
      .innerJoin(conversationParticipants, and(eq(conversationParticipants.conversationId, messages.conversationId), eq(conversationParticipants.userId, userId), eq(conversationParticipants.state, 'joined')))
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(users, eq(users.id, messages.senderId))
      .where(and(gt(messages.id, seen), ne(messages.senderId, userId)))
      .groupBy(messages.conversationId);
    if (!rows.length) return;
    for (const r of rows) {
      await tx
        .update(conversationParticipants)
        .set({ notifiedMessageId: sql`greatest(${conversationParticipants.notifiedMessageId}, ${r.newest!})` })
        .where(and(eq(conversationParticipants.conversationId, r.conversationId), eq(conversationParticipants.userId, userId)));
    }
    const total = rows.reduce((s, r) => s + r.n, 0);
    const newest = Math.max(...rows.map((r) => r.newest ?? 0));
    const one = rows.length === 1 ? rows[0]! : null;
    await notify(tx, {
      userId,
      type: 'messages',
      text: (locale) => ({
        // One conversation is named (a group's name, or the person writing); several are counted.
        title: (one?.title
          ? m.notices_messages_in_title({ count: total, conversation: one.title }, { locale })
          : one
            ? m.notices_messages_from_title({ count: total, sender: one.sender }, { locale })
            : m.notices_messages_title({ count: total }, { locale })
        ).slice(0, 200),
        body: one ? m.notices_messages_one_body({}, { locale }) : m.notices_messages_many_body({ conversations: rows.length }, { locale }),
      }),
      link: one ? `/messages?conversation=${one.conversationId}` : '/messages',
      dedupeKey: `messages:${newest}`,
      push: true,
    });
  });
}

export const MESSAGE_JOBS: readonly JobDefinition[] = [{ name: MESSAGE_MAIL_JOB, handler: announceNewMessages }];
