// The course editor's state (docs/rules/studio.md, "Courses"; docs/rules/client.md, "Loading data"):
// the course being edited, what the author changed in the details form that the form does not keep
// itself (the rich-text description, the outcomes, the image), the field errors of a refused save,
// and the publishing panel (publish now, schedule, unpublish, with its own message). Every answer the
// server gives back replaces the course shown, so the status, lessons and counts are the server's.
import { atom, computed, map } from 'nanostores';
import type { Item } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { getStudioCourse, publishStudioCourse, unpublishStudioCourse, updateStudioCourse } from '../../../lib/api/studio-courses.ts';
import type { StudioCourse, StudioCourseUpdate } from '../../../lib/schemas/studio-courses.ts';
import { $memberKey, createFetcherStore } from '../../../stores/query.ts';
import { $user } from '../../../stores/session.ts';
import { toast } from '../../../stores/ui.ts';
import { createFormStore, FIX_FIELDS, submitForm } from '../form-store.ts';

/** The course's id (or slug) from the address. */
export const $courseId = atom<string | null>(null);

export const $course = createFetcherStore<Item<StudioCourse>>([$memberKey, 'studio/course/', $courseId], {
  fetcher: (_member, _name, id) => getStudioCourse(String(id)),
});

/** Only an administrator features a course on the home page. */
export const $isAdmin = computed($user, (user) => user?.role === 'admin');

type Edits = { courseId: number | null; description?: string; outcomes?: string; imageUrl?: string };
const $edits = map<Edits>({ courseId: null });

/** The details form's own fields: the author's edits over the course as the server has it. */
export const $details = computed([$course, $edits], ({ data }, edits) => {
  const course = data?.data;
  if (!course) return null;
  const mine: Partial<Edits> = edits.courseId === course.id ? edits : {};
  return {
    description: mine.description ?? course.description_html,
    outcomes: mine.outcomes ?? course.outcomes.join('\n'),
    imageUrl: mine.imageUrl ?? course.image_url,
  };
});

export const $detailsForm = createFormStore();

export const $publishing = map({ at: '', error: null as string | null, busy: false });

/** Opens the editor on a course: nothing of the one before stays. */
export function openCourse(id: string): void {
  $courseId.set(id);
  $edits.set({ courseId: null });
  $detailsForm.set({ errors: {}, saving: false });
  $publishing.set({ at: '', error: null, busy: false });
}

/** The course as the server answered it after a change (a save, a publish, a lesson added or moved). */
export function showCourse(course: StudioCourse): void {
  $course.mutate({ data: course });
}

export function editDetails(field: 'description' | 'outcomes' | 'imageUrl', value: string): void {
  const course = $course.get().data?.data;
  if (!course) return;
  const edits = $edits.get();
  $edits.set({ ...(edits.courseId === course.id ? edits : { courseId: course.id }), [field]: value });
}

/**
 * Saves the details: the plain fields as the form holds them, the others from the edits. Answers the
 * saved course, or undefined when the server refused fields (their messages are in $detailsForm).
 */
export async function saveDetails(form: FormData): Promise<StudioCourse | undefined> {
  const course = $course.get().data?.data;
  const details = $details.get();
  if (!course || !details) return undefined;
  const input: StudioCourseUpdate = {
    title: String(form.get('title')),
    slug: String(form.get('slug')),
    summary: String(form.get('summary')),
    description_html: details.description,
    outcomes: details.outcomes
      .split('\n')
      .map((o) => o.trim())
      .filter(Boolean),
    category_id: Number(form.get('category_id')),
    level: form.get('level') as StudioCourseUpdate['level'] & string,
    duration_minutes: Number(form.get('duration_minutes')),
    is_free: form.get('is_free') === 'on',
    // A free course has no price field on screen; its stored price is then left as it was.
    ...(form.has('price') ? { price_cents: Math.round(Number(form.get('price')) * 100) } : {}),
    currency: String(form.get('currency')),
    image_url: details.imageUrl,
    instructor_name: String(form.get('instructor_name')),
    ...($isAdmin.get() ? { is_featured: form.get('is_featured') === 'on' } : {}),
  };
  const res = await submitForm($detailsForm, () => updateStudioCourse(course.id, input), {
    saved: course.status === 'published' ? 'Saved. The course page shows it now.' : 'Saved.',
    refused: FIX_FIELDS,
  });
  if (res) showCourse(res.data);
  return res?.data;
}

export function setPublishAt(at: string): void {
  $publishing.setKey('at', at);
}

async function publishing(action: (course: StudioCourse) => Promise<Item<StudioCourse>>, done: (course: StudioCourse) => string): Promise<void> {
  const course = $course.get().data?.data;
  if (!course) return;
  $publishing.set({ ...$publishing.get(), busy: true, error: null });
  try {
    const res = await action(course);
    toast(done(course), 'success');
    showCourse(res.data);
  } catch (err) {
    // A course that cannot go live (no lessons, a date in the past) says why beside the buttons.
    if (err instanceof ApiError && (err.status === 409 || err.status === 422)) $publishing.setKey('error', err.errors?.at?.join(' ') ?? err.message);
    else throw err;
  } finally {
    $publishing.setKey('busy', false);
  }
}

export const publishNow = () => publishing((c) => publishStudioCourse(c.id, {}), () => 'Published. The course is on the site and in search now.');

export const unpublish = () => publishing((c) => unpublishStudioCourse(c.id), (c) => (c.status === 'published' ? 'Unpublished. Enrolled members keep learning.' : 'Schedule cancelled.'));

/** Schedules the course for the date and time chosen (the browser's local time). */
export function schedule(): Promise<void> {
  const { at } = $publishing.get();
  if (!at) {
    $publishing.setKey('error', 'Choose a date and time to publish.');
    return Promise.resolve();
  }
  return publishing((c) => publishStudioCourse(c.id, { at: new Date(at).toISOString() }), () => 'Scheduled.');
}
