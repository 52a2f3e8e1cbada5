// The demo author's corner of the studio (docs/rules/studio.md, "Courses"): two published courses
// they own and one draft in progress, so /studio/courses shows an author's view out of the box.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, checklistItems, courses, lessons } from '../db/schema/index.ts';
import { sanitizeHtml } from '../shared/sanitize-html.ts';

export const AUTHOR_COURSE_SLUGS = ['desk-body-reset', 'strength-basics-at-home'];
export const AUTHOR_DRAFT_SLUG = 'walking-for-headspace';
const DRAFT_CHECKLIST = ['Comfortable shoes by the door', 'A route of about ten minutes', 'A time in your calendar', 'A friend to ask along'];

/** Returns the rows it added, for the seed's summary. */
export async function seedDemoAuthoring(db: Db, authorId: number): Promise<{ courses: number; lessons: number; checklistItems: number }> {
  await db.update(courses).set({ ownerId: authorId }).where(inArray(courses.slug, AUTHOR_COURSE_SLUGS));
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'movement-yoga')).limit(1);
  const [anyCategory] = category ? [category] : await db.select({ id: categories.id }).from(categories).limit(1);
  const [draft] = await db
    .insert(courses)
    .values({
      slug: AUTHOR_DRAFT_SLUG,
      title: 'Walking for Headspace',
      summary: 'Short, brisk walks that clear a busy mind, planned around your day.',
      descriptionHtml: sanitizeHtml('<p>A draft in progress: four weeks of walks that grow from ten minutes to thirty.</p>'),
      outcomes: ['Plan walks that fit your week', 'Use a walk to settle a busy mind'],
      imageUrl: '/images/courses/placeholder.svg',
      level: 'beginner',
      durationMinutes: 60,
      isFree: true,
      status: 'draft',
      published: false,
      ownerId: authorId,
      categoryId: anyCategory!.id,
      instructorName: 'Tomás Varga',
    })
    .returning({ id: courses.id });
  const [, checklist] = await db
    .insert(lessons)
    .values([
      { courseId: draft!.id, position: 1, title: 'Why walking works', kind: 'detail', durationMinutes: 6, bodyHtml: sanitizeHtml('<p>Walking side by side with your thoughts gives them somewhere to go.</p>') },
      { courseId: draft!.id, position: 2, title: 'Get ready to walk', kind: 'checklist', durationMinutes: 4, bodyHtml: '' },
    ])
    .returning({ id: lessons.id });
  await db.insert(checklistItems).values(DRAFT_CHECKLIST.map((label, i) => ({ lessonId: checklist!.id, position: i + 1, label })));
  return { courses: 1, lessons: 2, checklistItems: DRAFT_CHECKLIST.length };
}
