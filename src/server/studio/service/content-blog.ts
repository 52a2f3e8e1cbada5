// Blog posts in the studio (docs/rules/studio.md, "Site content"): list, get, create, update, publish
// and unpublish. A post shows on the blog when `published` is true and `published_at` has come (a
// later date schedules it). Reading minutes are counted from the words unless the editor gives them.
import { slugForNew } from '../../../lib/slug.ts';
import { desc, eq, sql } from 'drizzle-orm';
import { readingMinutesOf, type BlogPostCreate, type BlogPostUpdate, type StudioBlogPost } from '../../../lib/schemas/studio-content.ts';
import { blogPostTranslations, blogs } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { announceContentChange } from '../../events/content-changes.ts';
import { sanitizeHtml } from '../../shared/sanitize-html.ts';
import { requireAdmin } from './access.ts';
import { recordAudit } from './audit.ts';
import { inTransaction, pageOf, slugTaken, type Ctx, type Paged, type Paging } from './content-common.ts';

type Row = typeof blogs.$inferSelect;
const UNIQUE = 'blogs_slug_unique';

export const toStudioBlogPost = (r: Row): StudioBlogPost => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  excerpt: r.excerpt,
  content: r.contentHtml,
  image_url: r.imageUrl,
  author_name: r.authorName,
  reading_minutes: r.readingMinutes,
  published: r.published,
  published_at: r.publishedAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

export async function listStudioBlogPosts({ db, actor, ...paging }: Ctx & Paging): Promise<Paged<StudioBlogPost>> {
  requireAdmin(actor);
  const spanish = sql<boolean>`EXISTS (SELECT 1 FROM ${blogPostTranslations} t WHERE t.post_id = ${blogs.id} AND t.locale = 'es')`;
  return pageOf(
    db,
    blogs,
    paging,
    (limit, offset) => db.select({ row: blogs, spanish }).from(blogs).orderBy(desc(blogs.publishedAt), desc(blogs.id)).limit(limit).offset(offset),
    ({ row, spanish }) => ({ ...toStudioBlogPost(row), has_spanish: Boolean(spanish) }),
  );
}

export async function getStudioBlogPost({ db, actor, id }: Ctx & { id: number }): Promise<StudioBlogPost> {
  requireAdmin(actor);
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id)).limit(1);
  if (!row) throw notFound('blog post');
  return toStudioBlogPost(row);
}

export async function createBlogPost({ db, actor, input }: Ctx & { input: BlogPostCreate }): Promise<StudioBlogPost> {
  requireAdmin(actor);
  const contentHtml = sanitizeHtml(input.content);
  return slugTaken(UNIQUE, 'post', () =>
    inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(blogs)
        .values({
          slug: input.slug ?? slugForNew(input.title, 'post'),
          title: input.title,
          excerpt: input.excerpt ?? '',
          contentHtml,
          imageUrl: input.image_url ?? '',
          authorName: input.author_name ?? actor.name,
          readingMinutes: input.reading_minutes ?? readingMinutesOf(contentHtml),
          published: input.published ?? false,
          ...(input.published_at ? { publishedAt: new Date(input.published_at) } : {}),
        })
        .returning();
      const after = toStudioBlogPost(row!);
      await recordAudit(tx, actor, { action: 'blog_post.create', subject: { type: 'blog_post', id: after.id }, before: null, after });
      await announceContentChange(tx);
      return after;
    }),
  );
}

export async function updateBlogPost({ db, actor, id, input }: Ctx & { id: number; input: BlogPostUpdate }): Promise<StudioBlogPost> {
  requireAdmin(actor);
  const contentHtml = input.content !== undefined ? sanitizeHtml(input.content) : undefined;
  return slugTaken(UNIQUE, 'post', () =>
    inTransaction(db, async (tx) => {
      const [current] = await tx.select().from(blogs).where(eq(blogs.id, id)).for('update').limit(1);
      if (!current) throw notFound('blog post');
      // Minutes given win; new text without them is counted again; otherwise they stay.
      const minutes = input.reading_minutes ?? (contentHtml !== undefined ? readingMinutesOf(contentHtml) : undefined);
      const [row] = await tx
        .update(blogs)
        .set({
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.slug !== undefined ? { slug: input.slug } : {}),
          ...(input.excerpt !== undefined ? { excerpt: input.excerpt } : {}),
          ...(contentHtml !== undefined ? { contentHtml } : {}),
          ...(input.image_url !== undefined ? { imageUrl: input.image_url } : {}),
          ...(input.author_name !== undefined ? { authorName: input.author_name } : {}),
          ...(minutes !== undefined ? { readingMinutes: minutes } : {}),
          ...(input.published !== undefined ? { published: input.published } : {}),
          ...(input.published_at !== undefined ? { publishedAt: new Date(input.published_at) } : {}),
          updatedAt: new Date(),
        })
        .where(eq(blogs.id, id))
        .returning();
      const before = toStudioBlogPost(current);
      const after = toStudioBlogPost(row!);
      await recordAudit(tx, actor, { action: 'blog_post.update', subject: { type: 'blog_post', id }, before, after });
      await announceContentChange(tx);
      return after;
    }),
  );
}

/**
 * Publishes or unpublishes a post. Publishing dates it now, unless its date is still to come (then it
 * stays scheduled for that date). Asking for the state it is in changes nothing and writes no audit row.
 */
export async function setBlogPostPublished({ db, actor, id, published }: Ctx & { id: number; published: boolean }): Promise<StudioBlogPost> {
  requireAdmin(actor);
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(blogs).where(eq(blogs.id, id)).for('update').limit(1);
    if (!current) throw notFound('blog post');
    const before = toStudioBlogPost(current);
    if (current.published === published) return before;
    const now = new Date();
    const [row] = await tx
      .update(blogs)
      .set({ published, ...(published && current.publishedAt <= now ? { publishedAt: now } : {}), updatedAt: now })
      .where(eq(blogs.id, id))
      .returning();
    const after = toStudioBlogPost(row!);
    await recordAudit(tx, actor, { action: published ? 'blog_post.publish' : 'blog_post.unpublish', subject: { type: 'blog_post', id }, before, after });
    await announceContentChange(tx);
    return after;
  });
}
