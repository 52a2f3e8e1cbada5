// The member page's enrolments (docs/rules/studio.md, "Manual enrolment"; docs/rules/client.md,
// "Loading data"): the published courses to enrol in, and enrolling or unenrolling by hand. The
// server's answer is the member's profile, which replaces the one on screen (member-detail-store.ts).
import { atom } from 'nanostores';
import type { List } from '../../lib/api/client.ts';
import { ApiError } from '../../lib/api/errors.ts';
import { enrolByHand, unenrolByHand } from '../../lib/api/studio.ts';
import { listStudioCourses } from '../../lib/api/studio-courses.ts';
import type { MemberProfile } from '../../lib/schemas/studio.ts';
import type { StudioCourseSummary } from '../../lib/schemas/studio-courses.ts';
import { $memberKey, createFetcherStore } from '../../stores/query.ts';
import { toast } from '../../stores/ui.ts';
import { showMember } from './member-detail-store.ts';

export const $publishedCourses = createFetcherStore<List<StudioCourseSummary>>([$memberKey, 'studio/courses?status=published&per_page=100'], {
  fetcher: () => listStudioCourses({ status: 'published', per_page: 100 }),
});

/** The enrol form's answer: busy while asking, then the refusal to show beside the field, if any. */
export const $enrolForm = atom<{ busy: boolean; error: string | null }>({ busy: false, error: null });

/** Enrols the member; true when done (the form then clears its choice). */
export async function enrolMember(member: Pick<MemberProfile, 'id' | 'name'>, courseId: number | null): Promise<boolean> {
  if (!courseId) {
    $enrolForm.set({ busy: false, error: 'Choose a course.' });
    return false;
  }
  $enrolForm.set({ busy: true, error: null });
  try {
    showMember((await enrolByHand(member.id, courseId)).data);
    $enrolForm.set({ busy: false, error: null });
    toast(`${member.name} is enrolled.`, 'success');
    return true;
  } catch (err) {
    $enrolForm.set({ busy: false, error: null });
    if (!(err instanceof ApiError) || err.status === 401) throw err;
    $enrolForm.set({ busy: false, error: err.errors?.course_id?.join(' ') ?? err.message });
    return false;
  }
}

/** Unenrols the member (the screen has asked first); a refusal is said in a toast. */
export async function unenrolMember(member: Pick<MemberProfile, 'id' | 'name'>, course: { id: number; title: string }): Promise<void> {
  try {
    showMember((await unenrolByHand(member.id, course.id)).data);
    toast(`${member.name} is no longer enrolled in ${course.title}.`, 'success');
  } catch (err) {
    if (err instanceof ApiError && err.status !== 401) toast(err.message, 'error');
    else throw err;
  }
}
