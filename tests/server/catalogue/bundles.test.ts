// GET /v1/bundles, /v1/bundles/{id} and /v1/bundles/{bundleId}/{id}: price, saving against buying
// the courses one by one, courses in order, a course within its bundle, and 404s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BundleCard, BundleCourse, BundleDetail } from '../../../src/lib/schemas/catalogue.ts';
import { createBundle } from '../../helpers/authoring.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { makeBundle, makeCategory, makeCourse } from './factories.ts';

let t: TestContext;
let bundle: { id: number; slug: string };
const c: Array<{ id: number; slug: string }> = [];
let outsider: { id: number; slug: string };

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  const categoryId = (await makeCategory(t.db)).id;
  c.push(await makeCourse(t.db, { categoryId, priceCents: 3000, durationMinutes: 60 }));
  c.push(await makeCourse(t.db, { categoryId, priceCents: 0, isFree: true, durationMinutes: 30 }));
  c.push(await makeCourse(t.db, { categoryId, priceCents: 5000, durationMinutes: 90 }));
  const hidden = await makeCourse(t.db, { categoryId, priceCents: 9900, published: false });
  outsider = await makeCourse(t.db, { categoryId });
  bundle = await createBundle({
    db: t.db,
    input: { slug: 'starter', title: 'Starter bundle', summary: 'Three to begin.', descriptionHtml: '<p>Begin here.</p><script>x()</script>', imageUrl: '/images/bundles/starter.svg', priceCents: 6000, courseIds: [c[2]!.id, c[0]!.id, hidden.id, c[1]!.id] },
  });
  await makeBundle(t.db, [c[0]!.id], { slug: 'pricey', title: 'Pricey', priceCents: 9000 });
  await makeBundle(t.db, [c[0]!.id], { slug: 'secret', published: false });
});
afterAll(() => t.close());

describe('GET /v1/bundles', () => {
  it('lists published bundles with price and the saving against buying the courses one by one', async () => {
    const res = await t.api('GET', '/v1/bundles');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: BundleCard[]; meta: unknown };
    expect(body.meta).toEqual({ page: 1, per_page: 12, total: 2, last_page: 1 });
    const starter = body.data.find((b) => b.slug === 'starter')!;
    // Published courses only: 3000 + 0 (free) + 5000 = 8000; bundle 6000.
    expect(starter).toMatchObject({ course_count: 3, courses_total_cents: 8000, price_cents: 6000, price_label: '$60.00', saving_cents: 2000, saving_label: '$20.00' });
    const pricey = body.data.find((b) => b.slug === 'pricey')!;
    expect(pricey).toMatchObject({ saving_cents: 0, saving_label: null });
  });

  it('answers 422 for a bad page', async () => {
    expect((await t.api('GET', '/v1/bundles?page=0')).status).toBe(422);
    expect((await t.api('GET', '/v1/bundles?per_page=abc')).status).toBe(422);
  });
});

describe('GET /v1/bundles/{id}', () => {
  it('answers by id or slug with the courses in bundle order and sanitized HTML', async () => {
    for (const key of [bundle.id, 'starter']) {
      const res = await t.api('GET', `/v1/bundles/${key}`);
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: BundleDetail };
      expect(data.courses.map((x) => x.id)).toEqual([c[2]!.id, c[0]!.id, c[1]!.id]);
      expect(data.duration_minutes).toBe(180);
      expect(data.description).toBe('<p>Begin here.</p>');
    }
  });

  it('answers 404 for unknown and unpublished bundles', async () => {
    for (const key of ['999999', 'nope', 'secret']) expect((await t.api('GET', `/v1/bundles/${key}`)).status, key).toBe(404);
  });
});

describe('GET /v1/bundles/{bundleId}/{id}', () => {
  it('shows a course within its bundle with its place and neighbours', async () => {
    const res = await t.api('GET', `/v1/bundles/starter/${c[0]!.slug}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: BundleCourse };
    expect(data.bundle.slug).toBe('starter');
    expect(data.course.id).toBe(c[0]!.id);
    expect(data.position).toBe(2);
    expect(data.previous?.id).toBe(c[2]!.id);
    expect(data.next?.id).toBe(c[1]!.id);
    const byIds = await t.api('GET', `/v1/bundles/${bundle.id}/${c[0]!.id}`);
    expect(((await byIds.json()) as { data: BundleCourse }).data.course.slug).toBe(c[0]!.slug);
  });

  it('answers 404 for a course that is not in the bundle, or an unknown bundle', async () => {
    const notIn = await t.api('GET', `/v1/bundles/starter/${outsider.slug}`);
    expect(notIn.status).toBe(404);
    expect((await notIn.json()).message).toBe('The course in this bundle was not found.');
    expect((await t.api('GET', `/v1/bundles/nope/${c[0]!.slug}`)).status).toBe(404);
  });
});
