// Task review (docs/rules/task-review.md): the studio's and the mentor's queues, one submission with
// its history, the decision and what it does for the member (notification, points and badge once),
// and who may download a submission's file. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, notificationEmails, notifications, pointsLedger, taskSubmissions, badgeAwards } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body, enrol, makeLearningCourse, type LearningCourse } from '../learning/factories.ts';

let t: TestContext;
let c: LearningCourse;
let other: LearningCourse;
type Person = Awaited<ReturnType<TestContext['member']>>;
let author: Person;
let otherAuthor: Person;
let admin: Person;
let mentor: Person;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  c = await makeLearningCourse(t.db, { title: 'Calm Evenings' });
  other = await makeLearningCourse(t.db, { title: 'Other Course' });
  author = await t.member({ name: 'Ana Author', role: 'author' });
  otherAuthor = await t.member({ name: 'Otto Author', role: 'author' });
  admin = await t.member({ name: 'Ada Admin', role: 'admin' });
  mentor = await t.member({ name: 'Mia Mentor', isMentor: true });
  await t.db.update(courses).set({ ownerId: author.id }).where(eq(courses.id, c.course.id));
  await t.db.update(courses).set({ ownerId: otherAuthor.id }).where(eq(courses.id, other.course.id));
}, 180_000);
afterAll(() => t.close());

async function menteeOf(m: Person) {
  const invited = (await body(await t.api('POST', '/v1/mentors/invite', { token: mentor.token, json: { emails: [m.email] } }))).data.invited[0].id;
  expect((await t.api('POST', `/v1/mentors/acceptInvite/${invited}`, { token: m.token })).status).toBe(200);
}

/** A member who submits the course's task with a text file; returns the submission's id. */
async function submitter(course = c, name = 'Sam Member') {
  const m = await t.member({ name });
  const enrolmentId = await enrol(t, m.token, course.course.id);
  const id = await submit(m, course, 'My week: walk, stretch, rest.', new File(['plan for the week'], 'plan.txt', { type: 'text/plain' }));
  return { ...m, enrolmentId, submissionId: id };
}

async function submit(m: Person, course: LearningCourse, answer: string, file?: File): Promise<number> {
  const form = new FormData();
  form.set('answer', answer);
  form.set('submit', 'true');
  if (file) form.set('file', file);
  const res = await t.api('POST', `/v1/courses/${course.course.id}/${course.lessons.task.id}/task`, { token: m.token, body: form });
  expect(res.status, await res.clone().text()).toBe(200);
  const [row] = await t.db.select({ id: taskSubmissions.id }).from(taskSubmissions).where(eq(taskSubmissions.lessonId, course.lessons.task.id)).orderBy(sql`${taskSubmissions.id} DESC`).limit(1);
  return row!.id;
}

const queue = async (token: string, path = '/v1/admin/task-reviews') => {
  const res = await t.api('GET', path, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await body(res)) as { data: Array<{ id: number; course: { id: number }; member: { name: string }; revision: number }>; meta: { total: number } };
};
const decide = (token: string, id: number, json: unknown) => t.api('POST', `/v1/task-reviews/${id}/decision`, { token, json });

describe('the queues', () => {
  it('shows an author the waiting tasks of their own courses, an admin every course, oldest first, by course', async () => {
    const first = await submitter();
    const second = await submitter(c, 'Second Member');
    const elsewhere = await submitter(other, 'Elsewhere Member');
    const mine = await queue(author.token);
    const ids = mine.data.map((i) => i.id);
    expect(ids).toContain(first.submissionId);
    expect(ids.indexOf(first.submissionId)).toBeLessThan(ids.indexOf(second.submissionId));
    expect(ids).not.toContain(elsewhere.submissionId);
    expect(mine.data.find((i) => i.id === first.submissionId)).toMatchObject({ course: { id: c.course.id, title: 'Calm Evenings' }, member: { name: 'Sam Member' }, revision: 1 });
    const all = await queue(admin.token);
    expect(all.data.map((i) => i.id)).toEqual(expect.arrayContaining([first.submissionId, elsewhere.submissionId]));
    const filtered = await queue(admin.token, `/v1/admin/task-reviews?course_id=${other.course.id}`);
    expect(filtered.data.every((i) => i.course.id === other.course.id)).toBe(true);
    const paged = await queue(admin.token, '/v1/admin/task-reviews?per_page=1&page=2');
    expect(paged.data).toHaveLength(1);
    expect(paged.meta.total).toBe(all.meta.total);
  });

  it('refuses the studio queue to members and mentors (403) and to nobody signed in (401), and bad paging (422)', async () => {
    const m = await t.member();
    expect((await t.api('GET', '/v1/admin/task-reviews', { token: m.token })).status).toBe(403);
    expect((await t.api('GET', '/v1/admin/task-reviews', { token: mentor.token })).status).toBe(403);
    expect((await t.api('GET', '/v1/admin/task-reviews')).status).toBe(401);
    const bad = await t.api('GET', '/v1/admin/task-reviews?per_page=0', { token: admin.token });
    expect(bad.status).toBe(422);
    expect((await body(bad)).errors.per_page).toBeDefined();
  });

  it('shows a mentor only their mentees’ waiting tasks; a member who is not a mentor gets 403', async () => {
    const mentee = await submitter(c, 'Mentee Member');
    await menteeOf(mentee);
    const notMine = await submitter(c, 'Not A Mentee');
    const list = await queue(mentor.token, '/v1/mentors/task-reviews');
    expect(list.data.map((i) => i.id)).toContain(mentee.submissionId);
    expect(list.data.map((i) => i.id)).not.toContain(notMine.submissionId);
    expect((await t.api('GET', '/v1/mentors/task-reviews', { token: notMine.token })).status).toBe(403);
  });
});

describe('one submission and its decision', () => {
  it('is a 404 for another member, another author and a mentor who is not the member’s', async () => {
    const s = await submitter();
    for (const who of [await t.member(), otherAuthor, mentor]) {
      expect((await t.api('GET', `/v1/task-reviews/${s.submissionId}`, { token: who.token })).status).toBe(404);
      expect((await decide(who.token, s.submissionId, { decision: 'accepted' })).status).toBe(404);
      expect((await t.api('GET', `/v1/task-reviews/${s.submissionId}/file`, { token: who.token })).status).toBe(404);
    }
    expect((await t.api('GET', `/v1/task-reviews/${s.submissionId}`)).status).toBe(401);
    expect((await decide(s.token, s.submissionId, { decision: 'accepted' })).status).toBe(403);
    const [row] = await t.db.select().from(taskSubmissions).where(eq(taskSubmissions.id, s.submissionId));
    expect(row!.state).toBe('waiting');
  });

  it('asks for feedback to request a revision (422 beside feedback), changing nothing', async () => {
    const s = await submitter();
    const res = await decide(author.token, s.submissionId, { decision: 'revise', feedback: '   ' });
    expect(res.status).toBe(422);
    expect((await body(res)).errors.feedback).toEqual(['Write what to change: feedback is required when you ask for a revision.']);
    const bad = await decide(author.token, s.submissionId, { decision: 'maybe' });
    expect(bad.status).toBe(422);
    expect((await body(bad)).errors.decision).toBeDefined();
    const [row] = await t.db.select().from(taskSubmissions).where(eq(taskSubmissions.id, s.submissionId));
    expect(row).toMatchObject({ state: 'waiting', feedback: null, reviewerId: null });
  });

  it('asks for a revision, keeps the history through the resubmission, accepts it, and pays points and the badge once', async () => {
    const s = await submitter();
    const revise = await decide(author.token, s.submissionId, { decision: 'revise', feedback: 'Add one evening habit.' });
    expect(revise.status, await revise.clone().text()).toBe(200);
    expect((await body(revise)).data).toMatchObject({ state: 'revise', feedback: 'Add one evening habit.', reviewer: { name: 'Ana Author' }, can_review: false });
    expect((await decide(author.token, s.submissionId, { decision: 'accepted' })).status).toBe(409);

    const told = await t.db.select().from(notifications).where(eq(notifications.userId, s.id));
    expect(told.map((n) => n.title)).toContain('Your task in “Calm Evenings” needs a revision');
    expect((await t.db.select().from(notificationEmails).where(eq(notificationEmails.userId, s.id))).map((e) => e.title)).toContain('Your task in “Calm Evenings” needs a revision');

    // The player shows the latest review above the task.
    const lesson = (await body(await t.api('GET', `/v1/courses/${c.course.id}/${c.lessons.task.id}`, { token: s.token }))).data;
    expect(lesson.task.review).toMatchObject({ state: 'revise', feedback: 'Add one evening habit.', reviewer_name: 'Ana Author', revisions: 1 });
    expect(lesson.completed).toBe(true);

    const second = await submit(s, c, 'My week: walk, stretch, rest, and tea at nine.');
    const seen = (await body(await t.api('GET', `/v1/task-reviews/${second}`, { token: author.token }))).data;
    expect(seen).toMatchObject({ revision: 2, state: 'waiting', can_review: true, file: { name: 'plan.txt' } });
    expect(seen.history.map((h: { revision: number; state: string }) => [h.revision, h.state])).toEqual([[2, 'waiting'], [1, 'revise']]);
    expect(seen.history[1].feedback).toBe('Add one evening habit.');

    expect((await decide(author.token, second, { decision: 'accepted', feedback: 'Lovely.' })).status).toBe(200);
    const points = async () => t.db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, s.id), eq(pointsLedger.reason, 'task_accepted')));
    expect((await points()).map((p) => p.points)).toEqual([15]);
    expect(await t.db.select().from(badgeAwards).where(and(eq(badgeAwards.userId, s.id), eq(badgeAwards.badgeKey, 'task_accepted')))).toHaveLength(1);
    const accepted = await t.db.select().from(notifications).where(eq(notifications.userId, s.id));
    expect(accepted.map((n) => n.title)).toContain('Your task in “Calm Evenings” was accepted');

    // Sent again and accepted again: no second payment.
    const third = await submit(s, c, 'One more version.');
    expect((await decide(admin.token, third, { decision: 'accepted' })).status).toBe(200);
    expect(await points()).toHaveLength(1);
    const after = (await body(await t.api('GET', `/v1/courses/${c.course.id}/${c.lessons.task.id}`, { token: s.token }))).data;
    expect(after.task.review).toMatchObject({ state: 'accepted', revisions: 3, reviewer_name: 'Ada Admin' });

    // The member's data export holds every revision with its review.
    const exported = JSON.parse(await (await t.api('GET', '/v1/auth/export', { token: s.token })).text());
    expect(exported.task_submissions.map((x: { state: string; feedback: string | null }) => [x.state, x.feedback])).toEqual([
      ['revise', 'Add one evening habit.'],
      ['accepted', 'Lovely.'],
      ['accepted', null],
    ]);
  });

  it('lets the member’s mentor review, and a newer submission supersedes a waiting one (409 on the old)', async () => {
    const s = await submitter(c, 'Mentored Member');
    await menteeOf(s);
    const newer = await submit(s, c, 'A better version.');
    const [old] = await t.db.select().from(taskSubmissions).where(eq(taskSubmissions.id, s.submissionId));
    expect(old!.state).toBe('superseded');
    expect((await decide(mentor.token, s.submissionId, { decision: 'accepted' })).status).toBe(409);
    const res = await decide(mentor.token, newer, { decision: 'revise', feedback: 'Say when you will rest.' });
    expect(res.status).toBe(200);
    expect((await queue(mentor.token, '/v1/mentors/task-reviews')).data.map((i) => i.id)).not.toContain(newer);
  });
});

describe('the file', () => {
  it('downloads for the member, the author, an admin and the mentor; not for others', async () => {
    const s = await submitter(c, 'File Member');
    await menteeOf(s);
    for (const who of [s, author, admin, mentor]) {
      const res = await t.api('GET', `/v1/task-reviews/${s.submissionId}/file`, { token: who.token });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="plan.txt"');
      expect(await res.text()).toBe('plan for the week');
    }
    expect((await t.api('GET', `/v1/task-reviews/${s.submissionId}/file`, { token: otherAuthor.token })).status).toBe(404);
    expect((await t.api('GET', `/v1/task-reviews/${s.submissionId}/file`)).status).toBe(401);
    // A submission sent without a file has none to download.
    const plain = await t.member();
    await enrol(t, plain.token, c.course.id);
    const textOnly = await submit(plain, c, 'Just text.');
    expect((await t.api('GET', `/v1/task-reviews/${textOnly}/file`, { token: plain.token })).status).toBe(404);
  });
});
