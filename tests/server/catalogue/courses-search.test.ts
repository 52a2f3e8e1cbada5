// GET /v1/courses: full-text search (ranked, highlighted, escaped), filters, sort, pagination and
// bad parameters, on a database holding only the courses each test creates.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseCard } from '../../../src/lib/schemas/catalogue.ts';
import { RANK_WINDOW } from '../../../src/server/catalogue/service/search-courses.ts';
import { seedScaleCourses } from '../../../src/server/demo/seed.ts';
import { courses } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { makeCategory, makeCourse } from './factories.ts';

let t: TestContext;
let sleepCat: { id: number; name: string };
let moveCat: { id: number; name: string };
const ids: Record<string, number> = {};

type List = { data: CourseCard[]; meta: { page: number; per_page: number; total: number; last_page: number } };
const list = async (qs: string) => {
  const res = await t.api('GET', `/v1/courses${qs}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as List;
};
const days = (n: number) => new Date(Date.now() - n * 86_400_000);

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  sleepCat = await makeCategory(t.db, { name: 'Restful Sleep', slug: 'restful-sleep' });
  moveCat = await makeCategory(t.db, { name: 'Movement', slug: 'movement' });
  const add = async (key: string, o: Parameters<typeof makeCourse>[1]) => (ids[key] = (await makeCourse(t.db, o)).id);
  await add('titleHit', { categoryId: sleepCat.id, title: 'Lantern breathing for <b>night</b> owls', summary: 'Calm evenings.', publishedAt: days(5), level: 'beginner', durationMinutes: 30, priceCents: 0, isFree: true });
  await add('summaryHit', { categoryId: moveCat.id, title: 'Evening stretches', summary: 'Gentle lantern breathing after dinner.', publishedAt: days(4), level: 'intermediate', durationMinutes: 90, priceCents: 3900 });
  await add('descriptionHit', { categoryId: moveCat.id, title: 'Desk mobility', summary: 'Loosen up between meetings.', descriptionHtml: '<p>Includes one lantern breathing drill.</p>', publishedAt: days(3), level: 'advanced', durationMinutes: 240, priceCents: 5900 });
  await add('categoryHit', { categoryId: sleepCat.id, title: 'Wind down', summary: 'A bedtime routine.', publishedAt: days(2), level: 'beginner', durationMinutes: 45, priceCents: 1900 });
  await add('hidden', { categoryId: sleepCat.id, title: 'Lantern breathing draft', summary: 'Not ready.', published: false, publishedAt: days(1) });
});
afterAll(() => t.close());

describe('GET /v1/courses with a search term', () => {
  it('ranks a title match above summary and description matches, and leaves out unpublished courses', async () => {
    const body = await list('?term=lantern%20breathing');
    expect(body.data.map((c) => c.id)).toEqual([ids.titleHit, ids.summaryHit, ids.descriptionHit]);
    expect(body.meta).toEqual({ page: 1, per_page: 12, total: 3, last_page: 1, capped: false, did_you_mean: null });
  });

  it('marks the matched words and escapes the stored text around them', async () => {
    const [first] = (await list('?term=lantern')).data;
    expect(first!.title).toBe('Lantern breathing for <b>night</b> owls');
    expect(first!.highlight!.title).toBe('<mark>Lantern</mark> breathing for &lt;b&gt;night&lt;/b&gt; owls');
    const summary = (await list('?term=lantern')).data.find((c) => c.id === ids.summaryHit)!;
    expect(summary.highlight!.summary).toBe('Gentle <mark>lantern</mark> breathing after dinner.');
    expect(summary.highlight!.title).toBe('Evening stretches');
  });

  it('finds courses by their category name and by stemmed words', async () => {
    expect((await list('?term=restful')).data.map((c) => c.id).sort()).toEqual([ids.titleHit, ids.categoryHit].sort());
    expect((await list('?term=stretching')).data.map((c) => c.id)).toEqual([ids.summaryHit]);
  });

  it('understands quoted phrases and excluded words (websearch syntax)', async () => {
    expect((await list('?term=%22breathing%20drill%22')).data.map((c) => c.id)).toEqual([ids.descriptionHit]);
    expect((await list('?term=lantern%20-dinner')).data.map((c) => c.id)).toEqual([ids.titleHit, ids.descriptionHit]);
  });

  it('answers a term without searchable words (only stop words) with no results, not an error', async () => {
    const body = await list('?term=the%20and');
    expect(body.data).toEqual([]);
    expect(body.meta.total).toBe(0);
  });

  it('treats an empty term as no search and lists newest first without highlights', async () => {
    const body = await list('?term=');
    expect(body.data.map((c) => c.id)).toEqual([ids.categoryHit, ids.descriptionHit, ids.summaryHit, ids.titleHit]);
    expect(body.data.every((c) => c.highlight === null)).toBe(true);
  });

  it('searches with the GIN index on search_vector, never a LIKE scan', async () => {
    // Forbid sequential scans inside one transaction (one connection, also on a PostgreSQL pool),
    // so the plan shows whether the search condition can use the index at all.
    const text = await t.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const plan = (await tx.execute(sql`EXPLAIN SELECT c.id FROM courses c, websearch_to_tsquery('english', 'lantern') q WHERE c.published AND c.search_vector @@ q`)) as unknown as { rows: Array<Record<string, string>> };
      return plan.rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(text).toContain('courses_search_idx');
    expect(text).not.toMatch(/~~|LIKE/i);
  });
});

describe('GET /v1/courses filters, sort and pages', () => {
  it('filters by category, level, duration and price, alone and together', async () => {
    expect((await list(`?category=${sleepCat.id}`)).data.map((c) => c.id)).toEqual([ids.categoryHit, ids.titleHit]);
    expect((await list('?level=advanced')).data.map((c) => c.id)).toEqual([ids.descriptionHit]);
    expect((await list('?duration=short')).data.map((c) => c.id)).toEqual([ids.categoryHit, ids.titleHit]);
    expect((await list('?duration=medium')).data.map((c) => c.id)).toEqual([ids.summaryHit]);
    expect((await list('?duration=long')).data.map((c) => c.id)).toEqual([ids.descriptionHit]);
    expect((await list('?price=free')).data.map((c) => c.id)).toEqual([ids.titleHit]);
    expect((await list('?price=paid')).data).toHaveLength(3);
    expect((await list(`?term=lantern&category=${moveCat.id}&level=advanced`)).data.map((c) => c.id)).toEqual([ids.descriptionHit]);
  });

  it('sorts by price and title, and formats prices with "Free" for free courses', async () => {
    const low = (await list('?sort=price_low')).data;
    expect(low.map((c) => c.price_cents)).toEqual([0, 1900, 3900, 5900]);
    expect(low.map((c) => c.price_label)).toEqual(['Free', '$19.00', '$39.00', '$59.00']);
    expect(low[0]!.is_free).toBe(true);
    // A Spanish page's request (our client sends its language) gets the labels as Spanish pages write them.
    const spanish = (await (await t.api('GET', '/v1/courses?sort=price_low', { headers: { 'accept-language': 'es' } })).json()) as { data: Array<{ price_label: string }> };
    expect(spanish.data.map((c) => c.price_label)).toEqual(['Gratis', '19,00\u00a0US$', '39,00\u00a0US$', '59,00\u00a0US$']);
    // …and the English answer after it is English still.
    expect((await list('?sort=price_low')).data.map((c) => c.price_label)).toEqual(['Free', '$19.00', '$39.00', '$59.00']);
    expect((await list('?sort=price_high')).data.map((c) => c.price_cents)).toEqual([5900, 3900, 1900, 0]);
    expect((await list('?sort=title')).data.map((c) => c.title)).toEqual(['Desk mobility', 'Evening stretches', 'Lantern breathing for <b>night</b> owls', 'Wind down']);
  });

  it('pages through results with the list envelope', async () => {
    const first = await list('?per_page=3');
    const second = await list('?per_page=3&page=2');
    expect(first.meta).toEqual({ page: 1, per_page: 3, total: 4, last_page: 2, capped: false, did_you_mean: null });
    expect(second.data).toHaveLength(1);
    expect(new Set([...first.data, ...second.data].map((c) => c.id)).size).toBe(4);
    expect((await list('?page=9')).data).toEqual([]);
  });

  it('answers bad parameters with 422 and the field that is wrong', async () => {
    for (const [qs, field] of [
      ['?category=sleep', 'category'],
      ['?category=-1', 'category'],
      ['?level=expert', 'level'],
      ['?duration=forever', 'duration'],
      ['?price=cheap', 'price'],
      ['?sort=random', 'sort'],
      ['?page=0', 'page'],
      ['?page=two', 'page'],
      ['?per_page=500', 'per_page'],
      [`?term=${'a'.repeat(201)}`, 'term'],
    ] as const) {
      const res = await t.api('GET', `/v1/courses${qs}`);
      expect(res.status, qs).toBe(422);
      const body = await res.json();
      expect(Object.keys(body.errors), qs).toEqual([field]);
      expect(body.errors[field][0]).toEqual(expect.any(String));
    }
  });

  it('lets shared caches keep the public answer briefly', async () => {
    const res = await t.api('GET', '/v1/courses');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
  });

  it('keeps search results in step when a course is edited (trigger-maintained vector)', async () => {
    await t.db.update(courses).set({ title: 'Wind down with lantern light' }).where(sql`${courses.id} = ${ids.categoryHit}`);
    expect((await list('?term=lantern')).data.map((c) => c.id)).toContain(ids.categoryHit);
  });
});

describe('GET /v1/courses with a term matching more courses than the ranking window', () => {
  let big: TestContext;
  beforeAll(async () => {
    big = await createTestContext({ seeded: false });
    await makeCategory(big.db, { slug: 'sleep-rest', name: 'Sleep & Rest' });
    // Every generated description says "work at your own pace".
    await seedScaleCourses(big.db, RANK_WINDOW + 100);
  }, 120_000);
  afterAll(() => big.close());

  it('ranks a window of RANK_WINDOW matches and says the count is capped', async () => {
    const res = await big.api('GET', '/v1/courses?term=pace');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.meta).toEqual({ page: 1, per_page: 12, total: RANK_WINDOW, last_page: Math.ceil(RANK_WINDOW / 12), capped: true, did_you_mean: null });
    expect(body.data).toHaveLength(12);
    const last = await (await big.api('GET', `/v1/courses?term=pace&page=${Math.ceil(RANK_WINDOW / 12)}`)).json();
    expect(last.data).toHaveLength(RANK_WINDOW % 12 || 12);
    const beyond = await (await big.api('GET', `/v1/courses?term=pace&page=${Math.ceil(RANK_WINDOW / 12) + 1}`)).json();
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(RANK_WINDOW);
  });

  it('still counts every match exactly for a narrower term, and when sorting by something else', async () => {
    const narrow = await (await big.api('GET', '/v1/courses?term=%22yoga%20nidra%22')).json();
    expect(narrow.meta.capped).toBe(false);
    expect(narrow.meta.total).toBeLessThan(RANK_WINDOW);
    expect(narrow.meta.total).toBeGreaterThan(0);
    const newest = await (await big.api('GET', '/v1/courses?term=pace&sort=newest')).json();
    expect(newest.meta).toMatchObject({ total: RANK_WINDOW + 100, capped: false, did_you_mean: null });
  });
});
