// The member's lists: enrolments with progress and "continue" (/v1/auth/courses/enrolled), and
// bookmarks (/v1/courses/{id}/bookmark toggle, /v1/auth/courses/bookmarked).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookmarkedCourseSchema, EnrolledCourseCardSchema } from '../../../src/lib/schemas/learning.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body, enrol, makeLearningCourse, type LearningCourse } from './factories.ts';

let t: TestContext;
let a: LearningCourse;
let b: LearningCourse;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  a = await makeLearningCourse(t.db, { title: 'Alpha Calm' });
  b = await makeLearningCourse(t.db, { title: 'Beta Sleep' });
});
afterAll(() => t.close());

describe('GET /v1/auth/courses/enrolled', () => {
  it('lists enrolments, most recently read first, with progress and the continue link', async () => {
    const m = await t.member();
    const ea = await enrol(t, m.token, a.course.id);
    const eb = await enrol(t, m.token, b.course.id);
    await t.api('POST', `/v1/courses/${a.course.id}/${a.lessons.detail.id}/finish`, { token: m.token });
    await t.api('PUT', `/v1/courses/enrolled/${ea}/lastRead`, { token: m.token, json: { lesson_id: a.lessons.checklist.id } });
    const res = await t.api('GET', '/v1/auth/courses/enrolled', { token: m.token });
    expect(res.status).toBe(200);
    const { data, meta } = await body(res);
    expect(meta).toEqual({ page: 1, per_page: 12, total: 2, last_page: 1 });
    const cards = data.map((d: unknown) => EnrolledCourseCardSchema.parse(d));
    expect(cards.map((x: { enrolment_id: number }) => x.enrolment_id)).toEqual([ea, eb]);
    expect(cards[0]).toMatchObject({ status: 'active', progress_percent: 20, resume_url: `/lesson/${ea}/${a.course.id}/${a.lessons.checklist.id}`, course: { title: 'Alpha Calm', lesson_count: 5 }, certificate_id: null });
    expect(cards[1].resume_url).toBe(`/lesson/${eb}/${b.course.id}/${b.lessons.detail.id}`);
    const completed = await body(await t.api('GET', '/v1/auth/courses/enrolled?status=completed', { token: m.token }));
    expect(completed.data).toEqual([]);
    const paged = await body(await t.api('GET', '/v1/auth/courses/enrolled?per_page=1&page=2', { token: m.token }));
    expect(paged.data.map((x: { enrolment_id: number }) => x.enrolment_id)).toEqual([eb]);
    expect(paged.meta.last_page).toBe(2);
  });

  it('shows only the member\'s own enrolments; 401 without a token; 422 for bad queries', async () => {
    const m = await t.member();
    await enrol(t, m.token, a.course.id);
    const stranger = await t.member();
    expect((await body(await t.api('GET', '/v1/auth/courses/enrolled', { token: stranger.token }))).data).toEqual([]);
    expect((await t.api('GET', '/v1/auth/courses/enrolled')).status).toBe(401);
    const bad = await t.api('GET', '/v1/auth/courses/enrolled?status=paused', { token: m.token });
    expect(bad.status).toBe(422);
    expect((await body(bad)).errors.status).toEqual(['The status must be active or completed.']);
    expect((await t.api('GET', '/v1/auth/courses/enrolled?page=0', { token: m.token })).status).toBe(422);
  });
});

describe('bookmarks', () => {
  it('toggles on and off, and lists bookmarked courses newest first', async () => {
    const m = await t.member();
    const on = await t.api('POST', `/v1/courses/${a.course.id}/bookmark`, { token: m.token });
    expect(on.status).toBe(200);
    expect((await body(on)).data).toEqual({ bookmarked: true });
    expect((await body(await t.api('GET', `/v1/courses/${a.course.id}/bookmark`, { token: m.token }))).data).toEqual({ bookmarked: true });
    await t.api('POST', `/v1/courses/${b.course.id}/bookmark`, { token: m.token });
    await enrol(t, m.token, b.course.id);

    const list = await t.api('GET', '/v1/auth/courses/bookmarked', { token: m.token });
    expect(list.status).toBe(200);
    const { data, meta } = await body(list);
    expect(meta.total).toBe(2);
    const items = data.map((d: unknown) => BookmarkedCourseSchema.parse(d));
    expect(items.map((i: { course: { title: string } }) => i.course.title)).toEqual(['Beta Sleep', 'Alpha Calm']);
    expect(items[0].enrolment_id).toEqual(expect.any(Number));
    expect(items[1].enrolment_id).toBeNull();

    const off = await t.api('POST', `/v1/courses/${a.course.id}/bookmark`, { token: m.token });
    expect((await body(off)).data).toEqual({ bookmarked: false });
    expect((await body(await t.api('GET', '/v1/auth/courses/bookmarked', { token: m.token }))).meta.total).toBe(1);
  });

  it('answers 401 without a token, 404 for an unknown course, 422 for a bad id; lists are private', async () => {
    const m = await t.member();
    await t.api('POST', `/v1/courses/${a.course.id}/bookmark`, { token: m.token });
    expect((await t.api('POST', `/v1/courses/${a.course.id}/bookmark`)).status).toBe(401);
    expect((await t.api('GET', `/v1/courses/${a.course.id}/bookmark`)).status).toBe(401);
    expect((await t.api('GET', '/v1/auth/courses/bookmarked')).status).toBe(401);
    expect((await t.api('POST', '/v1/courses/999999/bookmark', { token: m.token })).status).toBe(404);
    expect((await t.api('POST', '/v1/courses/a-slug/bookmark', { token: m.token })).status).toBe(422);
    const stranger = await t.member();
    expect((await body(await t.api('GET', '/v1/auth/courses/bookmarked', { token: stranger.token }))).data).toEqual([]);
    expect((await t.api('GET', '/v1/auth/courses/bookmarked?per_page=0', { token: m.token })).status).toBe(422);
  });
});
