// The member's notifications: the list (newest first) with the unread count, marking read, and the
// count alone for the header. Always scoped to the member: another member's notification is a 404.
import { and, count, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Notification, NotificationListMeta, ReadAllResult } from '../../../lib/schemas/notifications.ts';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { publishEvent } from '../../events/index.ts';
import type { Actor } from '../../http/env.ts';
import { pageMeta } from '../../http/respond.ts';
import { NOTIFICATIONS_CHANNEL, notificationView, type NotificationsEvent } from './view.ts';

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function getUnreadCount({ db, actor }: { db: Db; actor: Actor }): Promise<{ unread: number }> {
  return { unread: await unreadCount(db, actor.id) };
}

/** The unread count and up to `limit` unread notifications, newest first: the dashboard's card. */
export async function latestUnread(db: Db, userId: number, limit: number): Promise<{ unread: number; latest: Notification[] }> {
  // One statement: the window counts every unread row before LIMIT; no row means none unread.
  const rows = await db
    .select({ notification: getTableColumns(notifications), unread: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return { unread: rows[0]?.unread ?? 0, latest: rows.map((r) => notificationView(r.notification)) };
}

export async function listNotifications({ db, actor, query }: { db: Db; actor: Actor; query: { page: number; per_page: number } }): Promise<{ data: Notification[]; meta: NotificationListMeta }> {
  const mine = eq(notifications.userId, actor.id);
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(notifications).where(mine),
    unreadCount(db, actor.id),
  ]);
  return { data: rows.map(notificationView), meta: { ...pageMeta(query.page, query.per_page, total?.n ?? 0), unread } };
}

export async function markNotificationRead({ db, actor, id }: { db: Db; actor: Actor; id: number }): Promise<Notification> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(notifications).where(and(eq(notifications.id, id), eq(notifications.userId, actor.id))).limit(1).for('update');
    if (!existing) throw notFound('notification');
    if (existing.readAt) return notificationView(existing);
    const [row] = await tx.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, id)).returning();
    await publishEvent(tx, NOTIFICATIONS_CHANNEL, { userId: actor.id } satisfies NotificationsEvent);
    return notificationView(row!);
  });
}

export async function markAllNotificationsRead({ db, actor }: { db: Db; actor: Actor }): Promise<ReadAllResult> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, actor.id), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (marked.length) await publishEvent(tx, NOTIFICATIONS_CHANNEL, { userId: actor.id } satisfies NotificationsEvent);
    return { marked: marked.length, unread: await unreadCount(tx, actor.id) };
  });
}
