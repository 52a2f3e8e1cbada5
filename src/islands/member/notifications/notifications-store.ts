// The /notifications screen's state (docs/rules/notifications.md; docs/rules/client.md, "Loading
// data"): the page shown, marking one or all read, and the notifications that arrive live over the
// tab's stream ($liveNotification, src/scripts/notifications-live.ts) joining the first page.
import { atom, onMount } from 'nanostores';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from '../../../lib/api/notifications.ts';
import type { Notification } from '../../../lib/schemas/notifications.ts';
import { $liveNotification, setUnread } from '../../../stores/notifications.ts';
import { $memberKey, createFetcherStore, refreshQueries } from '../../../stores/query.ts';

export const NOTIFICATIONS_PER_PAGE = 20;

export const $notificationsPage = atom(1);

export const $notifications = createFetcherStore<Awaited<ReturnType<typeof listNotifications>>>([$memberKey, 'notifications?page=', $notificationsPage], {
  fetcher: (_member, _name, page) => listNotifications({ page: Number(page), per_page: NOTIFICATIONS_PER_PAGE }),
});

/** A notification that arrived live joins the top of the first page (once), with the counts. */
export function receiveLiveNotification(live: Notification): void {
  const current = $notifications.get().data;
  if ($notificationsPage.get() !== 1 || !current || current.data.some((x) => x.id === live.id)) return;
  $notifications.mutate({
    data: [live, ...current.data].slice(0, NOTIFICATIONS_PER_PAGE),
    meta: { ...current.meta, total: current.meta.total + 1, unread: current.meta.unread + (live.read ? 0 : 1) },
  });
}

/** Marks one notification read, in the list and in the header's count. */
export async function markRead(n: Notification): Promise<void> {
  const { data: read } = await markNotificationRead(n.id);
  const current = $notifications.get().data;
  if (!current) return;
  const unread = Math.max(0, current.meta.unread - 1);
  $notifications.mutate({ data: current.data.map((x) => (x.id === read.id ? read : x)), meta: { ...current.meta, unread } });
  setUnread(current.meta.unread - 1);
}

/** Marks every notification read and shows the list as it is now. */
export async function markAllRead(): Promise<void> {
  await markAllNotificationsRead();
  setUnread(0);
  refreshQueries('notifications', $notifications);
}

onMount($notifications, () =>
  $liveNotification.listen((live) => {
    if (live) receiveLiveNotification(live);
  }),
);
