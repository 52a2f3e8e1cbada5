// Test data for catalogue and content tests: each helper inserts one row with sensible defaults,
// so a test states only what it is about. Unique slugs come from a counter.
import type { Db } from '../../../src/server/db/client.ts';
import { blogs, bundleCourses, bundles, categories, courses, helpArticles, helpCategories, lessons, pages, testimonials } from '../../../src/server/db/schema/index.ts';
import { clearCategoryCache } from '../../../src/server/catalogue/service/index.ts';

let n = 0;
const next = () => `${Date.now().toString(36)}${(n += 1)}`;

export async function makeCategory(db: Db, o: Partial<typeof categories.$inferInsert> = {}) {
  const k = next();
  const [row] = await db.insert(categories).values({ slug: `cat-${k}`, name: `Category ${k}`, position: 100, ...o }).returning();
  clearCategoryCache();
  return row!;
}

export async function makeCourse(db: Db, o: Partial<typeof courses.$inferInsert> & { categoryId: number }) {
  const k = next();
  const [row] = await db
    .insert(courses)
    .values({
      slug: `course-${k}`,
      title: `Course ${k}`,
      summary: 'A gentle practice for everyday life.',
      descriptionHtml: '<p>Practical steps, one at a time.</p>',
      outcomes: ['Build a steady habit'],
      imageUrl: '/images/courses/placeholder.svg',
      level: 'beginner',
      durationMinutes: 45,
      priceCents: 2900,
      ...o,
      status: o.status ?? (o.published === false ? 'unpublished' : 'published'),
    })
    .returning();
  return row!;
}

export async function makeLesson(db: Db, o: Partial<typeof lessons.$inferInsert> & { courseId: number; position: number }) {
  const [row] = await db.insert(lessons).values({ title: `Lesson ${o.position}`, kind: 'detail', durationMinutes: 10, ...o }).returning();
  return row!;
}

export async function makeBundle(db: Db, courseIds: number[], o: Partial<typeof bundles.$inferInsert> = {}) {
  const k = next();
  const [row] = await db
    .insert(bundles)
    .values({ slug: `bundle-${k}`, title: `Bundle ${k}`, summary: 'Courses that belong together.', descriptionHtml: '<p>Together.</p>', imageUrl: '/images/bundles/placeholder.svg', priceCents: 4900, ...o })
    .returning();
  if (courseIds.length) await db.insert(bundleCourses).values(courseIds.map((courseId, i) => ({ bundleId: row!.id, courseId, position: i + 1 })));
  return row!;
}

export async function makeHelpCategory(db: Db, o: Partial<typeof helpCategories.$inferInsert> = {}) {
  const k = next();
  const [row] = await db.insert(helpCategories).values({ slug: `help-${k}`, name: `Help ${k}`, position: 100, ...o }).returning();
  return row!;
}

export async function makeHelpArticle(db: Db, o: Partial<typeof helpArticles.$inferInsert> & { categoryId: number }) {
  const [row] = await db.insert(helpArticles).values({ title: `Article ${next()}`, contentHtml: '<p>How it works.</p>', ...o }).returning();
  return row!;
}

export async function makePage(db: Db, o: Partial<typeof pages.$inferInsert> = {}) {
  const k = next();
  const [row] = await db.insert(pages).values({ slug: `page-${k}`, title: `Page ${k}`, contentHtml: '<p>Words.</p>', ...o }).returning();
  return row!;
}

export async function makeBlog(db: Db, o: Partial<typeof blogs.$inferInsert> = {}) {
  const k = next();
  const [row] = await db
    .insert(blogs)
    .values({ slug: `post-${k}`, title: `Post ${k}`, excerpt: 'A short read.', contentHtml: '<p>Body.</p>', imageUrl: '/images/blog/placeholder.svg', authorName: 'Editor', ...o })
    .returning();
  return row!;
}

export async function makeTestimonial(db: Db, o: Partial<typeof testimonials.$inferInsert> = {}) {
  const [row] = await db.insert(testimonials).values({ name: `Learner ${next()}`, quote: 'It changed my mornings.', ...o }).returning();
  return row!;
}
