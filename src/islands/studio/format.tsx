// Small display helpers shared by the studio's islands.
import { formatDate, formatLocalDateTime } from '../../lib/dates.ts';
import type { MemberSummary } from '../../lib/schemas/studio.ts';

// Dates go through the one formatter (src/lib/dates.ts): days in the site's long style, moments in the
// operator's own locale and time zone.
export const formatDay = (iso: string | null) => (iso ? formatDate(iso) : '–');
export const formatTime = (iso: string | null) => (iso ? formatLocalDateTime(iso) : '–');

export function StatusBadge({ member }: { member: Pick<MemberSummary, 'suspended_at' | 'cancelled_at'> }) {
  if (member.cancelled_at) return <span className="studio-badge studio-badge--muted">Cancelled</span>;
  if (member.suspended_at) return <span className="studio-badge studio-badge--warn">Suspended</span>;
  return <span className="studio-badge">Active</span>;
}
