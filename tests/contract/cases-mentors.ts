// Cases of the mentor routes for the generated suites (tests/contract/registry.ts). The world's
// owner is a mentor (world.ts) whose invitee, group, recommendation and assignment are `owned`: the
// other member (not a mentor) gets 403, the mentor role (a mentor of their own) 404. Lists and
// creations are `self`: each caller gets their own answer, a non-mentor a 403. The owner also holds
// two invitations from other mentors, for accept and reject.
import { randomBytes } from 'node:crypto';
import type { Case } from './registry.ts';

const group = (w: Parameters<NonNullable<Case['request']>>[0]) => ({ name: w.markers[0] ? `Group${w.markers[0]}` : 'Group', member_ids: [w.mentors.menteeId] });

export const MENTOR_CASES: Record<string, Case> = {
  'GET /v1/mentors/home': { access: 'self' },
  // Makes its caller a mentor for good: after the rest, so the others stay non-mentors until then.
  'POST /v1/mentors/agree': { access: 'self', last: true },
  // The owner invites a new address. Anyone else sends their own address, which is skipped without a
  // write: a real invitation by another mentor enqueues its mail in the jobs table, which belongs to
  // no member, so the owner's fingerprint would count it (tests/server/mentors covers that path).
  'POST /v1/mentors/invite': {
    access: 'self',
    owner: [201],
    request: (w, caller) => ({ json: { emails: [caller.id === w.owner.id ? `invitee-${randomBytes(4).toString('hex')}@example.test` : caller.email], message: 'Join me' } }),
  },
  'POST /v1/mentors/inviteReminder': { access: 'owned', request: (w) => ({ json: { id: w.mentors.pendingId } }) },
  'GET /v1/mentors/invitees': { access: 'self' },
  'DELETE /v1/mentors/invitees/{id}': { access: 'owned', last: true, request: (w) => ({ path: { id: w.mentors.pendingId } }) },
  'GET /v1/mentors/requested': { access: 'self' },
  'POST /v1/mentors/acceptInvite/{id}': { access: 'owned', last: true, request: (w) => ({ path: { id: w.mentors.toAccept } }) },
  'POST /v1/mentors/rejectInvite/{id}': { access: 'owned', last: true, request: (w) => ({ path: { id: w.mentors.toReject } }) },
  'GET /v1/mentors/users': { access: 'self', request: () => ({ query: 'search=world' }) },
  'GET /v1/mentors/groups': { access: 'self' },
  'POST /v1/mentors/groups': { access: 'self', owner: [201], request: (w) => ({ json: { name: 'Another circle', member_ids: [w.mentors.menteeId] } }) },
  'GET /v1/mentors/groups/{id}': { access: 'owned', request: (w) => ({ path: { id: w.mentors.groupId } }) },
  // The owner sends the group as it is, so the owner's call changes nothing either.
  'PUT /v1/mentors/groups/{id}': { access: 'owned', request: (w) => ({ path: { id: w.mentors.groupId }, json: group(w) }) },
  'DELETE /v1/mentors/groups/{id}': { access: 'owned', last: true, request: (w) => ({ path: { id: w.mentors.groupId } }) },
  'GET /v1/mentors/courseRecommendations': { access: 'self' },
  'POST /v1/mentors/courseRecommendations': { access: 'self', owner: [201], request: (w) => ({ json: { course_id: w.course.course.id, mentee_ids: [w.mentors.menteeId], note: 'Another' } }) },
  'GET /v1/mentors/courseRecommendations/{id}': { access: 'owned', request: (w) => ({ path: { id: w.mentors.recommendationId } }) },
  'PUT /v1/mentors/courseRecommendations/{id}': {
    access: 'owned',
    request: (w) => ({ path: { id: w.mentors.recommendationId }, json: { course_id: w.course.course.id, mentee_ids: [w.mentors.menteeId], note: `Note${w.markers[0]}` } }),
  },
  'DELETE /v1/mentors/courseRecommendations/{id}': { access: 'owned', last: true, request: (w) => ({ path: { id: w.mentors.recommendationId } }) },
  'GET /v1/mentors/courses': { access: 'self' },
  // Assigning again changes nothing (the mentee is enrolled already).
  'POST /v1/mentors/courses/assign': { access: 'self', request: (w) => ({ json: { course_id: w.course.course.id, mentee_ids: [w.mentors.menteeId] } }) },
  'POST /v1/mentors/courses/remove': { access: 'owned', last: true, request: (w) => ({ json: { course_id: w.course.course.id, mentee_id: w.mentors.menteeId } }) },
};
