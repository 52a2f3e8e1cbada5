// The demo's Spanish versions (src/server/demo/data/spanish.ts, spanish-site.ts): two courses with
// every lesson, the help centre's most read articles, three blog posts and the About page read in
// Spanish, and a Spanish word finds the courses and articles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCourseDetail, searchCourses } from '../../../src/server/catalogue/service/index.ts';
import { getBlogPost, getPage, listHelpArticles } from '../../../src/server/content/service/index.ts';
import { SPANISH_COURSES, SPANISH_HELP } from '../../../src/server/demo/data/spanish.ts';
import { SPANISH_PAGES, SPANISH_POSTS } from '../../../src/server/demo/data/spanish-site.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('the demo in Spanish', () => {
  it('has every lesson of its Spanish courses in Spanish, and the English for the others', async () => {
    for (const [slug, es] of Object.entries(SPANISH_COURSES)) {
      const course = await getCourseDetail({ db: t.db, idOrSlug: slug, locale: 'es' });
      expect(course).toMatchObject({ title: es.title, summary: es.summary, translated: true });
      expect(course.lessons.map((l) => l.title)).toEqual(es.lessons.map((l) => l.title));
    }
    expect((await getCourseDetail({ db: t.db, idOrSlug: 'self-compassion-practice', locale: 'es' })).translated).toBe(false);
  });

  it('finds a Spanish course and help article by a Spanish word', async () => {
    const found = await searchCourses({ db: t.db, query: { term: 'meditación', page: 1, per_page: 12 } as Parameters<typeof searchCourses>[0]['query'], locale: 'es' });
    expect(found.items[0]).toMatchObject({ slug: 'meditation-for-beginners', title: SPANISH_COURSES['meditation-for-beginners']!.title, translated: true });
    const help = await listHelpArticles({ db: t.db, query: { term: 'contraseña olvidada', page: 1, per_page: 10 }, locale: 'es' });
    expect(help.items[0]!.title).toBe(SPANISH_HELP['Resetting a forgotten password']!.title);
  });

  it('has three blog posts and the About page in Spanish, and the English for the others', async () => {
    expect(Object.keys(SPANISH_POSTS).length).toBeGreaterThanOrEqual(3);
    for (const [slug, es] of Object.entries(SPANISH_POSTS)) {
      expect(await getBlogPost({ db: t.db, idOrSlug: slug, locale: 'es' })).toMatchObject({ title: es.title, excerpt: es.excerpt, translated: true });
    }
    expect(await getPage({ db: t.db, slug: 'about-us', locale: 'es' })).toMatchObject({ title: SPANISH_PAGES['about-us']!.title, translated: true });
    expect(await getPage({ db: t.db, slug: 'careers', locale: 'es' })).toMatchObject({ title: 'Careers at Wellspring', translated: false });
  });
});
