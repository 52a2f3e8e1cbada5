// Site surveys in the studio (docs/rules/studio.md, "Site surveys"): answers per score, the NPS
// (% promoters 9–10 − % detractors 0–6) and its SVG chart, a survey's answers; 401, 403, 404, 422.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npsOf } from '../../../src/lib/charts/nps-bars.ts';
import { siteSurveyResponses } from '../../../src/server/db/schema/index.ts';
import { ensureSiteSurvey, RECOMMEND_SURVEY } from '../../../src/server/surveys/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body } from '../learning/factories.ts';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['member']>>;
let surveyId: number;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  admin = await t.member({ name: 'Survey Admin', role: 'admin' });
  surveyId = await ensureSiteSurvey(t.db, RECOMMEND_SURVEY);
  // 3 promoters, 1 passive, 2 detractors, 1 dismissal: NPS = (3 - 2) / 6 = 17.
  for (const score of [10, 9, 9, 8, 3, 6, null]) {
    const m = await t.member();
    await t.db.insert(siteSurveyResponses).values({ surveyId, userId: m.id, score, comment: score === 3 ? 'Too slow for me.' : '', ...(score === null ? { dismissedAt: new Date() } : { answeredAt: new Date() }) });
  }
});
afterAll(() => t.close());

describe('NPS', () => {
  it('is % promoters minus % detractors, null without answers', () => {
    expect(npsOf([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]).score).toBeNull();
    expect(npsOf([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]).score).toBe(0);
    expect(npsOf([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4]).score).toBe(100);
  });
});

describe('site surveys in the studio', () => {
  it('answers 401 without a token and 403 to a member and an author', async () => {
    const member = await t.member();
    const author = await t.member({ role: 'author' });
    for (const path of ['/v1/admin/surveys', `/v1/admin/surveys/${surveyId}/answers`]) {
      expect((await t.api('GET', path)).status).toBe(401);
      for (const who of [member, author]) expect((await t.api('GET', path, { token: who.token })).status).toBe(403);
    }
  });

  it('lists surveys with the distribution, the NPS and a chart that states it', async () => {
    const res = await t.api('GET', '/v1/admin/surveys', { token: admin.token });
    expect(res.status).toBe(200);
    const s = (await body(res)).data.find((x: { id: number }) => x.id === surveyId);
    expect(s.distribution).toEqual([0, 0, 0, 1, 0, 0, 1, 0, 1, 2, 1]);
    expect(s.nps).toEqual({ score: 17, responses: 6, promoters: 3, passives: 1, detractors: 2 });
    expect(s.dismissed).toBe(1);
    expect(s.svg).toMatch(/^<svg [^>]*role="img"/);
    expect(s.svg).toContain('NPS 17 from 6 answers');
    expect(s.svg.match(/<rect class="nps__bar/g)).toHaveLength(11);
  });

  it('lists a survey’s answers newest first; 404 and 422', async () => {
    const res = await t.api('GET', `/v1/admin/surveys/${surveyId}/answers?per_page=10`, { token: admin.token });
    expect(res.status).toBe(200);
    const page = await body(res);
    expect(page.meta.total).toBe(6);
    expect(page.data.find((a: { score: number }) => a.score === 3)).toMatchObject({ comment: 'Too slow for me.' });
    expect((await t.api('GET', '/v1/admin/surveys/2147483647/answers', { token: admin.token })).status).toBe(404);
    expect((await t.api('GET', `/v1/admin/surveys/${surveyId}/answers?per_page=1000`, { token: admin.token })).status).toBe(422);
  });
});
