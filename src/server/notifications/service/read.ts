// The member's notifications: the list (newest first) with the unread count, marking read, and the
// count alone for the header. Always scoped to the member: another member's notification is a 404.
import { and, count, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { Notification, NotificationListMeta, ReadAllResult } from '../../../lib/schemas/notifications.ts';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { publishEvent } from '../../events/index.ts';
import type { Actor } from '../../http/env.ts';
import { pageMeta } from '../../http/respond.ts';
import { memberReadsOf } from '../../shared/member-reads.ts';
import { prepared } from '../../shared/prepared.ts';
import { NOTIFICATIONS_CHANNEL, notificationView, type NotificationsEvent } from './view.ts';

const unreadStatement = (db: Db, name: string) =>
  db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, sql.placeholder('userId')), isNull(notifications.readAt))).prepare(name);

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await prepared(db, 'notifications_unread', unreadStatement).execute({ userId });
  return row?.n ?? 0;
}

/** The header's count: kept per member until their notifications change (docs/performance.md, "Member reads"). */
export async function getUnreadCount({ db, actor }: { db: Db; actor: Actor }): Promise<{ unread: number }> {
  const load = async () => ({ unread: await unreadCount(db, actor.id) });
  return memberReadsOf(db)?.read(actor.id, 'unread', '', load) ?? load();
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

/**
 * latestUnread as two columns (unread, latest_unread) of a statement that reads more beside them,
 * `userId` a column of the outer query (member/service/home.ts); latestUnreadOf reads them back.
 */
export function latestUnreadColumns(userId: SQL, limit: number): { unread: SQL<number>; latest_unread: SQL<UnreadJson[]> } {
  return {
    unread: sql<number>`(SELECT count(*)::int FROM notifications WHERE user_id = ${userId} AND read_at IS NULL)`,
    latest_unread: sql<UnreadJson[]>`(SELECT coalesce(json_agg(json_build_object('id', n.id, 'type', n.type, 'title', n.title, 'body', n.body, 'link', n.link, 'created_at', n.created_at) ORDER BY n.created_at DESC, n.id DESC), '[]'::json)
        FROM (SELECT id, type, title, body, link, created_at FROM notifications WHERE user_id = ${userId} AND read_at IS NULL
          ORDER BY created_at DESC, id DESC LIMIT ${sql.raw(String(Math.trunc(limit)))}) n)`,
  };
}

export type UnreadJson = { id: number; type: string; title: string; body: string | null; link: string | null; created_at: string };

export function latestUnreadOf(row: { unread: number; latest_unread: UnreadJson[] }): { unread: number; latest: Notification[] } {
  return {
    unread: Number(row.unread),
    latest: row.latest_unread.map((n) =>
      notificationView({ id: Number(n.id), type: n.type, title: n.title, body: n.body, link: n.link, readAt: null, createdAt: new Date(n.created_at) } as Parameters<typeof notificationView>[0]),
    ),
  };
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
