// The member's live message state, shared by the sidebar's Messages item and the /messages page: the
// unread total and the latest message that arrived over the tab's live stream
// (src/scripts/notifications-live.ts keeps them current; docs/rules/messages.md, "Live").
import { atom } from 'nanostores';
import type { Message } from '../lib/schemas/messages.ts';

/** Unread messages in all the member's conversations; null until the first count arrives. */
export const $messagesUnread = atom<number | null>(null);

/** The newest message received live in this tab. */
export const $liveMessage = atom<Message | null>(null);

export function setMessagesUnread(count: number): void {
  $messagesUnread.set(Math.max(0, count));
}

/** "Messages, 3 unread": the sidebar item's accessible name. */
export function messagesLabel(count: number | null): string {
  if (!count) return 'Messages';
  return `Messages, ${count} unread`;
}
