// GET /v1/courses/{id}, /courses/filters and /courses/categories: detail by id or slug with the
// curriculum outline, related courses and bundles; 404s; stored HTML comes back without scripts.
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseSections, lessons } from '../../../src/server/db/schema/index.ts';
import type { Category, CourseDetail, CourseFilters } from '../../../src/lib/schemas/catalogue.ts';
import { createCourse } from '../../helpers/authoring.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { makeBundle, makeCategory, makeCourse, makeLesson } from './factories.ts';

let t: TestContext;
let course: { id: number; slug: string };
let categoryId: number;
const related: number[] = [];

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  categoryId = (await makeCategory(t.db, { name: 'Calm', slug: 'calm', position: 1 })).id;
  await makeCategory(t.db, { name: 'Active', slug: 'active', position: 0 });
  course = await createCourse({
    db: t.db,
    input: {
      slug: 'quiet-mind',
      title: 'Quiet mind',
      summary: 'Ten minutes a day.',
      descriptionHtml: '<p onclick="steal()">Sit comfortably.</p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">link</a>',
      outcomes: ['Notice your breath', 'Return to calm'],
      imageUrl: '/images/courses/calm-1.svg',
      level: 'beginner',
      durationMinutes: 45,
      priceCents: 2500,
      categoryId,
      instructorName: 'Ines Park',
    },
  });
  await makeLesson(t.db, { courseId: course.id, position: 2, kind: 'quiz', title: 'Check in', durationMinutes: 5 });
  await makeLesson(t.db, { courseId: course.id, position: 1, kind: 'detail', title: 'Arrive', durationMinutes: 10, isPreview: true });
  await makeLesson(t.db, { courseId: course.id, position: 3, kind: 'detail', title: 'Stay', durationMinutes: 20 });
  for (let i = 0; i < 5; i++) related.push((await makeCourse(t.db, { categoryId, publishedAt: new Date(Date.now() - i * 1000) })).id);
  await makeCourse(t.db, { categoryId, published: false, slug: 'unpublished-course' });
  await makeBundle(t.db, [course.id], { slug: 'calm-set', title: 'Calm set' });
  await makeBundle(t.db, [course.id], { slug: 'draft-set', title: 'Draft set', published: false });
});
afterAll(() => t.close());

const detail = async (key: string | number) => {
  const res = await t.api('GET', `/v1/courses/${key}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: CourseDetail }).data;
};

describe('GET /v1/courses/{id}', () => {
  it('answers by id and by slug with the same course', async () => {
    const byId = await detail(course.id);
    const bySlug = await detail('quiet-mind');
    expect(byId).toEqual(bySlug);
    expect(byId).toMatchObject({ id: course.id, slug: 'quiet-mind', title: 'Quiet mind', price_cents: 2500, price_label: '$25.00', is_free: false, instructor_name: 'Ines Park', outcomes: ['Notice your breath', 'Return to calm'], category: { id: categoryId, name: 'Calm', slug: 'calm' } });
    expect(byId).not.toHaveProperty('search_vector');
    expect(byId).not.toHaveProperty('published');
  });

  it('outlines the curriculum in lesson order and by kind with durations', async () => {
    const c = await detail(course.id);
    expect(c.lessons.map((l) => [l.position, l.title, l.kind, l.duration_minutes, l.is_preview])).toEqual([
      [1, 'Arrive', 'detail', 10, true],
      [2, 'Check in', 'quiz', 5, false],
      [3, 'Stay', 'detail', 20, false],
    ]);
    expect(c.lesson_count).toBe(3);
    expect(c.lesson_kinds).toEqual([
      { kind: 'detail', count: 2, duration_minutes: 30 },
      { kind: 'quiz', count: 1, duration_minutes: 5 },
    ]);
  });

  it('says when dripped lessons open: the later of the lesson’s and its section’s rule, never for a free preview', async () => {
    const [section] = await t.db.insert(courseSections).values({ courseId: course.id, title: 'Later', position: 9, dripAfterDays: 9 }).returning();
    await t.db.update(lessons).set({ dripAfterDays: 4 }).where(and(eq(lessons.courseId, course.id), eq(lessons.title, 'Arrive')));
    await t.db.update(lessons).set({ dripAfterDays: 2 }).where(and(eq(lessons.courseId, course.id), eq(lessons.title, 'Check in')));
    await t.db.update(lessons).set({ dripOnDate: '2027-03-01', dripAfterDays: null, sectionId: section!.id }).where(and(eq(lessons.courseId, course.id), eq(lessons.title, 'Stay')));
    try {
      const c = await detail(course.id);
      expect(c.lessons.map((l) => [l.title, l.opens_after_days, l.opens_on_date])).toEqual([
        ['Arrive', null, null],
        ['Check in', 2, null],
        ['Stay', 9, '2027-03-01'],
      ]);
    } finally {
      const [first] = await t.db.select({ id: courseSections.id }).from(courseSections).where(and(eq(courseSections.courseId, course.id), ne(courseSections.id, section!.id))).limit(1);
      await t.db.update(lessons).set({ dripAfterDays: null, dripOnDate: null, sectionId: first?.id ?? null }).where(eq(lessons.courseId, course.id));
      if (first) await t.db.delete(courseSections).where(eq(courseSections.id, section!.id));
    }
  });

  it('lists up to four related published courses of the same category, never itself', async () => {
    const c = await detail(course.id);
    expect(c.related).toHaveLength(4);
    expect(c.related.map((r) => r.id)).toEqual(related.slice(0, 4));
    expect(c.related.some((r) => r.id === course.id)).toBe(false);
  });

  it('names the published bundles that include it', async () => {
    expect((await detail(course.id)).bundles.map((b) => b.slug)).toEqual(['calm-set']);
  });

  it('returns stored HTML with scripts, event handlers and javascript: links removed', async () => {
    const html = (await detail(course.id)).description;
    expect(html).toContain('Sit comfortably.');
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:|alert/i);
  });

  it('answers 404 for an unknown id or slug and for an unpublished course', async () => {
    for (const key of ['999999', 'no-such-course', 'unpublished-course']) {
      const res = await t.api('GET', `/v1/courses/${key}`);
      expect(res.status, key).toBe(404);
      expect((await res.json()).message).toBe('The course was not found.');
    }
  });
});

describe('GET /v1/courses/categories and /v1/courses/filters', () => {
  it('lists categories in display order as a data array', async () => {
    const res = await t.api('GET', '/v1/courses/categories');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Category[] };
    expect(data.map((c) => c.name)).toEqual(['Active', 'Calm']);
    expect(Object.keys(data[0]!).sort()).toEqual(['id', 'name', 'slug']);
  });

  it('answers each database its own categories when one process serves two (the cache is per database)', async () => {
    const other = await createTestContext({ seeded: false });
    try {
      await makeCategory(other.db, { name: 'Elsewhere', slug: 'elsewhere', position: 1 });
      const mine = (await (await t.api('GET', '/v1/courses/categories')).json()) as { data: Category[] };
      const theirs = (await (await other.api('GET', '/v1/courses/categories')).json()) as { data: Category[] };
      expect(mine.data.map((c) => c.name)).toEqual(['Active', 'Calm']);
      expect(theirs.data.map((c) => c.name)).toEqual(['Elsewhere']);
    } finally {
      await other.close();
    }
  });

  it('describes every filter and sort the course list accepts', async () => {
    const res = await t.api('GET', '/v1/courses/filters');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: CourseFilters };
    expect(data.categories.map((c) => c.name)).toEqual(['Active', 'Calm']);
    expect(data.levels.map((l) => l.value)).toEqual(['beginner', 'intermediate', 'advanced']);
    expect(data.durations.map((d) => d.value)).toEqual(['short', 'medium', 'long']);
    expect(data.prices.map((p) => p.value)).toEqual(['free', 'paid']);
    expect(data.sorts.map((s) => s.value)).toEqual(['relevance', 'newest', 'title', 'price_low', 'price_high']);
    // Every advertised value is accepted by GET /v1/courses.
    for (const [key, options] of [['level', data.levels], ['duration', data.durations], ['price', data.prices], ['sort', data.sorts]] as const) {
      for (const o of options) expect((await t.api('GET', `/v1/courses?${key}=${o.value}`)).status, `${key}=${o.value}`).toBe(200);
    }
  });
});

describe('the OpenAPI document', () => {
  it('declares every catalogue and content path', async () => {
    const doc = await (await t.api('GET', '/v1/openapi.json')).json();
    const paths = Object.keys(doc.paths);
    for (const p of ['/courses', '/courses/filters', '/courses/categories', '/courses/{id}', '/bundles', '/bundles/{id}', '/bundles/{bundleId}/{id}', '/home', '/pages', '/pages/{slug}', '/blogs', '/blogs/{id}', '/help-centers', '/help-centers/categories', '/help-centers/{id}', '/testimonials', '/enquiry']) {
      expect(paths, p).toContain(`/v1${p}`);
    }
    expect(doc.paths['/v1/enquiry'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect(doc.paths['/v1/courses'].get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['term', 'category', 'level', 'duration', 'price', 'sort', 'page', 'per_page']));
  });
});
