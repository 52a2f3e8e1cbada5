// The studio's lesson editor store against the real API (docs/rules/studio.md, "Lessons"): it loads
// the lesson, saves it (what the database then holds, new rows with their ids), shows the server's
// field errors, and answers another author's lesson with a 404 for the "not found" notice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $lesson, $lessonForm, openLesson, saveLesson } from '../../../src/islands/studio/courses/lesson-editor-store.ts';
import { ApiError } from '../../../src/lib/api/errors.ts';
import { invalidateKeys } from '../../../src/stores/query.ts';
import { $toasts } from '../../../src/stores/ui.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { answered, routeFetchTo, signInAs, signOut, watch } from '../../helpers/browser-api.ts';
import { makeCategory } from '../../server/catalogue/factories.ts';
import { body } from '../../server/learning/factories.ts';

type Member = Awaited<ReturnType<TestContext['member']>>;
let ctx: TestContext;
let restoreFetch: () => void;
let author: Member;
let otherAuthor: Member;
let lessonId: number;

const stored = async () => (await body(await ctx.api('GET', `/v1/admin/lessons/${lessonId}`, { token: author.token }))).data;

beforeAll(async () => {
  ctx = await createTestContext({ seeded: false });
  restoreFetch = routeFetchTo(ctx);
  invalidateKeys(() => true);
  author = await ctx.member({ name: 'Lesson Author', role: 'author' });
  otherAuthor = await ctx.member({ name: 'Another Author', role: 'author' });
  const categoryId = (await makeCategory(ctx.db, { name: 'Calm' })).id;
  const courseId = (await body(await ctx.api('POST', '/v1/admin/courses', { token: author.token, json: { title: 'Lists', category_id: categoryId } }))).data.id;
  lessonId = (await body(await ctx.api('POST', `/v1/admin/courses/${courseId}/lessons`, { token: author.token, json: { kind: 'checklist', title: 'Pack a bag' } }))).data.id;
});

afterAll(async () => {
  signOut();
  restoreFetch();
  await ctx.close();
});

describe('lesson editor store', () => {
  it('loads the lesson and saves it: the database holds it, new items come back with ids', async () => {
    openLesson(String(lessonId));
    await signInAs(ctx, author);
    const view = watch($lesson);
    const loaded = (await view.until(answered)).data!.data;
    expect(loaded).toMatchObject({ id: lessonId, kind: 'checklist', title: 'Pack a bag' });
    const saved = await saveLesson(lessonId, { title: 'Pack a small bag', duration_minutes: 5, is_preview: false, body_html: '<p>Only what you need.</p>', media: [], items: [{ label: 'Water' }, { label: 'Map' }] });
    expect(saved?.items.map((i) => i.label)).toEqual(['Water', 'Map']);
    expect(saved?.items.every((i) => typeof i.id === 'number')).toBe(true);
    expect($toasts.get().at(-1)?.message).toBe('Lesson saved.');
    expect($lesson.get().data?.data.title).toBe('Pack a small bag');
    expect(await stored()).toMatchObject({ title: 'Pack a small bag', duration_minutes: 5, items: [{ label: 'Water' }, { label: 'Map' }] });
    view.stop();
  });

  it('a 422 puts the server’s messages beside their fields and changes nothing', async () => {
    expect(await saveLesson(lessonId, { title: ' ', duration_minutes: 0, is_preview: false, body_html: '', media: [] })).toBeUndefined();
    const { errors, saving } = $lessonForm.get();
    expect(saving).toBe(false);
    expect(errors.title?.length).toBeGreaterThan(0);
    expect(errors.duration_minutes?.length).toBeGreaterThan(0);
    expect((await stored()).title).toBe('Pack a small bag');
  });

  it('another author’s lesson answers 404', async () => {
    await signInAs(ctx, otherAuthor);
    const view = watch($lesson);
    const value = await view.until(answered);
    expect((value.error as ApiError).status).toBe(404);
    view.stop();
  });
});
