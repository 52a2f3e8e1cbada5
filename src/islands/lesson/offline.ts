// What makes lessons work without a network: a copy of every lesson payload the member has opened,
// drafts of what they typed, and a queue of saves made offline. All in localStorage, keyed by member,
// so another member on the same browser never sees them. The queue is sent in order when the
// connection returns; each save carries a client save id, so a save the server already applied
// (the answer was lost on the way back) is not applied twice. A file attached to a task offline
// waits in IndexedDB (offline-files.ts) and goes with its save.
import { saveLessonWork, type SaveKind } from '../../lib/api/learning.ts';
import { ApiError } from '../../lib/api/errors.ts';
import type { SaveResult } from '../../lib/schemas/learning.ts';
import { $session } from '../../stores/session.ts';
import { forgetFile, keptFile } from './offline-files.ts';

const PREFIX = 'ws:learning:v1';
const who = () => String($session.get().user?.id ?? 'anon');
const key = (kind: string, rest: string) => `${PREFIX}:${who()}:${kind}:${rest}`;

function read<T>(k: string): T | null {
  try {
    const raw = localStorage.getItem(k);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(k: string, value: unknown): void {
  try {
    localStorage.setItem(k, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the lesson still works online; only the offline copy is missing.
  }
}

// ------------------------------------------------------------------ cached API reads

export function cachePut(path: string, data: unknown): void {
  write(key('get', path), { at: Date.now(), data });
}

export function cacheGet<T>(path: string): T | null {
  return read<{ data: T }>(key('get', path))?.data ?? null;
}

/** A network failure (no answer at all), as opposed to an answer with an error status. */
export const isOffline = (err: unknown) => err instanceof ApiError && err.status === 0;

/** Loads from the API and keeps a copy; without a network, answers with the copy if there is one. */
export async function loadWithCache<T>(path: string, load: () => Promise<{ data: T }>): Promise<{ data: T; fromCache: boolean }> {
  try {
    const { data } = await load();
    cachePut(path, data);
    return { data, fromCache: false };
  } catch (err) {
    const cached = isOffline(err) ? cacheGet<T>(path) : null;
    if (cached) return { data: cached, fromCache: true };
    throw err;
  }
}

// ------------------------------------------------------------------ drafts

export type Draft<T> = { at: number; value: T };

export function draftGet<T>(enrolmentId: number, lessonId: number): Draft<T> | null {
  return read<Draft<T>>(key('draft', `${enrolmentId}:${lessonId}`));
}

export function draftPut<T>(enrolmentId: number, lessonId: number, value: T): void {
  write(key('draft', `${enrolmentId}:${lessonId}`), { at: Date.now(), value });
}

export function draftClear(enrolmentId: number, lessonId: number): void {
  try {
    localStorage.removeItem(key('draft', `${enrolmentId}:${lessonId}`));
  } catch {
    /* nothing to clear */
  }
}

/** A draft newer than the server's saved state wins: it is what the learner typed last. */
export function newerDraft<T>(enrolmentId: number, lessonId: number, savedAt: string | null): T | null {
  const draft = draftGet<T>(enrolmentId, lessonId);
  if (!draft) return null;
  return !savedAt || draft.at > Date.parse(savedAt) ? draft.value : null;
}

// ------------------------------------------------------------------ the save queue

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

/** A save with a file goes as multipart form data; the other fields as text, objects as JSON. */
export function saveForm(body: Record<string, unknown>, file: File): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(body)) form.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  form.set('file', file);
  return form;
}

const queueKey = () => key('queue', 'saves');
export const queuedSaves = (): QueuedSave[] => read<QueuedSave[]>(queueKey()) ?? [];
const setQueue = (items: QueuedSave[]) => write(queueKey(), items);

export function newClientSaveId(): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return random.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64);
}

export function enqueueSave(item: QueuedSave): void {
  setQueue([...queuedSaves(), item]);
  window.dispatchEvent(new CustomEvent('ws:save-queue'));
}

export type FlushEvent = { item: QueuedSave; result?: SaveResult; error?: ApiError };

let flushing: Promise<void> | null = null;

/**
 * Sends the queued saves one by one, oldest first. Stops at the first network failure (the rest wait
 * for the next `online`); a save the server refuses (4xx) is dropped and reported, since sending it
 * again cannot succeed. Each outcome is announced as a `ws:save-flushed` event.
 */
export function flushSaveQueue(): Promise<void> {
  if (flushing) return flushing;
  const run = async () => {
    for (;;) {
      const [item] = queuedSaves();
      if (!item) return;
      let detail: FlushEvent;
      const body = { ...item.body, client_save_id: item.clientSaveId };
      // If the kept file is gone (storage cleared), the written answer is still worth sending.
      const file = item.file ? await keptFile(item.clientSaveId) : null;
      try {
        const { data } = await saveLessonWork(item.enrolmentId, item.kind, file ? saveForm(body, file) : body);
        detail = { item, result: data };
      } catch (err) {
        if (!(err instanceof ApiError) || err.status === 0 || err.status >= 500 || err.status === 429 || err.status === 401) return;
        detail = { item, error: err };
      }
      setQueue(queuedSaves().filter((q) => q.clientSaveId !== item.clientSaveId));
      if (item.file) await forgetFile(item.clientSaveId);
      window.dispatchEvent(new CustomEvent<FlushEvent>('ws:save-flushed', { detail }));
      window.dispatchEvent(new CustomEvent('ws:save-queue'));
    }
  };
  // Two tabs of the same browser must not send the same queue at once.
  const locked = typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request('ws-save-queue', run) : run();
  flushing = Promise.resolve(locked).finally(() => {
    flushing = null;
  });
  return flushing;
}
