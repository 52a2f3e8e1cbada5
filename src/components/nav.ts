// The member menu (docs/rules/client.md, "Header, sidebar and footer"), shared by the header menu, the mobile menu and the sidebar.
// Functions, not lists: the labels are in the language of the page being rendered (docs/i18n.md).
import { m } from '../paraglide/messages.js';

export type NavItem = { label: string; href: string; mentorLabel?: string; matches?: string[]; kind?: 'mentor' | 'invitations' };

export const memberMenu = (): NavItem[] => [
  { label: m.nav_dashboard(), href: '/dashboard' },
  { label: m.nav_my_courses(), href: '/my-courses' },
  { label: m.nav_messages(), href: '/messages' },
  { label: m.nav_bookmark(), href: '/bookmark' },
  { label: m.nav_certificate(), href: '/certificates' },
  { label: m.nav_badges(), href: '/badges' },
  { label: m.nav_points(), href: '/points' },
  { label: m.nav_leaderboard(), href: '/leaderboard' },
  { label: m.nav_live(), href: '/live' },
  { label: m.nav_billing(), href: '/billing' },
  { label: m.nav_settings(), href: '/settings' },
  { label: m.nav_become_mentor(), mentorLabel: m.nav_mentor(), href: '/mentors' },
];

export const sidebarMenu = (): NavItem[] => [
  { label: m.nav_dashboard(), href: '/dashboard' },
  { label: m.nav_my_courses(), href: '/my-courses' },
  { label: m.nav_messages(), href: '/messages' },
  { label: m.nav_bookmark(), href: '/bookmark' },
  { label: m.nav_certificate(), href: '/certificates' },
  { label: m.nav_badges(), href: '/badges' },
  { label: m.nav_points(), href: '/points' },
  { label: m.nav_leaderboard(), href: '/leaderboard' },
  { label: m.nav_live(), href: '/live' },
  { label: m.nav_mentor(), href: '/mentors', kind: 'mentor', matches: ['/mentors/invite', '/mentors/invitees', '/mentors/groups', '/mentors/courseRecommendations', '/mentors/live'] },
  { label: m.nav_invitations(), href: '/mentors/requested', kind: 'invitations' },
  { label: m.nav_billing(), href: '/billing', matches: ['/billing'] },
  { label: m.nav_settings(), href: '/settings', matches: ['/manage-profile', '/addresses', '/password', '/notification-settings', '/cancel-account'] },
];

/** Whether a nav item is the current page: its own path, or one of the path prefixes it stands for. */
export function isActive(item: NavItem, pathname: string): boolean {
  const path = pathname.replace(/\/$/, '') || '/';
  if (path === item.href) return true;
  return (item.matches ?? []).some((m) => path === m || path.startsWith(`${m}/`));
}
