// The studio domain's only entry for routes, pages and other domains (docs/rules/studio.md).
export { NOT_ALLOWED, requireAdmin, requireRole } from './access.ts';
export { listAudit, recordAudit } from './audit.ts';
export { listEnquiries, markEnquiryHandled, replyToEnquiry } from './enquiries.ts';
export { memberProfile, restoreMember, searchMembers, sendMemberPasswordReset, suspendMember } from './members.ts';
export { overview, OVERVIEW_WEEKS, weekStarts } from './overview.ts';
export { createPlan, listStudioPlans, updatePlan } from './plans.ts';
export { clearDefaultDiscount, createDiscount, DEFAULT_TAKEN, listStudioDiscounts, setDefaultDiscount, setDiscountActive, updateDiscount } from './discounts.ts';
export { listStudioPayments, REFUND_MESSAGES, refundPayment } from './payments.ts';
export { rewardsRules, updatePointsValue } from './rewards-rules.ts';
export { listStudioSurveys, listSurveyAnswers } from './surveys.ts';
export { changeRole, deleteMember, exportMember } from './roles.ts';
export { createStudioCourse, getStudioCourse, listStudioCourses, previewCourse, publishDueCourses, publishStudioCourse, unpublishStudioCourse, updateStudioCourse } from './courses.ts';
export { archiveLesson, createLesson, getStudioLesson, reorderLessons, restoreLesson, updateLesson } from './lessons.ts';
export { STUDIO_JOBS, STUDIO_SCHEDULES } from './publishing-job.ts';
export { deleteMedia, getMedia, listMedia, mediaUrl, updateMedia, uploadMedia } from './media.ts';
export { serveMediaFile } from './media-serve.ts';
