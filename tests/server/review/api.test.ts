// The review API (docs/rules/review.md): cards made when a quiz's review opens (missed first, made
// once), due on the member's next local day, graded 1–4 with FSRS, the session paid once a day, the
// quiz, progress and certificate untouched; and 401, 422 and another member's 404 on every route.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, enrolments, lessonWork, pointsLedger, quizAttempts, reviewCards, users } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body, enrol, makeLearningCourse, type LearningCourse } from '../learning/factories.ts';

let t: TestContext;
let c: LearningCourse;

beforeAll(async () => {
  t = await createTestContext({ seeded: false, env: { WELLSPRING_TEST_CLOCK: '1' } });
  c = await makeLearningCourse(t.db, { passMark: 60 });
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const at = (ms: number) => ({ 'x-test-now': new Date(ms).toISOString() });
const quiz = (token: string, answers: Record<string, string[]>) => t.api('POST', `/v1/courses/${c.course.id}/${c.lessons.quiz.id}/quiz`, { token, json: { answers } });
const review = (token: string, when?: number) => t.api('GET', '/v1/auth/review', { token, ...(when ? { headers: at(when) } : {}) });
const grade = (token: string, id: number, json: unknown, when?: number) => t.api('POST', `/v1/auth/review/${id}/grade`, { token, json, ...(when ? { headers: at(when) } : {}) });

/** A member who passed the quiz with the first question wrong (2 of 3, pass mark 60). */
async function passedWithOneWrong() {
  const m = await t.member();
  const enrolmentId = await enrol(t, m.token, c.course.id);
  const answers = { ...c.rightAnswers, [c.questions[0]!.id]: ['a'] };
  const res = await quiz(m.token, answers);
  expect(res.status, await res.clone().text()).toBe(200);
  expect((await body(res)).data.quiz.passed).toBe(true);
  return { ...m, enrolmentId, answers };
}

describe('cards', () => {
  it('makes one card per question once the quiz is passed, due the next day, missed first, without answers', async () => {
    const m = await passedWithOneWrong();
    const today = await body(await review(m.token));
    expect(today.data).toMatchObject({ due_today: 0, reviewed_today: 0, total_cards: 3, complete: false, points_earned: 0, cards: [] });
    const tomorrow = await body(await review(m.token, Date.now() + DAY));
    expect(tomorrow.data.due_today).toBe(3);
    expect(tomorrow.data.cards.map((x: { missed: boolean }) => x.missed)).toEqual([true, false, false]);
    expect(tomorrow.data.cards[0]).toMatchObject({ question: { prompt: 'How long is the out-breath?', kind: 'single', options: [{ id: 'a', label: 'Four' }, { id: 'b', label: 'Six' }] }, lesson: { title: 'Check in' } });
    expect(JSON.stringify(tomorrow.data)).not.toMatch(/correct_option_ids|explanation/);
  });

  it('makes no cards for a failed attempt while attempts remain (the answers stay hidden)', async () => {
    const m = await t.member();
    await enrol(t, m.token, c.course.id);
    expect((await quiz(m.token, c.wrongAnswers)).status).toBe(200);
    expect((await body(await review(m.token, Date.now() + DAY))).data.total_cards).toBe(0);
  });

  it('is idempotent: answering again changes nothing but marks a question missed', async () => {
    const m = await passedWithOneWrong();
    const before = await t.db.select().from(reviewCards).where(eq(reviewCards.userId, m.id));
    expect((await quiz(m.token, { ...c.rightAnswers, [c.questions[1]!.id]: ['a', 'b'] })).status).toBe(200);
    const after = await t.db.select().from(reviewCards).where(eq(reviewCards.userId, m.id));
    expect(after).toHaveLength(3);
    const missed = Object.fromEntries(after.map((r) => [r.questionId, r.missed]));
    expect(missed).toEqual({ [c.questions[0]!.id]: true, [c.questions[1]!.id]: true, [c.questions[2]!.id]: false });
    for (const r of after) expect(r.dueOn).toBe(before.find((b) => b.id === r.id)!.dueOn);
  });

  it('makes the cards of a quiz answered before review existed on the first look', async () => {
    const m = await passedWithOneWrong();
    await t.db.delete(reviewCards).where(eq(reviewCards.userId, m.id));
    const res = await body(await review(m.token, Date.now() + DAY));
    expect(res.data.total_cards).toBe(3);
    expect(res.data.cards[0].missed).toBe(true);
  });
});

describe('grading', () => {
  it('schedules each card with FSRS, pays the session once a day, and leaves the quiz, progress and certificate alone', async () => {
    const m = await passedWithOneWrong();
    // Finish the rest of the course so a certificate exists.
    for (const [lessonId, kind, json] of [
      [c.lessons.detail.id, 'finish', undefined],
      [c.lessons.checklist.id, 'checklist', { checked_ids: c.itemIds }],
      [c.lessons.survey.id, 'survey', { answers: { [c.surveyQuestions[0]!.id]: 4, [c.surveyQuestions[1]!.id]: 'am' }, submit: true }],
      [c.lessons.task.id, 'task', { answer: 'Walk daily.', submit: true }],
    ] as const) {
      const r = await t.api('POST', `/v1/courses/${c.course.id}/${lessonId}/${kind}`, { token: m.token, ...(json ? { json } : {}) });
      expect(r.status, await r.clone().text()).toBe(200);
    }
    // The certificate was issued with the completion: "Get certificate" answers with it (200).
    const issued = await t.api('POST', '/v1/auth/certificates/generate', { token: m.token, json: { course_id: c.course.id } });
    expect(issued.status, await issued.clone().text()).toBe(200);
    const snapshot = async () => ({
      attempts: await t.db.select().from(quizAttempts).where(eq(quizAttempts.enrolmentId, m.enrolmentId)),
      work: await t.db.select().from(lessonWork).where(eq(lessonWork.enrolmentId, m.enrolmentId)),
      enrolment: await t.db.select().from(enrolments).where(eq(enrolments.id, m.enrolmentId)),
      certificates: await t.db.select().from(certificates).where(eq(certificates.userId, m.id)),
    });
    const before = await snapshot();
    expect(before.certificates).toHaveLength(1);
    expect(before.enrolment[0]!.progressPercent).toBe(100);

    const next = Date.now() + DAY;
    const cards = (await body(await review(m.token, next))).data.cards as Array<{ id: number }>;
    expect(cards).toHaveLength(3);
    const answer = await t.api('GET', `/v1/auth/review/${cards[0]!.id}/answer`, { token: m.token, headers: at(next) });
    expect((await body(answer)).data).toEqual({ card_id: cards[0]!.id, correct_option_ids: ['b'], explanation: 'A longer out-breath calms.' });

    const results = [];
    for (const [i, g] of [1, 3, 4].entries()) {
      const res = await grade(m.token, cards[i]!.id, { grade: g }, next);
      expect(res.status, await res.clone().text()).toBe(200);
      results.push((await body(res)).data);
    }
    expect(results.map((r) => r.interval_days)).toEqual([1, 3, 8]);
    expect(results[0]).toMatchObject({ grade: 1, correct_option_ids: ['b'], session: { due_today: 2, reviewed_today: 1, complete: false, points_earned: 0 } });
    expect(results[2].session).toMatchObject({ due_today: 0, reviewed_today: 3, complete: true, points_earned: 5 });
    const paid = await t.db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, m.id), eq(pointsLedger.reason, 'review_session')));
    expect(paid).toHaveLength(1);

    // Not due again today: grading it again is a conflict; the day after, the Again card is back.
    expect((await grade(m.token, cards[1]!.id, { grade: 3 }, next)).status).toBe(409);
    const dayAfter = (await body(await review(m.token, next + DAY))).data;
    expect(dayAfter.cards.map((x: { id: number }) => x.id)).toEqual([cards[0]!.id]);
    expect((await grade(m.token, cards[0]!.id, { grade: 3 }, next + DAY)).status).toBe(200);
    expect(await t.db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, m.id), eq(pointsLedger.reason, 'review_session')))).toHaveLength(2);

    const after = await snapshot();
    expect(after.attempts).toEqual(before.attempts);
    expect(after.work).toEqual(before.work);
    expect(after.enrolment).toEqual(before.enrolment);
    expect(after.certificates).toEqual(before.certificates);
  });

  it('counts days in the member’s time zone', async () => {
    const m = await passedWithOneWrong();
    await t.db.update(users).set({ timeZone: 'Pacific/Kiritimati' }).where(eq(users.id, m.id));
    const [card] = await t.db.select().from(reviewCards).where(eq(reviewCards.userId, m.id));
    expect(card!.dueOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const res = (await body(await review(m.token, Date.now() + 2 * DAY))).data;
    expect(res.today).toBe(new Date(Date.now() + 2 * DAY + 14 * 3_600_000).toISOString().slice(0, 10));
  });
});

describe('refusals', () => {
  it('answers 401 without a token on every route', async () => {
    expect((await t.api('GET', '/v1/auth/review')).status).toBe(401);
    expect((await t.api('GET', '/v1/auth/review/1/answer')).status).toBe(401);
    expect((await t.api('POST', '/v1/auth/review/1/grade', { json: { grade: 3 } })).status).toBe(401);
  });

  it('refuses a bad grade with field errors (422)', async () => {
    const m = await passedWithOneWrong();
    const [card] = await t.db.select().from(reviewCards).where(eq(reviewCards.userId, m.id));
    for (const json of [{ grade: 0 }, { grade: 5 }, { grade: 2.5 }, { grade: 'good' }, {}]) {
      const res = await grade(m.token, card!.id, json, Date.now() + DAY);
      expect(res.status).toBe(422);
      expect((await body(res)).errors.grade[0]).toMatch(/Choose a grade from 1 \(Again\) to 4 \(Easy\)|required|grade/i);
    }
  });

  it('answers 404 for someone else’s card', async () => {
    const owner = await passedWithOneWrong();
    const other = await t.member();
    const [card] = await t.db.select().from(reviewCards).where(eq(reviewCards.userId, owner.id));
    expect((await t.api('GET', `/v1/auth/review/${card!.id}/answer`, { token: other.token })).status).toBe(404);
    expect((await grade(other.token, card!.id, { grade: 3 }, Date.now() + DAY)).status).toBe(404);
    expect((await t.db.select().from(reviewCards).where(eq(reviewCards.id, card!.id)))[0]!.reps).toBe(0);
  });
});
