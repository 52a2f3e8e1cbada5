// The header's unread badge (docs/rules/notifications.md, "Live"): a link to /notifications whose
// accessible name says how many are unread ("Notifications, 3 unread"), kept current by the tab's
// live connection. Loaded by header.ts only for a signed-in member, so visitors download none of it.
import { $unread, unreadLabel } from '../stores/notifications.ts';
import { startLiveNotifications } from './notifications-live.ts';

export function startNotificationBadge(): void {
  const bells = [...document.querySelectorAll<HTMLAnchorElement>('[data-notify-bell]')];
  $unread.subscribe((count) => {
    for (const bell of bells) {
      bell.setAttribute('aria-label', unreadLabel(count));
      const badge = bell.querySelector<HTMLElement>('[data-notify-count]');
      if (!badge) continue;
      badge.textContent = count && count > 99 ? '99+' : String(count ?? 0);
      badge.hidden = !count;
    }
  });
  startLiveNotifications();
}
