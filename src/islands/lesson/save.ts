// One way for every lesson kind to save (docs/rules/client.md, "Offline saves"): online it is sent at
// once (after any saves still queued, so the order is kept); offline, or when the network fails
// mid-request, it joins the queue with its client save id (a task's file waits beside it in
// IndexedDB). A successful save reports lesson_<kind>_save, and course_completion when the server
// says this save completed the course (it says so once).
import { ApiError } from '../../lib/api/errors.ts';
import { saveLessonWork, type SaveKind } from '../../lib/api/learning.ts';
import type { LessonKind, SaveResult } from '../../lib/schemas/learning.ts';
import { $saveQueue, enqueueSave } from '../../stores/learning-offline.ts';
import { m } from '../../paraglide/messages.js';
import { keepFile } from './offline-files.ts';
import { flushSaveQueue, isOffline, newClientSaveId, reportSave, saveForm } from './offline.ts';

export type PlayerContext = { enrolmentId: number; courseId: number; bundleId: number | null; courseTitle: string };
export type SaveOutcome = { result: SaveResult; queued: false } | { result: null; queued: true };

/** Why a task's file cannot wait offline, in the page's language. */
export const offlineFileMessage = (): string => m.learning_offline_file();

export async function saveWork(
  ctx: PlayerContext,
  lesson: { id: number; kind: LessonKind },
  kind: SaveKind,
  body: Record<string, unknown>,
  file?: File | null,
): Promise<SaveOutcome> {
  const meta = { bundleId: ctx.bundleId, courseId: ctx.courseId, lessonId: lesson.id, lessonKind: lesson.kind, courseTitle: ctx.courseTitle };
  const clientSaveId = newClientSaveId();
  const payload = { ...body, lesson_id: lesson.id, client_save_id: clientSaveId };
  // Offline, a task's file waits in IndexedDB beside its queued save; without IndexedDB it cannot wait.
  const queue = async (): Promise<SaveOutcome> => {
    if (file && !(await keepFile(clientSaveId, file))) {
      const message = offlineFileMessage();
      throw new ApiError(0, message, { file: [message] });
    }
    enqueueSave({ clientSaveId, enrolmentId: ctx.enrolmentId, kind, body: payload, meta, queuedAt: Date.now(), ...(file ? { file: { name: file.name, size: file.size } } : {}) });
    return { result: null, queued: true };
  };

  if (!navigator.onLine) return queue();
  try {
    if ($saveQueue.get().length) await flushSaveQueue();
    // Still waiting ones (the network dropped while sending them) go first: this one joins them.
    if ($saveQueue.get().length === 0) {
      const { data } = await saveLessonWork(ctx.enrolmentId, kind, file ? saveForm(payload, file) : payload);
      reportSave(meta, data);
      return { result: data, queued: false };
    }
  } catch (err) {
    if (!isOffline(err)) throw err;
  }
  return queue();
}
