// The header's unread badge (docs/rules/notifications.md, "Live"): a link to /notifications whose
// accessible name says how many are unread ("Notifications, 3 unread"), kept current by the tab's
// live connection. Loaded by header.ts only for a signed-in member, so visitors download none of it.
import { $unread, unreadLabel } from '../stores/notifications.ts';
import { startLiveNotifications } from './notifications-live.ts';
import { $messagesUnread } from '../stores/messages.ts';
import { m } from '../paraglide/messages.js';

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
  // The sidebar's and menus' Messages items show the unread message total (docs/rules/messages.md).
  $messagesUnread.subscribe((count) => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-messages-link]')) {
      const badge = link.querySelector<HTMLElement>('[data-messages-count]');
      if (!badge) continue;
      // The count is part of the link's text with a word for screen readers ("Messages 3 unread"):
      // an aria-label would hide the visible text from the accessible name (axe label-content-name-mismatch).
      const hint = document.createElement('span');
      hint.className = 'visually-hidden';
      hint.textContent = ` ${m.member_unread_hint()}`;
      badge.replaceChildren(count && count > 99 ? '99+' : String(count ?? 0), hint);
      badge.hidden = !count;
    }
  });
  startLiveNotifications();
}
