// What the lesson player keeps on this device (docs/rules/client.md, "Offline saves"): drafts and
// queued saves belong to one member, a draft wins only when newer than the server's save, and the
// queue keeps its order as saves join and leave it.
import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../src/lib/schemas/accounts.ts';
import { $saveQueue, cacheGet, cachePut, draftClear, draftPut, dropQueuedSave, enqueueSave, newerDraft, type QueuedSave } from '../../src/stores/learning-offline.ts';
import { login, logout } from '../../src/stores/session.ts';

const member = (id: number): User => ({ id, name: `Member ${id}`, email: `m${id}@example.test`, avatar_url: '', gender: null, is_mentor: false, role: 'member', email_verified: true, language: 'en', created_at: '2026-01-01T00:00:00Z' });
const save = (clientSaveId: string): QueuedSave => ({
  clientSaveId,
  enrolmentId: 7,
  kind: 'checklist',
  body: { lesson_id: 3, checked_ids: [1] },
  meta: { bundleId: null, courseId: 2, lessonId: 3, lessonKind: 'checklist', courseTitle: 'Calm' },
  queuedAt: 1,
});

beforeEach(() => {
  login('ws_a', member(1));
  for (const item of $saveQueue.get()) dropQueuedSave(item.clientSaveId);
  draftClear(7, 3);
});

describe('drafts', () => {
  it('a draft is offered when there is no saved state, or when it is newer than the saved state', () => {
    draftPut(7, 3, { answer: 'typed offline' });
    expect(newerDraft(7, 3, null)).toEqual({ answer: 'typed offline' });
    expect(newerDraft(7, 3, '2000-01-01T00:00:00Z')).toEqual({ answer: 'typed offline' });
    expect(newerDraft(7, 3, '2999-01-01T00:00:00Z')).toBeNull();
  });

  it('cleared drafts are gone, and another member on the same browser never sees one', () => {
    draftPut(7, 3, 'mine');
    login('ws_b', member(2));
    expect(newerDraft(7, 3, null)).toBeNull();
    login('ws_a', member(1));
    expect(newerDraft(7, 3, null)).toBe('mine');
    draftClear(7, 3);
    expect(newerDraft(7, 3, null)).toBeNull();
  });
});

describe('the save queue', () => {
  it('keeps saves in the order they were made and drops one by its client save id', () => {
    enqueueSave(save('a'));
    enqueueSave(save('b'));
    enqueueSave(save('c'));
    expect($saveQueue.get().map((s) => s.clientSaveId)).toEqual(['a', 'b', 'c']);
    dropQueuedSave('b');
    expect($saveQueue.get().map((s) => s.clientSaveId)).toEqual(['a', 'c']);
  });

  it('is the signed-in member’s own queue', () => {
    enqueueSave(save('a'));
    logout();
    expect($saveQueue.get()).toEqual([]);
    login('ws_a', member(1));
    expect($saveQueue.get().map((s) => s.clientSaveId)).toEqual(['a']);
  });
});

describe('copies of lessons', () => {
  it('are kept per member and path', () => {
    cachePut('/courses/2/3', { id: 3, title: 'Breathing' });
    expect(cacheGet('/courses/2/3')).toEqual({ id: 3, title: 'Breathing' });
    login('ws_b', member(2));
    expect(cacheGet('/courses/2/3')).toBeNull();
  });
});
