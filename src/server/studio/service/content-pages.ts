// Static pages in the studio (docs/rules/studio.md, "Site content"): the footer's pages and any new
// one. List, get, create, update; the slug is fixed once made (links point at it). HTML is
// sanitized on the way in, and a change empties the response cache so the public page shows it.
import { slugForNew } from '../../../lib/slug.ts';
import { asc, eq, sql } from 'drizzle-orm';
import { type PageCreate, type PageUpdate, type StudioPage } from '../../../lib/schemas/studio-content.ts';
import { pages, pageTranslations } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { announceContentChange } from '../../events/content-changes.ts';
import { sanitizeHtml } from '../../shared/sanitize-html.ts';
import { requireAdmin } from './access.ts';
import { recordAudit } from './audit.ts';
import { inTransaction, pageOf, slugTaken, type Ctx, type Paged, type Paging } from './content-common.ts';

type Row = typeof pages.$inferSelect;

export const toStudioPage = (r: Row): StudioPage => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  summary: r.summary,
  content: r.contentHtml,
  published: r.published,
  updated_at: r.updatedAt.toISOString(),
});

export async function listStudioPages({ db, actor, ...paging }: Ctx & Paging): Promise<Paged<StudioPage>> {
  requireAdmin(actor);
  const spanish = sql<boolean>`EXISTS (SELECT 1 FROM ${pageTranslations} t WHERE t.page_id = ${pages.id} AND t.locale = 'es')`;
  return pageOf(
    db,
    pages,
    paging,
    (limit, offset) => db.select({ row: pages, spanish }).from(pages).orderBy(asc(pages.title), asc(pages.id)).limit(limit).offset(offset),
    ({ row, spanish }) => ({ ...toStudioPage(row), has_spanish: Boolean(spanish) }),
  );
}

export async function getStudioPage({ db, actor, id }: Ctx & { id: number }): Promise<StudioPage> {
  requireAdmin(actor);
  const [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
  if (!row) throw notFound('page');
  return toStudioPage(row);
}

export async function createPage({ db, actor, input }: Ctx & { input: PageCreate }): Promise<StudioPage> {
  requireAdmin(actor);
  return slugTaken('pages_slug_unique', 'page', () =>
    inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(pages)
        .values({ slug: input.slug ?? slugForNew(input.title, 'page'), title: input.title, summary: input.summary ?? '', contentHtml: sanitizeHtml(input.content), published: input.published ?? false })
        .returning();
      const after = toStudioPage(row!);
      await recordAudit(tx, actor, { action: 'page.create', subject: { type: 'page', id: after.id }, before: null, after });
      await announceContentChange(tx);
      return after;
    }),
  );
}

export async function updatePage({ db, actor, id, input }: Ctx & { id: number; input: PageUpdate }): Promise<StudioPage> {
  requireAdmin(actor);
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(pages).where(eq(pages.id, id)).for('update').limit(1);
    if (!current) throw notFound('page');
    const [row] = await tx
      .update(pages)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.summary !== undefined ? { summary: input.summary } : {}),
        ...(input.content !== undefined ? { contentHtml: sanitizeHtml(input.content) } : {}),
        ...(input.published !== undefined ? { published: input.published } : {}),
        updatedAt: new Date(),
      })
      .where(eq(pages.id, id))
      .returning();
    const before = toStudioPage(current);
    const after = toStudioPage(row!);
    await recordAudit(tx, actor, { action: 'page.update', subject: { type: 'page', id }, before, after });
    await announceContentChange(tx);
    return after;
  });
}
