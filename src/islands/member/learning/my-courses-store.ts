// The "My courses" screen's state: the filter and page the member chose and the enrolments on it
// (docs/rules/client.md, "Loading data").
import { atom } from 'nanostores';
import type { List } from '../../../lib/api/client.ts';
import { listEnrolledCourses } from '../../../lib/api/learning.ts';
import type { EnrolledCourseCard } from '../../../lib/schemas/learning.ts';
import { $memberKey, createFetcherStore } from '../../../stores/query.ts';

export type CourseFilter = 'all' | 'active' | 'completed';
export const MY_COURSES_PER_PAGE = 10;

export const $courseFilter = atom<CourseFilter>('all');
export const $myCoursesPage = atom(1);

export const $myCourses = createFetcherStore<List<EnrolledCourseCard>>([$memberKey, 'courses/enrolled?status=', $courseFilter, '&page=', $myCoursesPage], {
  fetcher: (_member, _name, filter, _page, page) =>
    listEnrolledCourses({ page: Number(page), per_page: MY_COURSES_PER_PAGE, ...(filter === 'all' ? {} : { status: filter as 'active' | 'completed' }) }),
});

/** Shows another filter from its first page. */
export function chooseCourseFilter(filter: CourseFilter): void {
  $myCoursesPage.set(1);
  $courseFilter.set(filter);
}
