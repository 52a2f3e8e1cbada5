// The member's live notification state, shared by the header badge and the /notifications page:
// the unread count and the latest notification that arrived over the live stream
// (src/scripts/notifications-live.ts keeps them up to date; docs/rules/notifications.md, "Live").
import { atom } from 'nanostores';
import type { Notification } from '../lib/schemas/notifications.ts';
import { m } from '../paraglide/messages.js';

/** Unread notifications; null until the first count arrives. */
export const $unread = atom<number | null>(null);

/** The newest notification received live in this tab (the page adds it to its list). */
export const $liveNotification = atom<Notification | null>(null);

export function setUnread(count: number): void {
  $unread.set(Math.max(0, count));
}

/** "Notifications, 3 unread": the badge's accessible name. */
export function unreadLabel(count: number | null): string {
  if (!count) return m.notifications_none_unread();
  return m.notifications_unread({ count });
}
