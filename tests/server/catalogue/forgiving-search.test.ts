// Search finds what people type (docs/rules/search.md), over the demo catalogue and help centre:
// every word first, then any word, the last word as a prefix, and a "did you mean" spelling.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseCard } from '../../../src/lib/schemas/catalogue.ts';
import { categories } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { makeCourse } from './factories.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: true });
});
afterAll(() => t.close());

type List<T> = { data: T[]; meta: { total: number; did_you_mean: string | null } };
const get = async <T>(path: string) => {
  const res = await t.api('GET', path);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as List<T>;
};
const courses = (term: string) => get<CourseCard>(`/v1/courses?term=${encodeURIComponent(term)}`);
const help = (term: string) => get<{ id: number; title: string }>(`/v1/help-centers?term=${encodeURIComponent(term)}`);
const words = (c: CourseCard) => `${c.title} ${c.summary}`.toLowerCase();

describe('course search that finds what people type', () => {
  it('finds courses for the hero words "sleep better" and "better sleep", the courses with every word first', async () => {
    for (const term of ['sleep better', 'better sleep']) {
      const body = await courses(term);
      expect(body.data.length, term).toBeGreaterThan(0);
      expect(body.meta.did_you_mean).toBeNull();
      expect(words(body.data[0]!), term).toContain('sleep');
    }
    const both = (await courses('sleep better')).data.map((c) => c.id);
    const one = (await courses('sleep')).data.map((c) => c.id);
    // Courses with only one of the words still come, after those with both.
    expect(new Set(both)).toEqual(new Set([...new Set([...both, ...one])].filter((id) => both.includes(id))));
  });

  it('ranks a course with every word above one with a single word', async () => {
    const body = await courses('sleep zebra');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((c) => words(c).includes('sleep') || c.highlight !== null)).toBe(true);
  });

  it('matches the last word as a prefix while people type', async () => {
    // A page large enough for every match: the demo's captioned bell says "breathe" in many courses.
    const all = (term: string) => get<CourseCard>(`/v1/courses?term=${term}&per_page=100`);
    const full = (await all('breathing')).data.map((c) => c.id);
    expect(full.length).toBeGreaterThan(0);
    // "breat" is no English word nor stem: only a prefix match finds "breathing".
    const typed = (await all('breat')).data.map((c) => c.id);
    expect(typed).toEqual(expect.arrayContaining(full));
  });

  it('forgives a typo: "meditaton" finds the meditation courses and says "did you mean"', async () => {
    const body = await courses('meditaton');
    expect(body.meta.did_you_mean).toBe('meditation');
    expect(body.data.map((c) => c.id).sort()).toEqual((await courses('meditation')).data.map((c) => c.id).sort());
    expect(body.meta.total).toBeGreaterThan(0);
  });

  it('suggests nothing for gibberish and still answers 200 with no courses', async () => {
    const body = await courses('qqxzv');
    expect(body.data).toEqual([]);
    expect(body.meta.did_you_mean).toBeNull();
  });
});

describe('help search that finds what people type', () => {
  it('finds articles with any of the words, those with every word first', async () => {
    const body = await help('reset password zebra');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0]!.title.toLowerCase()).toContain('password');
  });

  it('forgives a typo in a help search and says "did you mean"', async () => {
    const body = await help('pasword');
    expect(body.meta.did_you_mean).toBe('password');
    expect(body.data.length).toBeGreaterThan(0);
  });
});

describe('spelling suggestions come from the title words of what visitors may see', () => {
  it('learns the words of a course title as it is written, and suggests one only when it finds a published course', async () => {
    const [{ id: categoryId }] = (await t.db.select({ id: categories.id }).from(categories).limit(1)) as [{ id: number }];
    // A draft: its title word is in the word table, yet the corrected search finds nothing, so it is not offered.
    await makeCourse(t.db, { categoryId, title: 'Zephyrine Evening Practice', published: false });
    expect((await courses('zepyrine')).meta.did_you_mean).toBeNull();
    // Published under the same word, the typo is corrected to it.
    await makeCourse(t.db, { categoryId, title: 'Zephyrine Morning Practice', published: true });
    const body = await courses('zepyrine');
    expect(body.meta.did_you_mean).toBe('zephyrine');
    expect(body.data.map((c) => c.title)).toEqual(['Zephyrine Morning Practice']);
  });
});
