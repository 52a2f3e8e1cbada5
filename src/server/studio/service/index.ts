// The studio domain's only entry for routes, pages and other domains (docs/rules/studio.md).
export { NOT_ALLOWED, requireAdmin, requireRole, requireSecondFactor, SECOND_FACTOR_NEEDED } from './access.ts';
export { changedFields, listAudit, recordAudit } from './audit.ts';
export { createApiKey, listApiKeys, revokeApiKey } from './api-keys.ts';
export { createWebhookEndpoint, deleteWebhookEndpoint, getWebhookDelivery, listWebhookDeliveries, listWebhookEndpoints, resendWebhookDelivery, rotateWebhookSecret, updateWebhookEndpoint } from './webhooks.ts';
export { cancelNewsletter, createNewsletter, deleteNewsletter, getNewsletter, listNewsletters, sendNewsletter, sendNewsletterTest, updateNewsletter } from './newsletters.ts';
export { ACTIVITY_ROLLUP_JOB, activeMembers, retentionCohorts, rollUpActivity } from './activity.ts';
export { courseFunnel } from './course-funnel.ts';
export { revenueReport } from './revenue.ts';
export { exportAudit, exportEnrolments, exportMembers, exportPayments, exportSurveyAnswers } from './exports.ts';
export { listEnquiries, markEnquiryHandled, replyToEnquiry } from './enquiries.ts';
export { changeMentorRights } from './mentor-rights.ts';
export { memberProfile, restoreMember, searchMembers, sendMemberPasswordReset, suspendMember } from './members.ts';
export { overview, OVERVIEW_WEEKS, weekStarts } from './overview.ts';
export { createPlan, listStudioPlans, updatePlan } from './plans.ts';
export { clearDefaultDiscount, createDiscount, DEFAULT_TAKEN, listStudioDiscounts, setDefaultDiscount, setDiscountActive, updateDiscount } from './discounts.ts';
export { listStudioPayments, recordRefundConfirmed, REFUND_MESSAGES, refundPayment, studioCreditNotePdf } from './payments.ts';
export { rewardsRules, updatePointsValue } from './rewards-rules.ts';
export { listStudioSurveys, listSurveyAnswers } from './surveys.ts';
export { changeRole, deleteMember, exportMember } from './roles.ts';
export { createStudioCourse, getStudioCourse, listStudioCourses, previewCourse, publishDueCourses, publishStudioCourse, unpublishStudioCourse, updateStudioCourse } from './courses.ts';
export { archiveLesson, createLesson, getStudioLesson, reorderLessons, restoreLesson, updateLesson } from './lessons.ts';
export { createSection, deleteSection, moveLesson, renameSection, reorderSections } from './sections.ts';
export { setLessonDrip, setSectionDrip } from './drip.ts';
export { exportCourse } from './archive-export.ts';
export { importCourse } from './archive-import.ts';
import { STUDIO_JOBS as PUBLISHING_JOBS, STUDIO_SCHEDULES as PUBLISHING_SCHEDULES } from './publishing-job.ts';
import { PEOPLE_IMPORT_JOBS } from './people-import.ts';
import { ACTIVITY_JOBS, ACTIVITY_SCHEDULES } from './activity.ts';
/** Every job the studio runs: scheduled publishing, people imports and the activity rollup. */
export const STUDIO_JOBS = [...PUBLISHING_JOBS, ...PEOPLE_IMPORT_JOBS, ...ACTIVITY_JOBS];
export const STUDIO_SCHEDULES = [...PUBLISHING_SCHEDULES, ...ACTIVITY_SCHEDULES];
export { getPeopleImport, PEOPLE_IMPORT_JOB, PEOPLE_IMPORT_JOBS, previewPeopleImport, runPeopleImport } from './people-import.ts';
export { enrolMemberByHand, MANUAL_ENROLMENT_MESSAGES, unenrolMemberByHand } from './manual-enrolment.ts';
export { deleteMedia, getMedia, listMedia, mediaUrl, updateMedia, uploadMedia } from './media.ts';
export { serveMediaFile } from './media-serve.ts';
export { processImage } from './media-images.ts';
export { parseWebVtt, VttError, type Cue } from './webvtt.ts';
export { createCategory, listStudioCategories, updateCategory } from './content-categories.ts';
export { createBundle, getStudioBundle, listStudioBundles, updateBundle } from './content-bundles.ts';
export { createPage, getStudioPage, listStudioPages, updatePage } from './content-pages.ts';
export { createBlogPost, getStudioBlogPost, listStudioBlogPosts, setBlogPostPublished, updateBlogPost } from './content-blog.ts';
export { createHelpArticle, createHelpCategory, listStudioHelpArticles, listStudioHelpCategories, updateHelpArticle, updateHelpCategory } from './content-help.ts';
export { createTestimonial, deleteTestimonial, listStudioTestimonials, updateTestimonial } from './content-testimonials.ts';
export {
  dismissDiscussionReports,
  hideDiscussionPost,
  listDiscussionMutes,
  listDiscussionReports,
  lockDiscussionThread,
  muteDiscussionMember,
  restoreDiscussionPost,
  unmuteDiscussionMember,
} from './discussions.ts';
export { createStudioCohort, deleteStudioCohort, listStudioCohortMembers, listStudioCohorts, placeStudioCohortMember, removeStudioCohortMember, updateStudioCohort } from './cohorts.ts';
