// Pieces the mentor pages share: the section navigation, a mentee's avatar and name, status and
// progress labels, and the error toast for a failed action.
import { ApiError } from '../../../lib/api/errors.ts';
import type { InvitationStatus, Person } from '../../../lib/schemas/mentors.ts';
import { toast } from '../../../stores/ui.ts';

const SECTIONS = [
  { href: '/mentors', label: 'Overview' },
  { href: '/mentors/invite', label: 'Invite' },
  { href: '/mentors/invitees', label: 'Invitees' },
  { href: '/mentors/groups', label: 'Groups' },
  { href: '/mentors/courseRecommendations', label: 'Recommendations' },
  { href: '/mentors/courses', label: 'Assigned courses' },
  { href: '/mentors/tasks', label: 'Tasks to review' },
  { href: '/mentors/live', label: 'Live sessions' },
];

export function MentorNav({ current }: { current: string }) {
  return (
    <nav className="mentor-nav" aria-label="Mentor sections">
      <ul>
        {SECTIONS.map((s) => (
          <li key={s.href}>
            <a href={s.href} aria-current={s.href === current ? 'page' : undefined}>
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

export const STATUS_LABEL: Record<InvitationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  cancelled: 'Cancelled',
  removed: 'Removed',
};

export const PROGRESS_LABEL = { not_started: 'Not started', started: 'Started', finished: 'Finished' } as const;

export function failed(err: unknown, fallback: string): void {
  if (err instanceof ApiError && err.status === 401) return;
  toast(err instanceof ApiError ? err.message : fallback, 'error');
}
