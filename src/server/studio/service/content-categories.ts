// Course categories in the studio (docs/rules/studio.md, "Site content"): list, create, update. The
// slug is suggested from the name and unique (422 on `slug`); the catalogue shows changes at once.
import { slugForNew } from '../../../lib/slug.ts';
import { asc, eq, max } from 'drizzle-orm';
import { type CategoryCreate, type CategoryUpdate, type StudioCategory } from '../../../lib/schemas/studio-content.ts';
import { categories } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { announceContentChange } from '../../events/content-changes.ts';
import { requireAdmin } from './access.ts';
import { recordAudit } from './audit.ts';
import { inTransaction, pageOf, slugTaken, type Ctx, type Paged, type Paging } from './content-common.ts';

type Row = typeof categories.$inferSelect;
const UNIQUE = 'categories_slug_unique';

export const toStudioCategory = (r: Row): StudioCategory => ({ id: r.id, slug: r.slug, name: r.name, description: r.description, position: r.position });

export async function listStudioCategories({ db, actor, ...paging }: Ctx & Paging): Promise<Paged<StudioCategory>> {
  requireAdmin(actor);
  return pageOf(db, categories, paging, (limit, offset) => db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)).limit(limit).offset(offset), toStudioCategory);
}

export async function createCategory({ db, actor, input }: Ctx & { input: CategoryCreate }): Promise<StudioCategory> {
  requireAdmin(actor);
  return slugTaken(UNIQUE, 'category', () =>
    inTransaction(db, async (tx) => {
      const [last] = await tx.select({ p: max(categories.position) }).from(categories);
      const [row] = await tx
        .insert(categories)
        .values({ slug: input.slug ?? slugForNew(input.name, 'category'), name: input.name, description: input.description ?? '', position: input.position ?? (last?.p ?? 0) + 1 })
        .returning();
      const after = toStudioCategory(row!);
      await recordAudit(tx, actor, { action: 'category.create', subject: { type: 'category', id: after.id }, before: null, after });
      await announceContentChange(tx);
      return after;
    }),
  );
}

export async function updateCategory({ db, actor, id, input }: Ctx & { id: number; input: CategoryUpdate }): Promise<StudioCategory> {
  requireAdmin(actor);
  return slugTaken(UNIQUE, 'category', () =>
    inTransaction(db, async (tx) => {
      const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for('update').limit(1);
      if (!current) throw notFound('category');
      const values = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.slug !== undefined ? { slug: input.slug } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.position !== undefined ? { position: input.position } : {}),
      };
      const before = toStudioCategory(current);
      // Nothing to change: nothing is written, so nothing is audited.
      if (!Object.keys(values).length) return before;
      const [row] = await tx.update(categories).set(values).where(eq(categories.id, id)).returning();
      const after = toStudioCategory(row!);
      await recordAudit(tx, actor, { action: 'category.update', subject: { type: 'category', id }, before, after });
      await announceContentChange(tx);
      return after;
    }),
  );
}
