// What keeps lessons working without a network (docs/rules/client.md, "Offline saves"): a copy of
// every lesson payload the member has opened, drafts of what they typed, and the queue of saves made
// offline, in the member's storage (src/stores/member-storage.ts; keys
// `ws:learning:v1:<member id>:<kind>:<rest>`). The queue is sent by src/islands/lesson/offline.ts.
import { atom, onMount } from 'nanostores';
import type { SaveKind } from '../lib/api/learning.ts';
import { memberStorage } from './member-storage.ts';

export type QueuedSave = {
  clientSaveId: string;
  enrolmentId: number;
  kind: SaveKind;
  body: Record<string, unknown>;
  /** For the analytics event and the completion message once it is sent. */
  meta: { bundleId: number | null; courseId: number; lessonId: number; lessonKind: string; courseTitle: string };
  queuedAt: number;
  /** Set when a file waits in IndexedDB under the client save id. */
  file?: { name: string; size: number };
};

const kept = memberStorage('learning');

// ------------------------------------------------------------------ copies of API reads

export function cachePut(path: string, data: unknown): void {
  kept.keep(`get:${path}`, { at: Date.now(), data });
}

export function cacheGet<T>(path: string): T | null {
  return kept.read<{ data: T }>(`get:${path}`)?.data ?? null;
}

// ------------------------------------------------------------------ drafts

const draftKey = (enrolmentId: number, lessonId: number) => `draft:${enrolmentId}:${lessonId}`;

export function draftPut<T>(enrolmentId: number, lessonId: number, value: T): void {
  kept.keepDraft(draftKey(enrolmentId, lessonId), value);
}

export function draftClear(enrolmentId: number, lessonId: number): void {
  kept.keep(draftKey(enrolmentId, lessonId), undefined);
}

/** A draft newer than the server's saved state wins: it is what the learner typed last. */
export function newerDraft<T>(enrolmentId: number, lessonId: number, savedAt: string | null): T | null {
  return kept.newerDraft<T>(draftKey(enrolmentId, lessonId), savedAt);
}

// ------------------------------------------------------------------ the save queue

/** The signed-in member's saves waiting to be sent, oldest first. */
export const $saveQueue = kept.list<QueuedSave>('queue:saves');

export function enqueueSave(item: QueuedSave): void {
  kept.keep('queue:saves', [...$saveQueue.get(), item]);
}

export function dropQueuedSave(clientSaveId: string): void {
  kept.keep('queue:saves', $saveQueue.get().filter((q) => q.clientSaveId !== clientSaveId));
}

// ------------------------------------------------------------------ the connection

/** Whether the browser says it is online, followed while anything reads it. */
export const $online = atom(typeof navigator === 'undefined' ? true : navigator.onLine);
onMount($online, () => {
  const update = () => $online.set(navigator.onLine);
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
});
