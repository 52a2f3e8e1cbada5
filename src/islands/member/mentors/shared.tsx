// Pieces the mentor pages share: the section navigation, a mentee's avatar and name, status and
// progress labels, and the error toast for a failed action.
import { ApiError } from '../../../lib/api/errors.ts';
import type { InvitationStatus, Person } from '../../../lib/schemas/mentors.ts';
import { toast } from '../../../stores/ui.ts';
import { m } from '../../../paraglide/messages.js';
import { localizePath } from '../../../lib/i18n.ts';

// Built when shown, in the page's language.
const sections = () => [
  { href: '/mentors', label: m.community_mt_nav_overview() },
  { href: '/mentors/invite', label: m.community_mt_nav_invite() },
  { href: '/mentors/invitees', label: m.community_invitees_title() },
  { href: '/mentors/groups', label: m.community_groups() },
  { href: '/mentors/courseRecommendations', label: m.community_mt_nav_recommendations() },
  { href: '/mentors/courses', label: m.community_assigned_courses() },
  { href: '/mentors/tasks', label: m.community_tasks_title() },
  { href: '/mentors/live', label: m.community_live_title() },
];

export function MentorNav({ current }: { current: string }) {
  return (
    <nav className="mentor-nav" aria-label={m.community_mt_nav_label()}>
      <ul>
        {sections().map((s) => (
          <li key={s.href}>
            <a href={localizePath(s.href)} aria-current={s.href === current ? 'page' : undefined}>
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function PersonName({ person }: { person: Person }) {
  return (
    <span className="mentor-person">
      <img src={person.avatar_url} alt="" width={32} height={32} loading="lazy" />
      <span>{person.name}</span>
    </span>
  );
}

const STATUS_LABEL: Record<InvitationStatus, () => string> = {
  pending: m.community_mt_status_pending,
  accepted: m.community_mt_status_accepted,
  declined: m.community_mt_status_declined,
  expired: m.community_mt_status_expired,
  cancelled: m.community_mt_status_cancelled,
  removed: m.community_mt_status_removed,
};

/** An invitation's status in the page's language. */
export const statusLabel = (status: InvitationStatus) => STATUS_LABEL[status]();

const PROGRESS_LABEL = { not_started: m.community_mt_progress_not_started, started: m.community_mt_progress_started, finished: m.community_mt_progress_finished } as const;

/** A mentee's progress on a recommendation in the page's language. */
export const progressLabel = (status: keyof typeof PROGRESS_LABEL) => PROGRESS_LABEL[status]();

export function failed(err: unknown, fallback: string): void {
  if (err instanceof ApiError && err.status === 401) return;
  toast(err instanceof ApiError ? err.message : fallback, 'error');
}
