// A notification row as the API shows it.
import type { Notification } from '../../../lib/schemas/notifications.ts';
import type { notifications } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export function notificationView(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The event channel of notification changes; payload `{ userId }` (docs/rules/notifications.md, "Live"). */
export const NOTIFICATIONS_CHANNEL = 'notifications';
export type NotificationsEvent = { userId: number };
