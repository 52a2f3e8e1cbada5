// Generated-suite cases for the review routes (docs/rules/review.md). A review card is the owner's
// object: anyone else gets 404 and changes nothing. The due list answers each caller about their own
// cards. The owner's card is due today in the world, so the grade reaches it (200, then 409 once it
// is no longer due that day).
import type { Case } from './registry.ts';
import type { World } from './world.ts';

const card = (w: World) => ({ id: w.owner.reviewCardId });

export const REVIEW_CASES: Record<string, Case> = {
  'GET /v1/auth/review': { access: 'self' },
  'GET /v1/auth/review/{id}/answer': { access: 'owned', request: (w) => ({ path: card(w) }) },
  'POST /v1/auth/review/{id}/grade': { access: 'owned', owner: [200, 409], last: true, request: (w) => ({ path: card(w), json: { grade: 3 } }) },
};
