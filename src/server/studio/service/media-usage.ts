// Where a library file is used (docs/rules/studio.md, "Media"): a file whose address appears in
// published or draft content cannot be deleted, or that content would show a broken image or player.
// Every address of a file (the original and its variants) contains the file's random token, which is
// used nowhere else, so one substring test per column finds them all.
import { or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { blogs, bundles, courses, helpArticles, lessons, pages, testimonials } from '../../db/schema/index.ts';

export type MediaUse = { type: string; id: number; label: string };

const has = (token: string, column: AnyPgColumn | SQL) => sql`position(${token} in ${column}) > 0`;

/** Up to `limit` places that use the file with this token. */
export async function mediaUses(db: Db, token: string, limit = 5): Promise<MediaUse[]> {
  const found = await Promise.all([
    db.select({ id: courses.id, label: courses.title }).from(courses).where(or(has(token, courses.imageUrl), has(token, courses.descriptionHtml))).limit(limit),
    db.select({ id: lessons.id, label: lessons.title }).from(lessons).where(or(has(token, lessons.bodyHtml), has(token, sql`${lessons.media}::text`))).limit(limit),
    db.select({ id: bundles.id, label: bundles.title }).from(bundles).where(or(has(token, bundles.imageUrl), has(token, bundles.descriptionHtml))).limit(limit),
    db.select({ id: blogs.id, label: blogs.title }).from(blogs).where(or(has(token, blogs.imageUrl), has(token, blogs.contentHtml))).limit(limit),
    db.select({ id: pages.id, label: pages.title }).from(pages).where(has(token, pages.contentHtml)).limit(limit),
    db.select({ id: helpArticles.id, label: helpArticles.title }).from(helpArticles).where(has(token, helpArticles.contentHtml)).limit(limit),
    db.select({ id: testimonials.id, label: testimonials.name }).from(testimonials).where(has(token, sql`coalesce(${testimonials.avatarUrl}, '')`)).limit(limit),
  ]);
  const types = ['course', 'lesson', 'bundle', 'blog post', 'page', 'help article', 'testimonial'];
  return found.flatMap((rows, i) => rows.map((r) => ({ type: types[i]!, id: r.id, label: r.label }))).slice(0, limit);
}
