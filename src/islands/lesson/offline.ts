// The network side of working offline (docs/rules/client.md, "Offline saves"): reads that fall back
// to the copy kept on this device, and sending the queue of saves made offline. The queue is sent in
// order when the connection returns; each save carries a client save id, so a save the server
// already applied (the answer was lost on the way back) is not applied twice. A file attached to a
// task offline waits in IndexedDB (offline-files.ts) and goes with its save. The data itself lives
// in src/stores/learning-offline.ts.
import { atom } from 'nanostores';
import { track } from '../../lib/analytics.ts';
import { ApiError } from '../../lib/api/errors.ts';
import { saveLessonWork } from '../../lib/api/learning.ts';
import type { LessonKind, SaveResult } from '../../lib/schemas/learning.ts';
import { $saveQueue, cacheGet, cachePut, dropQueuedSave, type QueuedSave } from '../../stores/learning-offline.ts';
import { toast } from '../../stores/ui.ts';
import { m } from '../../paraglide/messages.js';
import { forgetFile, keptFile } from './offline-files.ts';

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

const EVENTS = {
  detail: 'lesson_detail_save',
  checklist: 'lesson_checklist_save',
  quiz: 'lesson_quiz_save',
  survey: 'lesson_survey_save',
  task: 'lesson_task_save',
} as const;

/** The analytics of a save that reached the server (now, or later from the queue). */
export function reportSave(meta: QueuedSave['meta'], result: SaveResult): void {
  track(EVENTS[meta.lessonKind as LessonKind], { bundle_id: meta.bundleId, course_id: meta.courseId, lesson_id: meta.lessonId });
  if (result.course_completed) track('course_completion', { course_id: meta.courseId, title: meta.courseTitle });
}

/** A save with a file goes as multipart form data; the other fields as text, objects as JSON. */
export function saveForm(body: Record<string, unknown>, file: File): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(body)) form.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  form.set('file', file);
  return form;
}

export function newClientSaveId(): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return random.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64);
}

/** The last queued save that was sent (with the server's answer) or refused; the player follows it. */
export const $lastSent = atom<{ item: QueuedSave; result?: SaveResult; error?: ApiError } | null>(null);

let flushing: Promise<void> | null = null;

/**
 * Sends the queued saves one by one, oldest first. Stops at the first network failure (the rest wait
 * for the next `online`); a save the server refuses (4xx) is dropped and reported, since sending it
 * again cannot succeed.
 */
export function flushSaveQueue(): Promise<void> {
  if (flushing) return flushing;
  const run = async () => {
    for (;;) {
      const [item] = $saveQueue.get();
      if (!item) return;
      // finished_at: points and the learning day count when the member did it, not when it synced.
      const body = { ...item.body, client_save_id: item.clientSaveId, finished_at: new Date(item.queuedAt).toISOString() };
      // If the kept file is gone (storage cleared), the written answer is still worth sending.
      const file = item.file ? await keptFile(item.clientSaveId) : null;
      let outcome: NonNullable<ReturnType<typeof $lastSent.get>>;
      try {
        const { data } = await saveLessonWork(item.enrolmentId, item.kind, file ? saveForm(body, file) : body);
        reportSave(item.meta, data);
        outcome = { item, result: data };
      } catch (err) {
        if (!(err instanceof ApiError) || err.status === 0 || err.status >= 500 || err.status === 429 || err.status === 401) return;
        toast(m.learning_offline_save_failed({ error: err.message }), 'error');
        outcome = { item, error: err };
      }
      dropQueuedSave(item.clientSaveId);
      if (item.file) await forgetFile(item.clientSaveId);
      $lastSent.set(outcome);
    }
  };
  // Two tabs of the same browser must not send the same queue at once.
  const locked = typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request('ws-save-queue', run) : run();
  flushing = Promise.resolve(locked).finally(() => {
    flushing = null;
  });
  return flushing;
}
