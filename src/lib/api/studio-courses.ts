// Typed client for course authoring under /v1/admin/courses and /v1/admin/lessons (docs/rules/studio.md,
// "Courses" and "Lessons"). Imported only by the studio's islands.
import type { CourseDetail } from '../schemas/catalogue.ts';
import type { LessonCreate, LessonUpdate, PublishInput, StudioCourse, StudioCourseCreate, StudioCourseSummary, StudioCourseUpdate, StudioLesson } from '../schemas/studio-courses.ts';
import type { DripRule } from '../schemas/studio-drip.ts';
import type { QuizStatistics } from '../schemas/quiz-statistics.ts';
import { api, type Item, type List } from './client.ts';

export const listStudioCourses = (query: { q?: string; status?: string; page?: number; per_page?: number }) => api.get<List<StudioCourseSummary>>('/admin/courses', { query });
export const createStudioCourse = (input: StudioCourseCreate) => api.post<Item<StudioCourse>>('/admin/courses', input);
export const getStudioCourse = (id: number | string) => api.get<Item<StudioCourse>>(`/admin/courses/${id}`);
export const updateStudioCourse = (id: number, input: StudioCourseUpdate) => api.patch<Item<StudioCourse>>(`/admin/courses/${id}`, input);
export const previewStudioCourse = (id: number | string) => api.get<Item<CourseDetail>>(`/admin/courses/${id}/preview`);
export const publishStudioCourse = (id: number, input: PublishInput) => api.post<Item<StudioCourse>>(`/admin/courses/${id}/publish`, input);
export const unpublishStudioCourse = (id: number) => api.post<Item<StudioCourse>>(`/admin/courses/${id}/unpublish`);
export const addLesson = (courseId: number, input: LessonCreate) => api.post<Item<StudioLesson>>(`/admin/courses/${courseId}/lessons`, input);
export const reorderLessons = (courseId: number, lessonIds: number[]) => api.put<Item<StudioCourse>>(`/admin/courses/${courseId}/lessons/order`, { lesson_ids: lessonIds });
export const getStudioLesson = (id: number | string) => api.get<Item<StudioLesson>>(`/admin/lessons/${id}`);
export const updateStudioLesson = (id: number, input: LessonUpdate) => api.patch<Item<StudioLesson>>(`/admin/lessons/${id}`, input);
export const archiveLesson = (id: number) => api.post<Item<StudioLesson>>(`/admin/lessons/${id}/archive`);
export const restoreLesson = (id: number) => api.post<Item<StudioLesson>>(`/admin/lessons/${id}/restore`);
export const addSection = (courseId: number, title: string) => api.post<Item<StudioCourse>>(`/admin/courses/${courseId}/sections`, { title });
export const renameSection = (id: number, title: string) => api.patch<Item<StudioCourse>>(`/admin/sections/${id}`, { title });
export const reorderSections = (courseId: number, sectionIds: number[]) => api.put<Item<StudioCourse>>(`/admin/courses/${courseId}/sections/order`, { section_ids: sectionIds });
export const deleteSection = (id: number) => api.delete<Item<StudioCourse>>(`/admin/sections/${id}`);
export const moveLesson = (id: number, sectionId: number, position?: number) => api.post<Item<StudioCourse>>(`/admin/lessons/${id}/move`, { section_id: sectionId, ...(position ? { position } : {}) });
export const setLessonDrip = (id: number, rule: DripRule) => api.put<Item<StudioCourse>>(`/admin/lessons/${id}/drip`, rule);
export const setSectionDrip = (id: number, rule: DripRule) => api.put<Item<StudioCourse>>(`/admin/sections/${id}/drip`, rule);
export const getQuizStatistics = (lessonId: number) => api.get<Item<QuizStatistics>>(`/admin/lessons/${lessonId}/quiz-statistics`);
