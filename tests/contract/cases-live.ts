// Generated-suite cases for live sessions (docs/rules/live-sessions.md). The owner is enrolled in a
// course of their own and mentors a group, so they are both a member who RSVPs (sessions of that
// course, organised by an admin) and an organiser (sessions of a group of theirs). Members' routes: a
// session of a course only the owner is enrolled in is 404 to everyone else. Organisers' routes: another member
// gets 403, another mentor and an author 404; an admin sees every session, so anyone but the owner
// sends a change an admin's call is refused for (a start in the past, a member who was not going, a
// recording before the start, cancelling a cancelled session) and no row changes.
import { enrolments, liveRsvps, liveSessions, mentorGroupMembers, mentorGroups } from '../../src/server/db/schema/index.ts';
import { makeCategory, makeCourse } from '../server/catalogue/factories.ts';
import type { Case } from './registry.ts';
import type { World } from './world.ts';

type Made = { groupId: number; courseSession: number; leaving: number; future: number; past: number; doomed: number; cancelled: number };
const made = new WeakMap<World, Promise<Made>>();
const DAY = 86_400_000;

function sessions(w: World): Promise<Made> {
  let m = made.get(w);
  if (!m) {
    m = (async () => {
      const base = { timeZone: 'Europe/London', durationMinutes: 60, joinUrl: 'https://meet.example.com/contract', capacity: 5 };
      const soon = new Date(Date.now() + 3 * DAY);
      const add = async (over: Partial<typeof liveSessions.$inferInsert>) =>
        (await w.t.db.insert(liveSessions).values({ title: 'Contract session', startsAt: soon, ...base, ...over }).returning({ id: liveSessions.id }))[0]!.id;
      // A course only the owner is enrolled in (others share the world's course).
      const own = await makeCourse(w.t.db, { categoryId: (await makeCategory(w.t.db)).id });
      await w.t.db.insert(enrolments).values({ userId: w.owner.id, courseId: own.id });
      const course = { courseId: own.id, organiserId: w.studio.admin.id };
      // A group of the owner's own: the mentors' cases delete the world's group, in some order.
      const [mine] = await w.t.db.insert(mentorGroups).values({ userId: w.owner.id, name: 'Live circle' }).returning({ id: mentorGroups.id });
      await w.t.db.insert(mentorGroupMembers).values({ groupId: mine!.id, userId: w.mentors.menteeId });
      const group = { groupId: mine!.id, organiserId: w.owner.id };
      const courseSession = await add(course);
      const leaving = await add(course);
      await w.t.db.insert(liveRsvps).values({ sessionId: leaving, userId: w.owner.id, status: 'going' });
      const future = await add(group);
      const past = await add({ ...group, startsAt: new Date(Date.now() - 2 * 3_600_000) });
      await w.t.db.insert(liveRsvps).values({ sessionId: past, userId: w.mentors.menteeId, status: 'going' });
      const doomed = await add(group);
      const cancelled = await add({ ...group, status: 'cancelled', cancelledAt: new Date() });
      return { groupId: mine!.id, courseSession, leaving, future, past, doomed, cancelled };
    })();
    made.set(w, m);
  }
  return m;
}

const local = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 16);
const fields = (startMs: number) => ({ title: 'Contract call', starts_at_local: local(startMs), time_zone: 'UTC', duration_minutes: 45, join_url: 'https://meet.example.com/contract', capacity: 5 });
const mine = (w: World, caller: { id: number }) => caller.id === w.owner.id;
const at = (pick: (m: Made) => number) => async (w: World) => ({ path: { id: pick(await sessions(w)) } });
const organiser = { access: 'owned', setup: sessions, roles: { admin: 'sees' } } as const;

export const LIVE_CASES: Record<string, Case> = {
  'GET /v1/auth/live-sessions': { access: 'self', setup: sessions, request: () => ({ query: 'page=1&per_page=20' }) },
  'GET /v1/auth/live-sessions/{id}': { access: 'owned', setup: sessions, request: at((m) => m.courseSession) },
  'POST /v1/auth/live-sessions/{id}/rsvp': { access: 'owned', setup: sessions, request: at((m) => m.courseSession) },
  'DELETE /v1/auth/live-sessions/{id}/rsvp': { access: 'owned', setup: sessions, owner: [200, 404], request: at((m) => m.leaving) },
  'GET /v1/auth/live-sessions/{id}/invite.ics': { access: 'owned', setup: sessions, request: at((m) => m.courseSession) },

  'GET /v1/admin/live-sessions/audiences': { access: 'self' },
  // An admin's list holds every session, the owner's group's too.
  'GET /v1/admin/live-sessions': { access: 'self', setup: sessions, roles: { admin: 'sees' }, request: () => ({ query: 'page=1&per_page=20' }) },
  'POST /v1/admin/live-sessions': { access: 'self', setup: sessions, owner: [201], request: async (w) => ({ json: { ...fields(5 * DAY), group_id: (await sessions(w)).groupId } }) },
  'GET /v1/admin/live-sessions/{id}': { ...organiser, request: at((m) => m.future) },
  'PUT /v1/admin/live-sessions/{id}': {
    ...organiser,
    request: async (w, caller) => ({ path: { id: (await sessions(w)).future }, json: fields(mine(w, caller) ? 4 * DAY : -DAY) }),
  },
  'POST /v1/admin/live-sessions/{id}/cancel': {
    ...organiser,
    owner: [200, 409],
    request: async (w, caller) => ({ path: { id: mine(w, caller) ? (await sessions(w)).doomed : (await sessions(w)).cancelled } }),
  },
  'PUT /v1/admin/live-sessions/{id}/attendance': {
    ...organiser,
    request: async (w, caller) => ({ path: { id: (await sessions(w)).past }, json: { attended: [mine(w, caller) ? w.mentors.menteeId : w.stranger.id] } }),
  },
  'PUT /v1/admin/live-sessions/{id}/recording': {
    ...organiser,
    request: async (w, caller) => ({ path: { id: mine(w, caller) ? (await sessions(w)).past : (await sessions(w)).future }, json: { recording_url: 'https://video.example.com/contract' } }),
  },
};
