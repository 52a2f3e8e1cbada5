// What keeps lessons working without a network (docs/rules/client.md, "Offline saves"): a copy of
// every lesson payload the member has opened, drafts of what they typed, and the queue of saves made
// offline. One persistent map over localStorage (keys `ws:learning:v1:<member id>:<kind>:<rest>`),
// so it survives a reload, follows other tabs, and another member on the same browser never sees
// it. The queue is sent by src/islands/lesson/offline.ts.
import { persistentMap } from '@nanostores/persistent';
import { atom, computed, onMount } from 'nanostores';
import type { SaveKind } from '../lib/api/learning.ts';
import { $user } from './session.ts';

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

type Kept = Record<string, unknown>;

const $kept = persistentMap<Kept>('ws:learning:v1:', {}, {
  encode: JSON.stringify,
  decode: (raw) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return undefined;
    }
  },
});

const who = (userId = $user.get()?.id) => String(userId ?? 'anon');
const keyOf = (kind: string, rest: string) => `${who()}:${kind}:${rest}`;

function keep(key: string, value: unknown): void {
  try {
    $kept.setKey(key, value);
  } catch {
    // Storage full or blocked: the lesson still works online; only the copy on this device is missing.
  }
}

// ------------------------------------------------------------------ copies of API reads

export function cachePut(path: string, data: unknown): void {
  keep(keyOf('get', path), { at: Date.now(), data });
}

export function cacheGet<T>(path: string): T | null {
  return ($kept.get()[keyOf('get', path)] as { data: T } | undefined)?.data ?? null;
}

// ------------------------------------------------------------------ drafts

type Draft<T> = { at: number; value: T };
const draftKey = (enrolmentId: number, lessonId: number) => keyOf('draft', `${enrolmentId}:${lessonId}`);

export function draftPut<T>(enrolmentId: number, lessonId: number, value: T): void {
  keep(draftKey(enrolmentId, lessonId), { at: Date.now(), value } satisfies Draft<T>);
}

export function draftClear(enrolmentId: number, lessonId: number): void {
  keep(draftKey(enrolmentId, lessonId), undefined);
}

/** A draft newer than the server's saved state wins: it is what the learner typed last. */
export function newerDraft<T>(enrolmentId: number, lessonId: number, savedAt: string | null): T | null {
  const draft = $kept.get()[draftKey(enrolmentId, lessonId)] as Draft<T> | undefined;
  if (!draft) return null;
  return !savedAt || draft.at > Date.parse(savedAt) ? draft.value : null;
}

// ------------------------------------------------------------------ the save queue

/** The signed-in member's saves waiting to be sent, oldest first. */
export const $saveQueue = computed([$kept, $user], (kept, user) => (kept[`${who(user?.id)}:queue:saves`] as QueuedSave[] | undefined) ?? []);

export function enqueueSave(item: QueuedSave): void {
  keep(keyOf('queue', 'saves'), [...$saveQueue.get(), item]);
}

export function dropQueuedSave(clientSaveId: string): void {
  keep(keyOf('queue', 'saves'), $saveQueue.get().filter((q) => q.clientSaveId !== clientSaveId));
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
