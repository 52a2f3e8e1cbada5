// Generated-suite cases for the private journal (docs/rules/journal.md). Entries are the owner's
// alone: the list, mood chart, export and a lesson's reflection answer every other identity (another
// member, a mentor) with their own empty journal, never the owner's marked entry; deleting is owned.
import type { Case } from './registry.ts';

export const JOURNAL_CASES: Record<string, Case> = {
  'GET /v1/auth/journal': { access: 'self', request: () => ({ query: 'page=1&per_page=20' }) },
  'GET /v1/auth/journal/mood': { access: 'self' },
  'GET /v1/auth/journal/export': { access: 'self' },
  'GET /v1/auth/journal/lessons/{id}': { access: 'self', request: (w) => ({ path: { id: w.course.lessons.detail.id } }) },
  // Saves on a lesson the owner has not written on, so the owner's marked entry stays as it is.
  'PUT /v1/auth/journal/lessons/{id}': { access: 'self', request: (w) => ({ path: { id: w.course.lessons.quiz.id }, json: { body: 'A short note.', mood: 'okay', energy: 3 } }) },
  'DELETE /v1/auth/journal/{id}': { access: 'owned', owner: [204], last: true, request: (w) => ({ path: { id: w.owner.journalEntryId } }) },
};
