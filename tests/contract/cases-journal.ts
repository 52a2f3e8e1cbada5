// Generated-suite cases for the private journal (docs/rules/journal.md). Entries are the owner's
// alone: the list, mood chart, export and a lesson's reflection answer every other identity (another
// member, a mentor) with their own empty journal, never the owner's marked entry; deleting is owned.
// An admin and an author are held to the same: their own journal (own) or 403/404 (hidden), never the
// owner's entry, said out loud below so no later `roles` default can loosen it (docs/rules/studio.md).
import type { Case } from './registry.ts';

const ownOnly = { admin: 'own', author: 'own', mentor: 'own' } as const;

export const JOURNAL_CASES: Record<string, Case> = {
  'GET /v1/auth/journal': { access: 'self', roles: ownOnly, request: () => ({ query: 'page=1&per_page=20' }) },
  'GET /v1/auth/journal/mood': { access: 'self', roles: ownOnly },
  'GET /v1/auth/journal/export': { access: 'self', roles: ownOnly },
  'GET /v1/auth/journal/lessons/{id}': { access: 'self', roles: ownOnly, request: (w) => ({ path: { id: w.course.lessons.detail.id } }) },
  // Saves on a lesson the owner has not written on, so the owner's marked entry stays as it is.
  'PUT /v1/auth/journal/lessons/{id}': { access: 'self', roles: ownOnly, request: (w) => ({ path: { id: w.course.lessons.quiz.id }, json: { body: 'A short note.', mood: 'okay', energy: 3 } }) },
  'DELETE /v1/auth/journal/{id}': { access: 'owned', roles: { admin: 'hidden', author: 'hidden', mentor: 'hidden' }, owner: [204], last: true, request: (w) => ({ path: { id: w.owner.journalEntryId } }) },
};
