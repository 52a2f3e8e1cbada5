// Live sessions for a cohort (docs/rules/live-sessions.md, "Who"; issue 33 part 4: "for a course,
// cohort or group"): the course's author schedules one for a cohort of their course; its members see
// it and say they are going; a member of the course outside the cohort gets 404; another author
// cannot choose the cohort (422 beside the field); one audience only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDayIn } from '../../../src/lib/dates.ts';
import { cohortMembers, cohorts, enrolments } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { makeCategory, makeCourse } from '../catalogue/factories.ts';
import { body } from '../learning/factories.ts';

type Person = Awaited<ReturnType<TestContext['member']>>;
let t: TestContext;
let author: Person;
let otherAuthor: Person;
let inCohort: Person;
let outside: Person;
let courseId: number;
let cohortId: number;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  author = await t.member({ name: 'Cohort Organiser', role: 'author' });
  otherAuthor = await t.member({ name: 'Not Theirs', role: 'author' });
  [inCohort, outside] = [await t.member({ name: 'In Cohort' }), await t.member({ name: 'Outside Cohort' })];
  courseId = (await makeCourse(t.db, { categoryId: (await makeCategory(t.db)).id, ownerId: author.id, title: 'Calm Course' })).id;
  const startsAt = new Date(Date.now() + 4 * 86_400_000);
  const [h] = await t.db.insert(cohorts).values({ courseId, title: 'March run', startsOn: calendarDayIn('UTC', startsAt), timeZone: 'UTC', startsAt, capacity: 10 }).returning({ id: cohorts.id });
  cohortId = h!.id;
  await t.db.insert(enrolments).values([{ userId: inCohort.id, courseId }, { userId: outside.id, courseId }]);
  await t.db.insert(cohortMembers).values({ cohortId, userId: inCohort.id, courseId });
});
afterAll(() => t.close());

const local = (at: Date) => at.toISOString().slice(0, 16);
const schedule = (token: string, audience: Record<string, number>) =>
  t.api('POST', '/v1/admin/live-sessions', {
    token,
    json: { title: 'March run kick-off', starts_at_local: local(new Date(Date.now() + 5 * 86_400_000)), time_zone: 'UTC', duration_minutes: 45, join_url: 'https://meet.example.com/march', capacity: 10, ...audience },
  });

describe('a live session for a cohort', () => {
  it('is offered, scheduled by the course’s author, seen and joined by the cohort’s members only', async () => {
    const choices = (await body(await t.api('GET', '/v1/admin/live-sessions/audiences', { token: author.token }))).data;
    expect(choices.cohorts).toEqual([{ id: cohortId, name: 'March run (Calm Course)' }]);
    expect((await body(await t.api('GET', '/v1/admin/live-sessions/audiences', { token: otherAuthor.token }))).data.cohorts).toEqual([]);

    const refused = await schedule(otherAuthor.token, { cohort_id: cohortId });
    expect(refused.status).toBe(422);
    expect((await body(refused)).errors.cohort_id).toEqual(['Choose one of the cohorts you may schedule sessions for.']);
    const both = await schedule(author.token, { cohort_id: cohortId, course_id: courseId });
    expect(both.status).toBe(422);
    expect(Object.values((await body(both)).errors).flat()).toContain('Choose one audience: a course, a cohort or one of your groups.');

    const res = await schedule(author.token, { cohort_id: cohortId });
    expect(res.status).toBe(201);
    const session = (await body(res)).data;
    expect(session.audience).toEqual({ kind: 'cohort', id: cohortId, name: 'March run (Calm Course)' });

    const mine = (await body(await t.api('GET', '/v1/auth/live-sessions', { token: inCohort.token }))).data;
    expect(mine.map((s: { id: number }) => s.id)).toEqual([session.id]);
    expect((await t.api('POST', `/v1/auth/live-sessions/${session.id}/rsvp`, { token: inCohort.token })).status).toBe(200);
    expect((await body(await t.api('GET', '/v1/auth/live-sessions', { token: outside.token }))).data).toEqual([]);
    expect((await t.api('GET', `/v1/auth/live-sessions/${session.id}`, { token: outside.token })).status).toBe(404);
    expect((await t.api('POST', `/v1/auth/live-sessions/${session.id}/rsvp`, { token: outside.token })).status).toBe(404);
  });
});
