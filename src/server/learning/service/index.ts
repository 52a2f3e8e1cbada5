// The learning domain's public surface: routes, pages, scripts and other domains import learning
// only from here. Everything else in this folder is private to the domain.
export { bookmarkState, listBookmarkedCourses, toggleBookmark } from './bookmark.ts';
export { courseEnrolment, enrolMember, enrolmentStatus, enrolPurchased } from './enrol.ts';
export { canTake } from './access.ts';
export { getEnrolledCourse, getLastRead, listEnrolledCourses, setLastRead } from './enrolled-courses.ts';
export { getLesson } from './get-lesson.ts';
export { certificatePdf, generateCertificate, LEARNING_JOBS, listCertificates, newCertificateCode, verifyCertificate } from './issue-certificate.ts';
export { courseFinished, type CourseFinished, type SaveTarget } from './run-save.ts';
export { finishLesson, saveChecklist, saveSurvey, saveTask, submitQuiz } from './save-work.ts';
export { mediaContentType, mediaStorageKey, streamLessonMedia } from './stream-media.ts';
export { certificateByCode, type PublicCertificate } from './certificate-by-code.ts';
export { recountCourseProgress, type ProgressRecount } from './recount-progress.ts';
