// The lesson editor's state (docs/rules/studio.md, "Lessons"; docs/rules/client.md, "Loading data"):
// the lesson being edited and its save, whose field errors show beside their fields. The builders'
// rows (items, questions, media) are the form's own until it is sent.
import { atom } from 'nanostores';
import type { Item } from '../../../lib/api/client.ts';
import { getStudioLesson, updateStudioLesson } from '../../../lib/api/studio-courses.ts';
import type { LessonUpdate, StudioLesson } from '../../../lib/schemas/studio-courses.ts';
import { $memberKey, createFetcherStore } from '../../../stores/query.ts';
import { createFormStore, FIX_FIELDS, submitForm } from '../form-store.ts';

export const $lessonId = atom<string | null>(null);

export const $lesson = createFetcherStore<Item<StudioLesson>>([$memberKey, 'studio/lesson/', $lessonId], {
  fetcher: (_member, _name, id) => getStudioLesson(String(id)),
});

export const $lessonForm = createFormStore();

export function openLesson(id: string): void {
  $lessonId.set(id);
  $lessonForm.set({ errors: {}, saving: false });
}

/** Saves the lesson; answers it as stored (new rows now have ids), or undefined when fields were refused. */
export async function saveLesson(id: number, input: LessonUpdate): Promise<StudioLesson | undefined> {
  const res = await submitForm($lessonForm, () => updateStudioLesson(id, input), { saved: 'Lesson saved.', refused: FIX_FIELDS });
  if (res) $lesson.mutate(res);
  return res?.data;
}
