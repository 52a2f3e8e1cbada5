// The lesson-save limit (src/server/http/rate-limits.ts, 300 a minute per member) is counted in the
// instance's memory, not the shared table, so a save costs no statement for it (docs/performance.md,
// "Member reads"): the 301st save in a minute is refused with 429 and Retry-After, nothing is written
// to rate_limits, and a new window counts afresh.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hitInMemory, type InstanceCounters } from '../../../src/server/http/rate-limit.ts';
import { RATE_LIMITS } from '../../../src/server/http/rate-limits.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { enrol, makeLearningCourse, type LearningCourse } from './factories.ts';

let t: TestContext;
let course: LearningCourse;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  course = await makeLearningCourse(t.db);
});
afterAll(() => t.close());

describe('the lesson-save limit', () => {
  it('refuses the save past the limit with 429 and Retry-After, and writes no counter row', async () => {
    const m = await t.member();
    const enrolmentId = await enrol(t, m.token, course.course.id);
    const limit = Math.ceil(RATE_LIMITS['lesson-save'].limit * t.deps.config.rateLimitFactor);
    const save = () => t.api('POST', `/v1/courses/enrolled/${enrolmentId}/checklist`, { token: m.token, json: { lesson_id: course.lessons.checklist.id, checked_ids: [course.itemIds[0]] } });
    for (let i = 1; i <= limit; i++) {
      const res = await save();
      expect(res.status).toBe(200);
      if (i === limit) expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
    }
    const refused = await save();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const rows = (await t.db.execute(sql`SELECT count(*)::int AS n FROM rate_limits WHERE key LIKE 'lesson-save:%'`)) as unknown as { rows: Array<{ n: number }> };
    expect(Number(rows.rows[0]!.n)).toBe(0);
    // Another member's saves are counted apart.
    const other = await t.member();
    const theirs = await enrol(t, other.token, course.course.id);
    expect((await t.api('POST', `/v1/courses/enrolled/${theirs}/checklist`, { token: other.token, json: { lesson_id: course.lessons.checklist.id, checked_ids: [] } })).status).toBe(200);
  });
});

describe('hitInMemory', () => {
  it('counts within the window, refuses past the limit, and starts afresh when the window ends', () => {
    const counters: InstanceCounters = new Map();
    const at = 1_000_000;
    expect(hitInMemory(counters, 'k', 2, 60, at)).toMatchObject({ allowed: true, count: 1, retryAfterSeconds: 60 });
    expect(hitInMemory(counters, 'k', 2, 60, at + 1000)).toMatchObject({ allowed: true, count: 2 });
    expect(hitInMemory(counters, 'k', 2, 60, at + 30_500)).toMatchObject({ allowed: false, count: 3, retryAfterSeconds: 30 });
    expect(hitInMemory(counters, 'other', 2, 60, at + 30_500)).toMatchObject({ allowed: true, count: 1 });
    expect(hitInMemory(counters, 'k', 2, 60, at + 60_000)).toMatchObject({ allowed: true, count: 1 });
  });
});
