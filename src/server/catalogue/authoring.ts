// Storing catalogue items (the seed and future editor tools use these): every HTML field is
// sanitized on the way in, so pages can render it as HTML without scripts or event handlers.
import { bundleCourses, bundles, courses } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { sanitizeHtml } from '../content/sanitize.ts';

export type CourseInput = Omit<typeof courses.$inferInsert, 'id' | 'searchVector' | 'createdAt' | 'updatedAt'>;

export async function createCourse({ db, input }: { db: Db; input: CourseInput }): Promise<{ id: number; slug: string }> {
  const [row] = await db
    .insert(courses)
    .values({ ...input, descriptionHtml: sanitizeHtml(input.descriptionHtml) })
    .returning({ id: courses.id, slug: courses.slug });
  return row!;
}

export type BundleInput = Omit<typeof bundles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'> & { courseIds: number[] };

export async function createBundle({ db, input }: { db: Db; input: BundleInput }): Promise<{ id: number; slug: string }> {
  const { courseIds, ...values } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bundles)
      .values({ ...values, descriptionHtml: sanitizeHtml(values.descriptionHtml) })
      .returning({ id: bundles.id, slug: bundles.slug });
    if (courseIds.length) await tx.insert(bundleCourses).values(courseIds.map((courseId, i) => ({ bundleId: row!.id, courseId, position: i + 1 })));
    return row!;
  });
}
