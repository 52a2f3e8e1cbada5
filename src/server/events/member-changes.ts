// A change of a member's own data, announced by the database itself (docs/performance.md, "Member
// reads"): migration 0017's triggers send the member's id on this channel from every write, and
// NOTIFY delivers it to every instance only when the writing transaction commits.

/** The events channel on which a member's id arrives when their data changed; the payload is the id. */
export const MEMBER_CHANGED_CHANNEL = 'member_changed';

/** The member id of a member_changed payload, or null for anything else. */
export function memberChangedId(payload: unknown): number | null {
  const id = typeof payload === 'number' ? payload : typeof payload === 'string' ? Number(payload) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
