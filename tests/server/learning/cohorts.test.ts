// Cohorts (docs/rules/cohorts.md; issue 33 part 3): the studio opens, changes and deletes cohorts
// (422 beside the field, 409 for an unpublished course, 401, 403, another author's 404), members see
// upcoming cohorts, join (enrolling in a free course), leave before the start; capacity holds under
// concurrent joins; drip counts from the cohort's start and the first lesson opens on that date (test
// clock); the member list follows the leaderboard's privacy choice; the dashboard's next cohort; the
// people import's cohort column; the newsletter segment "members of a cohort".
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohortStartsPhrase } from '../../../src/lib/schemas/cohorts.ts';
import { calendarDayIn } from '../../../src/lib/dates.ts';
import { auditLog, cohortMembers, courses, enrolments, notifications, users } from '../../../src/server/db/schema/index.ts';
import { announceDripOpenings } from '../../../src/server/learning/service/index.ts';
import { createWorker } from '../../../src/server/jobs/index.ts';
import { countSegment } from '../../../src/server/newsletters/service/index.ts';
import { STUDIO_JOBS } from '../../../src/server/studio/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body, enrol, makeLearningCourse, type LearningCourse } from './factories.ts';

let t: TestContext;
type Member = Awaited<ReturnType<TestContext['member']>>;
let admin: Member;
let author: Member;
let otherAuthor: Member;
let c: LearningCourse;
const DAY = 86_400_000;
const dayIn = (ms: number) => calendarDayIn('UTC', new Date(Date.now() + ms));
const at = (iso: string | number) => ({ 'x-test-now': new Date(iso).toISOString() });

beforeAll(async () => {
  t = await createTestContext({ seeded: false, env: { WELLSPRING_TEST_CLOCK: '1' } });
  admin = await t.member({ name: 'Cohort Admin', role: 'admin' });
  author = await t.member({ name: 'Course Author', role: 'author' });
  otherAuthor = await t.member({ name: 'Other Author', role: 'author' });
  c = await makeLearningCourse(t.db, { title: 'Breath Together' });
  await t.db.update(courses).set({ ownerId: author.id }).where(eq(courses.id, c.course.id));
});
afterAll(() => t.close());

const open = (json: unknown, token = admin.token, courseId = c.course.id) => t.api('POST', `/v1/admin/courses/${courseId}/cohorts`, { token, json });
async function opened(json: Record<string, unknown>, courseId = c.course.id) {
  const res = await open({ title: 'Spring run', starts_on: dayIn(3 * DAY), capacity: 10, ...json }, admin.token, courseId);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await body(res)).data;
}
const join = (id: number, token: string, headers: Record<string, string> = {}) => t.api('POST', `/v1/auth/cohorts/${id}/join`, { token, headers });

describe('opening cohorts in the studio', () => {
  it('opens a cohort with its start at midnight of the day in its time zone, lists it and audits it', async () => {
    const res = await open({ title: 'Winter run', starts_on: dayIn(10 * DAY), time_zone: 'Europe/Berlin', capacity: 12, price_cents: null }, author.token);
    expect(res.status, await res.clone().text()).toBe(201);
    const cohort = (await body(res)).data;
    expect(cohort).toMatchObject({ course_id: c.course.id, title: 'Winter run', starts_on: dayIn(10 * DAY), time_zone: 'Europe/Berlin', capacity: 12, members: 0, seats_left: 12, price_cents: null, status: 'upcoming' });
    const startHourBerlin = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hourCycle: 'h23' }).format(new Date(cohort.starts_at));
    expect(startHourBerlin).toBe('00');
    const list = (await body(await t.api('GET', `/v1/admin/courses/${c.course.id}/cohorts`, { token: author.token }))).data;
    expect(list.map((x: { id: number }) => x.id)).toContain(cohort.id);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'cohort.create'))).toHaveLength(1);
  });

  it('refuses bad input beside the field (422), a start in the past and a capacity below 1, and stores nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
    for (const [json, field] of [
      [{ title: '', starts_on: dayIn(DAY), capacity: 5 }, 'title'],
      [{ title: 'Past', starts_on: dayIn(-2 * DAY), capacity: 5 }, 'starts_on'],
      [{ title: 'Bad day', starts_on: '2027-02-30', capacity: 5 }, 'starts_on'],
      [{ title: 'Nobody', starts_on: dayIn(DAY), capacity: 0 }, 'capacity'],
      [{ title: 'Half', starts_on: dayIn(DAY), capacity: 2.5 }, 'capacity'],
      [{ title: 'Zone', starts_on: dayIn(DAY), capacity: 5, time_zone: 'Mars/Olympus' }, 'time_zone'],
      [{ title: 'Price', starts_on: dayIn(DAY), capacity: 5, price_cents: -1 }, 'price_cents'],
    ] as const) {
      const res = await open(json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(Object.keys((await body(res)).errors)).toContain(field);
    }
    expect((await t.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(before);
  });

  it('refuses a cohort of an unpublished course with a worded 409', async () => {
    const hidden = await makeLearningCourse(t.db, { title: 'Still a draft' });
    await t.db.update(courses).set({ published: false, status: 'unpublished' }).where(eq(courses.id, hidden.course.id));
    const res = await open({ title: 'Too early', starts_on: dayIn(DAY), capacity: 5 }, admin.token, hidden.course.id);
    expect(res.status).toBe(409);
    expect((await body(res)).message).toMatch(/Publish the course/);
  });

  it('needs a token (401), is not a member’s (403) and not another author’s (404)', async () => {
    const member = await t.member();
    const cohort = await opened({ title: 'Guarded' });
    expect((await t.api('POST', `/v1/admin/courses/${c.course.id}/cohorts`, { json: { title: 'x', starts_on: dayIn(DAY), capacity: 1 } })).status).toBe(401);
    expect((await open({ title: 'x', starts_on: dayIn(DAY), capacity: 1 }, member.token)).status).toBe(403);
    expect((await open({ title: 'x', starts_on: dayIn(DAY), capacity: 1 }, otherAuthor.token)).status).toBe(404);
    expect((await t.api('PATCH', `/v1/admin/cohorts/${cohort.id}`, { token: otherAuthor.token, json: { title: 'Mine' } })).status).toBe(404);
    expect((await t.api('GET', `/v1/admin/cohorts/${cohort.id}/members`, { token: otherAuthor.token })).status).toBe(404);
    expect((await t.api('DELETE', `/v1/admin/cohorts/${cohort.id}`, { token: otherAuthor.token })).status).toBe(404);
  });

  it('changes a cohort, refuses a capacity below its members, and deletes it only when empty', async () => {
    const cohort = await opened({ title: 'Editable', capacity: 3 });
    const m1 = await t.member();
    const m2 = await t.member();
    for (const m of [m1, m2]) expect((await join(cohort.id, m.token)).status).toBe(201);
    const changed = await t.api('PATCH', `/v1/admin/cohorts/${cohort.id}`, { token: author.token, json: { title: 'Edited', capacity: 4 } });
    expect(changed.status).toBe(200);
    expect((await body(changed)).data).toMatchObject({ title: 'Edited', capacity: 4, members: 2, seats_left: 2 });
    const tooSmall = await t.api('PATCH', `/v1/admin/cohorts/${cohort.id}`, { token: author.token, json: { capacity: 1 } });
    expect(tooSmall.status).toBe(422);
    expect((await body(tooSmall)).errors.capacity[0]).toMatch(/already has 2 members/);
    const past = await t.api('PATCH', `/v1/admin/cohorts/${cohort.id}`, { token: author.token, json: { starts_on: dayIn(-3 * DAY) } });
    expect(past.status).toBe(422);
    const refused = await t.api('DELETE', `/v1/admin/cohorts/${cohort.id}`, { token: author.token });
    expect(refused.status).toBe(409);
    for (const m of [m1, m2]) expect((await t.api('DELETE', `/v1/admin/cohorts/${cohort.id}/members/${m.id}`, { token: author.token })).status).toBe(200);
    expect((await t.api('DELETE', `/v1/admin/cohorts/${cohort.id}`, { token: author.token })).status).toBe(200);
    expect((await t.api('GET', `/v1/admin/cohorts/${cohort.id}/members`, { token: author.token })).status).toBe(404);
  });

  it('places an enrolled member by e-mail and refuses an unknown or unenrolled one beside the field', async () => {
    const cohort = await opened({ title: 'Placed', capacity: 1 });
    const enrolled = await t.member({ name: 'Placed Member' });
    await enrol(t, enrolled.token, c.course.id);
    const stranger = await t.member();
    const unknown = await t.api('POST', `/v1/admin/cohorts/${cohort.id}/members`, { token: admin.token, json: { email: 'nobody@example.test' } });
    expect(unknown.status).toBe(422);
    expect((await body(unknown)).errors.email).toEqual(['No member has this e-mail address.']);
    const notEnrolled = await t.api('POST', `/v1/admin/cohorts/${cohort.id}/members`, { token: admin.token, json: { email: stranger.email } });
    expect(notEnrolled.status).toBe(422);
    const placed = await t.api('POST', `/v1/admin/cohorts/${cohort.id}/members`, { token: admin.token, json: { email: enrolled.email.toUpperCase() } });
    expect(placed.status).toBe(200);
    expect((await body(placed)).data).toMatchObject([{ user_id: enrolled.id, name: 'Placed Member', placed_by: 'admin' }]);
    // Full now: the next placement is a worded 409.
    await enrol(t, stranger.token, c.course.id);
    const full = await t.api('POST', `/v1/admin/cohorts/${cohort.id}/members`, { token: admin.token, json: { email: stranger.email } });
    expect(full.status).toBe(409);
    expect((await body(full)).message).toMatch(/full/);
  });
});

describe('joining and leaving', () => {
  it('lists upcoming cohorts publicly (by id or slug) with seats left, and a member joins, enrolling in the free course', async () => {
    const cohort = await opened({ title: 'Joinable', capacity: 2 });
    const member = await t.member();
    const bySlug = (await body(await t.api('GET', `/v1/courses/${c.course.slug}/cohorts`))).data;
    expect(bySlug.find((x: { id: number }) => x.id === cohort.id)).toMatchObject({ seats_left: 2, status: 'upcoming' });
    const res = await join(cohort.id, member.token);
    expect(res.status).toBe(201);
    expect((await body(res)).data).toMatchObject({ id: cohort.id, members: 1, seats_left: 1 });
    expect((await join(cohort.id, member.token)).status).toBe(200);
    expect(await t.db.select().from(enrolments).where(and(eq(enrolments.userId, member.id), eq(enrolments.courseId, c.course.id)))).toHaveLength(1);
    const status = (await body(await t.api('GET', `/v1/courses/${c.course.id}/enrolment/status`, { token: member.token }))).data;
    expect(status.cohort).toMatchObject({ id: cohort.id, title: 'Joinable' });
    // Another cohort of the same course moves them: one cohort per course.
    const other = await opened({ title: 'Other run' });
    expect((await join(other.id, member.token)).status).toBe(201);
    expect(await t.db.select().from(cohortMembers).where(and(eq(cohortMembers.userId, member.id), eq(cohortMembers.courseId, c.course.id)))).toHaveLength(1);
    // Leaving before the start; not in it any more: 404.
    expect((await t.api('DELETE', `/v1/auth/cohorts/${other.id}/join`, { token: member.token })).status).toBe(200);
    expect((await t.api('DELETE', `/v1/auth/cohorts/${other.id}/join`, { token: member.token })).status).toBe(404);
  });

  it('needs a token (401); an unknown cohort is 404; a started cohort cannot be joined or left (409)', async () => {
    const cohort = await opened({ title: 'Soon', starts_on: dayIn(DAY) });
    const member = await t.member();
    expect((await t.api('POST', `/v1/auth/cohorts/${cohort.id}/join`)).status).toBe(401);
    expect((await t.api('GET', `/v1/auth/cohorts/${cohort.id}/members`)).status).toBe(401);
    expect((await join(999_999, member.token)).status).toBe(404);
    expect((await join(cohort.id, member.token)).status).toBe(201);
    const later = at(Date.now() + 3 * DAY);
    const late = await t.member();
    const refused = await join(cohort.id, late.token, later);
    expect(refused.status).toBe(409);
    expect((await body(refused)).message).toMatch(/already started/);
    expect((await t.api('DELETE', `/v1/auth/cohorts/${cohort.id}/join`, { token: member.token, headers: later })).status).toBe(409);
    // Nor can they move out of it into a later one once it has started.
    const nextRun = await opened({ title: 'Next run', starts_on: dayIn(10 * DAY) });
    const moved = await join(nextRun.id, member.token, later);
    expect(moved.status).toBe(409);
    expect((await body(moved)).message).toMatch(/“Soon” has already started/);
  });

  it('asks a paid course’s access first (402), and refuses a priced cohort with a clear message (402)', async () => {
    const paid = await makeLearningCourse(t.db, { free: false, priceCents: 5000, title: 'Paid Breath' });
    const cohort = await opened({ title: 'Paid run' }, paid.course.id);
    const priced = await opened({ title: 'Priced run', price_cents: 2500 });
    const member = await t.member();
    const noAccess = await join(cohort.id, member.token);
    expect(noAccess.status).toBe(402);
    expect((await body(noAccess)).message).toMatch(/paid/);
    const pricedRes = await join(priced.id, member.token);
    expect(pricedRes.status).toBe(402);
    expect((await body(pricedRes)).message).toMatch(/own price/);
    expect(await t.db.select().from(cohortMembers).where(eq(cohortMembers.userId, member.id))).toHaveLength(0);
  });

  it('never fills a cohort past its capacity when members join at once', async () => {
    const cohort = await opened({ title: 'Three seats', capacity: 3 });
    const members = await Promise.all(Array.from({ length: 10 }, () => t.member()));
    const answers = await Promise.all(members.map((m) => join(cohort.id, m.token)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    const refused = answers.find((r) => r.status === 409)!;
    expect((await body(refused)).message).toMatch(/full/);
    expect((await t.db.select({ n: count() }).from(cohortMembers).where(eq(cohortMembers.cohortId, cohort.id)))[0]!.n).toBe(3);
  });
});

describe('drip from the cohort’s start', () => {
  it('keeps the first lesson closed until the start date, then counts N days from the start (test clock)', async () => {
    const d = await makeLearningCourse(t.db, { title: 'Cohort Drip' });
    // The checklist opens two days after the start.
    expect((await t.api('PUT', `/v1/admin/lessons/${d.lessons.checklist.id}/drip`, { token: admin.token, json: { after_days: 2, on_date: null } })).status).toBe(200);
    const cohort = await opened({ title: 'Drip run', starts_on: dayIn(3 * DAY) }, d.course.id);
    const member = await t.member();
    expect((await join(cohort.id, member.token)).status).toBe(201);
    const enrolmentId = (await body(await t.api('GET', `/v1/courses/${d.course.id}/enrolment`, { token: member.token }))).data.enrolment_id;
    const lesson = (id: number, headers: Record<string, string> = {}) => t.api('GET', `/v1/courses/${d.course.id}/${id}`, { token: member.token, headers });

    const closed = await lesson(d.lessons.detail.id);
    expect(closed.status).toBe(403);
    const refusal = await body(closed);
    expect(refusal.message).toBe(`Your cohort starts on ${cohort.starts_at.slice(0, 10)}. This lesson opens then.`);
    expect(refusal.errors).toEqual({ opens_at: [cohort.starts_at], cohort_starts_at: [cohort.starts_at] });
    const outline = (await body(await t.api('GET', `/v1/courses/enrolled/${enrolmentId}`, { token: member.token }))).data;
    const opens = (id: number) => outline.lessons.find((l: { id: number }) => l.id === id).opens_at;
    expect(opens(d.lessons.detail.id)).toBe(cohort.starts_at);
    expect(opens(d.lessons.checklist.id)).toBe(new Date(Date.parse(cohort.starts_at) + 2 * DAY).toISOString());
    // Work cannot open it early either.
    const save = await t.api('POST', `/v1/courses/${d.course.id}/${d.lessons.detail.id}/finish`, { token: member.token, json: {} });
    expect(save.status).toBe(403);

    const start = Date.parse(cohort.starts_at);
    expect((await lesson(d.lessons.detail.id, at(start - 60_000))).status).toBe(403);
    expect((await lesson(d.lessons.detail.id, at(start + 60_000))).status).toBe(200);
    expect((await lesson(d.lessons.checklist.id, at(start + DAY))).status).toBe(403);
    expect((await lesson(d.lessons.checklist.id, at(start + 2 * DAY + 60_000))).status).toBe(200);
  });

  it('counts from the cohort’s start, not the enrolment, for a member who enrolled long before', async () => {
    const d = await makeLearningCourse(t.db, { title: 'Early Enrolment' });
    expect((await t.api('PUT', `/v1/admin/lessons/${d.lessons.quiz.id}/drip`, { token: admin.token, json: { after_days: 1, on_date: null } })).status).toBe(200);
    const member = await t.member();
    await enrol(t, member.token, d.course.id);
    await t.db.update(enrolments).set({ createdAt: new Date(Date.now() - 30 * DAY) }).where(and(eq(enrolments.userId, member.id), eq(enrolments.courseId, d.course.id)));
    // Enrolled 30 days ago: open.
    expect((await t.api('GET', `/v1/courses/${d.course.id}/${d.lessons.quiz.id}`, { token: member.token })).status).toBe(200);
    const cohort = await opened({ title: 'Later run', starts_on: dayIn(2 * DAY) }, d.course.id);
    expect((await join(cohort.id, member.token)).status).toBe(201);
    const res = await t.api('GET', `/v1/courses/${d.course.id}/${d.lessons.quiz.id}`, { token: member.token });
    expect(res.status).toBe(403);
    expect((await body(res)).errors.opens_at).toEqual([new Date(Date.parse(cohort.starts_at) + DAY).toISOString()]);
  });
});

describe('telling members when a lesson opens', () => {
  it('announces a dripped lesson counted from the cohort’s start, once', async () => {
    const d = await makeLearningCourse(t.db, { title: 'Told Together' });
    expect((await t.api('PUT', `/v1/admin/lessons/${d.lessons.survey.id}/drip`, { token: admin.token, json: { after_days: 1, on_date: null } })).status).toBe(200);
    const cohort = await opened({ title: 'Told run', starts_on: dayIn(2 * DAY) }, d.course.id);
    const member = await t.member();
    expect((await join(cohort.id, member.token)).status).toBe(201);
    const start = Date.parse(cohort.starts_at);
    const told = async (at: number) => {
      await announceDripOpenings(t.db, new Date(at));
      return (await t.db.select().from(notifications).where(and(eq(notifications.userId, member.id), eq(notifications.type, 'course_updates')))).map((n) => n.title);
    };
    // A day after joining is before the start: nothing opened for them.
    expect(await told(Date.now() + DAY + 15 * 60_000)).toEqual([]);
    expect(await told(start + DAY + 15 * 60_000)).toEqual(['“How was it?” is open in Told Together']);
    expect(await told(start + DAY + 60 * 60_000)).toHaveLength(1);
  });
});

describe('the member list', () => {
  it('is for the cohort’s members only, and leaves out those who left the leaderboard', async () => {
    const cohort = await opened({ title: 'Listed', capacity: 5 });
    const me = await t.member({ name: 'Ada Visible' });
    const shy = await t.member({ name: 'Shy Member' });
    const outsider = await t.member({ name: 'Outsider' });
    for (const m of [me, shy]) expect((await join(cohort.id, m.token)).status).toBe(201);
    await t.db.update(users).set({ leaderboardHidden: true }).where(eq(users.id, shy.id));
    const list = (await body(await t.api('GET', `/v1/auth/cohorts/${cohort.id}/members`, { token: me.token }))).data;
    expect(list.members.map((m: { name: string; is_you: boolean }) => [m.name, m.is_you])).toEqual([['Ada Visible', true]]);
    expect(list.hidden).toBe(1);
    expect(list.course).toMatchObject({ id: c.course.id, slug: c.course.slug });
    expect(JSON.stringify(list)).not.toContain('Shy Member');
    // The hidden member still sees themselves.
    const own = (await body(await t.api('GET', `/v1/auth/cohorts/${cohort.id}/members`, { token: shy.token }))).data;
    expect(own.members.map((m: { name: string }) => m.name)).toEqual(['Ada Visible', 'Shy Member']);
    expect((await t.api('GET', `/v1/auth/cohorts/${cohort.id}/members`, { token: outsider.token })).status).toBe(404);
  });
});

describe('the dashboard', () => {
  it('carries the member’s next cohort: “Your cohort starts in 3 days”', async () => {
    const member = await t.member();
    expect((await body(await t.api('GET', '/v1/auth/home', { token: member.token }))).data.next_cohort).toBeNull();
    const cohort = await opened({ title: 'Dashboard run', starts_on: dayIn(3 * DAY) });
    expect((await join(cohort.id, member.token)).status).toBe(201);
    const next = (await body(await t.api('GET', '/v1/auth/home', { token: member.token }))).data.next_cohort;
    expect(next).toMatchObject({ id: cohort.id, title: 'Dashboard run', course_id: c.course.id, course_url: `/course/${c.course.slug}`, starts_in_days: 3 });
    expect(cohortStartsPhrase(next.starts_in_days)).toBe('Your cohort starts in 3 days');
    expect(cohortStartsPhrase(1)).toBe('Your cohort starts tomorrow');
    expect(cohortStartsPhrase(0)).toBe('Your cohort starts today');
  });
});

describe('the people import’s cohort column', () => {
  it('places each row in its cohort, naming a bad or full cohort as the row’s problem', async () => {
    const cohort = await opened({ title: 'Imported run', capacity: 2 });
    const existing = await t.member({ email: 'already@import.example.test' });
    const csv = [
      'name,email,courses,cohort',
      `Ann Import,ann@import.example.test,,${cohort.id}`,
      `Already Here,${existing.email},,${cohort.id}`,
      `Carl Full,carl@import.example.test,,${cohort.id}`,
      'Dora Nowhere,dora@import.example.test,,999999',
      'Eve Plain,eve@import.example.test,,',
    ].join('\n');
    const res = await t.api('POST', '/v1/admin/imports/people', { token: admin.token, json: { csv } });
    expect(res.status, await res.clone().text()).toBe(201);
    const preview = (await body(res)).data;
    const row = (line: number) => preview.rows.find((r: { line: number }) => r.line === line);
    expect(row(2)).toMatchObject({ cohort: String(cohort.id), outcome: 'invite', problems: [] });
    expect(row(3)).toMatchObject({ outcome: 'enrol', problems: [] });
    expect(row(4).problems).toEqual(['The cohort “Imported run” is full.']);
    expect(row(5).problems).toEqual(['No cohort of a published course has the id “999999”.']);
    expect(row(6)).toMatchObject({ cohort: null, problems: [] });
    expect((await t.api('POST', `/v1/admin/imports/people/${preview.id}/run`, { token: admin.token })).status).toBe(202);
    await createWorker({ deps: t.deps, definitions: STUDIO_JOBS }).drain();
    const placed = await t.db.select({ email: users.email, placedBy: cohortMembers.placedBy }).from(cohortMembers).innerJoin(users, eq(users.id, cohortMembers.userId)).where(eq(cohortMembers.cohortId, cohort.id));
    expect(placed.map((p) => [p.email, p.placedBy]).sort()).toEqual([['already@import.example.test', 'import'], ['ann@import.example.test', 'import']]);
    // Placed members are enrolled in the cohort's course.
    const ann = (await t.db.select().from(users).where(eq(users.email, 'ann@import.example.test')))[0]!;
    expect(await t.db.select().from(enrolments).where(and(eq(enrolments.userId, ann.id), eq(enrolments.courseId, c.course.id)))).toHaveLength(1);
  });
});

describe('the newsletter segment “members of a cohort”', () => {
  it('reaches exactly the cohort’s members who agreed to news, and names the cohort', async () => {
    const cohort = await opened({ title: 'Newsletter run' });
    const inside = await t.member();
    const insideNoConsent = await t.member();
    const outside = await t.member();
    for (const m of [inside, insideNoConsent]) expect((await join(cohort.id, m.token)).status).toBe(201);
    await enrol(t, outside.token, c.course.id);
    await t.db.update(users).set({ newsConsentAt: null });
    await t.db.update(users).set({ newsConsentAt: new Date() }).where(eq(users.id, inside.id));
    await t.db.update(users).set({ newsConsentAt: new Date() }).where(eq(users.id, outside.id));
    expect(await countSegment(t.db, { kind: 'cohort', cohort_id: cohort.id }, new Date())).toBe(1);
    const draft = await t.api('POST', '/v1/admin/newsletters', { token: admin.token, json: { subject: 'Cohort news', body_html: '<p>Hello, cohort.</p>', segment: { kind: 'cohort', cohort_id: cohort.id } } });
    expect(draft.status, await draft.clone().text()).toBe(201);
    expect((await body(draft)).data).toMatchObject({ segment: { kind: 'cohort', cohort_id: cohort.id }, segment_label: 'Members of Newsletter run (Breath Together)', audience: 1 });
    const missing = await t.api('POST', '/v1/admin/newsletters', { token: admin.token, json: { subject: 'x', body_html: '<p>x</p>', segment: { kind: 'cohort' } } });
    expect(missing.status).toBe(422);
    expect((await body(missing)).errors['segment.cohort_id']).toEqual(['Choose the cohort.']);
    const unknown = await t.api('POST', '/v1/admin/newsletters', { token: admin.token, json: { subject: 'x', body_html: '<p>x</p>', segment: { kind: 'cohort', cohort_id: 999_999 } } });
    expect((await body(unknown)).errors['segment.cohort_id']).toEqual(['Choose a cohort that exists.']);
  });
});
