// The studio's course list (docs/rules/studio.md, "Courses"; docs/rules/client.md, "Loading data"):
// the courses you may edit (an author's own, an admin's all), searched by title or slug, filtered by
// status, a page at a time; and the short form that starts a draft, whose slug follows the title
// until the author types one.
import { map } from 'nanostores';
import { createStudioCourse, listStudioCourses } from '../../../lib/api/studio-courses.ts';
import { RESERVED_SLUGS } from '../../../lib/schemas/input.ts';
import { slugForNew } from '../../../lib/slug.ts';
import type { StudioCourse, StudioCourseSummary } from '../../../lib/schemas/studio-courses.ts';
import { createFormStore, submitForm } from '../form-store.ts';
import { createSearchList } from '../search-list-store.ts';

export const COURSES_PER_PAGE = 20;

export const courseList = createSearchList<StudioCourseSummary, 'status'>({
  name: 'studio/courses',
  perPage: COURSES_PER_PAGE,
  filters: { status: 'all' },
  load: (query) => listStudioCourses(query),
});

export const $newCourse = map({ title: '', slug: '', slugTouched: false });
export const $newCourseForm = createFormStore();

export function typeNewCourseTitle(title: string): void {
  const { slug, slugTouched } = $newCourse.get();
  // The suggestion is the slug the server would make, so it is never refused (docs/rules/studio.md, "Addresses").
  $newCourse.set({ title, slugTouched, slug: slugTouched ? slug : title.trim() ? slugForNew(title, 'course', RESERVED_SLUGS.course) : '' });
}

export function typeNewCourseSlug(slug: string): void {
  $newCourse.set({ ...$newCourse.get(), slug, slugTouched: true });
}

/**
 * Starts a draft in the category chosen. Answers the new course (the screen then opens its editor,
 * so the form stays busy), or undefined when the server refused a field (shown beside it).
 */
export async function createCourse(categoryId: number): Promise<StudioCourse | undefined> {
  const { title, slug } = $newCourse.get();
  const res = await submitForm($newCourseForm, () => createStudioCourse({ title, ...(slug ? { slug } : {}), category_id: categoryId }));
  if (!res) return undefined;
  $newCourseForm.setKey('saving', true);
  courseList.refresh();
  return res.data;
}
