// The studio's course editor store against the real API (docs/rules/studio.md, "Courses"): it loads
// the course, saves the details (what the database then holds), shows the server's field errors,
// publishes once there is a lesson (and says why not before), and answers another author's course
// with a 404 for the "not found" notice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $course, $details, $detailsForm, $publishing, editDetails, openCourse, publishNow, saveDetails, schedule, unpublish } from '../../../src/islands/studio/courses/course-editor-store.ts';
import { ApiError } from '../../../src/lib/api/errors.ts';
import type { StudioCourse } from '../../../src/lib/schemas/studio-courses.ts';
import { invalidateKeys } from '../../../src/stores/query.ts';
import { $toasts } from '../../../src/stores/ui.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { answered, routeFetchTo, signInAs, signOut, watch } from '../../helpers/browser-api.ts';
import { makeCategory } from '../../server/catalogue/factories.ts';
import { body } from '../../server/learning/factories.ts';

type Member = Awaited<ReturnType<TestContext['member']>>;
let ctx: TestContext;
let restoreFetch: () => void;
let admin: Member;
let author: Member;
let otherAuthor: Member;
let categoryId: number;
let course: StudioCourse;

/** The details form as the screen sends it: every plain field, with these changed. */
function detailsForm(c: StudioCourse, changes: Record<string, string> = {}): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    title: c.title,
    slug: c.slug,
    summary: c.summary,
    category_id: String(c.category.id),
    level: c.level,
    duration_minutes: String(c.duration_minutes),
    price: (c.price_cents / 100).toFixed(2),
    currency: c.currency,
    instructor_name: c.instructor_name,
    ...changes,
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const stored = async (id: number) => (await body(await ctx.api('GET', `/v1/admin/courses/${id}`, { token: admin.token }))).data as StudioCourse;
const lastToast = () => $toasts.get().at(-1)?.message;

beforeAll(async () => {
  ctx = await createTestContext({ seeded: false });
  restoreFetch = routeFetchTo(ctx);
  invalidateKeys(() => true);
  admin = await ctx.member({ name: 'Editor Admin', role: 'admin' });
  author = await ctx.member({ name: 'Edith Author', role: 'author' });
  otherAuthor = await ctx.member({ name: 'Other Author', role: 'author' });
  categoryId = (await makeCategory(ctx.db, { name: 'Calm' })).id;
  course = (await body(await ctx.api('POST', '/v1/admin/courses', { token: author.token, json: { title: 'Slow mornings', category_id: categoryId } }))).data;
});

afterAll(async () => {
  signOut();
  restoreFetch();
  await ctx.close();
});

describe('course editor store', () => {
  it('loads the course once its author is signed in, with the form fields from it', async () => {
    signOut();
    openCourse(String(course.id));
    const view = watch($course);
    expect($course.get()).toEqual({ loading: false });
    await signInAs(ctx, author);
    const value = await view.until(answered);
    expect(value.data?.data).toMatchObject({ id: course.id, title: 'Slow mornings', status: 'draft' });
    expect($details.get()).toEqual({ description: course.description_html, outcomes: course.outcomes.join('\n'), imageUrl: course.image_url });
    view.stop();
  });

  it('saves the details: the database holds them and the editor shows the server’s answer', async () => {
    const view = watch($course);
    const shown = (await view.until(answered)).data!.data;
    editDetails('description', '<p>Calm <script>x()</script>starts</p>');
    editDetails('outcomes', 'Wake gently\n\n  Breathe  \n');
    const saved = await saveDetails(detailsForm(shown, { title: 'Slow, kind mornings', summary: 'Ten quiet minutes.', price: '19.50', level: 'intermediate' }));
    expect(saved).toMatchObject({ title: 'Slow, kind mornings', price_cents: 1950 });
    expect(lastToast()).toBe('Saved.');
    expect($detailsForm.get()).toEqual({ errors: {}, saving: false });
    expect($course.get().data?.data.title).toBe('Slow, kind mornings');
    const inDb = await stored(course.id);
    expect(inDb).toMatchObject({ title: 'Slow, kind mornings', summary: 'Ten quiet minutes.', price_cents: 1950, level: 'intermediate', outcomes: ['Wake gently', 'Breathe'], description_html: '<p>Calm starts</p>' });
    // What the author typed stays in the form after the save.
    expect($details.get()?.outcomes).toBe('Wake gently\n\n  Breathe  \n');
    view.stop();
  });

  it('a 422 puts the server’s messages beside their fields and changes nothing', async () => {
    const view = watch($course);
    const shown = (await view.until(answered)).data!.data;
    expect(await saveDetails(detailsForm(shown, { title: '  ', price: '-1' }))).toBeUndefined();
    const { errors, saving } = $detailsForm.get();
    expect(saving).toBe(false);
    expect(errors.title).toEqual(['Write a title.']);
    expect(errors.price_cents).toEqual(['The price cannot be negative.']);
    expect(lastToast()).toBe('Some fields need a look before saving: see the notes beside them.');
    expect((await stored(course.id)).title).toBe('Slow, kind mornings');
    view.stop();
  });

  it('says why a course without lessons cannot go live, then publishes and unpublishes it', async () => {
    const view = watch($course);
    await view.until(answered);
    await schedule();
    expect($publishing.get().error).toBe('Choose a date and time to publish.');
    await publishNow();
    expect($publishing.get()).toMatchObject({ busy: false, error: 'Add at least one lesson before publishing the course.' });
    expect((await stored(course.id)).status).toBe('draft');
    await ctx.api('POST', `/v1/admin/courses/${course.id}/lessons`, { token: author.token, json: { kind: 'detail', title: 'Welcome' } });
    await publishNow();
    expect($publishing.get()).toMatchObject({ busy: false, error: null });
    expect(lastToast()).toBe('Published. The course is on the site and in search now.');
    expect($course.get().data?.data.status).toBe('published');
    expect((await stored(course.id)).status).toBe('published');
    await unpublish();
    expect(lastToast()).toBe('Unpublished. Enrolled members keep learning.');
    expect((await stored(course.id)).status).toBe('unpublished');
    view.stop();
  });

  it('another author’s course answers 404 (the "not found" notice), and a save of it is never sent', async () => {
    await signInAs(ctx, otherAuthor);
    openCourse(String(course.id));
    const view = watch($course);
    // The author's copy may still be shown for a moment: wait for the other author's own answer.
    const value = await view.until((v) => answered(v) && v.error !== undefined);
    expect(value.error).toBeInstanceOf(ApiError);
    expect((value.error as ApiError).status).toBe(404);
    expect(await saveDetails(detailsForm(course, { title: 'Taken over' }))).toBeUndefined();
    expect((await stored(course.id)).title).toBe('Slow, kind mornings');
    view.stop();
  });
});
