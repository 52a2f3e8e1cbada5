// The coalesced message e-mail (docs/rules/messages.md, "E-mail"). Sending a message enqueues, per
// recipient, a job keyed by recipient and a two-minute window and due at the window's end, so a burst
// becomes one job. The job announces every message the member has neither read nor been told about
// through notify(), which follows the member's settings for `messages` (immediately, daily digest or
// off; in the app or not). Idempotent: what it announced is recorded in the same transaction.
import { and, count, eq, gt, max, ne, sql } from 'drizzle-orm';
import { conversationParticipants, conversations, messages, users } from '../../db/schema/index.ts';
import type { JobContext, JobDefinition } from '../../jobs/index.ts';
import { notify } from '../../notifications/service/index.ts';
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
    const where = one ? (one.title ? ` in ${one.title}` : ` from ${one.sender}`) : '';
    await notify(tx, {
      userId,
      type: 'messages',
      title: (total === 1 ? `A new message${where}` : `${total} new messages${where}`).slice(0, 200),
      body: one ? 'Open your messages to read and reply.' : `In ${rows.length} conversations. Open your messages to read and reply.`,
      link: one ? `/messages?conversation=${one.conversationId}` : '/messages',
      dedupeKey: `messages:${newest}`,
      push: true,
    });
  });
}

export const MESSAGE_JOBS: readonly JobDefinition[] = [{ name: MESSAGE_MAIL_JOB, handler: announceNewMessages }];
