// How many mentor invitations wait for the member's answer: the sidebar's Invitations count, loaded
// once per page for members (src/scripts/invitations-count.ts) and kept current by /mentors/requested.
import { atom } from 'nanostores';

export const $invitationCount = atom<number | null>(null);

export function setInvitationCount(n: number): void {
  $invitationCount.set(Math.max(0, n));
}
