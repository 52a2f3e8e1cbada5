// The dashboard's /auth/home, the subscription status, the data export and account cancellation.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataExportSchema, MemberHomeSchema } from '../../../src/lib/schemas/accounts.ts';
import { notify } from '../../../src/server/notifications/service/index.ts';
import { accessTokens, addresses, badgeAwards, learningDays, pointsLedger, bookmarks, certificates, enquiries, enrolments, lessonProgress, lessonWork, notifications, quizAttempts, users } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { makeCategory, makeCourse, makeLesson } from '../catalogue/factories.ts';
import { image, json, mailsTo } from './support.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** A member with two active courses (one opened at lesson 2), one completed course, a bookmark and a certificate. */
async function learner() {
  const m = await t.member({ name: 'Lea Learner' });
  const category = await makeCategory(t.db);
  const [a, b, c, d] = await Promise.all([0, 1, 2, 3].map((i) => makeCourse(t.db, { categoryId: category.id, title: `Course ${'ABCD'[i]}` })));
  const lessonsA = [await makeLesson(t.db, { courseId: a!.id, position: 1 }), await makeLesson(t.db, { courseId: a!.id, position: 2, kind: 'quiz' })];
  const lessonB1 = await makeLesson(t.db, { courseId: b!.id, position: 2 });
  await makeLesson(t.db, { courseId: b!.id, position: 3 });
  const lessonC = await makeLesson(t.db, { courseId: c!.id, position: 1 });
  const [ea, eb] = await t.db
    .insert(enrolments)
    .values([
      { userId: m.id, courseId: a!.id, progressPercent: 50, lastLessonId: lessonsA[1]!.id, lastReadAt: new Date() },
      { userId: m.id, courseId: b!.id, progressPercent: 0 },
    ])
    .returning();
  const [ec] = await t.db.insert(enrolments).values({ userId: m.id, courseId: c!.id, status: 'completed', progressPercent: 100, completedAt: new Date() }).returning();
  await t.db.insert(lessonProgress).values({ enrolmentId: ea!.id, lessonId: lessonsA[0]!.id });
  await t.db.insert(lessonWork).values({ enrolmentId: ea!.id, lessonId: lessonsA[0]!.id, kind: 'detail', data: { note: 'my private reflection' }, submitted: true });
  await t.db.insert(quizAttempts).values({ enrolmentId: ea!.id, lessonId: lessonsA[1]!.id, answers: { q1: ['a'] }, scorePercent: 100, passed: true });
  await t.db.insert(bookmarks).values({ userId: m.id, courseId: d!.id });
  await t.db.insert(certificates).values({ code: `CERT-${m.id}`, userId: m.id, courseId: c!.id, enrolmentId: ec!.id, holderName: 'Lea Learner', courseTitle: c!.title });
  await t.db.insert(enquiries).values({ name: 'Lea Learner', email: m.email.toUpperCase(), subject: 'A question', message: 'How do I start?' });
  return { m, courses: { a: a!, b: b!, c: c!, d: d! }, enrolments: { ea: ea!, eb: eb!, ec: ec! }, lessonsA, lessonB1, lessonC };
}

describe('GET /v1/auth/home', () => {
  it('answers 401 without a token', async () => {
    expect((await t.api('GET', '/v1/auth/home')).status).toBe(401);
  });

  it('counts the member’s learning and lists what to continue, most recent first, with the lesson to resume', async () => {
    const { m, courses, enrolments: e, lessonsA, lessonB1 } = await learner();
    const res = await t.api('GET', '/v1/auth/home', { token: m.token });
    expect(res.status).toBe(200);
    const home = MemberHomeSchema.parse((await json(res)).data);
    expect(home.stats).toEqual({ enrolled: 3, completed: 1, certificates: 1, bookmarks: 1 });
    expect(home.continue_learning).toEqual([
      { enrolment_id: e.ea.id, course_id: courses.a.id, title: 'Course A', progress_percent: 50, resume_url: `/lesson/${e.ea.id}/${courses.a.id}/${lessonsA[1]!.id}` },
      { enrolment_id: e.eb.id, course_id: courses.b.id, title: 'Course B', progress_percent: 0, resume_url: `/lesson/${e.eb.id}/${courses.b.id}/${lessonB1.id}` },
    ]);
  });

  it('shows a new member zeros and nothing to continue, never someone else’s learning', async () => {
    await learner();
    const fresh = await t.member();
    const home = MemberHomeSchema.parse((await json(await t.api('GET', '/v1/auth/home', { token: fresh.token }))).data);
    expect(home.stats).toEqual({ enrolled: 0, completed: 0, certificates: 0, bookmarks: 0 });
    expect(home.continue_learning).toEqual([]);
    expect(home.streak.current_days).toBe(0);
    expect(home.points.totals.all_time).toBe(0);
    expect(home.points.level.name).toBe('Seedling');
    expect(home.latest_badges).toEqual([]);
    expect(home.notifications).toEqual({ unread: 0, latest: [] });
    expect(home.latest_certificates).toEqual([]);
  });

  it('is the member’s home: certificates earned, unread notifications newest first, only their own', async () => {
    const { m } = await learner();
    const other = await t.member();
    for (const [userId, title] of [
      [m.id, 'An older note'],
      [m.id, 'A newer note'],
      [other.id, 'Not yours'],
    ] as const) {
      await t.db.transaction((tx) => notify(tx, { userId, type: 'course_updates', text: () => ({ title }), link: '/my-courses' }));
    }
    const home = MemberHomeSchema.parse((await json(await t.api('GET', '/v1/auth/home', { token: m.token }))).data);
    expect(home.notifications.unread).toBe(2);
    expect(home.notifications.latest.map((n) => n.title)).toEqual(['A newer note', 'An older note']);
    expect(home.latest_certificates.map((c) => c.course_title)).toEqual(['Course C']);
    const others = MemberHomeSchema.parse((await json(await t.api('GET', '/v1/auth/home', { token: other.token }))).data);
    expect(others.notifications.latest.map((n) => n.title)).toEqual(['Not yours']);
    expect(others.latest_certificates).toEqual([]);
  });
});

describe('GET /v1/auth/subscription/status', () => {
  it('answers 401 without a token, and "not subscribed" for a member who never subscribed (tests/server/commerce covers subscribers)', async () => {
    expect((await t.api('GET', '/v1/auth/subscription/status')).status).toBe(401);
    const m = await t.member();
    const res = await t.api('GET', '/v1/auth/subscription/status', { token: m.token });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toEqual({ isSubscribed: false, subscription: null });
  });
});

describe('GET /v1/auth/export', () => {
  it('answers 401 without a token', async () => {
    expect((await t.api('GET', '/v1/auth/export')).status).toBe(401);
  });

  it('downloads everything about the member as a JSON attachment, without secrets or other members’ data', async () => {
    const { m, courses, enrolments: e } = await learner();
    const other = await learner();
    await t.api('PUT', '/v1/auth/address/default', { token: m.token, json: { line1: '1 Elm Row', city: 'York', postcode: 'YO1 7HH', country: 'GB' } });
    // What the rewards and notifications hold about both members: only the member's own is exported.
    for (const who of [m, other.m]) {
      await t.db.insert(pointsLedger).values({ userId: who.id, points: 10, reason: 'lesson_finished', sourceType: 'lesson', sourceKey: `lesson:${who.id}`, earnedAt: new Date('2026-11-20T10:00:00Z') });
      await t.db.insert(badgeAwards).values({ userId: who.id, badgeKey: 'first_lesson', code: `badge-${who.id}`, holderName: 'Lea Learner' });
      await t.db.insert(learningDays).values({ userId: who.id, day: '2026-11-20' });
      await t.db.transaction((tx) => notify(tx, { userId: who.id, type: 'course_updates', text: () => ({ title: `A note for ${who.id}` }) }));
    }
    const res = await t.api('GET', '/v1/auth/export', { token: m.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="wellspring-data-${m.id}-\\d{4}-\\d{2}-\\d{2}\\.json"$`));
    const text = await res.text();
    const data = DataExportSchema.parse(JSON.parse(text));
    expect(data.profile).toMatchObject({ id: m.id, name: 'Lea Learner', email: m.email });
    expect(data.address).toMatchObject({ line1: '1 Elm Row', city: 'York' });
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.enrolments.map((x) => x.id).sort()).toEqual([e.ea.id, e.eb.id, e.ec.id].sort());
    expect(data.lesson_progress).toHaveLength(1);
    expect(data.lesson_work).toEqual([expect.objectContaining({ enrolment_id: e.ea.id, data: { note: 'my private reflection' }, submitted: true })]);
    expect(data.quiz_attempts).toEqual([expect.objectContaining({ enrolment_id: e.ea.id, score_percent: 100, passed: true })]);
    expect(data.bookmarks).toEqual([expect.objectContaining({ course_id: courses.d.id })]);
    expect(data.certificates).toEqual([expect.objectContaining({ code: `CERT-${m.id}`, holder_name: 'Lea Learner' })]);
    expect(data.enquiries).toEqual([expect.objectContaining({ subject: 'A question', message: 'How do I start?' })]);
    expect(data.rewards.points).toEqual([{ points: 10, reason: 'lesson_finished', source: `lesson:${m.id}`, earned_at: '2026-11-20T10:00:00.000Z' }]);
    expect(data.rewards.badges).toEqual([expect.objectContaining({ key: 'first_lesson', code: `badge-${m.id}` })]);
    expect(data.rewards.learning_days).toEqual([{ day: '2026-11-20', lessons: 1 }]);
    expect(data.rewards.leaderboard_hidden).toBe(false);
    expect(data.notifications.map((n) => n.title)).toEqual([`A note for ${m.id}`]);

    const [stored] = await t.db.select().from(users).where(eq(users.id, m.id));
    const tokenHashes = (await t.db.select().from(accessTokens).where(eq(accessTokens.userId, m.id))).map((r) => r.tokenHash);
    for (const secret of [stored!.passwordHash, m.password, m.token, ...tokenHashes]) expect(text).not.toContain(secret);
    expect(text).not.toContain(other.m.email);
    expect(text).not.toContain(`CERT-${other.m.id}`);
    expect(text).not.toContain(`badge-${other.m.id}`);
    expect(text).not.toContain(`A note for ${other.m.id}`);
  });
});

describe('POST /v1/auth/account/cancel', () => {
  it('answers 401 without a token and 422 without the right password', async () => {
    expect((await t.api('POST', '/v1/auth/account/cancel', { json: { password: 'x' } })).status).toBe(401);
    const m = await t.member();
    const empty = await t.api('POST', '/v1/auth/account/cancel', { token: m.token, json: {} });
    expect(empty.status).toBe(422);
    expect((await json(empty)).errors.password).toEqual(['Please enter your password to confirm.']);
    const wrong = await t.api('POST', '/v1/auth/account/cancel', { token: m.token, json: { password: 'not my password' } });
    expect(wrong.status).toBe(422);
    expect((await json(wrong)).errors).toEqual({ password: ['The password is not correct.'] });
    expect((await t.api('GET', '/v1/auth/profile', { token: m.token })).status).toBe(200);
  });

  it('revokes every token, anonymises personal data, keeps learning records anonymous, and login then fails', async () => {
    const { m, enrolments: e } = await learner();
    await t.db.insert(badgeAwards).values({ userId: m.id, badgeKey: 'first_lesson', code: `badge-${m.id}`, holderName: 'Lea Learner' });
    const form = new FormData();
    form.append('name', 'Lea Learner');
    form.append('avatar', new Blob([await image('png')], { type: 'image/png' }), 'me.png');
    form.append('_method', 'put');
    const avatarUrl = (await json(await t.api('POST', '/v1/auth/profile', { token: m.token, body: form }))).data.avatar_url as string;
    await t.api('PUT', '/v1/auth/address/default', { token: m.token, json: { line1: '1 Elm Row', city: 'York', postcode: 'YO1 7HH', country: 'GB' } });
    const secondDevice = (await json(await t.api('POST', '/v1/auth/login', { json: { email: m.email, password: m.password }, ip: '198.18.0.1' }))).data.token as string;

    await t.db.transaction((tx) => notify(tx, { userId: m.id, type: 'achievements', text: () => ({ title: 'Personal news for Lea' }) }));
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, m.id))).toHaveLength(1);
    const res = await t.api('POST', '/v1/auth/account/cancel', { token: m.token, json: { password: m.password } });
    expect(res.status).toBe(200);
    expect((await json(res)).data.message).toMatch(/cancelled/);

    for (const token of [m.token, secondDevice]) expect((await t.api('GET', '/v1/auth/profile', { token })).status).toBe(401);
    const login = await t.api('POST', '/v1/auth/login', { json: { email: m.email, password: m.password }, ip: '198.18.0.2' });
    expect(login.status).toBe(422);

    const [row] = await t.db.select().from(users).where(eq(users.id, m.id));
    expect(row).toMatchObject({ name: 'Former member', avatarPath: null, gender: null, emailVerifiedAt: null });
    expect(row!.email).toMatch(new RegExp(`^cancelled-${m.id}-[0-9a-f]+@wellspring\\.invalid$`));
    expect(row!.cancelledAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, m.id))).toEqual([]);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, m.id))).toEqual([]);
    expect(await t.db.select().from(enquiries).where(eq(enquiries.email, m.email.toUpperCase()))).toEqual([]);
    expect((await t.api('GET', avatarUrl)).status).toBe(404);

    // Learning records stay, tied to the anonymous member.
    expect(await t.db.select().from(enrolments).where(eq(enrolments.userId, m.id))).toHaveLength(3);
    expect(await t.db.select().from(lessonWork).where(eq(lessonWork.enrolmentId, e.ea.id))).toHaveLength(1);
    const [cert] = await t.db.select().from(certificates).where(eq(certificates.userId, m.id));
    expect(cert!.holderName).toBe('Former member');
    const [badge] = await t.db.select().from(badgeAwards).where(eq(badgeAwards.userId, m.id));
    expect(badge!.holderName).toBe('Former member');

    const [mail] = (await mailsTo(t, m.email, 1)).filter((x) => x.subject === 'Your account has been cancelled');
    expect(mail!.text).toContain('Hi Lea Learner,');
    // The address is free for a new account.
    const again = await t.api('POST', '/v1/auth/register', { json: { name: 'Lea Again', email: m.email, password: 'a fresh start!', password_confirmation: 'a fresh start!', terms: true }, ip: '198.18.0.3' });
    expect(again.status).toBe(201);
  });
});
