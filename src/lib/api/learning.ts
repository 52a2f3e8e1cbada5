// Typed client functions for the learning API: enrolment status, enrolling and the bookmark toggle
// (the course page's member buttons), the enrolled course and its lessons for the player, the five
// kinds of saves, the member's lists and certificates.
import type {
  BookmarkedCourse,
  BookmarkState,
  Certificate,
  EnrolRequest,
  EnrolledCourse,
  EnrolledCourseCard,
  Enrolment,
  EnrolmentStatus,
  LastRead,
  Lesson,
  LessonKind,
  SaveResult,
} from '../schemas/learning.ts';
import { api, type Item, type List } from './client.ts';
import { currentLocale } from '../i18n.ts';

export type SaveKind = Exclude<LessonKind, 'detail'> | 'finish';
type Page = { page?: number; per_page?: number };

export const getEnrolmentStatus = (courseId: number) => api.get<Item<EnrolmentStatus>>(`/courses/${courseId}/enrolment/status`);
export const enrolInCourse = (courseId: number, body: EnrolRequest = {}) => api.post<Item<Enrolment>>(`/courses/${courseId}/enrolment`, body);
export const toggleBookmark = (courseId: number) => api.post<Item<BookmarkState>>(`/courses/${courseId}/bookmark`);

export const enrolledCoursePath = (enrolmentId: number) => `/courses/enrolled/${enrolmentId}`;
/** A lesson's API path; on a Spanish page it asks for the lesson's Spanish version (docs/i18n.md, "Content"), so each language is kept apart offline too. */
export const lessonPath = (courseId: number, lessonId: number) => `/courses/${courseId}/${lessonId}${currentLocale() === 'es' ? '?lang=es' : ''}`;
const savePath = (enrolmentId: number, kind: SaveKind) => `/courses/enrolled/${enrolmentId}/${kind}`;

export const getEnrolledCourse = (enrolmentId: number) => api.get<Item<EnrolledCourse>>(enrolledCoursePath(enrolmentId));
export const getLesson = (courseId: number, lessonId: number) => api.get<Item<Lesson>>(lessonPath(courseId, lessonId));
export const setLastRead = (enrolmentId: number, lessonId: number) => api.put<Item<LastRead>>(`/courses/enrolled/${enrolmentId}/lastRead`, { lesson_id: lessonId });

/** One save, addressed by enrolment; `body` carries lesson_id and client_save_id. A FormData body is sent as multipart (task uploads). */
export const saveLessonWork = (enrolmentId: number, kind: SaveKind, body: Record<string, unknown> | FormData) =>
  api.post<Item<SaveResult>>(savePath(enrolmentId, kind), body);

export const listEnrolledCourses = (query: Page & { status?: 'active' | 'completed' } = {}) => api.get<List<EnrolledCourseCard>>('/auth/courses/enrolled', { query });
export const listBookmarkedCourses = (query: Page = {}) => api.get<List<BookmarkedCourse>>('/auth/courses/bookmarked', { query });
export const listCertificates = (query: Page = {}) => api.get<List<Certificate>>('/auth/certificates', { query });
export const generateCertificate = (courseId: number) => api.post<Item<Certificate>>('/auth/certificates/generate', { course_id: courseId });

/**
 * The certificate PDF as a Blob (the download needs the Bearer token, so it cannot be a plain link).
 * The shared client's options are typed for JSON; ofetch honours responseType 'blob' at run time.
 */
export const downloadCertificatePdf = (certificate: Pick<Certificate, 'id'>) =>
  api.get<Blob>(`/auth/certificates/${certificate.id}/download`, { responseType: 'blob' as 'json', headers: { Accept: 'application/pdf' } });
