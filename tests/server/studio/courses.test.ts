// Course authoring in the studio (docs/rules/studio.md, "Courses"): who may author what, drafts and
// slugs, publishing now and on a schedule (the public catalogue and search change at once), and the
// audit row of every change.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../../src/server/db/schema/index.ts';
import { publishDueCourses } from '../../../src/server/studio/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { makeCategory } from '../catalogue/factories.ts';
import { body } from '../learning/factories.ts';
import { auditRows } from './helpers.ts';

let t: TestContext;
type Member = Awaited<ReturnType<TestContext['member']>>;
let admin: Member;
let author: Member;
let otherAuthor: Member;
let member: Member;
let categoryId: number;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  admin = await t.member({ name: 'Course Admin', role: 'admin' });
  author = await t.member({ name: 'Ada Author', role: 'author' });
  otherAuthor = await t.member({ name: 'Otto Author', role: 'author' });
  member = await t.member({ name: 'Plain Member' });
  categoryId = (await makeCategory(t.db, { name: 'Calm' })).id;
});
afterAll(() => t.close());

const start = async (who: Member, json: Record<string, unknown>) => t.api('POST', '/v1/admin/courses', { token: who.token, json: { category_id: categoryId, ...json } });

describe('who may author courses', () => {
  it('answers 401 without a token and 403 to a member, on every authoring route', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/v1/admin/courses'],
      ['POST', '/v1/admin/courses', { title: 'Nope', category_id: categoryId }],
      ['GET', '/v1/admin/courses/1'],
      ['PATCH', '/v1/admin/courses/1', { title: 'Nope' }],
      ['POST', '/v1/admin/courses/1/publish', {}],
      ['POST', '/v1/admin/courses/1/lessons', { kind: 'detail', title: 'Nope' }],
      ['GET', '/v1/admin/lessons/1'],
      ['PATCH', '/v1/admin/lessons/1', { title: 'Nope' }],
      ['POST', '/v1/admin/lessons/1/archive'],
    ];
    for (const [method, path, json] of calls) {
      expect((await t.api(method, path, { json })).status, `${method} ${path} anonymous`).toBe(401);
      const res = await t.api(method, path, { token: member.token, json });
      expect(res.status, `${method} ${path} as a member`).toBe(403);
      expect((await body(res)).message).toBe('Course authoring is for authors and administrators.');
    }
  });

  it('lets an author start a course they own, and hides it from another author (404) but not from an admin', async () => {
    const res = await start(author, { title: 'Breath at the desk' });
    expect(res.status).toBe(201);
    const course = (await body(res)).data;
    expect(course).toMatchObject({ title: 'Breath at the desk', slug: 'breath-at-the-desk', status: 'draft', published_at: null, owner: { id: author.id, name: 'Ada Author' }, lesson_count: 0, instructor_name: '', is_free: true, price_cents: 0 });

    expect((await t.api('GET', `/v1/admin/courses/${course.id}`, { token: otherAuthor.token })).status).toBe(404);
    expect((await t.api('PATCH', `/v1/admin/courses/${course.id}`, { token: otherAuthor.token, json: { title: 'Mine now' } })).status).toBe(404);
    expect((await t.api('POST', `/v1/admin/courses/${course.id}/lessons`, { token: otherAuthor.token, json: { kind: 'detail', title: 'Sneaky' } })).status).toBe(404);
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row!.title).toBe('Breath at the desk');

    expect((await t.api('GET', `/v1/admin/courses/${course.id}`, { token: admin.token })).status).toBe(200);
    const mine = await body(await t.api('GET', '/v1/admin/courses?status=all', { token: otherAuthor.token }));
    expect(mine.data.map((c: { id: number }) => c.id)).not.toContain(course.id);
    const all = await body(await t.api('GET', '/v1/admin/courses?q=desk', { token: admin.token }));
    expect(all.data.map((c: { id: number }) => c.id)).toContain(course.id);
  });

  it('keeps featuring and ownership for administrators', async () => {
    const course = (await body(await start(author, { title: 'Author only course' }))).data;
    expect((await t.api('PATCH', `/v1/admin/courses/${course.id}`, { token: author.token, json: { is_featured: true } })).status).toBe(403);
    expect((await t.api('PATCH', `/v1/admin/courses/${course.id}`, { token: author.token, json: { owner_id: otherAuthor.id } })).status).toBe(403);
    const moved = await t.api('PATCH', `/v1/admin/courses/${course.id}`, { token: admin.token, json: { owner_id: otherAuthor.id, is_featured: true } });
    expect(moved.status).toBe(200);
    expect((await body(moved)).data.owner.id).toBe(otherAuthor.id);
    expect((await t.api('GET', `/v1/admin/courses/${course.id}`, { token: author.token })).status).toBe(404);
    const toMember = await t.api('PATCH', `/v1/admin/courses/${course.id}`, { token: admin.token, json: { owner_id: member.id } });
    expect(toMember.status).toBe(422);
    expect((await body(toMember)).errors.owner_id).toEqual(['The owner must be an author or an administrator.']);
  });
});

describe('drafts and their details', () => {
  it('asks for a price above zero once "Free course" is unticked, on create and on update', async () => {
    const unpriced = await start(author, { title: 'Paid without price', is_free: false });
    expect(unpriced.status).toBe(422);
    expect((await body(unpriced)).errors.price_cents).toEqual(['Give a price above zero, or tick Free course.']);
    const course = (await body(await start(author, { title: 'Priced later' }))).data;
    const untick = await t.api('PATCH', `/v1/admin/courses/${course.id}`, { token: author.token, json: { is_free: false } });
    expect(untick.status).toBe(422);
    expect((await body(untick)).errors.price_cents).toEqual(['Give a price above zero, or tick Free course.']);
    const [still] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(still!.isFree).toBe(true);
    const priced = await t.api('PATCH', `/v1/admin/courses/${course.id}`, { token: author.token, json: { is_free: false, price_cents: 2900 } });
    expect(priced.status).toBe(200);
    expect((await body(priced)).data).toMatchObject({ is_free: false, price_cents: 2900 });
    // Ticking Free course again leaves the old price stored but unused.
    expect((await t.api('PATCH', `/v1/admin/courses/${course.id}`, { token: author.token, json: { is_free: true, price_cents: 0 } })).status).toBe(200);
  });

  it('refuses bad input next to its field and stores nothing', async () => {
    const before = (await t.db.select().from(courses)).length;
    const res = await start(admin, { title: '  ', slug: 'Not A Slug', price_cents: -1 });
    expect(res.status).toBe(422);
    const errors = (await body(res)).errors;
    expect(errors.title).toEqual(['Write a title.']);
    expect(errors.slug).toBeDefined();
    expect(errors.price_cents).toEqual(['The price cannot be negative.']);
    const missingCategory = await t.api('POST', '/v1/admin/courses', { token: admin.token, json: { title: 'No category', category_id: 999_999 } });
    expect(missingCategory.status).toBe(422);
    expect((await body(missingCategory)).errors.category_id).toEqual(['Choose one of the categories.']);
    expect((await t.db.select().from(courses)).length).toBe(before);
  });

  it('refuses a slug of digits only or a word the routes use, and gives a title like that a slug that shadows nothing', async () => {
    const digits = await start(admin, { title: 'Fourteen', slug: '14' });
    expect(digits.status).toBe(422);
    expect((await body(digits)).errors.slug).toEqual(['Put a letter in the slug: an address of digits only is read as an id.']);
    for (const word of ['filters', 'enrolled', 'categories']) {
      const res = await start(admin, { title: 'Shadow', slug: word });
      expect(res.status).toBe(422);
      expect((await body(res)).errors.slug).toEqual(['The site already uses this word in its addresses here. Choose another slug.']);
    }
    const fromTitle = (await body(await start(admin, { title: '14' }))).data;
    expect(fromTitle.slug).toBe('course-14');
    const fromWord = (await body(await start(admin, { title: 'Filters' }))).data;
    expect(fromWord.slug).toBe('course-filters');
    const existing = (await body(await start(admin, { title: 'Rename me' }))).data;
    const rename = await t.api('PATCH', `/v1/admin/courses/${existing.id}`, { token: admin.token, json: { slug: 'enrolled' } });
    expect(rename.status).toBe(422);
    expect((await t.db.select().from(courses).where(eq(courses.id, existing.id)))[0]!.slug).toBe('rename-me');
  });

  it('refuses a slug another course uses, worded next to the slug', async () => {
    await start(admin, { title: 'Unique things', slug: 'unique-things' });
    const res = await start(admin, { title: 'Unique things again', slug: 'unique-things' });
    expect(res.status).toBe(422);
    expect((await body(res)).errors.slug).toEqual(['Another course already uses this address. Change the slug.']);
  });

  it('sanitizes the description and audits the change with before and after', async () => {
    const course = (await body(await start(admin, { title: 'Sanitized course' }))).data;
    const res = await t.api('PATCH', `/v1/admin/courses/${course.id}`, {
      token: admin.token,
      json: { description_html: '<p onclick="x()">Hello<script>alert(1)</script></p>', outcomes: ['Sleep better'], price_cents: 1900, level: 'advanced' },
    });
    expect(res.status).toBe(200);
    const data = (await body(res)).data;
    expect(data.description_html).toBe('<p>Hello</p>');
    expect(data).toMatchObject({ outcomes: ['Sleep better'], price_cents: 1900, level: 'advanced' });
    const rows = await auditRows(t, 'course', course.id);
    expect(rows.map((r) => r.action)).toEqual(['course.create', 'course.update']);
    expect(rows[1]!.actorId).toBe(admin.id);
    expect((rows[1]!.before as { level: string }).level).toBe('beginner');
    expect((rows[1]!.after as { level: string }).level).toBe('advanced');
  });
});

describe('publishing', () => {
  it('will not publish a course without lessons', async () => {
    const course = (await body(await start(admin, { title: 'Empty shell' }))).data;
    const res = await t.api('POST', `/v1/admin/courses/${course.id}/publish`, { token: admin.token, json: {} });
    expect(res.status).toBe(409);
    expect((await body(res)).message).toBe('Add at least one lesson before publishing the course.');
  });

  it('publishes at once: the course page, the catalogue and search show it on the next request; unpublishing hides it again', async () => {
    const course = (await body(await start(author, { title: 'Zephyr breathing basics', summary: 'Slow breaths for busy days.' }))).data;
    await t.api('POST', `/v1/admin/courses/${course.id}/lessons`, { token: author.token, json: { kind: 'detail', title: 'Welcome' } });
    expect((await t.api('GET', `/v1/courses/${course.slug}`)).status).toBe(404);
    const preview = await t.api('GET', `/v1/admin/courses/${course.id}/preview`, { token: author.token });
    expect(preview.status).toBe(200);
    expect((await body(preview)).data).toMatchObject({ title: 'Zephyr breathing basics', lesson_count: 1 });

    const published = await t.api('POST', `/v1/admin/courses/${course.id}/publish`, { token: author.token, json: {} });
    expect(published.status).toBe(200);
    const live = (await body(published)).data;
    expect(live.status).toBe('published');
    expect(Date.parse(live.published_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await t.api('GET', `/v1/courses/${course.slug}`)).status).toBe(200);
    const found = await body(await t.api('GET', '/v1/courses?term=zephyr'));
    expect(found.data.map((c: { id: number }) => c.id)).toContain(course.id);

    const off = await t.api('POST', `/v1/admin/courses/${course.id}/unpublish`, { token: author.token });
    expect((await body(off)).data).toMatchObject({ status: 'unpublished', published_at: null });
    expect((await t.api('GET', `/v1/courses/${course.slug}`)).status).toBe(404);
    expect((await auditRows(t, 'course', course.id)).map((r) => r.action)).toEqual(['course.create', 'course.publish', 'course.unpublish']);
  });

  it('schedules a later moment, and the publishing job makes it live when the time comes', async () => {
    const course = (await body(await start(admin, { title: 'Scheduled serenity' }))).data;
    await t.api('POST', `/v1/admin/courses/${course.id}/lessons`, { token: admin.token, json: { kind: 'detail', title: 'Welcome' } });
    const at = new Date(Date.now() + 3 * 3600_000);
    const res = await t.api('POST', `/v1/admin/courses/${course.id}/publish`, { token: admin.token, json: { at: at.toISOString() } });
    expect((await body(res)).data).toMatchObject({ status: 'scheduled', publish_at: at.toISOString() });
    expect((await t.api('GET', `/v1/courses/${course.slug}`)).status).toBe(404);

    expect(await publishDueCourses(t.db, new Date(at.getTime() - 60_000))).not.toContain(course.id);
    expect(await publishDueCourses(t.db, new Date(at.getTime() + 1000))).toContain(course.id);
    const detail = await body(await t.api('GET', `/v1/courses/${course.slug}`));
    expect(detail.data.published_at).toBe(at.toISOString());
    const bad = await t.api('POST', `/v1/admin/courses/${course.id}/publish`, { token: admin.token, json: { at: 'next tuesday' } });
    expect(bad.status).toBe(422);
    expect((await body(bad)).errors.at).toBeDefined();
  });
});
