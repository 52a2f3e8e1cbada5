// Small display helpers shared by the studio's islands.
import { formatLocalDate, formatLocalMoment } from '../../lib/dates.ts';
import type { MemberSummary } from '../../lib/schemas/studio.ts';

// Dates go through the one formatter (src/lib/dates.ts) in one style (docs/rules/studio.md, "Dates"):
// the operator's locale and time zone, a day long ("27 November 2026"), a moment that day and the time.
export const formatDay = (iso: string | null) => (iso ? formatLocalDate(iso) : '–');
export const formatTime = (iso: string | null) => (iso ? formatLocalMoment(iso) : '–');

/** A post's state as the blog list says it: a publication date still to come is "Scheduled". */
export function publicationState(post: { published: boolean; published_at: string | null }, now = new Date()): string {
  if (!post.published) return 'Draft';
  if (post.published_at && new Date(post.published_at).getTime() > now.getTime()) return `Scheduled ${formatDay(post.published_at)}`;
  return `Published ${formatDay(post.published_at)}`;
}

export function StatusBadge({ member }: { member: Pick<MemberSummary, 'suspended_at' | 'cancelled_at'> }) {
  if (member.cancelled_at) return <span className="studio-badge studio-badge--muted">Cancelled</span>;
  if (member.suspended_at) return <span className="studio-badge studio-badge--warn">Suspended</span>;
  return <span className="studio-badge">Active</span>;
}
