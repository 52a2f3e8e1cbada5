// Puts the member's state into the server-rendered header: greeting, avatar, Mentor label, the
// unread notifications badge (loaded for members only), and the mobile slide-out menu. The html[data-auth] attribute is set before paint by the inline script in
// each layout, so visitors and members never see the other's links flash.
import { localizePath } from '../lib/i18n.ts';
import { DEFAULT_AVATAR } from '../lib/paths.ts';
import { m } from '../paraglide/messages.js';
import { $session, type Session } from '../stores/session.ts';

let badgeStarted = false;

function render(session: Session): void {
  const member = session.isLoggedIn && session.user;
  document.documentElement.dataset.auth = member ? 'member' : 'guest';
  if (!member || !session.user) return;
  if (!badgeStarted) {
    badgeStarted = true;
    void import('./notification-badge.ts').then((m) => m.startNotificationBadge());
    void import('./invitations-count.ts').then((m) => m.startInvitationCount());
  }
  const user = session.user;
  for (const node of document.querySelectorAll<HTMLElement>('[data-user-greeting]')) node.textContent = m.header_hi_name({ name: user.name });
  for (const img of document.querySelectorAll<HTMLImageElement>('[data-user-avatar]')) img.src = user.avatar_url || DEFAULT_AVATAR;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-mentor-label]')) {
    link.textContent = user.is_mentor ? (link.dataset.mentorLabel ?? m.nav_mentor()) : m.nav_become_mentor();
  }
  // The studio's link: admins land on the overview, authors on their courses (docs/rules/studio.md);
  // the studio checks the role itself.
  for (const item of document.querySelectorAll<HTMLElement>('[data-studio-link]')) {
    item.hidden = user.role !== 'admin' && user.role !== 'author';
    const link = item.querySelector('a');
    if (link) link.href = user.role === 'author' ? '/studio/courses' : '/studio';
  }
}

export function startHeader(): void {
  $session.subscribe(render);

  // Send visitors back to where they were after logging in.
  const login = document.querySelector<HTMLAnchorElement>('[data-login-link]');
  if (login && !/^(\/es)?\/login$/.test(location.pathname)) login.href = localizePath(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);

  // One open dropdown at a time; Escape or a click elsewhere closes them.
  const dropdowns = [...document.querySelectorAll<HTMLDetailsElement>('[data-dropdown]')];
  const closeAll = (except?: HTMLDetailsElement) => dropdowns.forEach((d) => d !== except && (d.open = false));
  dropdowns.forEach((d) => d.addEventListener('toggle', () => d.open && closeAll(d)));
  document.addEventListener('click', (e) => {
    if (!(e.target as Element).closest('[data-dropdown]')) closeAll();
  });
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    const open = dropdowns.find((d) => d.open);
    if (open) {
      open.open = false;
      open.querySelector('summary')?.focus();
    }
  });

  const menu = document.querySelector<HTMLDialogElement>('[data-mobile-menu]');
  document.querySelector('[data-mobile-open]')?.addEventListener('click', () => menu?.showModal());
  document.querySelector('[data-mobile-close]')?.addEventListener('click', () => menu?.close());
  menu?.addEventListener('click', (e) => e.target === menu && menu.close());
}
