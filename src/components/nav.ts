// The member menu (docs/rules/client.md, "Header, sidebar and footer"), shared by the header menu, the mobile menu and the sidebar.
export type NavItem = { label: string; href: string; mentorLabel?: string; matches?: string[] };

export const MEMBER_MENU: NavItem[] = [
  { label: 'Dashboard', href: '/dashboard' },
  { label: 'My Courses', href: '/my-courses' },
  { label: 'Messages', href: '/messages' },
  { label: 'Bookmark', href: '/bookmark' },
  { label: 'Certificate', href: '/certificates' },
  { label: 'Badges', href: '/badges' },
  { label: 'Points', href: '/points' },
  { label: 'Leaderboard', href: '/leaderboard' },
  { label: 'Live sessions', href: '/live' },
  { label: 'Billing', href: '/billing' },
  { label: 'Settings', href: '/settings' },
  { label: 'Become a Mentor', mentorLabel: 'Mentor', href: '/mentors' },
];

export const SIDEBAR: NavItem[] = [
  { label: 'Dashboard', href: '/dashboard' },
  { label: 'My Courses', href: '/my-courses' },
  { label: 'Messages', href: '/messages' },
  { label: 'Bookmark', href: '/bookmark' },
  { label: 'Certificate', href: '/certificates' },
  { label: 'Badges', href: '/badges' },
  { label: 'Points', href: '/points' },
  { label: 'Leaderboard', href: '/leaderboard' },
  { label: 'Live sessions', href: '/live' },
  { label: 'Mentor', href: '/mentors', matches: ['/mentors/invite', '/mentors/invitees', '/mentors/groups', '/mentors/courseRecommendations', '/mentors/live'] },
  { label: 'Invitations', href: '/mentors/requested' },
  { label: 'Billing', href: '/billing', matches: ['/billing'] },
  { label: 'Settings', href: '/settings', matches: ['/manage-profile', '/addresses', '/password', '/notification-settings', '/cancel-account'] },
];

/** Whether a nav item is the current page: its own path, or one of the path prefixes it stands for. */
export function isActive(item: NavItem, pathname: string): boolean {
  const path = pathname.replace(/\/$/, '') || '/';
  if (path === item.href) return true;
  return (item.matches ?? []).some((m) => path === m || path.startsWith(`${m}/`));
}
