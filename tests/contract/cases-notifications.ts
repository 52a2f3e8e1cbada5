// Cases of the notification routes for the generated suites (tests/contract/registry.ts). The owner
// has one notification (world.ts) whose title carries a marker, so a reply to anyone else that
// shows it fails.
import type { Case } from './registry.ts';

export const NOTIFICATION_CASES: Record<string, Case> = {
  'GET /v1/auth/notifications': { access: 'self', request: () => ({ query: 'page=1&per_page=12' }) },
  'GET /v1/auth/notifications/unread-count': { access: 'self' },
  'POST /v1/auth/notifications/{id}/read': { access: 'owned', last: true, request: (w) => ({ path: { id: w.owner.notificationId } }) },
  'POST /v1/auth/notifications/read-all': { access: 'self', last: true },
  'POST /v1/auth/notifications/stream-ticket': { access: 'self', owner: [201] },
  // The stream takes a ticket, not a token: anyone without a valid ticket gets 401 (a real stream
  // never ends, so the suites never open one; tests/server/notifications covers it).
  'GET /v1/notifications/stream': { access: 'public', request: () => ({ query: `ticket=${'Q'.repeat(43)}` }) },
};
