// Site surveys (docs/rules/surveys.md): the demo survey is due once a member finished their first
// course; answering (0 to 10 and a comment) or dismissing it ends it for good; answers are kept for
// operators. 401 without a token, 404 for an unknown survey, 422 for bad input.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments } from '../../../src/server/db/schema/index.ts';
import { ensureSiteSurvey, RECOMMEND_SURVEY, surveyAnswers } from '../../../src/server/surveys/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { enrol, makeLearningCourse, type LearningCourse } from '../learning/factories.ts';

let t: TestContext;
let surveyId: number;
let course: LearningCourse;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  surveyId = await ensureSiteSurvey(t.db, RECOMMEND_SURVEY);
  course = await makeLearningCourse(t.db, { title: 'Survey Course' });
});
afterAll(() => t.close());

/** A member who finished a course (the enrolment is marked completed as the learning domain does). */
async function finisher() {
  const m = await t.member();
  const enrolmentId = await enrol(t, m.token, course.course.id);
  await t.db.update(enrolments).set({ status: 'completed', completedAt: new Date() }).where(and(eq(enrolments.id, enrolmentId)));
  return m;
}

describe('site surveys', () => {
  it('seeding the survey twice keeps one', async () => {
    expect(await ensureSiteSurvey(t.db, RECOMMEND_SURVEY)).toBe(surveyId);
  });

  it('answers 401 without a token, 404 for an unknown survey, 422 for a bad id', async () => {
    expect((await t.api('GET', '/v1/siteSurveys')).status).toBe(401);
    expect((await t.api('GET', `/v1/siteSurveys/${surveyId}`)).status).toBe(401);
    expect((await t.api('POST', `/v1/siteSurveys/${surveyId}`, { json: { score: 5 } })).status).toBe(401);
    expect((await t.api('POST', `/v1/siteSurveys/${surveyId}/dismiss`)).status).toBe(401);
    const m = await t.member();
    expect((await t.api('GET', '/v1/siteSurveys/999999', { token: m.token })).status).toBe(404);
    expect((await t.api('POST', '/v1/siteSurveys/999999', { token: m.token, json: { score: 5 } })).status).toBe(404);
    expect((await t.api('GET', '/v1/siteSurveys/abc', { token: m.token })).status).toBe(422);
  });

  it('is not due before the first finished course, and due after it', async () => {
    const m = await t.member();
    expect((await (await t.api('GET', '/v1/siteSurveys', { token: m.token })).json()).data).toEqual([]);
    expect((await (await t.api('GET', `/v1/siteSurveys/${surveyId}`, { token: m.token })).json()).data).toMatchObject({ status: 'not_due', question: 'How likely are you to recommend Wellspring?', scale: { min: 0, max: 10 } });
    const f = await finisher();
    const due = (await (await t.api('GET', '/v1/siteSurveys', { token: f.token })).json()).data;
    expect(due.map((s: { id: number; status: string }) => [s.id, s.status])).toEqual([[surveyId, 'due']]);
  });

  it('takes one answer (0 to 10 and a comment), never shows it again, and keeps it for operators', async () => {
    const f = await finisher();
    for (const bad of [{}, { score: 11 }, { score: -1 }, { score: 4.5 }, { score: '7' }, { score: 5, comment: 'x'.repeat(2001) }]) {
      const res = await t.api('POST', `/v1/siteSurveys/${surveyId}`, { token: f.token, json: bad });
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(Object.keys((await res.json()).errors).length).toBeGreaterThan(0);
    }
    const res = await t.api('POST', `/v1/siteSurveys/${surveyId}`, { token: f.token, json: { score: 9, comment: '  Calm and clear.  ' } });
    expect(res.status).toBe(201);
    expect((await res.json()).data).toMatchObject({ status: 'answered', answer: { score: 9, comment: 'Calm and clear.' } });
    expect((await (await t.api('GET', '/v1/siteSurveys', { token: f.token })).json()).data).toEqual([]);
    expect((await t.api('POST', `/v1/siteSurveys/${surveyId}`, { token: f.token, json: { score: 3 } })).status).toBe(409);
    // Dismissing afterwards changes nothing.
    expect((await (await t.api('POST', `/v1/siteSurveys/${surveyId}/dismiss`, { token: f.token })).json()).data.status).toBe('answered');
    expect((await surveyAnswers(t.db, surveyId)).filter((a) => a.userId === f.id)).toEqual([expect.objectContaining({ score: 9, comment: 'Calm and clear.' })]);
  });

  it('once dismissed is never due again and cannot be answered; another member’s answer stays theirs', async () => {
    const f = await finisher();
    const other = await finisher();
    await t.api('POST', `/v1/siteSurveys/${surveyId}`, { token: other.token, json: { score: 2, comment: 'Private words' } });
    const seen = await (await t.api('GET', `/v1/siteSurveys/${surveyId}`, { token: f.token })).json();
    expect(seen.data).toMatchObject({ status: 'due', answer: null });
    expect(JSON.stringify(seen)).not.toContain('Private words');
    expect((await t.api('POST', `/v1/siteSurveys/${surveyId}/dismiss`, { token: f.token })).status).toBe(200);
    expect((await (await t.api('GET', '/v1/siteSurveys', { token: f.token })).json()).data).toEqual([]);
    expect((await (await t.api('GET', `/v1/siteSurveys/${surveyId}`, { token: f.token })).json()).data.status).toBe('dismissed');
    expect((await t.api('POST', `/v1/siteSurveys/${surveyId}`, { token: f.token, json: { score: 8 } })).status).toBe(409);
  });
});
