// Generated-suite cases for task review (docs/rules/task-review.md). The studio's queue is an admin
// route that authors may use too (their own courses: none in the world). The mentor's queue is the
// caller's own. One submission, its file and its decision are the owner's as their mentee's mentor
// (w.tasks.menteeSubmissionId): anyone else gets 404, and an admin, who may review any course's
// task, is sent a revision without feedback so its call (422) changes nothing before the owner's.
import type { Case } from './registry.ts';

const mentees = (w: Parameters<NonNullable<Case['request']>>[0]) => ({ id: w.tasks.menteeSubmissionId });

export const TASK_CASES: Record<string, Case> = {
  'GET /v1/admin/task-reviews': { access: 'admin', roles: { author: 'own' }, request: () => ({ query: 'page=1&per_page=20' }) },
  'GET /v1/mentors/task-reviews': { access: 'self', request: () => ({ query: 'page=1&per_page=20' }) },
  'GET /v1/task-reviews/{id}': { access: 'owned', roles: { admin: 'sees' }, request: (w) => ({ path: mentees(w) }) },
  'GET /v1/task-reviews/{id}/file': { access: 'owned', roles: { admin: 'sees' }, request: (w) => ({ path: mentees(w) }) },
  'POST /v1/task-reviews/{id}/decision': {
    access: 'owned',
    last: true,
    roles: { admin: 'sees' },
    request: (w, caller) => ({ path: mentees(w), json: caller.id === w.owner.id ? { decision: 'revise', feedback: 'Add one evening habit.' } : { decision: 'revise', feedback: '' } }),
  },
};
