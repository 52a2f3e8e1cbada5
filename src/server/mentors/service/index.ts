// The mentors domain's only entry for routes, pages, scripts and other domains (ARCHITECTURE.md;
// docs/rules/mentors.md).
export { INVITATION_DAYS, NOT_A_MENTOR, REMINDER_LIMIT } from './access.ts';
export { assignCourse, mentorCourses, removeAssignment } from './courses.ts';
export { recommendedCourseFinished } from './finished.ts';
export { createGroup, deleteGroup, getGroup, listGroups, updateGroup } from './groups.ts';
export { mentorHome, searchMentees } from './home.ts';
export { dailyCap, INVITE_CAPS, mentorStanding, setMentorRights, type MentorStanding } from './invite-caps.ts';
export { MENTOR_JOBS } from './invite-email.ts';
export { invitationToken, joinByInvitation } from './invite-link.ts';
export { agreeToMentor, INVITE_EMAIL_JOB, inviteMentees, listInvitees, listRequested, remindInvitee, removeInvitee, respondToInvite } from './invitations.ts';
export { createRecommendation, deleteRecommendation, getRecommendation, listRecommendations, mentoredColumn, recommendationsForMentee, updateRecommendation } from './recommendations.ts';
