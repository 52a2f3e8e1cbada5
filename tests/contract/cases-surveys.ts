// Cases of the site survey routes for the generated suites (tests/contract/registry.ts). A survey is
// the same for everyone; what is private is the member's answer: the owner answered with a marked
// comment (world.ts), and nobody else's reply may show it or change it.
import type { Case } from './registry.ts';

export const SURVEY_CASES: Record<string, Case> = {
  'GET /v1/siteSurveys': { access: 'self' },
  'GET /v1/siteSurveys/{id}': { access: 'self', request: (w) => ({ path: { id: w.owner.siteSurveyId } }) },
  // The owner answered already: a second answer is refused (409), which proves the call reaches it.
  'POST /v1/siteSurveys/{id}': { access: 'self', owner: [409], request: (w) => ({ path: { id: w.owner.siteSurveyId }, json: { score: 7, comment: 'Fine' } }) },
  'POST /v1/siteSurveys/{id}/dismiss': { access: 'self', last: true, request: (w) => ({ path: { id: w.owner.siteSurveyId } }) },
};
