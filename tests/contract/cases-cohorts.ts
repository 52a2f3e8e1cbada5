// Generated-suite cases for cohorts (docs/rules/cohorts.md): the studio's routes for admins and the
// course's author (members and mentors 403, another author 404), on a course of their own made in
// setup so no other case's course changes; the members' routes: the public list of upcoming cohorts,
// joining (any member: their own answer), buying a place in a priced cohort (any member: their own checkout), leaving (the owner leaves a cohort they were placed in, last)
// and the member list (the owner's cohort: 404 for everyone else).
import { cohortMembers, enrolments } from '../../src/server/db/schema/index.ts';
import { calendarDayIn } from '../../src/lib/dates.ts';
import { makeLearningCourse } from '../server/learning/factories.ts';
import type { Case } from './registry.ts';
import type { World } from './world.ts';

type Made = { courseId: number; joinId: number; pricedId: number; ownerCohortId: number; editId: number; doomedId: number; placeEmail: string; removeUserId: number };
const made = new WeakMap<World, Promise<Made>>();
const hidden = { author: 'hidden' } as const;
const inDays = (n: number) => calendarDayIn('UTC', new Date(Date.now() + n * 86_400_000));

function cohorts(w: World): Promise<Made> {
  let m = made.get(w);
  if (!m) {
    m = (async () => {
      const admin = w.studio.admin;
      const open = async (courseId: number, title: string) => {
        const res = await w.t.api('POST', `/v1/admin/courses/${courseId}/cohorts`, { token: admin.token, json: { title, starts_on: inDays(5), capacity: 100 } });
        return ((await res.json()) as { data: { id: number } }).data.id;
      };
      const studioCourse = (await makeLearningCourse(w.t.db, { title: 'Cohort contract course' })).course.id;
      const ownerCourse = (await makeLearningCourse(w.t.db, { title: 'Owner cohort course' })).course.id;
      const joinId = await open(w.course.course.id, 'Open to join');
      // A place with its own price, on a course of its own, bought through checkout (commerce).
      const pricedCourse = (await makeLearningCourse(w.t.db, { title: 'Priced cohort course' })).course.id;
      const pricedRes = await w.t.api('POST', `/v1/admin/courses/${pricedCourse}/cohorts`, { token: admin.token, json: { title: 'Paid run', starts_on: inDays(6), capacity: 100, price_cents: 4500 } });
      const pricedId = ((await pricedRes.json()) as { data: { id: number } }).data.id;
      const ownerCohortId = await open(ownerCourse, 'The owner’s cohort');
      await w.t.db.insert(enrolments).values({ userId: w.owner.id, courseId: ownerCourse });
      await w.t.db.insert(cohortMembers).values({ cohortId: ownerCohortId, userId: w.owner.id, courseId: ownerCourse, placedBy: 'admin' });
      const editId = await open(studioCourse, 'Edited by the studio');
      const doomedId = await open(studioCourse, 'Deleted by the studio');
      const placed = await w.t.member({ name: 'Cohort Placed' });
      const removed = await w.t.member({ name: 'Cohort Removed' });
      await w.t.db.insert(enrolments).values([placed, removed].map((p) => ({ userId: p.id, courseId: studioCourse })));
      await w.t.db.insert(cohortMembers).values({ cohortId: editId, userId: removed.id, courseId: studioCourse, placedBy: 'admin' });
      return { courseId: studioCourse, joinId, pricedId, ownerCohortId, editId, doomedId, placeEmail: placed.email, removeUserId: removed.id };
    })();
    made.set(w, m);
  }
  return m;
}

export const COHORT_CASES: Record<string, Case> = {
  'GET /v1/courses/{id}/cohorts': { access: 'public', setup: cohorts, request: (w) => ({ path: { id: w.course.course.id } }) },
  'POST /v1/auth/cohorts/{id}/join': { access: 'self', setup: cohorts, owner: [201, 200], request: async (w) => ({ path: { id: (await cohorts(w)).joinId } }) },
  'POST /v1/cohorts/{id}/buy': { access: 'self', setup: cohorts, owner: [201], request: async (w) => ({ path: { id: (await cohorts(w)).pricedId }, json: {} }) },
  'DELETE /v1/auth/cohorts/{id}/join': { access: 'self', setup: cohorts, last: true, request: async (w) => ({ path: { id: (await cohorts(w)).ownerCohortId } }) },
  'GET /v1/auth/cohorts/{id}/members': { access: 'owned', setup: cohorts, request: async (w) => ({ path: { id: (await cohorts(w)).ownerCohortId } }) },
  'GET /v1/admin/courses/{id}/cohorts': { access: 'admin', roles: hidden, setup: cohorts, request: async (w) => ({ path: { id: (await cohorts(w)).courseId } }) },
  'POST /v1/admin/courses/{id}/cohorts': {
    access: 'admin', roles: hidden, setup: cohorts, owner: [201],
    request: async (w) => ({ path: { id: (await cohorts(w)).courseId }, json: { title: 'A new run', starts_on: inDays(9), capacity: 20, time_zone: 'Europe/London', price_cents: null } }),
  },
  'PATCH /v1/admin/cohorts/{id}': { access: 'admin', roles: hidden, setup: cohorts, request: async (w) => ({ path: { id: (await cohorts(w)).editId }, json: { title: 'Edited run', capacity: 30 } }) },
  'DELETE /v1/admin/cohorts/{id}': { access: 'admin', roles: hidden, setup: cohorts, last: true, request: async (w) => ({ path: { id: (await cohorts(w)).doomedId } }) },
  'GET /v1/admin/cohorts/{id}/members': { access: 'admin', roles: hidden, setup: cohorts, request: async (w) => ({ path: { id: (await cohorts(w)).editId } }) },
  'POST /v1/admin/cohorts/{id}/members': { access: 'admin', roles: hidden, setup: cohorts, request: async (w) => ({ path: { id: (await cohorts(w)).editId }, json: { email: (await cohorts(w)).placeEmail } }) },
  'DELETE /v1/admin/cohorts/{id}/members/{userId}': {
    access: 'admin', roles: hidden, setup: cohorts, last: true,
    request: async (w) => {
      const m = await cohorts(w);
      return { path: { id: m.editId, userId: m.removeUserId } };
    },
  },
};
