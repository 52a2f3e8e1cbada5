// Generated-suite cases of lesson discussions and their moderation (docs/rules/discussions.md). The
// owner is enrolled in a course of their own (anyone may enrol in the world's free course, and the
// other identities do, through its enrolment case) and has a thread under its lesson carrying a
// marker; a classmate (enrolled too) has a thread the owner replies to and reports; and a cohort of
// another course holds the owner alone, with a post of theirs in its own space. Another member, a mentor
// and an author, none of them enrolled, get 404 and see none of it; an administrator moderates every
// course, so they see the discussion and may write in it. In the studio, members and mentors get 403,
// an author who does not own the course 404 or an empty queue, the admin the decision.
import { sql } from 'drizzle-orm';
import { cohortMembers, cohorts, discussionMutes, discussionPosts, discussionReports, enrolments } from '../../src/server/db/schema/index.ts';
import { makeCategory, makeCourse, makeLesson } from '../server/catalogue/factories.ts';
import type { Case } from './registry.ts';
import type { World } from './world.ts';

function once<T>(make: (w: World) => Promise<T>): (w: World) => Promise<T> {
  const made = new WeakMap<World, Promise<T>>();
  return (w) => {
    if (!made.has(w)) made.set(w, make(w));
    return made.get(w)!;
  };
}

/** A free course with one lesson, in which only the owner (and, once made, the classmate) is enrolled. */
const place = once(async (w) => {
  const course = await makeCourse(w.t.db, { categoryId: (await makeCategory(w.t.db)).id, isFree: true, priceCents: 0 });
  const lesson = await makeLesson(w.t.db, { courseId: course.id, position: 1, kind: 'detail', title: 'Talk about it' });
  await w.t.db.insert(enrolments).values({ userId: w.owner.id, courseId: course.id });
  return { courseId: course.id, lessonId: lesson.id };
});
const lesson = async (w: World) => (await place(w)).lessonId;
/**
 * A cohort of another course of the owner's with the owner alone in it, for the cohort's own space (in
 * the lesson's course it would close its lessons to the owner until the cohort starts).
 */
const cohort = once(async (w) => {
  const { id: courseId } = await makeCourse(w.t.db, { categoryId: (await makeCategory(w.t.db)).id, isFree: true, priceCents: 0 });
  await w.t.db.insert(enrolments).values({ userId: w.owner.id, courseId });
  const startsAt = new Date(Date.now() + 7 * 86_400_000);
  const [row] = await w.t.db
    .insert(cohorts)
    .values({ courseId, title: 'Contract run', startsOn: startsAt.toISOString().slice(0, 10), timeZone: 'UTC', startsAt, capacity: 5 })
    .returning({ id: cohorts.id });
  await w.t.db.insert(cohortMembers).values({ cohortId: row!.id, userId: w.owner.id, courseId });
  await w.t.db.insert(discussionPosts).values({ courseId, cohortId: row!.id, authorId: w.owner.id, body: `Owner in the cohort ${w.markers[0]}`, bodyHtml: `<p>Owner in the cohort ${w.markers[0]}</p>`, createdAt: past(), lastActivityAt: past() });
  return row!.id;
});
const courseOf = async (w: World) => (await place(w)).courseId;
// Rows written here are dated two minutes back, so they never count toward anyone's posts a minute.
const past = () => new Date(Date.now() - 2 * 60_000);

async function insertPost(w: World, userId: number, text: string, o: { threadId?: number; createdAt?: Date } = {}) {
  const [row] = await w.t.db
    .insert(discussionPosts)
    .values({ courseId: await courseOf(w), lessonId: await lesson(w), threadId: o.threadId ?? null, authorId: userId, body: text, bodyHtml: `<p>${text}</p>`, createdAt: o.createdAt ?? past(), lastActivityAt: past() })
    .returning({ id: discussionPosts.id });
  return row!.id;
}

/** A member enrolled in the world's course beside the owner. */
const classmate = once(async (w) => {
  const m = await w.disposable('classmate');
  await w.t.db.insert(enrolments).values({ userId: m.id, courseId: await courseOf(w) });
  return m;
});

const ownerThread = once(async (w) => insertPost(w, w.owner.id, `Owner's thread ${w.markers[0]}`));
const ownerFresh = once(async (w) => insertPost(w, w.owner.id, `Owner's fresh post ${w.markers[0]}`, { createdAt: new Date(Date.now() - 60_000) }));
const ownerToDelete = once(async (w) => insertPost(w, w.owner.id, `Owner's post to delete ${w.markers[0]}`));
const classmateThread = once(async (w) => insertPost(w, (await classmate(w)).id, 'A classmate asks'));
const classmateToReport = once(async (w) => insertPost(w, (await classmate(w)).id, 'A classmate is rude'));
const toHide = once(async (w) => insertPost(w, (await classmate(w)).id, 'To be hidden'));
const toLock = once(async (w) => insertPost(w, (await classmate(w)).id, 'To be locked'));
const hidden = once(async (w) => {
  const id = await insertPost(w, (await classmate(w)).id, 'Hidden already');
  await w.t.db.update(discussionPosts).set({ hiddenAt: past(), hiddenBy: w.studio.admin.id, hiddenReason: 'Off topic' }).where(sql`id = ${id}`);
  return id;
});
const reported = once(async (w) => {
  const id = await insertPost(w, (await classmate(w)).id, 'Reported by someone');
  const reporter = await w.disposable('reporter');
  await w.t.db.insert(discussionReports).values({ postId: id, reporterId: reporter.id, reason: 'spam' });
  return id;
});
const muted = once(async (w) => {
  const m = await classmate(w);
  await w.t.db.insert(discussionMutes).values({ courseId: await courseOf(w), userId: m.id, until: new Date(Date.now() + 86_400_000), reason: 'Rude', createdBy: w.studio.admin.id }).onConflictDoNothing();
  return m.id;
});

const admin = { admin: 'sees' } as const;
const studioAuthor = { author: 'hidden' } as const;

export const DISCUSSION_CASES: Record<string, Case> = {
  'GET /v1/auth/lessons/{id}/threads': { access: 'owned', roles: admin, setup: ownerThread, request: async (w) => ({ path: { id: await lesson(w) }, query: 'order=newest&page=1&per_page=10' }) },
  'POST /v1/auth/lessons/{id}/threads': { access: 'owned', roles: admin, owner: [201], setup: place, request: async (w) => ({ path: { id: await lesson(w) }, json: { body: 'A new *thread* from the contract suite' } }) },
  'GET /v1/auth/threads/{id}/replies': { access: 'owned', roles: admin, setup: ownerThread, request: async (w) => ({ path: { id: await ownerThread(w) }, query: 'page=1&per_page=20' }) },
  'POST /v1/auth/threads/{id}/replies': { access: 'owned', roles: admin, owner: [201], setup: classmateThread, request: async (w) => ({ path: { id: await classmateThread(w) }, json: { body: 'A reply' } }) },
  'PATCH /v1/auth/posts/{id}': { access: 'owned', setup: ownerFresh, request: async (w) => ({ path: { id: await ownerFresh(w) }, json: { body: 'Edited in time' } }) },
  'DELETE /v1/auth/posts/{id}': { access: 'owned', last: true, setup: ownerToDelete, request: async (w) => ({ path: { id: await ownerToDelete(w) } }) },
  'PUT /v1/auth/posts/{id}/reactions/{kind}': { access: 'owned', roles: admin, setup: ownerThread, request: async (w) => ({ path: { id: await ownerThread(w), kind: 'thanks' } }) },
  'DELETE /v1/auth/posts/{id}/reactions/{kind}': { access: 'owned', roles: admin, setup: ownerThread, request: async (w) => ({ path: { id: await ownerThread(w), kind: 'thanks' } }) },
  'POST /v1/auth/posts/{id}/report': { access: 'owned', roles: admin, owner: [201], setup: classmateToReport, request: async (w) => ({ path: { id: await classmateToReport(w) }, json: { reason: 'abuse', note: 'Unkind words' } }) },
  'GET /v1/auth/lessons/{id}/mentionable': { access: 'owned', roles: admin, setup: place, request: async (w) => ({ path: { id: await lesson(w) }, query: 'q=a' }) },
  'POST /v1/auth/lessons/{id}/discussion/stream-ticket': { access: 'owned', roles: admin, owner: [201], setup: place, request: async (w) => ({ path: { id: await lesson(w) } }) },
  // The stream takes a ticket, not a token: anyone without a valid ticket gets 401.
  'GET /v1/lessons/{id}/discussion/stream': { access: 'public', setup: place, request: async (w) => ({ path: { id: await lesson(w) }, query: `ticket=${'Q'.repeat(43)}` }) },

  'GET /v1/auth/cohorts/{id}/threads': { access: 'owned', roles: admin, setup: cohort, request: async (w) => ({ path: { id: await cohort(w) }, query: 'order=oldest&page=1&per_page=10' }) },
  'POST /v1/auth/cohorts/{id}/threads': { access: 'owned', roles: admin, owner: [201], setup: cohort, request: async (w) => ({ path: { id: await cohort(w) }, json: { body: 'Hello, cohort' } }) },
  'GET /v1/auth/cohorts/{id}/mentionable': { access: 'owned', roles: admin, setup: cohort, request: async (w) => ({ path: { id: await cohort(w) }, query: 'q=o' }) },
  'POST /v1/auth/cohorts/{id}/discussion/stream-ticket': { access: 'owned', roles: admin, owner: [201], setup: cohort, request: async (w) => ({ path: { id: await cohort(w) } }) },
  'GET /v1/cohorts/{id}/discussion/stream': { access: 'public', setup: cohort, request: async (w) => ({ path: { id: await cohort(w) }, query: `ticket=${'Q'.repeat(43)}` }) },

  'GET /v1/admin/discussions/reports': { access: 'admin', roles: { author: 'own' }, setup: reported, request: () => ({ query: 'status=open&page=1&per_page=20' }) },
  'POST /v1/admin/discussions/posts/{id}/hide': { access: 'admin', roles: studioAuthor, setup: toHide, request: async (w) => ({ path: { id: await toHide(w) }, json: { reason: 'Off topic' } }) },
  'POST /v1/admin/discussions/posts/{id}/restore': { access: 'admin', roles: studioAuthor, setup: hidden, request: async (w) => ({ path: { id: await hidden(w) } }) },
  'POST /v1/admin/discussions/posts/{id}/dismiss': { access: 'admin', roles: studioAuthor, setup: reported, request: async (w) => ({ path: { id: await reported(w) } }) },
  'PUT /v1/admin/discussions/threads/{id}/lock': { access: 'admin', roles: studioAuthor, setup: toLock, request: async (w) => ({ path: { id: await toLock(w) }, json: { locked: true } }) },
  'GET /v1/admin/courses/{id}/discussion-mutes': { access: 'admin', roles: studioAuthor, setup: muted, request: async (w) => ({ path: { id: await courseOf(w) } }) },
  'POST /v1/admin/courses/{id}/discussion-mutes': { access: 'admin', roles: studioAuthor, setup: classmate, request: async (w) => ({ path: { id: await courseOf(w) }, json: { user_id: (await classmate(w)).id, days: 3, reason: 'Rude words' } }) },
  'DELETE /v1/admin/courses/{id}/discussion-mutes/{userId}': { access: 'admin', roles: studioAuthor, last: true, setup: muted, request: async (w) => ({ path: { id: await courseOf(w), userId: await muted(w) } }) },
};
