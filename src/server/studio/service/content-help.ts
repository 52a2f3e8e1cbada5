// The help centre in the studio (docs/rules/studio.md, "Site content"): categories and articles, each
// listed, created and updated. An article's search document is kept by a database trigger
// (migration 0001), so a new or changed article is found by the help search as soon as it commits.
import { slugForNew } from '../../../lib/slug.ts';
import { asc, count, eq, max } from 'drizzle-orm';
import {
  type HelpArticleCreate,
  type HelpArticleUpdate,
  type HelpCategoryCreate,
  type HelpCategoryUpdate,
  type StudioHelpArticle,
  type StudioHelpCategory,
} from '../../../lib/schemas/studio-content.ts';
import type { Db } from '../../db/client.ts';
import { helpArticles, helpCategories } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../errors.ts';
import { announceContentChange } from '../../events/content-changes.ts';
import { sanitizeHtml } from '../../shared/sanitize-html.ts';
import { requireAdmin } from './access.ts';
import { recordAudit } from './audit.ts';
import { inTransaction, pageOf, slugTaken, type Ctx, type Paged, type Paging } from './content-common.ts';

type CategoryRow = typeof helpCategories.$inferSelect;
type ArticleRow = typeof helpArticles.$inferSelect;
const UNIQUE = 'help_categories_slug_unique';

const toCategory = (r: CategoryRow, articles: number): StudioHelpCategory => ({ id: r.id, slug: r.slug, name: r.name, description: r.description, position: r.position, article_count: articles });
const toArticle = (r: ArticleRow): StudioHelpArticle => ({ id: r.id, category_id: r.categoryId, title: r.title, content: r.contentHtml, position: r.position, updated_at: r.updatedAt.toISOString() });

async function articleCount(db: Db, categoryId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(helpArticles).where(eq(helpArticles.categoryId, categoryId));
  return row?.n ?? 0;
}

export async function listStudioHelpCategories({ db, actor, ...paging }: Ctx & Paging): Promise<Paged<StudioHelpCategory>> {
  requireAdmin(actor);
  return pageOf(
    db,
    helpCategories,
    paging,
    (limit, offset) =>
      db
        .select({ row: helpCategories, n: count(helpArticles.id) })
        .from(helpCategories)
        .leftJoin(helpArticles, eq(helpArticles.categoryId, helpCategories.id))
        .groupBy(helpCategories.id)
        .orderBy(asc(helpCategories.position), asc(helpCategories.id))
        .limit(limit)
        .offset(offset),
    (r) => toCategory(r.row, r.n),
  );
}

export async function createHelpCategory({ db, actor, input }: Ctx & { input: HelpCategoryCreate }): Promise<StudioHelpCategory> {
  requireAdmin(actor);
  return slugTaken(UNIQUE, 'help category', () =>
    inTransaction(db, async (tx) => {
      const [last] = await tx.select({ p: max(helpCategories.position) }).from(helpCategories);
      const [row] = await tx
        .insert(helpCategories)
        .values({ slug: input.slug ?? slugForNew(input.name, 'help'), name: input.name, description: input.description ?? '', position: input.position ?? (last?.p ?? 0) + 1 })
        .returning();
      const after = toCategory(row!, 0);
      await recordAudit(tx, actor, { action: 'help_category.create', subject: { type: 'help_category', id: after.id }, before: null, after });
      await announceContentChange(tx);
      return after;
    }),
  );
}

export async function updateHelpCategory({ db, actor, id, input }: Ctx & { id: number; input: HelpCategoryUpdate }): Promise<StudioHelpCategory> {
  requireAdmin(actor);
  return slugTaken(UNIQUE, 'help category', () =>
    inTransaction(db, async (tx) => {
      const [current] = await tx.select().from(helpCategories).where(eq(helpCategories.id, id)).for('update').limit(1);
      if (!current) throw notFound('help category');
      const before = toCategory(current, await articleCount(tx, id));
      const values = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.slug !== undefined ? { slug: input.slug } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.position !== undefined ? { position: input.position } : {}),
      };
      // Nothing to change: nothing is written, so nothing is audited.
      if (!Object.keys(values).length) return before;
      const [row] = await tx.update(helpCategories).set(values).where(eq(helpCategories.id, id)).returning();
      const after = toCategory(row!, before.article_count);
      await recordAudit(tx, actor, { action: 'help_category.update', subject: { type: 'help_category', id }, before, after });
      await announceContentChange(tx);
      return after;
    }),
  );
}

async function requireCategory(tx: Db, categoryId: number): Promise<void> {
  const [found] = await tx.select({ id: helpCategories.id }).from(helpCategories).where(eq(helpCategories.id, categoryId)).limit(1);
  if (!found) throw fieldError('category_id', 'Choose a help category that exists.');
}

export async function listStudioHelpArticles({ db, actor, category, ...paging }: Ctx & Paging & { category?: number }): Promise<Paged<StudioHelpArticle>> {
  requireAdmin(actor);
  const where = category !== undefined ? eq(helpArticles.categoryId, category) : undefined;
  return pageOf(
    db,
    helpArticles,
    paging,
    (limit, offset) => db.select().from(helpArticles).where(where).orderBy(asc(helpArticles.categoryId), asc(helpArticles.position), asc(helpArticles.id)).limit(limit).offset(offset),
    toArticle,
    where,
  );
}

export async function createHelpArticle({ db, actor, input }: Ctx & { input: HelpArticleCreate }): Promise<StudioHelpArticle> {
  requireAdmin(actor);
  return inTransaction(db, async (tx) => {
    await requireCategory(tx, input.category_id);
    const [last] = await tx.select({ p: max(helpArticles.position) }).from(helpArticles).where(eq(helpArticles.categoryId, input.category_id));
    const [row] = await tx
      .insert(helpArticles)
      .values({ categoryId: input.category_id, title: input.title, contentHtml: sanitizeHtml(input.content), position: input.position ?? (last?.p ?? 0) + 1 })
      .returning();
    const after = toArticle(row!);
    await recordAudit(tx, actor, { action: 'help_article.create', subject: { type: 'help_article', id: after.id }, before: null, after });
    await announceContentChange(tx);
    return after;
  });
}

export async function updateHelpArticle({ db, actor, id, input }: Ctx & { id: number; input: HelpArticleUpdate }): Promise<StudioHelpArticle> {
  requireAdmin(actor);
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(helpArticles).where(eq(helpArticles.id, id)).for('update').limit(1);
    if (!current) throw notFound('help article');
    if (input.category_id !== undefined) await requireCategory(tx, input.category_id);
    const [row] = await tx
      .update(helpArticles)
      .set({
        ...(input.category_id !== undefined ? { categoryId: input.category_id } : {}),
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.content !== undefined ? { contentHtml: sanitizeHtml(input.content) } : {}),
        ...(input.position !== undefined ? { position: input.position } : {}),
        updatedAt: new Date(),
      })
      .where(eq(helpArticles.id, id))
      .returning();
    const before = toArticle(current);
    const after = toArticle(row!);
    await recordAudit(tx, actor, { action: 'help_article.update', subject: { type: 'help_article', id }, before, after });
    await announceContentChange(tx);
    return after;
  });
}
