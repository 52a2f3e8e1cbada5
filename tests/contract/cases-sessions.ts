// Generated-suite cases for the signed-in devices (docs/security.md, "Sessions and devices"). The list
// and "sign out the others" act on the caller's own sessions; signing one device out names a session
// of the owner's (a second device made in world.ts), so everyone else gets a 404. Both changes run
// last: the owner's call signs devices out.
import type { Case } from './registry.ts';

export const SESSIONS_CASES: Record<string, Case> = {
  'GET /v1/auth/sessions': { access: 'self', request: () => ({ query: 'page=1&per_page=20' }) },
  'DELETE /v1/auth/sessions/{id}': { access: 'owned', last: true, request: (w) => ({ path: { id: w.owner.sessionId } }) },
  'POST /v1/auth/sessions/revoke-others': { access: 'self', last: true },
};
