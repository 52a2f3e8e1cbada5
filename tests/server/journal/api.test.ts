// The private journal's API (docs/rules/journal.md): the Reflect panel's prompt and entry per lesson,
// saves that a resend or an older offline save never spoil, the list with search and a course filter,
// the mood chart, the Markdown export and the account export; 401, 422, and another member's (or a
// mentor's) view of someone's journal: nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REFLECTION_PROMPT } from '../../../src/lib/schemas/journal.ts';
import { lessonReflectionPrompts, users } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body, makeLearningCourse, type LearningCourse } from '../learning/factories.ts';

let t: TestContext;
let course: LearningCourse;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  course = await makeLearningCourse(t.db, { title: 'Gentle Evenings' });
  await t.db.insert(lessonReflectionPrompts).values({ lessonId: course.lessons.detail.id, prompt: 'Where in your body did you feel the breath?' });
});
afterAll(() => t.close());

const save = (token: string, lessonId: number, json: unknown) => t.api('PUT', `/v1/auth/journal/lessons/${lessonId}`, { token, json });

describe('the Reflect panel', () => {
  it('gives the lesson’s prompt, or the default, and the member’s entry once saved', async () => {
    const me = await t.member();
    const first = (await body(await t.api('GET', `/v1/auth/journal/lessons/${course.lessons.detail.id}`, { token: me.token }))).data;
    expect(first).toEqual({ lesson_id: course.lessons.detail.id, prompt: 'Where in your body did you feel the breath?', entry: null });
    const other = (await body(await t.api('GET', `/v1/auth/journal/lessons/${course.lessons.quiz.id}`, { token: me.token }))).data;
    expect(other.prompt).toBe(DEFAULT_REFLECTION_PROMPT);
    const res = await save(me.token, course.lessons.detail.id, { body: 'In my belly, slowly.', mood: 'good', energy: 3 });
    expect(res.status).toBe(200);
    const entry = (await body(res)).data;
    expect(entry).toMatchObject({ body: 'In my belly, slowly.', mood: 'good', energy: 3, lesson: { id: course.lessons.detail.id, title: 'Arriving' }, course: { title: 'Gentle Evenings' }, prompt: 'Where in your body did you feel the breath?' });
    const again = (await body(await t.api('GET', `/v1/auth/journal/lessons/${course.lessons.detail.id}`, { token: me.token }))).data;
    expect(again.entry.id).toBe(entry.id);
  });

  it('applies a resent save once and never lets an older offline save overwrite a newer one', async () => {
    const me = await t.member();
    const lesson = course.lessons.checklist.id;
    await save(me.token, lesson, { body: 'Newest words', client_save_id: 'save-new-0001' });
    const older = await save(me.token, lesson, { body: 'Older words', client_save_id: 'save-old-0001', written_at: new Date(Date.now() - DAY).toISOString() });
    expect((await body(older)).data.body).toBe('Newest words');
    const resent = await save(me.token, lesson, { body: 'Newest words', client_save_id: 'save-new-0001' });
    expect((await body(resent)).data.body).toBe('Newest words');
    const later = await save(me.token, lesson, { body: 'Even newer', client_save_id: 'save-new-0002', mood: null, energy: null });
    expect((await body(later)).data).toMatchObject({ body: 'Even newer', mood: null, energy: null });
  });

  it('refuses bad input (422) and unknown lessons (404)', async () => {
    const me = await t.member();
    for (const [json, field] of [
      [{ body: 'x', mood: 'ecstatic' }, 'mood'],
      [{ body: 'x', energy: 6 }, 'energy'],
      [{ body: 'x'.repeat(20_001) }, 'body'],
      [{ mood: 'good' }, 'body'],
      [{ body: 'x', written_at: new Date(Date.now() - 8 * DAY).toISOString() }, 'written_at'],
    ] as const) {
      const res = await save(me.token, course.lessons.detail.id, json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(Object.keys((await body(res)).errors)).toContain(field);
    }
    expect((await save(me.token, 2_000_000, { body: 'x' })).status).toBe(404);
    expect((await t.api('GET', '/v1/auth/journal?per_page=500', { token: me.token })).status).toBe(422);
  });

  it('needs a token (401) on every route', async () => {
    for (const [method, path] of [
      ['GET', '/v1/auth/journal'],
      ['GET', '/v1/auth/journal/mood'],
      ['GET', '/v1/auth/journal/export'],
      ['GET', '/v1/auth/journal/lessons/1'],
      ['PUT', '/v1/auth/journal/lessons/1'],
      ['DELETE', '/v1/auth/journal/1'],
    ] as const) {
      expect((await t.api(method, path, { json: method === 'PUT' ? { body: 'x' } : undefined })).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('the journal page’s data', () => {
  it('lists by date with search and course filter, charts moods, and exports Markdown and with the account', async () => {
    const me = await t.member();
    await t.db.update(users).set({ timeZone: 'Europe/London' }).where(eq(users.id, me.id));
    await save(me.token, course.lessons.detail.id, { body: 'The sea was calm today.', mood: 'great', energy: 5, written_at: new Date(Date.now() - 2 * DAY).toISOString() });
    await save(me.token, course.lessons.quiz.id, { body: 'Tired but glad.', mood: 'low', energy: 2 });
    const list = await body(await t.api('GET', '/v1/auth/journal', { token: me.token }));
    expect(list.meta).toMatchObject({ page: 1, total: 2 });
    expect(list.data.map((e: { body: string }) => e.body)).toEqual(['Tired but glad.', 'The sea was calm today.']);
    const found = await body(await t.api('GET', '/v1/auth/journal?term=SEA', { token: me.token }));
    expect(found.data.map((e: { body: string }) => e.body)).toEqual(['The sea was calm today.']);
    const literal = await body(await t.api('GET', `/v1/auth/journal?term=${encodeURIComponent('100%')}`, { token: me.token }));
    expect(literal.data).toEqual([]);
    const byCourse = await body(await t.api('GET', `/v1/auth/journal?course_id=${course.course.id}`, { token: me.token }));
    expect(byCourse.meta.total).toBe(2);
    expect((await body(await t.api('GET', '/v1/auth/journal?course_id=999999', { token: me.token }))).meta.total).toBe(0);

    const chart = (await body(await t.api('GET', '/v1/auth/journal/mood', { token: me.token }))).data;
    expect(chart.days).toHaveLength(60);
    expect(chart.days.filter((d: { mood: string | null }) => d.mood).map((d: { mood: string }) => d.mood)).toEqual(['great', 'low']);
    expect(chart.svg).toContain('<title id="mood-title">Mood over the last 60 days</title>');
    expect(chart.svg).toMatch(/2 mood check-ins .*Great 1, Low 1/);
    expect(chart.courses).toEqual([{ id: course.course.id, title: 'Gentle Evenings', entries: 2 }]);

    const md = await t.api('GET', '/v1/auth/journal/export', { token: me.token });
    expect(md.status).toBe(200);
    expect(md.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(md.headers.get('content-disposition')).toContain('attachment');
    const text = await md.text();
    expect(text).toMatch(/^# My Wellspring journal\n/);
    expect(text.indexOf('Tired but glad.')).toBeLessThan(text.indexOf('The sea was calm today.'));
    expect(text).toContain('Mood: Great · Energy: 5 of 5');
    expect(text).toContain('> Where in your body did you feel the breath?');

    const exported = await body(await t.api('GET', '/v1/auth/export', { token: me.token }));
    expect(exported.journal.map((e: { body: string }) => e.body)).toEqual(['The sea was calm today.', 'Tired but glad.']);
  });

  it('shows no one else’s entries, to a member or a mentor, and lets only the owner delete', async () => {
    const owner = await t.member();
    const others = [await t.member(), await t.member({ isMentor: true })];
    const entry = (await body(await save(owner.token, course.lessons.detail.id, { body: 'Only mine to read.', mood: 'okay' }))).data;
    for (const other of others) {
      const lists = await body(await t.api('GET', '/v1/auth/journal?term=mine', { token: other.token }));
      expect(lists.data).toEqual([]);
      const panel = (await body(await t.api('GET', `/v1/auth/journal/lessons/${course.lessons.detail.id}`, { token: other.token }))).data;
      expect(panel.entry).toBeNull();
      expect(await (await t.api('GET', '/v1/auth/journal/export', { token: other.token })).text()).not.toContain('Only mine');
      expect((await t.api('DELETE', `/v1/auth/journal/${entry.id}`, { token: other.token })).status).toBe(404);
    }
    expect((await t.api('DELETE', `/v1/auth/journal/${entry.id}`, { token: owner.token })).status).toBe(204);
    expect((await body(await t.api('GET', '/v1/auth/journal', { token: owner.token }))).meta.total).toBe(0);
  });
});
