// Small display helpers shared by the studio's islands.
import type { MemberSummary } from '../../lib/schemas/studio.ts';

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });

export const formatDay = (iso: string | null) => (iso ? dayFormat.format(new Date(iso)) : '–');
export const formatTime = (iso: string | null) => (iso ? timeFormat.format(new Date(iso)) : '–');

export function StatusBadge({ member }: { member: Pick<MemberSummary, 'suspended_at' | 'cancelled_at'> }) {
  if (member.cancelled_at) return <span className="studio-badge studio-badge--muted">Cancelled</span>;
  if (member.suspended_at) return <span className="studio-badge studio-badge--warn">Suspended</span>;
  return <span className="studio-badge">Active</span>;
}
