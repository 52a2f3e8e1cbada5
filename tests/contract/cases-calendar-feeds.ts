// Generated-suite cases for calendar feeds (docs/rules/calendar-feeds.md). The feed's state, a new
// link and turning it off act on the caller's own feed: anyone else gets their own answer and the
// owner's feed row stays as it was. The feed itself is public (its secret is the key); the matrix calls
// it with a secret nobody holds (404), since a real one would rightly answer anyone with the owner's
// practices. tests/server/calendar/calendar-feeds.test.ts covers the real feed.
import type { Case } from './registry.ts';

const ownOnly = { admin: 'own', author: 'own', mentor: 'own' } as const;

export const CALENDAR_FEED_CASES: Record<string, Case> = {
  'GET /v1/auth/calendar-feed': { access: 'self', roles: ownOnly },
  'POST /v1/auth/calendar-feed': { access: 'self', roles: ownOnly, owner: [201] },
  'DELETE /v1/auth/calendar-feed': { access: 'self', roles: ownOnly, owner: [204], last: true },
  'GET /v1/calendar/{token}/wellspring.ics': { access: 'public', request: () => ({ path: { token: `wsc_${'Q'.repeat(43)}` } }) },
};
