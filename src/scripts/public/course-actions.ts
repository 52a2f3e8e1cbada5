// The enrol and bookmark buttons of /course/{slug} and /bundle/{bundleSlug}/{courseSlug}.
// Server-rendered as links to /login?next=<this page>, so a visitor (or a browser without script)
// goes to log in and comes back. Only for a signed-in member is the API part loaded
// (course-actions-member.ts), so visitors do not download the API client.
import { $session } from '../../stores/session.ts';

export function startCourseActions(root: ParentNode = document): void {
  const session = $session.get();
  if (!session.isLoggedIn || !session.token || !root.querySelector('[data-course-actions]')) return;
  void import('./course-actions-member.ts').then((m) => m.startMemberCourseActions(root));
}
