// How the generated suites exercise each operation of /v1/openapi.json. EVERY operation must have a
// case here, keyed "METHOD /v1/path/{template}" as the document spells it: the authorization matrix
// fails, naming it, on any operation it does not find (docs/testing.md, "Adding a route").
//
// access:
//   public  no token needed. Called as a visitor (any answer but a 5xx) and with a stale token (401).
//   owned   the path or body names an object of the owner (an enrolment, a lesson's saved work, a
//           certificate): anyone else gets 403 or 404, sees none of it and changes none of it.
//   self    acts on the caller's own data (profile, lists, "my enrolment in course N"): anyone else
//           gets their own answer (any status below 500) without the owner's data in it, and the
//           owner's rows stay as they were.
//   admin   a studio route (/v1/admin/*): every member, mentor and author gets exactly 403, and the
//           successful call is made by an admin (w.studio.admin), with `owner` its statuses.
import type { Member, World } from './world.ts';
import { addressOf } from './world.ts';
import { REWARDS_CASES } from './cases-rewards.ts';
import { CREDENTIAL_CASES } from './cases-credentials.ts';
import { NOTIFICATION_CASES } from './cases-notifications.ts';
import { COMMERCE_CASES } from './cases-commerce.ts';
import { BILLING_CASES } from './cases-billing.ts';
import { MENTOR_CASES } from './cases-mentors.ts';
import { MESSAGE_CASES } from './cases-messages.ts';
import { SURVEY_CASES } from './cases-surveys.ts';
import { PRACTICE_CASES } from './cases-practices.ts';
import { JOURNAL_CASES } from './cases-journal.ts';
import { SESSIONS_CASES } from './cases-sessions.ts';
import { SIGN_IN_CASES } from './cases-sign-in.ts';
import { REVIEW_CASES } from './cases-review.ts';
import { STUDIO_CASES } from './cases-studio.ts';
import { STUDIO_BUSINESS_CASES } from './cases-studio-business.ts';
import { STUDIO_COURSE_CASES } from './cases-studio-courses.ts';
import { STUDIO_CONTENT_CASES } from './cases-studio-content.ts';
import { STUDIO_MEDIA_CASES } from './cases-studio-media.ts';
import { TASK_CASES } from './cases-tasks.ts';
import { STUDIO_ARCHIVE_CASES } from './cases-studio-archive.ts';
import { STUDIO_EXPORT_CASES } from './cases-studio-exports.ts';
import { STUDIO_REPORT_CASES } from './cases-studio-reports.ts';
import { STUDIO_API_KEY_CASES } from './cases-studio-api-keys.ts';
import { STUDIO_WEBHOOK_CASES } from './cases-studio-webhooks.ts';
import { NEWSLETTER_CASES } from './cases-studio-newsletters.ts';
import { STUDIO_PEOPLE_CASES } from './cases-studio-people.ts';
import { STUDIO_TRANSLATION_CASES } from './cases-studio-translations.ts';
import { DISCUSSION_CASES } from './cases-discussions.ts';
import { LIVE_CASES } from './cases-live.ts';
import { COHORT_CASES } from './cases-cohorts.ts';
import { CALENDAR_FEED_CASES } from './cases-calendar-feeds.ts';
import { PUSH_CASES } from './cases-push.ts';

export type Call = { path?: Record<string, string | number>; query?: string; json?: unknown; body?: BodyInit };

export type Case = {
  access: 'public' | 'owned' | 'self' | 'admin';
  /** Writes what the case needs before the matrix notes the rows others must not change (memoise in `request`). */
  setup?: (w: World) => Promise<unknown>;
  /** The request, as `caller` (the owner, another member, or a role) would send it. */
  request?: (w: World, caller: Member) => Call | Promise<Call>;
  /** Statuses the owner must get: proof the call reaches the object, so others' 404s mean something. */
  owner?: number[];
  /** The route revokes the token it is called with: every identity calls with a new token. */
  tokens?: 'fresh';
  /** The route changes its caller for good (password, account): every identity is a new member. */
  caller?: 'disposable';
  /** The owner's call changes data later cases show (a toggle, a delete): run it after the rest. */
  last?: true;
  /**
   * What a role (see ROLES in authorization-matrix.test.ts) may do here when it differs from the
   * default for `access` (owned: hidden; self: its own answer). E.g. `{ admin: 'sees' }` once an admin
   * route may read members' data.
   */
  roles?: Record<string, 'sees' | 'hidden' | 'own'>;
};

const course = (w: World) => w.course.course.id;
const enrolment = (w: World) => w.owner.enrolmentId;
const lesson = (w: World, kind: keyof World['course']['lessons']) => w.course.lessons[kind].id;

const savesByEnrolment = {
  finish: (w: World): Call => ({ path: { id: enrolment(w) }, json: { lesson_id: lesson(w, 'detail') } }),
  checklist: (w: World): Call => ({ path: { id: enrolment(w) }, json: { lesson_id: lesson(w, 'checklist'), checked_ids: w.course.itemIds } }),
  quiz: (w: World): Call => ({ path: { id: enrolment(w) }, json: { lesson_id: lesson(w, 'quiz'), answers: w.course.rightAnswers } }),
  survey: (w: World): Call => ({ path: { id: enrolment(w) }, json: { lesson_id: lesson(w, 'survey'), answers: w.work.surveyAnswers } }),
  task: (w: World): Call => ({ path: { id: enrolment(w) }, json: { lesson_id: lesson(w, 'task'), answer: w.work.taskAnswer, submit: true } }),
};
const at = (w: World, kind: keyof World['course']['lessons']) => ({ courseId: course(w), id: lesson(w, kind) });
const savesByLesson = {
  finish: (w: World): Call => ({ path: at(w, 'detail') }),
  checklist: (w: World): Call => ({ path: at(w, 'checklist'), json: { checked_ids: w.course.itemIds } }),
  quiz: (w: World): Call => ({ path: at(w, 'quiz'), json: { answers: w.course.rightAnswers } }),
  survey: (w: World): Call => ({ path: at(w, 'survey'), json: { answers: w.work.surveyAnswers } }),
  task: (w: World): Call => ({ path: at(w, 'task'), json: { answer: w.work.taskAnswer, submit: true } }),
};
const pageQuery = { query: 'page=1&per_page=12' };

export const CASES: Record<string, Case> = {
  // --- platform and content (public) --------------------------------------------------------------
  'GET /v1/health': { access: 'public' },
  'GET /v1/health/live': { access: 'public' },
  'GET /v1/health/ready': { access: 'public' },
  'GET /v1/home': { access: 'public' },
  'GET /v1/pages': { access: 'public' },
  'GET /v1/pages/{slug}': { access: 'public', request: () => ({ path: { slug: 'about' } }) },
  'GET /v1/blogs': { access: 'public' },
  'GET /v1/blogs/{id}': { access: 'public', request: () => ({ path: { id: 1 } }) },
  'GET /v1/help-centers': { access: 'public' },
  'GET /v1/help-centers/categories': { access: 'public' },
  'GET /v1/help-centers/{id}': { access: 'public', request: () => ({ path: { id: 1 } }) },
  'GET /v1/testimonials': { access: 'public' },
  'POST /v1/enquiry': { access: 'public', request: () => ({ json: { name: 'A visitor', email: 'visitor@example.test', subject: 'Hello', message: 'A question about courses.' } }) },

  // --- catalogue (public) -------------------------------------------------------------------------
  'GET /v1/courses': { access: 'public' },
  'GET /v1/courses/filters': { access: 'public' },
  'GET /v1/courses/categories': { access: 'public' },
  'GET /v1/courses/{id}': { access: 'public', request: (w) => ({ path: { id: course(w) } }) },
  'GET /v1/bundles': { access: 'public' },
  'GET /v1/bundles/{id}': { access: 'public', request: () => ({ path: { id: 1 } }) },
  'GET /v1/bundles/{bundleId}/{id}': { access: 'public', request: (w) => ({ path: { bundleId: 1, id: course(w) } }) },

  // --- accounts: public ---------------------------------------------------------------------------
  'POST /v1/auth/register': { access: 'public', request: () => ({ json: { name: 'New Person', email: 'new-person@example.test', password: 'correct horse battery', password_confirmation: 'correct horse battery' } }) },
  'POST /v1/auth/email/verify/{hash1}/{hash2}': { access: 'public', request: (w) => ({ path: { hash1: w.owner.id, hash2: 'not-the-value' } }) },
  'POST /v1/auth/email/resend': { access: 'public', request: (w) => ({ json: { email: w.owner.email } }) },
  'POST /v1/auth/login': { access: 'public', request: (w) => ({ json: { email: w.owner.email, password: 'not the password' } }) },
  'POST /v1/auth/password/forgot': { access: 'public', request: () => ({ json: { email: 'nobody@example.test' } }) },
  'POST /v1/auth/password/reset/{hash1}/{hash2}': {
    access: 'public',
    request: (w) => ({ path: { hash1: w.owner.email, hash2: 'not-the-value' }, json: { password: 'another horse battery', password_confirmation: 'another horse battery' } }),
  },
  'GET /v1/media/avatars/{file}': { access: 'public', request: () => ({ path: { file: 'none.webp' } }) },

  // --- accounts: the member's own ----------------------------------------------------------------
  'POST /v1/auth/logout': { access: 'self', tokens: 'fresh' },
  'GET /v1/auth/profile': { access: 'self' },
  'PUT /v1/auth/profile': { access: 'self', request: (_w, m) => ({ json: { name: m.name } }) },
  'POST /v1/auth/password/change': {
    access: 'self', caller: 'disposable',
    request: (_w, m) => ({ json: { current_password: m.password, password: `${m.password} 2`, password_confirmation: `${m.password} 2` } }),
  },
  'GET /v1/auth/home': { access: 'self' },
  'GET /v1/auth/subscription/status': { access: 'self' },
  'GET /v1/auth/address/default': { access: 'self' },
  'PUT /v1/auth/address/default': { access: 'self', request: (_w, m) => ({ json: addressOf(m) }) },
  'DELETE /v1/auth/address/default': { access: 'self', last: true },
  'GET /v1/auth/notification-settings': { access: 'self' },
  'PUT /v1/auth/notification-settings': {
    access: 'self',
    // Sends back what the caller has now, so the owner's call changes nothing either.
    request: async (w, m) => ({ json: (await (await w.t.api('GET', '/v1/auth/notification-settings', { token: m.token })).json()).data }),
  },
  'GET /v1/auth/news-emails': { access: 'self' },
  'PUT /v1/auth/news-emails': { access: 'self', request: () => ({ json: { subscribed: false } }) },
  'POST /v1/auth/account/cancel': { access: 'self', caller: 'disposable', request: (_w, m) => ({ json: { password: m.password } }) },
  'GET /v1/auth/export': { access: 'self' },

  // --- learning: objects of the owner ------------------------------------------------------------
  'GET /v1/courses/enrolled/{id}/stream/{type}/{file}': { access: 'owned', request: (w) => ({ path: { id: enrolment(w), type: 'audio', file: w.owner.audioFile } }) },
  'GET /v1/courses/enrolled/{id}/lastRead': { access: 'owned', request: (w) => ({ path: { id: enrolment(w) } }) },
  'PUT /v1/courses/enrolled/{id}/lastRead': { access: 'owned', request: (w) => ({ path: { id: enrolment(w) }, json: { lesson_id: lesson(w, 'quiz') } }) },
  'POST /v1/courses/enrolled/{id}/finish': { access: 'owned', request: savesByEnrolment.finish },
  'POST /v1/courses/enrolled/{id}/checklist': { access: 'owned', request: savesByEnrolment.checklist },
  'POST /v1/courses/enrolled/{id}/quiz': { access: 'owned', request: savesByEnrolment.quiz },
  'POST /v1/courses/enrolled/{id}/survey': { access: 'owned', request: savesByEnrolment.survey },
  'POST /v1/courses/enrolled/{id}/task': { access: 'owned', request: savesByEnrolment.task },
  'GET /v1/courses/enrolled/{id}': { access: 'owned', request: (w) => ({ path: { id: enrolment(w) } }) },
  'GET /v1/auth/certificates/{id}/download': { access: 'owned', request: (w) => ({ path: { id: w.owner.certificateId } }) },

  // --- learning: the caller's own, about a public course -----------------------------------------
  // A lesson is addressed by course and lesson, so another member reaches their own enrolment (or 403/404).
  'GET /v1/courses/{courseId}/{id}': { access: 'self', request: (w) => ({ path: at(w, 'task') }) },
  'POST /v1/courses/{courseId}/{id}/finish': { access: 'self', request: savesByLesson.finish },
  'POST /v1/courses/{courseId}/{id}/checklist': { access: 'self', request: savesByLesson.checklist },
  'POST /v1/courses/{courseId}/{id}/quiz': { access: 'self', request: savesByLesson.quiz },
  'POST /v1/courses/{courseId}/{id}/survey': { access: 'self', request: savesByLesson.survey },
  'POST /v1/courses/{courseId}/{id}/task': { access: 'self', request: savesByLesson.task },
  'GET /v1/courses/{id}/enrolment/status': { access: 'self', request: (w) => ({ path: { id: course(w) } }) },
  'GET /v1/courses/{id}/enrolment': { access: 'self', request: (w) => ({ path: { id: course(w) } }) },
  'POST /v1/courses/{id}/enrolment': { access: 'self', request: (w) => ({ path: { id: course(w) } }) },
  'GET /v1/courses/{id}/bookmark': { access: 'self', request: (w) => ({ path: { id: course(w) } }) },
  'POST /v1/courses/{id}/bookmark': { access: 'self', last: true, request: (w) => ({ path: { id: course(w) } }) },
  'GET /v1/auth/courses/enrolled': { access: 'self', request: () => pageQuery },
  'GET /v1/auth/courses/bookmarked': { access: 'self', request: () => pageQuery },
  'GET /v1/auth/certificates': { access: 'self', request: () => pageQuery },
  'POST /v1/auth/certificates/generate': { access: 'self', request: (w) => ({ json: { course_id: course(w) } }) },
  ...REWARDS_CASES,
  ...CREDENTIAL_CASES,
  ...NOTIFICATION_CASES,
  ...COMMERCE_CASES,
  ...BILLING_CASES,
  ...MENTOR_CASES,
  ...MESSAGE_CASES,
  ...SURVEY_CASES,
  ...PRACTICE_CASES,
  ...JOURNAL_CASES,
  ...SESSIONS_CASES,
  ...SIGN_IN_CASES,
  ...REVIEW_CASES,
  ...STUDIO_CASES,
  ...STUDIO_BUSINESS_CASES,
  ...STUDIO_COURSE_CASES,
  ...STUDIO_CONTENT_CASES,
  ...STUDIO_MEDIA_CASES,
  ...TASK_CASES,
  ...STUDIO_ARCHIVE_CASES,
  ...STUDIO_EXPORT_CASES,
  ...STUDIO_REPORT_CASES,
  ...STUDIO_API_KEY_CASES,
  ...STUDIO_WEBHOOK_CASES,
  ...NEWSLETTER_CASES,
  ...STUDIO_PEOPLE_CASES,
  ...STUDIO_TRANSLATION_CASES,
  ...DISCUSSION_CASES,
  ...LIVE_CASES,
  ...COHORT_CASES,
  ...CALENDAR_FEED_CASES,
  ...PUSH_CASES,
};
