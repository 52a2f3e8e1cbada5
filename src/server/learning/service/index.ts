// The learning domain's public surface: routes, pages, scripts and other domains import learning
// only from here. Everything else in this folder is private to the domain.
export { bookmarkState, listBookmarkedCourses, toggleBookmark } from './bookmark.ts';
export { courseEnrolment, enrolMember, enrolmentStatus, enrolPurchased } from './enrol.ts';
export { canTake, isFreeCourse } from './access.ts';
export { getEnrolledCourse, getLastRead, listEnrolledCourses, setLastRead } from './enrolled-courses.ts';
export { getLesson } from './get-lesson.ts';
export { certificatePdf, generateCertificate, listCertificates, newCertificateCode, verifyCertificate } from './issue-certificate.ts';
export { announceDripOpenings } from './drip-notices.ts';
export { changedOnlyTheWork, courseFinished, type CourseFinished, type SaveTarget } from './run-save.ts';
export { finishLesson, saveChecklist, saveSurvey, saveTask, submitQuiz } from './save-work.ts';
export { mediaContentType, mediaStorageKey, streamLessonMedia } from './stream-media.ts';
export { certificateByCode, type PublicCertificate } from './certificate-by-code.ts';
export { recountCourseProgress, type ProgressRecount } from './recount-progress.ts';
export { changeCohort, closeEmptyCohort, COHORT_FULL, cohortCourseId, isEnrolled, listCourseCohorts, myCohort, openCohort, placeInCohort, removeFromCohort, studioCohortMembers, type Placement } from './cohorts.ts';
export { cohortRoster, joinCohort, leaveCohort, placeBoughtCohort, PRICED_COHORT, takeBackCohortPlace, upcomingCohorts } from './join-cohort.ts';

import { LEARNING_JOBS as CERTIFICATE_JOBS } from './issue-certificate.ts';
import { DRIP_JOBS, DRIP_SCHEDULES } from './drip-notices.ts';
/** The learning jobs the runtime's worker runs: the certificate e-mail and the drip scan (docs/rules/learning-progress.md, "Drip"). */
export const LEARNING_JOBS = [...CERTIFICATE_JOBS, ...DRIP_JOBS];
export const LEARNING_SCHEDULES = DRIP_SCHEDULES;
export { cohortDiscussionPlace, enrolmentIdIn, lessonDiscussionPlace, takesPart, type DiscussionPlace } from './discussion-access.ts';
