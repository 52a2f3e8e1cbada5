// Typed client functions for the catalogue API (GET /v1/courses..., /v1/bundles...), plus the
// member actions on a course page (enrol, enrolment status, bookmark) that the learning domain serves.
import type { BundleCard, BundleCourse, BundleDetail, Category, CourseCard, CourseDetail, CourseFilters, CourseListQuery } from '../schemas/catalogue.ts';
import type { BookmarkState, EnrolRequest, Enrolment, EnrolmentStatus } from '../schemas/learning.ts';
import { api, type Item, type List } from './client.ts';

export const listCourses = (query: Partial<CourseListQuery> = {}) => api.get<List<CourseCard>>('/courses', { query });
export const getCourseFilters = () => api.get<Item<CourseFilters>>('/courses/filters');
/** SPEC.md section 8: a category list that cannot load is silently an empty list. */
export const getCategories = () => api.get<Item<Category[]>>('/courses/categories').then((r) => r.data, () => [] as Category[]);
export const getCourse = (idOrSlug: number | string) => api.get<Item<CourseDetail>>(`/courses/${encodeURIComponent(idOrSlug)}`);
export const listBundles = (query: { page?: number; per_page?: number } = {}) => api.get<List<BundleCard>>('/bundles', { query });
export const getBundle = (idOrSlug: number | string) => api.get<Item<BundleDetail>>(`/bundles/${encodeURIComponent(idOrSlug)}`);
export const getBundleCourse = (bundle: number | string, course: number | string) =>
  api.get<Item<BundleCourse>>(`/bundles/${encodeURIComponent(bundle)}/${encodeURIComponent(course)}`);

export const getEnrolmentStatus = (courseId: number) => api.get<Item<EnrolmentStatus>>(`/courses/${courseId}/enrolment/status`);
export const enrolInCourse = (courseId: number, body: EnrolRequest = {}) => api.post<Item<Enrolment>>(`/courses/${courseId}/enrolment`, body);
export const toggleBookmark = (courseId: number) => api.post<Item<BookmarkState>>(`/courses/${courseId}/bookmark`);
