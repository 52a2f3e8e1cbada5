// Generated-suite cases for the practices routes (docs/rules/practices.md). A practice is the
// owner's object: anyone else gets 404 and changes nothing. The list and the lesson's suggestion
// answer each caller about their own practices.
import type { Case } from './registry.ts';
import type { World } from './world.ts';

const practice = (w: World) => ({ id: w.owner.practiceId });

export const PRACTICE_CASES: Record<string, Case> = {
  'GET /v1/auth/practices': { access: 'self' },
  // Adopting the lesson's practice the owner keeps already answers 200 with it and changes nothing.
  'POST /v1/auth/practices': { access: 'self', request: (w) => ({ json: { name: 'Ten quiet breaths', target_days: 3, lesson_id: w.course.lessons.detail.id } }) },
  'GET /v1/auth/practices/{id}': { access: 'owned', request: (w) => ({ path: practice(w) }) },
  'PUT /v1/auth/practices/{id}': { access: 'owned', request: (w) => ({ path: practice(w), json: { target_days: 3 } }) },
  'POST /v1/auth/practices/{id}/check-ins': { access: 'owned', owner: [201], request: (w) => ({ path: practice(w), json: { feeling: 3 } }) },
  'DELETE /v1/auth/practices/{id}': { access: 'owned', owner: [204], last: true, request: (w) => ({ path: practice(w) }) },
  'GET /v1/auth/lessons/{id}/practice': { access: 'self', request: (w) => ({ path: { id: w.course.lessons.detail.id } }) },
};
