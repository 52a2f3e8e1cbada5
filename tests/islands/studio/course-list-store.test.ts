// The studio's course list store against the real API (docs/rules/studio.md, "Courses"): it loads the
// courses the signed-in author may edit, searches and filters them, starts a draft (stored, and shown
// in the list), shows the server's field errors, and never lists another author's course.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $newCourse, $newCourseForm, courseList, createCourse, typeNewCourseSlug, typeNewCourseTitle } from '../../../src/islands/studio/courses/course-list-store.ts';
import { invalidateKeys } from '../../../src/stores/query.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { answered, routeFetchTo, signInAs, signOut, watch } from '../../helpers/browser-api.ts';
import { makeCategory } from '../../server/catalogue/factories.ts';
import { body } from '../../server/learning/factories.ts';

type Member = Awaited<ReturnType<TestContext['member']>>;
let ctx: TestContext;
let restoreFetch: () => void;
let admin: Member;
let author: Member;
let categoryId: number;

const start = async (who: Member, title: string) => (await body(await ctx.api('POST', '/v1/admin/courses', { token: who.token, json: { title, category_id: categoryId } }))).data as { id: number; slug: string };

beforeAll(async () => {
  ctx = await createTestContext({ seeded: false });
  restoreFetch = routeFetchTo(ctx);
  invalidateKeys(() => true);
  admin = await ctx.member({ name: 'List Admin', role: 'admin' });
  author = await ctx.member({ name: 'List Author', role: 'author' });
  categoryId = (await makeCategory(ctx.db, { name: 'Calm' })).id;
  await start(admin, 'Desk stretches');
  await start(admin, 'Morning pages');
  await start(author, 'Author own course');
});

afterAll(async () => {
  signOut();
  courseList.open('');
  restoreFetch();
  await ctx.close();
});

describe('course list store', () => {
  it('asks nothing for a visitor, then loads every course for an admin', async () => {
    signOut();
    courseList.open('');
    const view = watch(courseList.$list);
    expect(courseList.$list.get()).toEqual({ loading: false });
    await signInAs(ctx, admin);
    const value = await view.until(answered);
    expect(value.data?.data.map((c) => c.title).sort()).toEqual(['Author own course', 'Desk stretches', 'Morning pages']);
    expect(value.data?.meta).toMatchObject({ page: 1, total: 3 });
    view.stop();
  });

  it('starts from the address and searches and filters, each from page 1', async () => {
    courseList.open('?q=desk&status=draft');
    expect(courseList.$query.get()).toEqual({ q: 'desk', status: 'draft', page: 1 });
    expect(courseList.addressOf(courseList.$query.get())).toBe('?q=desk&status=draft');
    const view = watch(courseList.$list);
    const found = await view.until((v) => answered(v) && v.data?.meta.total === 1);
    expect(found.data?.data[0]?.title).toBe('Desk stretches');
    courseList.showPage(2);
    courseList.search('  morning ');
    expect(courseList.$query.get()).toEqual({ q: 'morning', status: 'draft', page: 1 });
    const morning = await view.until((v) => answered(v) && v.data?.data[0]?.title === 'Morning pages');
    expect(morning.data?.meta.total).toBe(1);
    courseList.filter('status', 'published');
    const none = await view.until((v) => answered(v) && v.data?.meta.total === 0);
    expect(none.data?.data).toEqual([]);
    expect(courseList.addressOf(courseList.$query.get())).toBe('?q=morning&status=published');
    view.stop();
  });

  it('starts a draft with the slug suggested from the title: stored, and the list shows it', async () => {
    courseList.open('');
    const view = watch(courseList.$list);
    await view.until((v) => answered(v) && v.data?.meta.total === 3);
    typeNewCourseTitle('Quiet Evenings!');
    expect($newCourse.get()).toMatchObject({ title: 'Quiet Evenings!', slug: 'quiet-evenings' });
    // A title that would give a slug the site cannot take gets the one the server would make.
    typeNewCourseTitle('Filters');
    expect($newCourse.get().slug).toBe('course-filters');
    typeNewCourseTitle('14');
    expect($newCourse.get().slug).toBe('course-14');
    typeNewCourseTitle('');
    expect($newCourse.get().slug).toBe('');
    typeNewCourseSlug('quiet-evenings-course');
    typeNewCourseTitle('Quiet evenings');
    expect($newCourse.get().slug).toBe('quiet-evenings-course');
    const created = await createCourse(categoryId);
    expect(created).toMatchObject({ title: 'Quiet evenings', slug: 'quiet-evenings-course', status: 'draft' });
    // The screen is leaving for the editor: the form stays busy.
    expect($newCourseForm.get()).toEqual({ errors: {}, saving: true });
    const stored = await body(await ctx.api('GET', `/v1/admin/courses/${created!.id}`, { token: admin.token }));
    expect(stored.data).toMatchObject({ title: 'Quiet evenings', slug: 'quiet-evenings-course', category: { id: categoryId } });
    const listed = await view.until((v) => answered(v) && v.data?.meta.total === 4);
    expect(listed.data?.data.map((c) => c.title)).toContain('Quiet evenings');
    view.stop();
  });

  it('a 422 puts the server’s messages beside their fields and stores nothing', async () => {
    $newCourse.set({ title: '  ', slug: 'Not A Slug', slugTouched: true });
    const before = (await body(await ctx.api('GET', '/v1/admin/courses?per_page=50', { token: admin.token }))).meta.total;
    expect(await createCourse(categoryId)).toBeUndefined();
    const { errors, saving } = $newCourseForm.get();
    expect(saving).toBe(false);
    expect(errors.title).toEqual(['Write a title.']);
    expect(errors.slug?.length).toBeGreaterThan(0);
    expect((await body(await ctx.api('GET', '/v1/admin/courses?per_page=50', { token: admin.token }))).meta.total).toBe(before);
  });

  it('an author sees only their own courses, never another’s', async () => {
    courseList.open('');
    const view = watch(courseList.$list);
    await signInAs(ctx, author);
    const mine = await view.until((v) => answered(v) && v.data?.data.every((c) => c.title === 'Author own course') === true);
    expect(mine.data?.meta.total).toBe(1);
    courseList.search('desk');
    const other = await view.until((v) => answered(v) && v.data?.meta.total === 0);
    expect(other.data?.data).toEqual([]);
    view.stop();
  });
});
